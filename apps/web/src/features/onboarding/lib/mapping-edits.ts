// Edits of the mapping that the shared onboarding rules do not make: removing what this wizard
// added, setting point types (step 2) and gathering a zone's equipment values into one
// 'Equipment' measurement (step 3). Pure functions over the contract's flat node list; nodes the
// server already has are never removed or re-parented here.
import type { TopologyNode } from '@airboard/shared/api';
import {
  guessPointType,
  newNodeId,
  POINT_TYPE_NAMES,
  type PointTypeName,
} from '@airboard/shared/rules';

/** Nodes the save will create carry an id of the client's choosing (the contract's `new:`). */
export const isNewNode = (node: TopologyNode) => node.id.startsWith('new:');

/** Finds a point type's measurement type (icon and colour family) in the catalogue. */
export type MeasurementTypeOf = (pointType: string) => string;

/** Removes a node this wizard added, with everything below it. */
export function removeNewNode(aq: readonly TopologyNode[], id: string): TopologyNode[] {
  const target = aq.find((n) => n.id === id);
  if (!target || !isNewNode(target)) {
    return [...aq];
  }
  return aq.filter((n) => n.id !== id && !n.parents.includes(id));
}

/**
 * Drops the points this wizard mapped whose building-system points are gone (Refresh found them
 * removed, and the save would refuse them), with a new measurement that held only such points.
 * Saved points stay: their readings are the site's history.
 */
export function dropRemovedPoints(
  aq: readonly TopologyNode[],
  removedRefs: ReadonlySet<string>,
): TopologyNode[] {
  const gone = new Set(mappedRemovedPoints(aq, removedRefs).map((n) => n.id));
  const left = aq.filter((n) => !gone.has(n.id));
  const emptied = new Set(
    aq
      .filter(
        (m) =>
          m.type === 'measurement' &&
          isNewNode(m) &&
          aq.some((n) => n.parent === m.id && gone.has(n.id)) &&
          !left.some((n) => n.parent === m.id),
      )
      .map((m) => m.id),
  );
  return left.filter((n) => !emptied.has(n.id));
}

/** The points this wizard mapped (not saved yet) whose building-system reference is among refs. */
export const mappedRemovedPoints = (aq: readonly TopologyNode[], refs: ReadonlySet<string>) =>
  aq.filter(
    (n) =>
      n.type === 'point' &&
      isNewNode(n) &&
      n.originalDeviceRef !== null &&
      refs.has(n.originalDeviceRef),
  );

/** The points the save will create, in mapping order. */
export const newPoints = (aq: readonly TopologyNode[]) =>
  aq.filter((n) => n.type === 'point' && isNewNode(n));

/** The types a point may take: what its measurement accepts, or any of the 25. */
export function allowedPointTypes(
  aq: readonly TopologyNode[],
  point: TopologyNode,
): readonly PointTypeName[] {
  const parent = aq.find((n) => n.id === point.parent);
  const accepts = parent?.accepts ?? [];
  return accepts.length === 0
    ? POINT_TYPE_NAMES
    : POINT_TYPE_NAMES.filter((type) => accepts.includes(type));
}

/**
 * Sets the types of new points. A new measurement made for one point (a point added to a zone)
 * takes its point's type and measurement type along.
 */
export function withPointTypes(
  aq: readonly TopologyNode[],
  types: ReadonlyMap<string, PointTypeName>,
  measurementTypeOf: MeasurementTypeOf,
): TopologyNode[] {
  const childCount = new Map<string, number>();
  for (const n of aq) {
    if (n.parent !== null) {
      childCount.set(n.parent, (childCount.get(n.parent) ?? 0) + 1);
    }
  }
  const measurementTypes = new Map<string, PointTypeName>();
  for (const n of aq) {
    const type = types.get(n.id);
    if (type !== undefined && n.parent !== null && childCount.get(n.parent) === 1) {
      measurementTypes.set(n.parent, type);
    }
  }
  return aq.map((n) => {
    const pointType = types.get(n.id);
    if (pointType !== undefined && n.type === 'point' && isNewNode(n)) {
      return { ...n, pointType };
    }
    const soleType = measurementTypes.get(n.id);
    if (soleType !== undefined && n.type === 'measurement' && isNewNode(n)) {
      return { ...n, pointType: soleType, measurementType: measurementTypeOf(soleType) };
    }
    return n;
  });
}

/** 'Guess Point Types': the spec's guess from each new point's name, where its measurement takes it. */
export function guessPointTypes(
  aq: readonly TopologyNode[],
  measurementTypeOf: MeasurementTypeOf,
): TopologyNode[] {
  const types = new Map<string, PointTypeName>();
  for (const point of newPoints(aq)) {
    const guess = guessPointType(point.name);
    if (allowedPointTypes(aq, point).includes(guess)) {
      types.set(point.id, guess);
    }
  }
  return withPointTypes(aq, types, measurementTypeOf);
}

export const EQUIPMENT_MEASUREMENT_NAME = 'Equipment';
const EQUIPMENT_TYPE: PointTypeName = 'equipmentValue';

/**
 * 'Create Equipment Measurement': in each zone, the new equipment-value points that have a new
 * measurement of their own move into one 'Equipment' measurement (made when the zone has none),
 * and their emptied measurements go. Says how many points moved.
 */
export function gatherEquipmentMeasurements(
  aq: readonly TopologyNode[],
  measurementTypeOf: MeasurementTypeOf,
): { nodes: TopologyNode[]; moved: number } {
  const byId = new Map(aq.map((n) => [n.id, n]));
  const children = new Map<string, TopologyNode[]>();
  for (const n of aq) {
    if (n.parent !== null) {
      const siblings = children.get(n.parent);
      if (siblings) {
        siblings.push(n);
      } else {
        children.set(n.parent, [n]);
      }
    }
  }
  const isEquipment = (m: TopologyNode) =>
    m.type === 'measurement' &&
    isNewNode(m) &&
    m.name === EQUIPMENT_MEASUREMENT_NAME &&
    m.pointType === EQUIPMENT_TYPE;

  // Zone id → the points to move, and the single-point measurements they leave.
  const moves = new Map<string, { points: TopologyNode[]; emptied: string[] }>();
  for (const point of newPoints(aq)) {
    const measurement = point.parent === null ? undefined : byId.get(point.parent);
    const zone =
      measurement && measurement.parent !== null ? byId.get(measurement.parent) : undefined;
    if (
      point.pointType !== EQUIPMENT_TYPE ||
      !measurement ||
      !zone ||
      zone.type !== 'zone' ||
      measurement.type !== 'measurement' ||
      !isNewNode(measurement) ||
      isEquipment(measurement) ||
      children.get(measurement.id)?.length !== 1
    ) {
      continue;
    }
    const move = moves.get(zone.id) ?? { points: [], emptied: [] };
    move.points.push(point);
    move.emptied.push(measurement.id);
    moves.set(zone.id, move);
  }

  let nodes = [...aq];
  let moved = 0;
  for (const [zoneId, move] of moves) {
    const zone = byId.get(zoneId)!;
    let equipment = children.get(zoneId)?.find(isEquipment);
    if (!equipment) {
      equipment = equipmentMeasurement(zone, measurementTypeOf(EQUIPMENT_TYPE));
      nodes.push(equipment);
    }
    const into = equipment;
    const movedIds = new Set(move.points.map((p) => p.id));
    const emptied = new Set(move.emptied);
    nodes = nodes
      .filter((n) => !emptied.has(n.id))
      .map((n) =>
        movedIds.has(n.id)
          ? { ...n, parent: into.id, parents: [...into.parents, into.id], depth: into.depth + 1 }
          : n,
      );
    moved += move.points.length;
  }
  return { nodes, moved };
}

function equipmentMeasurement(zone: TopologyNode, measurementType: string): TopologyNode {
  return {
    id: newNodeId(`${zone.name} equipment`),
    name: EQUIPMENT_MEASUREMENT_NAME,
    parent: zone.id,
    parents: [...zone.parents, zone.id],
    depth: zone.depth + 1,
    visible: true,
    expanded: true,
    type: 'measurement',
    deviceId: zone.deviceId,
    deviceName: zone.deviceName,
    platformType: null,
    pointType: EQUIPMENT_TYPE,
    pointOfInterest: false,
    originalDeviceRef: null,
    parseId: null,
    config: [],
    accepts: [EQUIPMENT_TYPE],
    measurementType,
    realTime: false,
  };
}
