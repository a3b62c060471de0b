/**
 * Rules of the topology onboarding wizard (spec 001 §4, §5 Onboarding, §9): the 25 point types,
 * the default-point and point-type guesses from a point's name, the topology search, and the
 * edits of the mapping ('AQ Topology') a person makes in step 1 — adding a point to a zone or
 * measurement with the three §5 messages, new zones, zones from devices, relegating a zone one
 * level out — as pure functions over the flat node lists of the onboarding contract.
 */
import { topologyNodeUnder, type OnboardingUnits, type TopologyNode } from '../api/onboarding';
import { messages } from '../messages';

/** The point types of the catalogue (spec 001 §9), in the spec's order. */
export const POINT_TYPE_NAMES = [
  'airFlow',
  'damperPositionStatus',
  'fanStatus',
  'returnAirFlow',
  'outsideAirFlow',
  'outsideAirTemperature',
  'cO2Sensor',
  'humiditySensor',
  'spaceTemperature',
  'occupiedMode',
  'motionSensor',
  'activePure',
  'staticPressure',
  'vocSensor',
  'boilerStatus',
  'boilerPressure',
  'supplyFanStatus',
  'equipmentValue',
  'ionLevel',
  'ionizerStatus',
  'differentialPressure',
  'coSensor',
  'ozoneSensor',
  'pm2.5Sensor',
  'pm10Sensor',
] as const;
export type PointTypeName = (typeof POINT_TYPE_NAMES)[number];

/** Topology search (spec 001 §5): from this many characters, this long after the last keystroke. */
export const TOPOLOGY_SEARCH_MIN_CHARS = 2;
export const TOPOLOGY_SEARCH_DEBOUNCE_MS = 200;

const lower = (name: string) => name.toLowerCase();

/**
 * Whether 'Default Points' picks the point (spec 001 §9): a temperature that is not a setpoint,
 * a humidity, a CO2 or a filter alarm. Controllers abbreviate: 'ZN-T', 'SA-T', 'RH', 'FLT-ALM'.
 */
export function isDefaultPoint(name: string): boolean {
  const n = lower(name);
  const setpoint = /setpoint|\bsp\b|-sp\b|stpt/.test(n);
  const temperature = /temp|(^|[\s_-])(zn|sa|ra|ma|oa|da|rm)?-?t$/.test(n);
  return (
    (temperature && !setpoint) ||
    /hum|(^|[\s_-])rh\b/.test(n) ||
    /co2/.test(n) ||
    /(filter|flt).*(alarm|alm)/.test(n)
  );
}

/** The point-type guess (spec 001 §9): the first of these the name contains, in this order. */
const TYPE_GUESSES: readonly (readonly [string, PointTypeName])[] = [
  ['temp', 'spaceTemperature'],
  ['hum', 'humiditySensor'],
  ['co2', 'cO2Sensor'],
  ['pm2.5', 'pm2.5Sensor'],
  ['pm10', 'pm10Sensor'],
  ['voc', 'vocSensor'],
];

/** A point's guessed type by its name; equipmentValue when nothing matches. */
export function guessPointType(name: string): PointTypeName {
  const n = lower(name);
  return TYPE_GUESSES.find(([part]) => n.includes(part))?.[1] ?? 'equipmentValue';
}

/** Whether a node's name matches the topology search; shorter searches match everything. */
export function matchesTopologySearch(name: string, query: string): boolean {
  const q = query.trim();
  return q.length < TOPOLOGY_SEARCH_MIN_CHARS || lower(name).includes(lower(q));
}

/** Measurement units by choice (spec 001 §9, mass units paired right: decision 018). */
export function unitsFor(units: OnboardingUnits): { temperature: string; mass: string } {
  return units === 'imperial'
    ? { temperature: '°F', mass: 'lb' }
    : { temperature: '°C', mass: 'kg' };
}

// ---------------------------------------------------------------- editing the mapping

let newIds = 0;
/** An id for a node the server has not made yet (the contract's `new:` prefix). */
export const newNodeId = (hint: string) =>
  `new:${hint.replace(/\s+/g, '-').toLowerCase()}:${Date.now().toString(36)}${(newIds++).toString(36)}`;

/** The nearest zone at or above a node. */
function zoneOf(aq: readonly TopologyNode[], id: string): TopologyNode | undefined {
  let current = aq.find((n) => n.id === id);
  while (current && current.type !== 'zone') {
    const parent = current.parent;
    current = parent === null ? undefined : aq.find((n) => n.id === parent);
  }
  return current;
}

/** Every node below the given one. */
function descendants(aq: readonly TopologyNode[], id: string): TopologyNode[] {
  return aq.filter((n) => n.parents.includes(id));
}

/**
 * Maps a building-system point into the selected zone or measurement (spec 001 §5):
 * - no target: 'Please select a node';
 * - the point (by its reference) already mapped: '{name} already exists in {zone}', naming the
 *   zone it is in (a point is mapped once, as the save requires);
 * - a measurement that does not take the point's type: 'Cannot Add {pointType} to {measurementType}'.
 * Into a zone, the point becomes a measurement of its own (of its guessed type when it has none);
 * into a measurement, a point of it.
 */
export function addPointToNode(
  aq: readonly TopologyNode[],
  targetId: string | null,
  point: TopologyNode,
  measurementTypeOf: (pointType: string) => string,
): { nodes: TopologyNode[] } | { error: string } {
  const target = targetId === null ? undefined : aq.find((n) => n.id === targetId);
  if (
    !target ||
    (target.type !== 'zone' && target.type !== 'measurement' && target.type !== 'childMeasurement')
  ) {
    return { error: messages.selectANode };
  }
  const zone = zoneOf(aq, target.id);
  if (!zone) {
    return { error: messages.selectANode };
  }
  // A point is mapped once (the save refuses it twice): wherever it is, the message names its zone.
  const existing = aq.find(
    (n) => n.type === 'point' && n.originalDeviceRef === point.originalDeviceRef,
  );
  if (existing) {
    return {
      error: messages.pointAlreadyInZone(point.name, zoneOf(aq, existing.id)?.name ?? zone.name),
    };
  }
  const pointType = point.pointType ?? guessPointType(point.name);
  const mapped = (parent: TopologyNode) =>
    topologyNodeUnder(parent, {
      ...point,
      id: newNodeId(point.originalDeviceRef ?? point.name),
      type: 'point',
      pointType,
    });
  if (target.type === 'zone') {
    const measurement = topologyNodeUnder(target, {
      id: newNodeId(point.name),
      name: point.name,
      type: 'measurement',
      pointType,
      measurementType: measurementTypeOf(pointType),
    });
    return { nodes: [...aq, measurement, mapped(measurement)] };
  }
  if (target.accepts.length > 0 && !target.accepts.includes(pointType)) {
    return {
      error: messages.cannotAddPointType(pointType, target.measurementType ?? target.name),
    };
  }
  return { nodes: [...aq, mapped(target)] };
}

/** A new zone under the site or another zone. */
export function newZoneNode(
  aq: readonly TopologyNode[],
  parentId: string,
  name: string,
): TopologyNode[] {
  const parent = aq.find((n) => n.id === parentId);
  return [...aq, topologyNodeUnder(parent ?? null, { id: newNodeId(name), name, type: 'zone' })];
}

/**
 * 'Create Zones from Devices': a zone under the site for every device of the building system that
 * has no zone of its name yet.
 */
export function zonesFromDevices(
  aq: readonly TopologyNode[],
  commander: readonly TopologyNode[],
): TopologyNode[] {
  const root = aq.find((n) => n.parent === null);
  if (!root) {
    return [...aq];
  }
  const names = new Set(aq.filter((n) => n.type === 'zone').map((n) => lower(n.name)));
  let nodes = [...aq];
  for (const device of commander.filter((n) => n.type === 'device')) {
    if (!names.has(lower(device.name))) {
      names.add(lower(device.name));
      nodes = newZoneNode(nodes, root.id, device.name);
      const zone = nodes.at(-1)!;
      nodes[nodes.length - 1] = { ...zone, deviceId: device.deviceId, deviceName: device.name };
    }
  }
  return nodes;
}

/** 'Default Points': the building system's points the default-point guess picks. */
export function defaultPoints(commander: readonly TopologyNode[]): TopologyNode[] {
  return commander.filter((n) => n.type === 'point' && isDefaultPoint(n.name));
}

/**
 * Relegate (spec 001 §4): moves a zone out one level — from under its parent zone to beside it —
 * with everything below it. A zone directly under the site stays where it is.
 */
export function relegate(aq: readonly TopologyNode[], zoneId: string): TopologyNode[] {
  const zone = aq.find((n) => n.id === zoneId);
  const parent = zone?.parent ? aq.find((n) => n.id === zone.parent) : undefined;
  if (!zone || zone.type !== 'zone' || !parent || parent.type !== 'zone') {
    return [...aq];
  }
  const grandparent = parent.parent === null ? undefined : aq.find((n) => n.id === parent.parent);
  const moved = topologyNodeUnder(grandparent ?? null, zone);
  const below = new Set(descendants(aq, zone.id).map((n) => n.id));
  return aq.map((n) => {
    if (n.id === zone.id) {
      return moved;
    }
    if (!below.has(n.id)) {
      return n;
    }
    // Below the zone: the part of its ancestry from the zone down stays, the part above follows.
    const fromZone = n.parents.slice(n.parents.indexOf(zone.id));
    const parents = [...moved.parents, ...fromZone];
    return { ...n, parents, depth: parents.length };
  });
}
