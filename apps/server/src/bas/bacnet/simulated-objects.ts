/**
 * The object tree of a simulated BACnet controller: an air handler's equipment objects, then
 * the zones it serves, each with its room sensors, setpoint, fan and occupancy, named the way
 * controllers name them ('AHU-1 SA-T', 'AHU-1 RM104 ZN-CO2'). Generated from the device's name
 * and size alone, so the same device always has the same objects and starting values.
 * Long because it is data: each kind of object, a line each.
 */
import { seededRandom } from '../../lib/seeded-random';
import { EngineeringUnits as Units, ObjectType, type ObjectRef } from './stack';

/** A commandable object's 16 priorities (index 0 = priority 1) and what holds when all are empty. */
export interface Command {
  priorities: (number | null)[];
  relinquishDefault: number;
}

export interface SimulatedObject {
  ref: ObjectRef;
  name: string;
  description: string;
  /** Engineering units (analog objects). */
  units: number | null;
  /** Analog: the number; binary: 0 or 1; multi-state: the state, from 1. */
  presentValue: number;
  /** Binary: [inactive, active]; multi-state: the states. */
  texts: string[] | null;
  /** The values a commandable analog accepts. */
  range: { min: number; max: number } | null;
  command: Command | null;
}

interface ObjectTemplate {
  part: string;
  type: ObjectType;
  description: string;
  units?: Units;
  /** Starting value around `value` by up to `swing` (analog), else the value itself. */
  value: number;
  swing?: number;
  texts?: string[];
  range?: [number, number];
  commandable?: boolean;
}

const { ANALOG_INPUT: AI, ANALOG_OUTPUT: AO, ANALOG_VALUE: AV } = ObjectType;
const { BINARY_INPUT: BI, BINARY_OUTPUT: BO } = ObjectType;
const { MULTI_STATE_INPUT: MSI, MULTI_STATE_VALUE: MSV } = ObjectType;
const F = Units.DEGREES_FAHRENHEIT;
const OFF_ON = ['Off', 'On'];
const OCCUPANCY = ['Occupied', 'Unoccupied', 'Standby'];

const EQUIPMENT: ObjectTemplate[] = [
  { part: 'SA-T', type: AI, description: 'Supply air temperature', units: F, value: 55, swing: 2 },
  {
    part: 'RA-T',
    type: AI,
    description: 'Return air temperature',
    units: F,
    value: 72,
    swing: 1.5,
  },
  { part: 'MA-T', type: AI, description: 'Mixed air temperature', units: F, value: 62, swing: 4 },
  {
    part: 'OA-T',
    type: AI,
    description: 'Outside air temperature',
    units: F,
    value: 48,
    swing: 12,
  },
  {
    part: 'RA-RH',
    type: AI,
    description: 'Return air humidity',
    units: Units.PERCENT_RELATIVE_HUMIDITY,
    value: 42,
    swing: 5,
  },
  {
    part: 'RA-CO2',
    type: AI,
    description: 'Return air CO2',
    units: Units.PARTS_PER_MILLION,
    value: 650,
    swing: 150,
  },
  {
    part: 'DSP',
    type: AI,
    description: 'Duct static pressure',
    units: Units.INCHES_OF_WATER,
    value: 1.2,
    swing: 0.15,
  },
  {
    part: 'SA-CFM',
    type: AI,
    description: 'Supply airflow',
    units: Units.CUBIC_FEET_PER_MINUTE,
    value: 8000,
    swing: 1000,
  },
  {
    part: 'SA-T-SP',
    type: AV,
    description: 'Supply air temperature setpoint',
    units: F,
    value: 55,
    range: [50, 65],
    commandable: true,
  },
  {
    part: 'OA-DMPR',
    type: AO,
    description: 'Outside air damper command',
    units: Units.PERCENT,
    value: 30,
    range: [0, 100],
    commandable: true,
  },
  {
    part: 'SF-C',
    type: BO,
    description: 'Supply fan command',
    texts: OFF_ON,
    value: 1,
    commandable: true,
  },
  { part: 'SF-S', type: BI, description: 'Supply fan status', texts: OFF_ON, value: 1 },
  {
    part: 'OCC-MODE',
    type: MSV,
    description: 'Occupancy mode',
    texts: OCCUPANCY,
    value: 1,
    commandable: true,
  },
];

const ZONE: ObjectTemplate[] = [
  { part: 'ZN-T', type: AI, description: 'Zone temperature', units: F, value: 71.5, swing: 1.5 },
  {
    part: 'ZN-RH',
    type: AI,
    description: 'Zone humidity',
    units: Units.PERCENT_RELATIVE_HUMIDITY,
    value: 45,
    swing: 6,
  },
  {
    part: 'ZN-CO2',
    type: AI,
    description: 'Zone CO2',
    units: Units.PARTS_PER_MILLION,
    value: 700,
    swing: 250,
  },
  {
    part: 'ZN-T-SP',
    type: AV,
    description: 'Zone temperature setpoint',
    units: F,
    value: 72,
    range: [60, 85],
    commandable: true,
  },
  {
    part: 'ZN-FAN',
    type: BO,
    description: 'Zone fan command',
    texts: OFF_ON,
    value: 1,
    commandable: true,
  },
  {
    part: 'ZN-OCC',
    type: MSI,
    description: 'Zone occupancy',
    texts: OCCUPANCY.slice(0, 2),
    value: 1,
  },
];

/** The first room number of a device's zones. */
const FIRST_ROOM = 101;

/**
 * The device's objects: its equipment, then zone after zone until `count` objects (a device of
 * fewer objects has part of the equipment only).
 */
export function generateObjects(deviceName: string, count: number): SimulatedObject[] {
  const random = seededRandom(deviceName);
  const nextInstance = new Map<ObjectType, number>();
  const templates: { template: ObjectTemplate; prefix: string }[] = [];
  for (let zone = 0; templates.length < count; zone++) {
    const list = zone === 0 ? EQUIPMENT : ZONE;
    const prefix = zone === 0 ? deviceName : `${deviceName} RM${FIRST_ROOM + zone - 1}`;
    templates.push(...list.map((template) => ({ template, prefix })));
  }
  return templates.slice(0, count).map(({ template, prefix }) => {
    const instance = (nextInstance.get(template.type) ?? 0) + 1;
    nextInstance.set(template.type, instance);
    const swing = template.swing ?? 0;
    const presentValue =
      swing > 0
        ? Math.round((template.value + swing * (random.next() * 2 - 1)) * 10) / 10
        : template.value;
    return {
      ref: { type: template.type, instance },
      name: `${prefix} ${template.part}`,
      description: template.description,
      units: template.units ?? null,
      presentValue,
      texts: template.texts ?? null,
      range: template.range ? { min: template.range[0], max: template.range[1] } : null,
      command: template.commandable
        ? { priorities: Array.from({ length: 16 }, () => null), relinquishDefault: presentValue }
        : null,
    };
  });
}
