/**
 * The simulated building system's topology: a school or office building's controllers — air
 * handlers (AHU), VAV boxes or unit ventilators (UV), IAQ room sensors, boilers, ionizers — with
 * their points named the way real controllers name them ('AHU-1 SA-T', 'VAV-2-14 ZN-SP',
 * 'RM214 CO2'), generated from a seed (the site id): the same seed always gives the same building,
 * of 150 to 1,000 points. Each point carries how its value moves and, for measuring a suggestion
 * engine, the mapping a person would make of it: its point type and the zone it belongs to.
 * Long because it is data: every kind of controller's point list, a line each.
 */
import type { PointTypeName } from '@airboard/shared/rules';
import { hashString, seededRandom } from '../lib/seeded-random';
import type { BasPoint } from './connector';

/** How a point's value moves: numbers around `base` by up to `swing`; statuses hold a value. */
export type ValueModel =
  | { kind: 'Number'; base: number; swing: number; digits: number }
  | { kind: 'Bool'; value: boolean }
  | { kind: 'String'; value: string };

/** The hand-made mapping of a point: what a person onboarding the building would make of it. */
export interface PointLabel {
  pointType: PointTypeName;
  /** The zone's name: the room a terminal unit or room sensor serves, or the equipment's own zone. */
  zone: string;
}

export interface SimulatedPoint extends Omit<BasPoint, 'value'> {
  model: ValueModel;
  expected: PointLabel;
}

export interface SimulatedDevice {
  deviceId: string;
  deviceName: string;
  platformType: string;
  points: SimulatedPoint[];
}

/** Bounds of a generated building's size, in points. */
export const GENERATED_POINTS = { min: 150, max: 1_000 } as const;

/** Share of the generated buildings that are office towers (the largest, near the maximum). */
const TOWER_SHARE = 0.05;

interface PointTemplate {
  /** The point part of the name, after the device's name. */
  part: string;
  pointType: PointTypeName;
  unit: string;
  model: ValueModel;
  /** Writable, with the range a number accepts (true: any value of its kind). */
  writable?: { min: number; max: number } | true;
  states?: string[];
  /** Share of the devices of the kind that have the point; every one when absent. */
  share?: number;
}

const num = (base: number, swing: number, digits = 1): ValueModel => ({
  kind: 'Number',
  base,
  swing,
  digits,
});
const bool = (value: boolean): ValueModel => ({ kind: 'Bool', value });
const OCCUPANCY_STATES = ['Occupied', 'Unoccupied', 'Standby'];
const occupancyMode = (part: string): PointTemplate => ({
  part,
  pointType: 'occupiedMode',
  unit: '',
  model: { kind: 'String', value: 'Occupied' },
  writable: true,
  states: OCCUPANCY_STATES,
});
const runHours = (hours: number): PointTemplate => ({
  part: 'RUN-HRS',
  pointType: 'equipmentValue',
  unit: 'h',
  model: num(hours, 0, 0),
});

const AIR_HANDLER: PointTemplate[] = [
  { part: 'SA-T', pointType: 'equipmentValue', unit: '°F', model: num(55, 2) },
  {
    part: 'SA-SP',
    pointType: 'equipmentValue',
    unit: '°F',
    model: num(55, 0),
    writable: { min: 50, max: 65 },
  },
  { part: 'RA-T', pointType: 'equipmentValue', unit: '°F', model: num(72, 1.5) },
  { part: 'MA-T', pointType: 'equipmentValue', unit: '°F', model: num(62, 4) },
  { part: 'OA-T', pointType: 'outsideAirTemperature', unit: '°F', model: num(48, 12) },
  { part: 'DA-T', pointType: 'equipmentValue', unit: '°F', model: num(56, 2), share: 0.5 },
  { part: 'SF-S', pointType: 'supplyFanStatus', unit: '', model: bool(true) },
  { part: 'SF-C', pointType: 'equipmentValue', unit: '', model: bool(true), writable: true },
  { part: 'SF-SPD', pointType: 'equipmentValue', unit: '%', model: num(65, 10, 0) },
  { part: 'RF-S', pointType: 'fanStatus', unit: '', model: bool(true), share: 0.8 },
  { part: 'RF-SPD', pointType: 'equipmentValue', unit: '%', model: num(55, 10, 0), share: 0.8 },
  { part: 'OA-DMPR', pointType: 'damperPositionStatus', unit: '%', model: num(30, 10, 0) },
  {
    part: 'RA-DMPR',
    pointType: 'damperPositionStatus',
    unit: '%',
    model: num(70, 10, 0),
    share: 0.7,
  },
  { part: 'OA-CFM', pointType: 'outsideAirFlow', unit: 'cfm', model: num(2400, 400, 0) },
  {
    part: 'RA-CFM',
    pointType: 'returnAirFlow',
    unit: 'cfm',
    model: num(6000, 800, 0),
    share: 0.7,
  },
  { part: 'SA-CFM', pointType: 'airFlow', unit: 'cfm', model: num(8000, 1000, 0) },
  { part: 'DSP', pointType: 'staticPressure', unit: 'inH2O', model: num(1.2, 0.15, 2) },
  {
    part: 'DSP-SP',
    pointType: 'equipmentValue',
    unit: 'inH2O',
    model: num(1.25, 0, 2),
    writable: { min: 0.5, max: 2.5 },
  },
  { part: 'FLT-DP', pointType: 'differentialPressure', unit: 'inH2O', model: num(0.45, 0.08, 2) },
  { part: 'FLT-ALM', pointType: 'equipmentValue', unit: '', model: bool(false) },
  { part: 'CHW-VLV', pointType: 'equipmentValue', unit: '%', model: num(35, 25, 0), share: 0.8 },
  { part: 'HW-VLV', pointType: 'equipmentValue', unit: '%', model: num(15, 15, 0), share: 0.8 },
  { part: 'RA-RH', pointType: 'humiditySensor', unit: '%', model: num(42, 5), share: 0.6 },
  { part: 'RA-CO2', pointType: 'cO2Sensor', unit: 'ppm', model: num(650, 150, 0), share: 0.6 },
  occupancyMode('OCC-MODE'),
  { part: 'FRZ-STAT', pointType: 'equipmentValue', unit: '', model: bool(false) },
  { part: 'SMK-DET', pointType: 'equipmentValue', unit: '', model: bool(false), share: 0.5 },
  { part: 'ECON-EN', pointType: 'equipmentValue', unit: '', model: bool(true), share: 0.6 },
  runHours(18_240),
];

const zoneSetpoint = (part: string, base: number, share?: number): PointTemplate => ({
  part,
  pointType: 'equipmentValue',
  unit: '°F',
  model: num(base, 0),
  writable: { min: 55, max: 85 },
  ...(share === undefined ? {} : { share }),
});

const VAV_BOX: PointTemplate[] = [
  { part: 'ZN-T', pointType: 'spaceTemperature', unit: '°F', model: num(71.5, 1.5) },
  zoneSetpoint('ZN-SP', 72),
  zoneSetpoint('CLG-SP', 75, 0.5),
  zoneSetpoint('HTG-SP', 68, 0.5),
  { part: 'DMPR-POS', pointType: 'damperPositionStatus', unit: '%', model: num(45, 20, 0) },
  { part: 'AIRFLOW', pointType: 'airFlow', unit: 'cfm', model: num(450, 120, 0) },
  { part: 'AIRFLOW-SP', pointType: 'equipmentValue', unit: 'cfm', model: num(500, 0, 0) },
  { part: 'DA-T', pointType: 'equipmentValue', unit: '°F', model: num(62, 5) },
  { part: 'RH-VLV', pointType: 'equipmentValue', unit: '%', model: num(20, 15, 0), share: 0.7 },
  { part: 'OCC', pointType: 'motionSensor', unit: '', model: bool(true), share: 0.5 },
  { part: 'ZN-CO2', pointType: 'cO2Sensor', unit: 'ppm', model: num(700, 250, 0), share: 0.3 },
  { part: 'ZN-RH', pointType: 'humiditySensor', unit: '%', model: num(41, 5), share: 0.2 },
];

const UNIT_VENTILATOR: PointTemplate[] = [
  { part: 'ZN-T', pointType: 'spaceTemperature', unit: '°F', model: num(71, 1.8) },
  zoneSetpoint('ZN-SP', 71),
  { part: 'DA-T', pointType: 'equipmentValue', unit: '°F', model: num(64, 6) },
  { part: 'OA-DMPR', pointType: 'damperPositionStatus', unit: '%', model: num(25, 15, 0) },
  { part: 'FAN-S', pointType: 'fanStatus', unit: '', model: bool(true) },
  { part: 'FAN-C', pointType: 'equipmentValue', unit: '', model: bool(true), writable: true },
  { part: 'HTG-VLV', pointType: 'equipmentValue', unit: '%', model: num(20, 20, 0) },
  { part: 'CLG-VLV', pointType: 'equipmentValue', unit: '%', model: num(30, 20, 0), share: 0.6 },
  { part: 'ZN-CO2', pointType: 'cO2Sensor', unit: 'ppm', model: num(780, 300, 0), share: 0.7 },
  { part: 'FLT-ALM', pointType: 'equipmentValue', unit: '', model: bool(false) },
  occupancyMode('OCC-CMD'),
  { part: 'FRZ-ALM', pointType: 'equipmentValue', unit: '', model: bool(false) },
  { part: 'OA-CFM', pointType: 'outsideAirFlow', unit: 'cfm', model: num(450, 80, 0), share: 0.5 },
];

const ROOM_SENSOR: PointTemplate[] = [
  { part: 'CO2', pointType: 'cO2Sensor', unit: 'ppm', model: num(750, 300, 0) },
  { part: 'RH', pointType: 'humiditySensor', unit: '%', model: num(40, 6) },
  { part: 'TEMP', pointType: 'spaceTemperature', unit: '°F', model: num(71, 1.5) },
  { part: 'PM2.5', pointType: 'pm2.5Sensor', unit: 'µg/m³', model: num(6, 3) },
  { part: 'PM10', pointType: 'pm10Sensor', unit: 'µg/m³', model: num(13, 5) },
  { part: 'TVOC', pointType: 'vocSensor', unit: 'ppb', model: num(180, 80, 0) },
  { part: 'CO', pointType: 'coSensor', unit: 'ppm', model: num(0.7, 0.3, 2), share: 0.3 },
  { part: 'O3', pointType: 'ozoneSensor', unit: 'ppb', model: num(18, 6), share: 0.2 },
];

const BOILER: PointTemplate[] = [
  { part: 'HWS-T', pointType: 'equipmentValue', unit: '°F', model: num(160, 8) },
  { part: 'HWR-T', pointType: 'equipmentValue', unit: '°F', model: num(140, 8) },
  {
    part: 'HWS-SP',
    pointType: 'equipmentValue',
    unit: '°F',
    model: num(160, 0),
    writable: { min: 120, max: 190 },
  },
  { part: 'BLR-STS', pointType: 'boilerStatus', unit: '', model: bool(true) },
  { part: 'BLR-EN', pointType: 'equipmentValue', unit: '', model: bool(true), writable: true },
  { part: 'HW-PRS', pointType: 'boilerPressure', unit: 'psi', model: num(18, 2) },
  { part: 'FIRE-RT', pointType: 'equipmentValue', unit: '%', model: num(45, 25, 0) },
  { part: 'BLR-ALM', pointType: 'equipmentValue', unit: '', model: bool(false) },
  { part: 'FLUE-T', pointType: 'equipmentValue', unit: '°F', model: num(300, 30, 0), share: 0.5 },
  runHours(9_420),
];

const IONIZER: PointTemplate[] = [
  { part: 'ION-STS', pointType: 'ionizerStatus', unit: '', model: bool(true) },
  { part: 'ION-LVL', pointType: 'ionLevel', unit: 'ion/cc', model: num(1400, 250, 0) },
  { part: 'ION-ALM', pointType: 'equipmentValue', unit: '', model: bool(false) },
  { part: 'ION-EN', pointType: 'equipmentValue', unit: '', model: bool(true), writable: true },
  { part: 'AP-STS', pointType: 'activePure', unit: '', model: bool(true), share: 0.3 },
  runHours(6_110),
];

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9.]+/g, '-');

/** The building's devices, in the order a controller lists them (air side, rooms, plant). */
export function generateBuildingTopology(seed: string): SimulatedDevice[] {
  const random = seededRandom(seed);
  // Refs carry a tag of the seed, so two sites' systems never share one.
  const tag = hashString(seed).toString(36);
  const device = (
    deviceName: string,
    platformType: string,
    templates: PointTemplate[],
    zone: string,
  ): SimulatedDevice => {
    const deviceId = slug(deviceName);
    return {
      deviceId,
      deviceName,
      platformType,
      points: templates
        .filter((p) => p.share === undefined || random.chance(p.share))
        .map((p) => ({
          ref: `${tag}:${deviceId}/${slug(p.part)}`,
          name: `${deviceName} ${p.part}`,
          kind: p.model.kind,
          unit: p.unit,
          writable: p.writable !== undefined,
          range: p.writable === undefined || p.writable === true ? null : { ...p.writable },
          states: p.states ? [...p.states] : null,
          model: p.model,
          expected: { pointType: p.pointType, zone },
        })),
    };
  };

  // One building in twenty is an office tower: more floors, each served by VAV boxes. A stream of
  // its own decides it, so every other seed gives the building it always gave.
  const tower = seededRandom(`${seed}#tower`).chance(TOWER_SHARE);
  const floors = tower ? random.int(5, 7) : random.int(2, 4);
  const rooms = Array.from({ length: floors }, (_, f) =>
    Array.from({ length: random.int(6, 12) }, (__, i) => (f + 1) * 100 + i + 1),
  );
  // Schools often ventilate classrooms with unit ventilators; offices with VAV boxes off an AHU a floor.
  const unitVentilators = random.chance(0.35) && !tower;
  const airHandlers = unitVentilators ? random.int(1, 2) : floors;
  const airSide: SimulatedDevice[] = [];
  for (let n = 1; n <= airHandlers; n++) {
    airSide.push(device(`AHU-${n}`, 'AHU', AIR_HANDLER, `AHU-${n}`));
  }
  const terminals = rooms.flat().map((room) => {
    const zone = `Room ${room}`;
    if (unitVentilators) {
      return device(`UV-${room}`, 'Unit Ventilator', UNIT_VENTILATOR, zone);
    }
    const box = `VAV-${Math.floor(room / 100)}-${String(room % 100).padStart(2, '0')}`;
    return device(box, 'VAV', VAV_BOX, zone);
  });
  const sensorShare = 0.3 + random.next() * 0.5;
  const roomSensors = rooms
    .flat()
    .filter(() => random.chance(sensorShare))
    .map((room) => device(`RM${room}`, 'IAQ sensor', ROOM_SENSOR, `Room ${room}`));
  const plant = Array.from({ length: random.int(1, 2) }, (_, i) =>
    device(`BLR-${i + 1}`, 'Boiler', BOILER, 'Boiler Room'),
  );
  // An ionizer sits in an air handler's supply duct: its points belong with that AHU.
  const ionizers = airSide
    .filter(() => random.chance(0.7))
    .map((ahu, i) => device(`ION-${i + 1}`, 'Ionizer', IONIZER, ahu.deviceName));

  // The largest buildings drop room sensors (the last rooms' first) to stay within the maximum.
  const size = (list: SimulatedDevice[]) => list.reduce((n, d) => n + d.points.length, 0);
  const equipment = size([...airSide, ...terminals, ...plant, ...ionizers]);
  while (roomSensors.length > 0 && equipment + size(roomSensors) > GENERATED_POINTS.max) {
    roomSensors.pop();
  }
  return [...airSide, ...terminals, ...roomSensors, ...plant, ...ionizers];
}

/** A point's simulated value at time t (ms): a smooth wobble of hours around its base. */
export function valueAt(point: SimulatedPoint, t: number): number | boolean | string {
  const { model } = point;
  if (model.kind !== 'Number') {
    return model.value;
  }
  const phase = hashString(point.ref) % 1_000;
  const hour = 3_600_000;
  const wave =
    0.6 * Math.sin(t / (3.7 * hour) + phase) + 0.4 * Math.sin(t / (11 * hour) + 2 * phase);
  const scale = 10 ** model.digits;
  return Math.round((model.base + model.swing * wave) * scale) / scale;
}
