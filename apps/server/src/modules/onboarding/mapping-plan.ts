/**
 * The check of a posted mapping ('AQ Topology') against the site and its building system, and what
 * saving it changes. Every refusal names the node it is about. Nodes that exist are matched by
 * their id (and may be renamed or moved); new ones (`new:` ids) by name under the same parent —
 * zones, measurements — or by building-system reference — points — so the same mapping posted
 * twice changes nothing. Nothing is deleted: what the mapping leaves out stays, readings and all.
 * Pure: the save service reads the inputs and applies the plan in one transaction.
 */
import type { OnboardingUnits, TopologyNode, TopologyNodeType } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { guessPointType, RELEASE_FUNCTION, unitsFor } from '@airboard/shared/rules';
import type { BasKind, BasPoint } from '../../bas/connector';
import { newObjectId } from '../../db/ids';
import { groupBy } from '../../lib/group-by';
import { HttpError } from '../../lib/http-error';
import type { SiteMapping } from './site-mapping';
import { acceptedPointTypes, type CatalogueEntry } from './topology-nodes';

export interface MappingInput {
  site: { id: string; name: string };
  nodes: readonly TopologyNode[];
  existing: SiteMapping;
  catalogue: readonly CatalogueEntry[];
  /** The building system's points by reference. */
  systemPoints: ReadonlyMap<string, BasPoint>;
  units: OnboardingUnits;
}

export interface NewMeasurement {
  id: string;
  zoneId: string | null;
  parentId: string | null;
  name: string;
  type: string;
  pointType: string;
  kind: BasKind;
  unit: string;
  writableFunctions: string[];
  multiStateValues: string[] | null;
  scoreType: string | null;
  description: string;
}

export interface NewPoint {
  id: string;
  zoneId: string | null;
  measurementId: string;
  ref: string;
  name: string;
  type: string;
  kind: BasKind;
  unit: string;
  functions: string[];
  range: { min: number; max: number } | null;
}

export interface MappingPlan {
  zones: {
    create: { id: string; name: string; parentId: string | null }[];
    update: { id: string; name: string; parentId: string | null }[];
  };
  measurements: {
    create: NewMeasurement[];
    update: { id: string; name: string; zoneId: string | null; parentId: string | null }[];
  };
  points: {
    create: NewPoint[];
    update: { id: string; zoneId: string | null; measurementId: string; type: string }[];
  };
}

/** Where each node type may sit. */
const PARENT_TYPES: Partial<Record<TopologyNodeType, TopologyNodeType[]>> = {
  zone: ['site', 'zone'],
  measurement: ['site', 'zone'],
  childMeasurement: ['measurement'],
  point: ['measurement', 'childMeasurement'],
};
const TYPE_LABEL: Record<TopologyNodeType, string> = {
  site: 'Site',
  zone: 'Zone',
  point: 'Point',
  device: 'Device',
  measurement: 'Measurement',
  childMeasurement: 'Child measurement',
  pointType: 'Point type',
};
const WRITE_FUNCTION: Record<BasKind, string> = {
  Number: 'numWrite',
  Bool: 'boolWrite',
  String: 'strWrite',
};
/** A point's functions: its kind's write, and the release of an override where it has one. */
const writeFunctions = (point: BasPoint, kind: BasKind): string[] =>
  point.writable ? [WRITE_FUNCTION[kind], ...(point.releasable ? [RELEASE_FUNCTION] : [])] : [];
const TEMPERATURE_UNITS = new Set(['°F', '°C']);
const MASS_UNITS = new Set(['lb', 'lbs', 'kg', 'Kg']);

/** A refusal about one node: 'Zone “Gym”: …'. */
const refuse = (node: TopologyNode, problem: string, status = 400) =>
  new HttpError(status, `${TYPE_LABEL[node.type]} “${node.name}”: ${problem}`);

const isNew = (node: TopologyNode) => node.id.startsWith('new:');

/**
 * A new measurement's unit: the unit the building system reports for its point, when it reports
 * one — readings are stored as the system sends them, so that is the only true label; otherwise
 * the catalogue's unit, a temperature or mass in the units chosen (spec 001 §9, decision 018).
 */
export function measurementUnit(
  systemUnit: string | undefined,
  catalogueUnit: string,
  units: OnboardingUnits,
): string {
  if (systemUnit) {
    return systemUnit;
  }
  const chosen = unitsFor(units);
  if (TEMPERATURE_UNITS.has(catalogueUnit)) {
    return chosen.temperature;
  }
  return MASS_UNITS.has(catalogueUnit) ? chosen.mass : catalogueUnit;
}

/**
 * The nodes parents first, each with its parent, after checking the tree: one site at the root,
 * every other node under a parent that is in the topology and may hold it, no loops, no id twice.
 */
function checkTree(nodes: readonly TopologyNode[]): TopologyNode[] {
  const byId = new Map<string, TopologyNode>();
  for (const node of nodes) {
    if (byId.has(node.id)) {
      throw refuse(node, 'appears twice in the topology');
    }
    byId.set(node.id, node);
  }
  const roots = nodes.filter((n) => n.parent === null);
  if (!roots.some((n) => n.type === 'site')) {
    throw new HttpError(400, 'The topology has no site at its root');
  }
  for (const node of nodes) {
    if (node.type === 'site') {
      if (node !== roots.find((n) => n.type === 'site')) {
        throw refuse(node, 'a topology holds one site, at its root');
      }
      continue;
    }
    const allowed = PARENT_TYPES[node.type];
    if (!allowed) {
      throw refuse(node, 'is not part of a mapping (zones, measurements and points are)');
    }
    const parent = node.parent === null ? undefined : byId.get(node.parent);
    if (!parent) {
      throw refuse(node, `its parent (${node.parent ?? 'none'}) is not in the topology`);
    }
    if (!allowed.includes(parent.type)) {
      throw refuse(
        node,
        `cannot be placed in ${TYPE_LABEL[parent.type].toLowerCase()} “${parent.name}”`,
      );
    }
  }
  // Depth by walking up to the root; a walk longer than the topology has gone round a loop.
  const depth = new Map<string, number>();
  for (const node of nodes) {
    let steps = 0;
    for (let at = node; at.parent !== null; at = byId.get(at.parent)!) {
      if (++steps > nodes.length) {
        throw refuse(node, 'is inside itself');
      }
    }
    depth.set(node.id, steps);
  }
  return [...nodes].sort((a, b) => depth.get(a.id)! - depth.get(b.id)!);
}

/** Resolves each node to a stored or planned object, and plans the changes. */
export function planMapping(input: MappingInput): MappingPlan {
  const { existing, catalogue, systemPoints, units } = input;
  const ordered = checkTree(input.nodes);
  const plan: MappingPlan = {
    zones: { create: [], update: [] },
    measurements: { create: [], update: [] },
    points: { create: [], update: [] },
  };
  const catalogueEntry = (node: TopologyNode, pointType: string) => {
    const entry = catalogue.find((e) => e.type === pointType);
    if (!entry) {
      throw refuse(node, `${pointType} is not a point type`);
    }
    return entry;
  };
  const childrenOf = groupBy(ordered, (node) => node.parent);

  // What each node became: a zone's id, or a measurement with what its points are checked against.
  const zoneOf = new Map<string, string | null>(); // node id → the zone it is or is in (null: the site)
  const measurementOf = new Map<
    string,
    { id: string; type: string; pointType: string | null; unit: string; zoneId: string | null }
  >();
  const zoneNames = new Map(existing.zones.map((z) => [z.id, z.name]));
  const zoneName = (zoneId: string | null) =>
    zoneId === null ? input.site.name : (zoneNames.get(zoneId) ?? zoneId);

  const zonesById = new Map(existing.zones.map((z) => [z.id, z]));
  const zoneKey = (parentId: string | null, name: string) => JSON.stringify([parentId, name]);
  const zonesByKey = new Map<string, string>();
  for (const z of existing.zones) {
    zonesByKey.set(
      zoneKey(z.parent_id, z.name),
      zonesByKey.get(zoneKey(z.parent_id, z.name)) ?? z.id,
    );
  }
  const resolveZone = (node: TopologyNode, name: string, parentId: string | null): string => {
    if (!isNew(node)) {
      const row = zonesById.get(node.id);
      if (!row) {
        throw refuse(node, 'is not a zone of this site', 404);
      }
      if (row.name !== name || row.parent_id !== parentId) {
        plan.zones.update.push({ id: row.id, name, parentId });
        zoneNames.set(row.id, name);
      }
      return row.id;
    }
    const key = zoneKey(parentId, name);
    const matched = zonesByKey.get(key);
    if (matched) {
      return matched;
    }
    const id = newObjectId();
    plan.zones.create.push({ id, name, parentId });
    zonesByKey.set(key, id);
    zoneNames.set(id, name);
    return id;
  };

  const measurementsById = new Map(existing.measurements.map((m) => [m.id, m]));
  const measurementKey = (zoneId: string | null, parentId: string | null, name: string) =>
    JSON.stringify([zoneId, parentId, name]);
  const measurementsByKey = new Map<string, string>();
  for (const m of existing.measurements) {
    const key = measurementKey(m.zone_id, m.parent_id, m.name);
    measurementsByKey.set(key, measurementsByKey.get(key) ?? m.id);
  }
  const systemPointOf = (node: TopologyNode | undefined) =>
    node?.originalDeviceRef ? systemPoints.get(node.originalDeviceRef) : undefined;
  const resolveMeasurement = (
    node: TopologyNode,
    name: string,
    zoneId: string | null,
    parentId: string | null,
  ) => {
    const matchedId = isNew(node)
      ? measurementsByKey.get(measurementKey(zoneId, parentId, name))
      : node.id;
    if (matchedId !== undefined) {
      const row = measurementsById.get(matchedId);
      if (!row) {
        throw refuse(node, 'is not a measurement of this site', 404);
      }
      if (row.name !== name || row.zone_id !== zoneId || row.parent_id !== parentId) {
        plan.measurements.update.push({ id: row.id, name, zoneId, parentId });
      }
      return { id: row.id, type: row.type, pointType: row.point_type, unit: row.unit, zoneId };
    }
    // New: of the node's point type, else its first point's, else the guess from its name.
    const firstPoint = (childrenOf.get(node.id) ?? []).find((n) => n.type === 'point');
    const pointType = node.pointType ?? firstPoint?.pointType ?? guessPointType(name);
    const entry = catalogueEntry(node, pointType);
    const sensor = systemPointOf(firstPoint);
    const kind = sensor?.kind ?? entry.kind;
    const created: NewMeasurement = {
      id: newObjectId(),
      zoneId,
      parentId,
      name,
      type: node.measurementType ?? entry.measurementType,
      pointType,
      kind,
      unit: measurementUnit(sensor?.unit, entry.unit, units),
      writableFunctions: sensor ? writeFunctions(sensor, kind) : [],
      multiStateValues: sensor?.states ?? null,
      scoreType: entry.scoreType,
      description: entry.description,
    };
    plan.measurements.create.push(created);
    measurementsById.set(created.id, {
      id: created.id,
      name,
      zone_id: zoneId,
      parent_id: parentId,
      type: created.type,
      point_type: pointType,
      unit: created.unit,
      kind,
    });
    measurementsByKey.set(measurementKey(zoneId, parentId, name), created.id);
    return { id: created.id, type: created.type, pointType, unit: created.unit, zoneId };
  };

  const pointsById = new Map(existing.points.map((p) => [p.id, p]));
  const pointsByRef = new Map(
    existing.points.flatMap((p) => (p.bas_ref ? [[p.bas_ref, p] as const] : [])),
  );
  /** Where each point is mapped in this topology, by its stored id or its reference. */
  const mappedIn = new Map<string, string | null>();
  const resolvePoint = (node: TopologyNode, measurement: ReturnType<typeof resolveMeasurement>) => {
    const row = isNew(node)
      ? node.originalDeviceRef
        ? pointsByRef.get(node.originalDeviceRef)
        : undefined
      : pointsById.get(node.id);
    if (!isNew(node) && !row) {
      throw refuse(node, 'is not a point of this site', 404);
    }
    const ref = row?.bas_ref ?? node.originalDeviceRef;
    const sensor = ref ? systemPoints.get(ref) : undefined;
    if (!row && !ref) {
      throw refuse(node, 'has no building-system reference');
    }
    if (!row && !sensor) {
      throw refuse(node, `the building system has no point ${ref}`);
    }
    const identity = row ? `id:${row.id}` : `ref:${ref}`;
    if (mappedIn.has(identity)) {
      const first = mappedIn.get(identity)!;
      throw first === measurement.zoneId
        ? new HttpError(400, messages.pointAlreadyInZone(node.name, zoneName(first)))
        : refuse(
            node,
            `is mapped twice, in ${zoneName(first)} and in ${zoneName(measurement.zoneId)}`,
          );
    }
    mappedIn.set(identity, measurement.zoneId);
    const pointType =
      node.pointType ?? row?.type ?? measurement.pointType ?? guessPointType(node.name);
    catalogueEntry(node, pointType);
    if (!acceptedPointTypes(catalogue, measurement).includes(pointType)) {
      throw refuse(node, messages.cannotAddPointType(pointType, measurement.type));
    }
    if (row) {
      if (
        row.measurement_id !== measurement.id ||
        row.zone_id !== measurement.zoneId ||
        row.type !== pointType
      ) {
        plan.points.update.push({
          id: row.id,
          zoneId: measurement.zoneId,
          measurementId: measurement.id,
          type: pointType,
        });
      }
      return;
    }
    // Checked above: a new point is one the building system lists.
    const point = sensor!;
    plan.points.create.push({
      id: newObjectId(),
      zoneId: measurement.zoneId,
      measurementId: measurement.id,
      ref: point.ref,
      name: point.name,
      type: pointType,
      kind: point.kind,
      unit: measurement.unit,
      functions: writeFunctions(point, point.kind),
      range: point.range,
    });
  };

  for (const node of ordered) {
    const name = node.name.trim();
    if (node.type === 'site') {
      zoneOf.set(node.id, null);
      continue;
    }
    if (!name) {
      throw refuse(node, 'needs a name');
    }
    // checkTree placed every other node under a parent that comes before it.
    const parent = node.parent!;
    switch (node.type) {
      case 'zone':
        zoneOf.set(node.id, resolveZone(node, name, zoneOf.get(parent)!));
        break;
      case 'measurement':
      case 'childMeasurement': {
        const parentMeasurement = measurementOf.get(parent);
        const zoneId = parentMeasurement ? parentMeasurement.zoneId : zoneOf.get(parent)!;
        const resolved = resolveMeasurement(node, name, zoneId, parentMeasurement?.id ?? null);
        measurementOf.set(node.id, resolved);
        break;
      }
      case 'point':
        resolvePoint(node, measurementOf.get(parent)!);
        break;
      case 'device':
      case 'pointType':
        // checkTree refused these.
        break;
    }
  }
  return plan;
}
