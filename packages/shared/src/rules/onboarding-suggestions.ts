/**
 * The suggestion engine of the onboarding wizard (issue 14, beyond the spec): for every point of a
 * building system, a suggested point type, zone and measurement with a confidence, read from what
 * controllers put in point names (abbreviations such as ZN-T, SA-T, OA-F, SF-S, RH, FLT-ALM), the
 * point's unit and kind, and the device it is on. Step 1 can accept every suggestion above a
 * confidence at once; a person's own mapping always wins over a suggestion.
 *
 * The spec's own guess (`guessPointType`, §9) looks only at six words; this reads the whole name,
 * and says how sure it is.
 */
import type { TopologyNode } from '../api/onboarding';
import { addPointToNode, newZoneNode, type PointTypeName } from './onboarding';

export interface PointSuggestion {
  /** The point's reference in the building system. */
  ref: string;
  pointType: PointTypeName;
  /** The zone it belongs in: a room for room devices, the equipment otherwise. */
  zoneName: string;
  /** The measurement it becomes or joins in that zone. */
  measurementName: string;
  /** 0–1: how sure the engine is of the point type. */
  confidence: number;
}

/** What 'Accept all suggestions ≥ 90 %' accepts. */
export const SUGGESTION_ACCEPT_CONFIDENCE = 0.9;

/** A name pattern and the type it means, for points of that kind only when `kind` is given. */
type Rule = { type: PointTypeName; test: RegExp; kind?: 'Bool' | 'Number' | 'String' };

/**
 * Name patterns, most specific first: the first that matches decides. Tokens are matched on the
 * upper-cased name with separators ( -_./) kept, so 'OA-T' and 'OAT' both read as outside air.
 */
const NAME_RULES: readonly Rule[] = [
  { type: 'outsideAirTemperature', test: /\bOA-?T(EMP)?\b|OUTSIDE AIR TEMP|\bOAT\b/ },
  // Air and water temperatures inside the equipment (supply, return, mixed, discharge, loops).
  { type: 'equipmentValue', test: /\b(SA|RA|MA|DA|LA|HWS|HWR|HW|CHWS|CHWR|CHW|FLUE)-?T(EMP)?\b/ },
  // Valves and reheat (RH-VLV is a reheat valve, not a humidity).
  { type: 'equipmentValue', test: /\b(RH|HTG|CLG|HW|CHW)?-?(VLV|VALVE)\b/ },
  { type: 'outsideAirFlow', test: /\bOA-?(F|FLOW|CFM)\b|OUTSIDE AIR FLOW/ },
  { type: 'returnAirFlow', test: /\bRA-?(F|FLOW|CFM)\b|RETURN AIR FLOW/ },
  { type: 'supplyFanStatus', test: /\bSF[\s-]?(S|STS|STATUS)\b|SUPPLY FAN STATUS/ },
  { type: 'fanStatus', test: /\b(EF|RF|FAN)[\s-]?\d*[\s-]?(S|STS|STATUS)\b|FAN STATUS/ },
  { type: 'damperPositionStatus', test: /\b(OA|RA|MA)?-?(DMP|DMPR|DPR|DAMPER)(-?(POS|CMD|S))?\b/ },
  { type: 'staticPressure', test: /\b(DSP|SP-?P|DUCT-?SP|STATIC)\b|STATIC PRESS/ },
  { type: 'differentialPressure', test: /\b(FLT-?DP|DP|DIFF-?P)\b|DIFFERENTIAL/ },
  { type: 'boilerPressure', test: /\b(BLR|HW)[\s-]?\d*[\s-]?(P|PRS|PRESS)\b|BOILER PRESS/ },
  { type: 'boilerStatus', test: /\bBLR[\s-]?\d*[\s-]?(S|STS|STATUS)\b|BOILER STATUS/ },
  { type: 'ionizerStatus', test: /\b(ION|IONIZER|BPI)[\s-]?\d*[\s-]?(S|STS|STATUS)\b/ },
  { type: 'ionLevel', test: /\bION[\s-]?\d*[\s-]?(LVL|LEVEL)\b|IONS?\/CC/ },
  { type: 'activePure', test: /ACTIVE ?PURE|\bAP[\s-]?\d*[\s-]?(S|STS)\b/ },
  { type: 'motionSensor', test: /\b(PIR|MOTION|MOT)\b/ },
  // An occupancy input that is on or off is a sensor; a mode (occupied, standby…) is a mode.
  { type: 'motionSensor', test: /\bOCC(?!-?MODE)(-?(SENS|SENSOR|STS))?\b/, kind: 'Bool' },
  { type: 'occupiedMode', test: /\bOCC(-?(MODE|CMD|STS))?\b|OCCUPIED|UNOCC/ },
  { type: 'cO2Sensor', test: /CO2/ },
  { type: 'coSensor', test: /\bCO\b|CARBON MONOXIDE/ },
  { type: 'ozoneSensor', test: /\bO3\b|OZONE/ },
  { type: 'pm2.5Sensor', test: /PM2\.?5/ },
  { type: 'pm10Sensor', test: /PM10/ },
  { type: 'vocSensor', test: /T?VOC/ },
  { type: 'humiditySensor', test: /\b(ZN-?|RM-?|SPACE-?)?(RH|HUM(IDITY)?)\b/ },
  {
    type: 'spaceTemperature',
    test: /\b(ZN|RM|SPACE|ZONE)-?T(EMP)?\b|SPACE TEMP|ZONE TEMP|ROOM TEMP/,
  },
  { type: 'airFlow', test: /\b(SA|DA)?-?(F|FLOW|CFM)\b|AIR ?FLOW/ },
];

/** Setpoints, commands and alarms read like their measured twin but are equipment values. */
const NOT_A_SENSOR = /\b(SP(?!-?P\b)|STPT|SETPT|SETPOINT|CMD|ALM|ALARM)\b/;

/** What a unit says about a point: the types that report in it, the likeliest first. */
const UNIT_RULES: readonly { types: readonly PointTypeName[]; test: RegExp }[] = [
  { types: ['cO2Sensor'], test: /^ppm$/i },
  { types: ['humiditySensor'], test: /^%\s?RH$/i },
  { types: ['airFlow', 'outsideAirFlow', 'returnAirFlow'], test: /^(cfm|l\/s)$/i },
  { types: ['staticPressure', 'differentialPressure'], test: /^(inH2O|in\. ?w\.?c\.?|Pa)$/i },
  { types: ['pm2.5Sensor', 'pm10Sensor'], test: /^µg\/m³$/i },
  { types: ['ionLevel'], test: /^ions?\/cc$/i },
];

/** The kind of value each type reports, to lower confidence where the point says otherwise. */
const BOOLEAN_TYPES: ReadonlySet<PointTypeName> = new Set([
  'fanStatus',
  'supplyFanStatus',
  'boilerStatus',
  'ionizerStatus',
  'occupiedMode',
  'motionSensor',
  'activePure',
]);

const configValue = (node: TopologyNode, name: string) =>
  node.config.find((c) => c.name === name)?.value ?? '';

/** A point's type with how sure the name, unit and kind make it. */
export function suggestPointType(node: TopologyNode): { type: PointTypeName; confidence: number } {
  // The point's own part of the name: controllers prefix every point with the device's name.
  const own =
    node.deviceName && node.name.startsWith(`${node.deviceName} `)
      ? node.name.slice(node.deviceName.length + 1)
      : node.name;
  const name = own.toUpperCase().replace(/[_.](?!5)/g, ' ');
  const unit = configValue(node, 'unit');
  const kind = configValue(node, 'kind');
  const byName = NAME_RULES.find(
    (r) => (r.kind === undefined || r.kind === kind) && r.test.test(name),
  )?.type;
  const byUnit = UNIT_RULES.find((r) => r.test.test(unit))?.types;
  const isBool = kind === 'Bool';
  let type: PointTypeName;
  let confidence: number;
  if (NOT_A_SENSOR.test(name)) {
    type = 'equipmentValue';
    confidence = 0.9;
  } else if (byName) {
    type = byName;
    // The unit agreeing (or saying nothing against it) and the kind fitting make it near certain.
    const unitAgrees = byUnit === undefined || byUnit.includes(byName);
    const kindFits = BOOLEAN_TYPES.has(byName) === isBool || kind === '';
    confidence = 0.8 + (unitAgrees ? 0.1 : 0) + (kindFits ? 0.08 : -0.2);
  } else if (byUnit) {
    type = byUnit[0]!;
    confidence = 0.7;
  } else if (/°[FC]/.test(unit)) {
    type = 'spaceTemperature';
    confidence = 0.6;
  } else {
    type = 'equipmentValue';
    confidence = 0.75;
  }
  return { type, confidence: Math.round(Math.min(0.98, Math.max(0, confidence)) * 100) / 100 };
}

/**
 * The zone a device's points belong in, by how controllers are named: a room sensor ('RM118',
 * 'RM-118 IAQ') or a unit ventilator ('UV-118') is its room; a VAV box numbered by floor and box
 * ('VAV-2-14') serves room 214; boilers and pumps are the boiler room; an ionizer ('ION-2') sits
 * in the air handler of its number; anything else is its own equipment zone by its name.
 */
export function suggestZoneName(deviceName: string): string {
  const name = deviceName.trim();
  const room =
    /\bR(?:OO)?M[\s-]?(\d+[A-Z]?)\b/i.exec(name) ?? /^(?:UV|FCU)[\s-]?(\d{3,4}[A-Z]?)$/i.exec(name);
  if (room) {
    return `Room ${room[1]}`;
  }
  const vav = /^VAV[\s-]?(\d)[\s-](\d{1,2})$/i.exec(name);
  if (vav) {
    return `Room ${vav[1]}${vav[2]!.padStart(2, '0')}`;
  }
  if (/^(BLR|BOILER|HWP|PUMP)\b/i.test(name)) {
    return 'Boiler Room';
  }
  const ionizer = /^(?:ION|BPI)[\s-]?(\d+)$/i.exec(name);
  return ionizer ? `AHU-${ionizer[1]}` : name;
}

/**
 * Suggestions for every point of the building system that the mapping does not hold yet; the
 * points of a person's mapping keep it (their references are skipped).
 */
export function suggestMapping(
  commander: readonly TopologyNode[],
  mapped: ReadonlySet<string>,
  measurementNameOf: (type: PointTypeName) => string,
): PointSuggestion[] {
  const devices = new Map(commander.filter((n) => n.type === 'device').map((d) => [d.id, d]));
  return commander.flatMap((point) => {
    if (point.type !== 'point' || !point.originalDeviceRef || mapped.has(point.originalDeviceRef)) {
      return [];
    }
    const device = point.parent ? devices.get(point.parent) : undefined;
    const { type, confidence } = suggestPointType(point);
    return [
      {
        ref: point.originalDeviceRef,
        pointType: type,
        zoneName: suggestZoneName(device?.name ?? point.deviceName ?? 'Equipment'),
        measurementName: type === 'equipmentValue' ? point.name : measurementNameOf(type),
        confidence,
      },
    ];
  });
}

/**
 * Accepts suggestions into the mapping: each point goes into its suggested zone (made under the
 * site when the mapping has none of that name) as a measurement of the suggested type and name,
 * or into that zone's measurement of the same type when there is one already (a room's second
 * temperature joins its first). Points the mapping holds already are left where a person put them.
 */
export function applySuggestions(
  aq: readonly TopologyNode[],
  commander: readonly TopologyNode[],
  suggestions: readonly PointSuggestion[],
  measurementTypeOf: (pointType: string) => string,
): { nodes: TopologyNode[]; added: number } {
  const root = aq.find((n) => n.parent === null);
  if (!root) {
    return { nodes: [...aq], added: 0 };
  }
  const pointsByRef = new Map(
    commander.flatMap((n) =>
      n.type === 'point' && n.originalDeviceRef ? [[n.originalDeviceRef, n] as const] : [],
    ),
  );
  let nodes = [...aq];
  let added = 0;
  const zoneIds = new Map(
    nodes.filter((n) => n.type === 'zone').map((n) => [n.name.toLowerCase(), n.id]),
  );
  for (const suggestion of suggestions) {
    const point = pointsByRef.get(suggestion.ref);
    if (!point) {
      continue;
    }
    let zoneId = zoneIds.get(suggestion.zoneName.toLowerCase());
    if (zoneId === undefined) {
      nodes = newZoneNode(nodes, root.id, suggestion.zoneName);
      zoneId = nodes.at(-1)!.id;
      zoneIds.set(suggestion.zoneName.toLowerCase(), zoneId);
    }
    const sameType =
      suggestion.pointType === 'equipmentValue'
        ? undefined
        : nodes.find(
            (n) =>
              n.type === 'measurement' &&
              n.parent === zoneId &&
              n.pointType === suggestion.pointType,
          );
    const result = addPointToNode(
      nodes,
      sameType?.id ?? zoneId,
      { ...point, pointType: suggestion.pointType },
      measurementTypeOf,
    );
    if ('error' in result) {
      continue;
    }
    nodes = result.nodes;
    added += 1;
    if (!sameType) {
      // The measurement just made for the point: named as suggested ('Space Temperature').
      const measurementId = nodes.at(-1)!.parent;
      nodes = nodes.map((n) =>
        n.id === measurementId ? { ...n, name: suggestion.measurementName } : n,
      );
    }
  }
  return { nodes, added };
}
