import { describe, expect, it } from 'vitest';
import { newTopologyNode, type TopologyNode } from '../api/onboarding';
import { messages } from '../messages';
import {
  addPointToNode,
  defaultPoints,
  guessPointType,
  isDefaultPoint,
  matchesTopologySearch,
  newZoneNode,
  POINT_TYPE_NAMES,
  relegate,
  unitsFor,
  zonesFromDevices,
} from './onboarding';

const at = (
  id: string,
  type: TopologyNode['type'],
  parents: string[],
  extra: Partial<TopologyNode> = {},
) =>
  newTopologyNode({
    id,
    name: id,
    type,
    parent: parents.at(-1) ?? null,
    parents,
    depth: parents.length,
    ...extra,
  });
const measurementTypes: Record<string, string> = {
  cO2Sensor: 'co2',
  spaceTemperature: 'temperature',
  equipmentValue: 'point',
};
const typeOf = (pointType: string) => measurementTypes[pointType] ?? 'point';

describe('point types and guesses (spec 001 §9)', () => {
  it('lists the 25 point types', () => {
    expect(POINT_TYPE_NAMES).toHaveLength(25);
    expect(new Set(POINT_TYPE_NAMES).size).toBe(25);
  });

  it('picks temperatures that are not setpoints, humidity, CO2 and filter alarms as default points', () => {
    for (const name of [
      'Space Temperature',
      'AHU-1 SA-T',
      'VAV-2-14 ZN-T',
      'RM118 CO2',
      'RM118 RH',
      'Relative Humidity',
      'FLT-ALM',
      'Filter Alarm',
    ]) {
      expect(isDefaultPoint(name), name).toBe(true);
    }
    for (const name of [
      'Zone Temp Setpoint',
      'VAV-2-14 ZN-SP',
      'CLG-STPT Temp',
      'AHU-1 SF-S',
      'Occupied Mode',
      'Damper Position',
      'Filter DP',
    ]) {
      expect(isDefaultPoint(name), name).toBe(false);
    }
  });

  it('guesses a type from temp, hum, co2, pm2.5, pm10 or voc, else equipmentValue', () => {
    expect(guessPointType('Zone Temp')).toBe('spaceTemperature');
    expect(guessPointType('HUMIDITY')).toBe('humiditySensor');
    expect(guessPointType('RM118 CO2')).toBe('cO2Sensor');
    expect(guessPointType('PM2.5 level')).toBe('pm2.5Sensor');
    expect(guessPointType('pm10')).toBe('pm10Sensor');
    expect(guessPointType('TVOC')).toBe('vocSensor');
    expect(guessPointType('AHU-1 SF-S')).toBe('equipmentValue');
    // PM2 without .5 is not pm2.5.
    expect(guessPointType('PM25')).toBe('equipmentValue');
  });

  it('searches from 2 characters, ignoring case', () => {
    expect(matchesTopologySearch('AHU-1 SA-T', 'x')).toBe(true);
    expect(matchesTopologySearch('AHU-1 SA-T', 'xy')).toBe(false);
    expect(matchesTopologySearch('AHU-1 SA-T', 'sa')).toBe(true);
    expect(matchesTopologySearch('AHU-1 SA-T', '  ')).toBe(true);
  });

  it('pairs °F with lb and °C with kg', () => {
    expect(unitsFor('imperial')).toEqual({ temperature: '°F', mass: 'lb' });
    expect(unitsFor('metric')).toEqual({ temperature: '°C', mass: 'kg' });
  });
});

describe('editing the mapping (spec 001 §5)', () => {
  const aq: TopologyNode[] = [
    at('site', 'site', []),
    at('Room 118', 'zone', ['site']),
    at('co2-m', 'measurement', ['site', 'Room 118'], {
      accepts: ['cO2Sensor'],
      measurementType: 'co2',
    }),
  ];
  const point = (name: string, ref: string) =>
    at(name, 'point', ['site', 'dev'], { originalDeviceRef: ref });

  it('asks for a node when none (or a point) is selected', () => {
    expect(addPointToNode(aq, null, point('RM118 CO2', 'r1'), typeOf)).toEqual({
      error: messages.selectANode,
    });
    expect(addPointToNode(aq, 'site', point('RM118 CO2', 'r1'), typeOf)).toEqual({
      error: messages.selectANode,
    });
  });

  it('makes a point put into a zone a measurement of its guessed type', () => {
    const result = addPointToNode(aq, 'Room 118', point('RM118 ZN-T Temp', 'r2'), typeOf);
    if (!('nodes' in result)) {
      throw new Error(result.error);
    }
    const [measurement, mapped] = result.nodes.slice(-2);
    expect(measurement).toMatchObject({
      type: 'measurement',
      parent: 'Room 118',
      pointType: 'spaceTemperature',
      measurementType: 'temperature',
      depth: 2,
    });
    expect(mapped).toMatchObject({
      type: 'point',
      parent: measurement!.id,
      originalDeviceRef: 'r2',
      parents: ['site', 'Room 118', measurement!.id],
    });
    expect(mapped!.id.startsWith('new:')).toBe(true);

    // The same point again anywhere in the zone.
    expect(addPointToNode(result.nodes, 'co2-m', point('RM118 ZN-T Temp', 'r2'), typeOf)).toEqual({
      error: messages.pointAlreadyInZone('RM118 ZN-T Temp', 'Room 118'),
    });
    // Nor in another zone: the message names the zone it is in.
    const other = newZoneNode(result.nodes, 'site', 'Room 119');
    expect(addPointToNode(other, other.at(-1)!.id, point('RM118 ZN-T Temp', 'r2'), typeOf)).toEqual(
      { error: messages.pointAlreadyInZone('RM118 ZN-T Temp', 'Room 118') },
    );
  });

  it('adds to a measurement only the point types it accepts', () => {
    const ok = addPointToNode(aq, 'co2-m', point('RM118 CO2', 'r3'), typeOf);
    expect('nodes' in ok && ok.nodes.at(-1)).toMatchObject({
      parent: 'co2-m',
      pointType: 'cO2Sensor',
    });
    expect(addPointToNode(aq, 'co2-m', point('AHU-1 SF-S', 'r4'), typeOf)).toEqual({
      error: messages.cannotAddPointType('equipmentValue', 'co2'),
    });
  });

  it('makes zones: a new one under another, and one per device without one', () => {
    const nested = newZoneNode(aq, 'Room 118', 'Reading corner');
    expect(nested.at(-1)).toMatchObject({ type: 'zone', parent: 'Room 118', depth: 2 });
    const commander = [
      at('sys', 'site', []),
      at('AHU-1', 'device', ['sys']),
      at('room 118', 'device', ['sys']),
    ];
    const zones = zonesFromDevices(aq, commander);
    expect(zones.filter((n) => n.type === 'zone').map((n) => n.name)).toEqual([
      'Room 118',
      'AHU-1',
    ]);
    expect(zones.at(-1)).toMatchObject({ parent: 'site', depth: 1, deviceName: 'AHU-1' });
    expect(zonesFromDevices(zones, commander)).toHaveLength(zones.length);
  });

  it('picks the default points of the building system', () => {
    const commander = [at('sys', 'site', []), point('RM118 CO2', 'a'), point('AHU-1 SF-S', 'b')];
    expect(defaultPoints(commander).map((n) => n.name)).toEqual(['RM118 CO2']);
  });

  it('relegates a nested zone one level out, with everything below it', () => {
    const tree: TopologyNode[] = [
      at('site', 'site', []),
      at('Floor 1', 'zone', ['site']),
      at('Wing A', 'zone', ['site', 'Floor 1']),
      at('Room 1', 'zone', ['site', 'Floor 1', 'Wing A']),
      at('m', 'measurement', ['site', 'Floor 1', 'Wing A', 'Room 1']),
    ];
    const once = relegate(tree, 'Room 1');
    expect(once.find((n) => n.id === 'Room 1')).toMatchObject({
      parent: 'Floor 1',
      parents: ['site', 'Floor 1'],
      depth: 2,
    });
    expect(once.find((n) => n.id === 'm')).toMatchObject({
      parent: 'Room 1',
      parents: ['site', 'Floor 1', 'Room 1'],
      depth: 3,
    });
    const twice = relegate(once, 'Room 1');
    expect(twice.find((n) => n.id === 'Room 1')).toMatchObject({ parent: 'site', depth: 1 });
    // A zone directly under the site, and anything but a zone, stay.
    expect(relegate(twice, 'Room 1')).toEqual(twice);
    expect(relegate(twice, 'm')).toEqual(twice);
  });
});
