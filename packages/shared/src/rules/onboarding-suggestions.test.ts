import { describe, expect, it } from 'vitest';
import { newTopologyNode, type TopologyNode } from '../api/onboarding';
import {
  applySuggestions,
  suggestMapping,
  suggestPointType,
  suggestZoneName,
  SUGGESTION_ACCEPT_CONFIDENCE,
} from './onboarding-suggestions';

function point(name: string, unit = '', kind = 'Number', parent = 'device:1'): TopologyNode {
  return newTopologyNode({
    id: `point:${name}`,
    name,
    type: 'point',
    parent,
    parents: ['site', parent],
    depth: 2,
    deviceId: parent,
    originalDeviceRef: name,
    config: [
      { name: 'unit', value: unit, kind: 'String' },
      { name: 'kind', value: kind, kind: 'String' },
    ],
  });
}

describe('suggestPointType', () => {
  it('reads controller abbreviations, sure when unit and kind agree', () => {
    const cases: [string, string, string, string][] = [
      ['AHU-1 OA-T', '°F', 'Number', 'outsideAirTemperature'],
      ['VAV-2-14 ZN-T', '°F', 'Number', 'spaceTemperature'],
      ['RM118 CO2', 'ppm', 'Number', 'cO2Sensor'],
      ['RM118 RH', '%RH', 'Number', 'humiditySensor'],
      ['RM118 TVOC', 'ppb', 'Number', 'vocSensor'],
      ['RM118 PM2.5', 'µg/m³', 'Number', 'pm2.5Sensor'],
      ['AHU-1 SF-S', '', 'Bool', 'supplyFanStatus'],
      ['EF-3 STS', '', 'Bool', 'fanStatus'],
      ['AHU-1 OA-DMP', '%', 'Number', 'damperPositionStatus'],
      ['AHU-1 DSP', 'inH2O', 'Number', 'staticPressure'],
      ['AHU-1 OA-F', 'cfm', 'Number', 'outsideAirFlow'],
      ['VAV-2-14 FLOW', 'cfm', 'Number', 'airFlow'],
      ['BLR-1 STS', '', 'Bool', 'boilerStatus'],
      ['BLR-1 PRESS', 'psi', 'Number', 'boilerPressure'],
      ['ION-1 LVL', 'ions/cc', 'Number', 'ionLevel'],
      ['RM118 OCC-MODE', '', 'Bool', 'occupiedMode'],
      ['RM118 OCC', '', 'Bool', 'motionSensor'],
      ['VAV-2-14 DMPR-POS', '%', 'Number', 'damperPositionStatus'],
      ['BLR-1 HW-PRS', 'psi', 'Number', 'boilerPressure'],
      ['ION-1 ION-LVL', 'ions/cc', 'Number', 'ionLevel'],
    ];
    for (const [name, unit, kind, type] of cases) {
      const suggestion = suggestPointType(point(name, unit, kind));
      expect(suggestion.type, name).toBe(type);
      expect(suggestion.confidence, name).toBeGreaterThanOrEqual(SUGGESTION_ACCEPT_CONFIDENCE);
    }
  });

  it('reads setpoints, commands, alarms and equipment temperatures as equipment values', () => {
    for (const name of [
      'VAV-2-14 ZN-SP',
      'AHU-1 SF-CMD',
      'FLT-ALM',
      'AHU-1 SA-T',
      'BLR-1 HWS-T',
      'BLR-1 FLUE-T',
      // A reheat valve, not a humidity.
      'VAV-2-14 RH-VLV',
    ]) {
      expect(suggestPointType(point(name, '°F')).type, name).toBe('equipmentValue');
    }
  });

  it("reads the point's own part of the name, not the device's", () => {
    const onIonizer = { ...point('ION-1 RUN-HRS', 'h'), deviceName: 'ION-1' };
    expect(suggestPointType(onIonizer).type).toBe('equipmentValue');
  });

  it('is less sure from a unit alone, and when the kind contradicts the name', () => {
    const byUnit = suggestPointType(point('Sensor 4', 'ppm'));
    expect(byUnit).toEqual({ type: 'cO2Sensor', confidence: 0.7 });
    const contradicted = suggestPointType(point('AHU-1 SF-S', '', 'Number'));
    expect(contradicted.type).toBe('supplyFanStatus');
    expect(contradicted.confidence).toBeLessThan(SUGGESTION_ACCEPT_CONFIDENCE);
  });
});

describe('suggestZoneName and suggestMapping', () => {
  it('puts room devices in their room and other equipment in its own zone', () => {
    expect(suggestZoneName('RM118')).toBe('Room 118');
    expect(suggestZoneName('RM-204B IAQ')).toBe('Room 204B');
    expect(suggestZoneName('VAV-2-14 RM214')).toBe('Room 214');
    expect(suggestZoneName('UV-118')).toBe('Room 118');
    expect(suggestZoneName('VAV-2-03')).toBe('Room 203');
    expect(suggestZoneName('VAV-3-14')).toBe('Room 314');
    expect(suggestZoneName('BLR-2')).toBe('Boiler Room');
    expect(suggestZoneName('ION-2')).toBe('AHU-2');
    expect(suggestZoneName('AHU-1')).toBe('AHU-1');
  });

  it('suggests for unmapped points only, naming measurements by type', () => {
    const device: TopologyNode = {
      ...point('RM118'),
      id: 'device:1',
      type: 'device',
      originalDeviceRef: null,
    };
    const commander = [
      device,
      point('RM118 CO2', 'ppm'),
      point('RM118 RH', '%RH'),
      point('RM118 FAN-CMD'),
    ];
    const suggestions = suggestMapping(
      commander,
      new Set(['RM118 RH']),
      (type) => `name of ${type}`,
    );
    expect(suggestions).toEqual([
      expect.objectContaining({
        ref: 'RM118 CO2',
        zoneName: 'Room 118',
        measurementName: 'name of cO2Sensor',
      }),
      expect.objectContaining({
        ref: 'RM118 FAN-CMD',
        pointType: 'equipmentValue',
        measurementName: 'RM118 FAN-CMD',
      }),
    ]);
  });
});

describe('applySuggestions', () => {
  it('puts points in their zones, one measurement per type, keeping what a person mapped', () => {
    const site: TopologyNode = {
      ...point('site'),
      id: 'site',
      type: 'site',
      parent: null,
      parents: [],
      depth: 0,
    };
    const room: TopologyNode = {
      ...point('Room 118'),
      id: 'zone:118',
      type: 'zone',
      parent: 'site',
      parents: ['site'],
      depth: 1,
      originalDeviceRef: null,
    };
    const rm = {
      ...point('RM118'),
      id: 'device:rm',
      type: 'device' as const,
      originalDeviceRef: null,
    };
    const vav = {
      ...point('VAV-1-18'),
      id: 'device:vav',
      type: 'device' as const,
      originalDeviceRef: null,
    };
    const commander = [
      rm,
      point('RM118 ZN-T', '°F', 'Number', 'device:rm'),
      point('RM118 CO2', 'ppm', 'Number', 'device:rm'),
      vav,
      point('VAV-1-18 ZN-T', '°F', 'Number', 'device:vav'),
      point('AHU-1 SF-S', '', 'Bool', 'device:ahu'),
    ];
    const names: Record<string, string> = {
      spaceTemperature: 'Space Temperature',
      cO2Sensor: 'CO2',
    };
    const suggestions = suggestMapping(commander, new Set(), (type) => names[type] ?? type);
    const { nodes, added } = applySuggestions([site, room], commander, suggestions, (t) => t);
    expect(added).toBe(4);
    const measurements = nodes.filter((n) => n.type === 'measurement');
    const temperature = measurements.find((n) => n.name === 'Space Temperature')!;
    expect(temperature.parent).toBe('zone:118');
    // Both rooms' temperatures (the sensor's and the VAV box's) in the one measurement.
    expect(nodes.filter((n) => n.type === 'point' && n.parent === temperature.id)).toHaveLength(2);
    expect(measurements.find((n) => n.name === 'CO2')!.parent).toBe('zone:118');
    // A device of no room: its own zone, made under the site.
    const equipment = nodes.find((n) => n.type === 'zone' && n.name !== 'Room 118')!;
    expect(equipment).toMatchObject({ parent: 'site' });
    // Accepting again adds nothing: every point is mapped.
    expect(applySuggestions(nodes, commander, suggestions, (t) => t).added).toBe(0);
  });
});
