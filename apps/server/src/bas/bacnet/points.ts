/**
 * BACnet objects as Airboard's points: a stable ref per object ('1001:analog-value:3'), the
 * kind (analog → Number, binary → Bool, multi-state → String with its state texts), the unit in
 * the words Airboard uses for the simulated system ('°F', '%', 'ppm'), and values both ways
 * between a point's value and what travels on the wire.
 */
import type { BasDevice, BasKind, BasPoint, BasValue } from '../connector';
import { EngineeringUnits as Units, ObjectType, type ObjectRef, type WireValue } from './stack';

/** An object of a discovered device, with what Airboard needs of it. */
export interface DiscoveredObject {
  ref: ObjectRef;
  name: string;
  description: string;
  /** Engineering units (analog objects), null when the device has none. */
  units: number | null;
  presentValue: WireValue | null;
  /** Binary: [inactive, active]; multi-state: its states; else null. */
  texts: string[] | null;
  /** Whether it has a priority array, i.e. accepts commands at a priority. */
  commandable: boolean;
  range: { min: number; max: number } | null;
}

export interface DiscoveredDevice {
  instance: number;
  /** Where it answered ("ip:port"). */
  address: string;
  name: string;
  model: string;
  objects: DiscoveredObject[];
}

const KINDS: Partial<Record<ObjectType, BasKind>> = {
  [ObjectType.ANALOG_INPUT]: 'Number',
  [ObjectType.ANALOG_OUTPUT]: 'Number',
  [ObjectType.ANALOG_VALUE]: 'Number',
  [ObjectType.BINARY_INPUT]: 'Bool',
  [ObjectType.BINARY_OUTPUT]: 'Bool',
  [ObjectType.BINARY_VALUE]: 'Bool',
  [ObjectType.MULTI_STATE_INPUT]: 'String',
  [ObjectType.MULTI_STATE_OUTPUT]: 'String',
  [ObjectType.MULTI_STATE_VALUE]: 'String',
};

/** The point kind of an object type; null for objects that are not points (devices, files…). */
export function pointKind(type: number): BasKind | null {
  return KINDS[type as ObjectType] ?? null;
}

/** Units in Airboard's words (as the simulated system and the unit settings use them). */
const UNIT_TEXT: Partial<Record<Units, string>> = {
  [Units.NO_UNITS]: '',
  [Units.DEGREES_FAHRENHEIT]: '°F',
  [Units.DEGREES_CELSIUS]: '°C',
  [Units.PERCENT]: '%',
  [Units.PERCENT_RELATIVE_HUMIDITY]: '%',
  [Units.PARTS_PER_MILLION]: 'ppm',
  [Units.PARTS_PER_BILLION]: 'ppb',
  [Units.MICROGRAMS_PER_CUBIC_METER]: 'µg/m³',
  [Units.CUBIC_FEET_PER_MINUTE]: 'cfm',
  [Units.LITERS_PER_SECOND]: 'l/s',
  [Units.CUBIC_METERS_PER_HOUR]: 'm³/h',
  [Units.INCHES_OF_WATER]: 'inH2O',
  [Units.PASCALS]: 'Pa',
  [Units.POUNDS_FORCE_PER_SQUARE_INCH]: 'psi',
  [Units.HOURS]: 'h',
  [Units.MINUTES]: 'min',
  [Units.SECONDS]: 's',
  [Units.KILOWATTS]: 'kW',
  [Units.KILOWATT_HOURS]: 'kWh',
  [Units.LUXES]: 'lx',
};

/** A unit Airboard has no word for keeps the standard's name ('kilopascals'). */
export function unitText(units: number | null): string {
  if (units === null) {
    return '';
  }
  return UNIT_TEXT[units as Units] ?? Units[units]?.toLowerCase().replaceAll('_', ' ') ?? '';
}

const typeName = (type: number) =>
  (ObjectType[type] ?? String(type)).toLowerCase().replaceAll('_', '-');

/** The point's ref: '<device instance>:<object type>:<instance>', e.g. '1001:analog-value:3'. */
export function pointRef(deviceInstance: number, object: ObjectRef): string {
  return `${deviceInstance}:${typeName(object.type)}:${object.instance}`;
}

/** The device and object of a point's ref; null for a ref that is not a BACnet object's. */
export function parsePointRef(ref: string): { deviceInstance: number; object: ObjectRef } | null {
  const match = /^(\d+):([a-z-]+):(\d+)$/.exec(ref);
  if (!match) {
    return null;
  }
  const type =
    ObjectType[(match[2] ?? '').toUpperCase().replaceAll('-', '_') as keyof typeof ObjectType];
  return type === undefined
    ? null
    : { deviceInstance: Number(match[1]), object: { type, instance: Number(match[3]) } };
}

/** A present value as the point's value: a number, on/off, or the state's text. */
export function pointValue(
  type: number,
  value: WireValue | null,
  texts: readonly string[] | null,
): BasValue | null {
  if (!value || !('value' in value) || typeof value.value !== 'number') {
    return null;
  }
  switch (pointKind(type)) {
    case 'Number':
      return value.value;
    case 'Bool':
      return value.value === 1;
    case 'String':
      return texts?.[value.value - 1] ?? String(value.value);
    case null:
      return null;
  }
}

/** A point's value as the object's present value on the wire; throws for a value it cannot take. */
export function wireValue(
  type: number,
  value: BasValue,
  texts: readonly string[] | null,
): WireValue {
  const kind = pointKind(type);
  if (kind === 'Number' && typeof value === 'number') {
    return { kind: 'real', value };
  }
  if (kind === 'Bool' && typeof value === 'boolean') {
    return { kind: 'enumerated', value: value ? 1 : 0 };
  }
  if (kind === 'String' && typeof value === 'string') {
    const state = texts?.indexOf(value) ?? -1;
    if (state < 0) {
      throw new Error(`"${value}" is not one of the point's states`);
    }
    return { kind: 'unsigned', value: state + 1 };
  }
  throw new Error(`A ${typeof value} cannot be written to a ${kind ?? 'non-point'} object`);
}

/** A discovered device as the wizard's controller and its points. */
export function toBasDevice(device: DiscoveredDevice): BasDevice {
  const points: BasPoint[] = device.objects.flatMap((object) => {
    const kind = pointKind(object.ref.type);
    if (!kind) {
      return [];
    }
    return [
      {
        ref: pointRef(device.instance, object.ref),
        name: object.name,
        kind,
        unit: kind === 'Number' ? unitText(object.units) : '',
        writable: object.commandable,
        releasable: object.commandable,
        range: kind === 'Number' && object.commandable ? object.range : null,
        states: kind === 'String' ? object.texts : null,
        value: pointValue(object.ref.type, object.presentValue, object.texts),
      },
    ];
  });
  return {
    deviceId: String(device.instance),
    deviceName: device.name,
    platformType: device.model,
    points,
  };
}
