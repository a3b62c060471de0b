import type { Floor, Measurement, Zone } from '@airboard/shared/api';
import { describe, expect, it } from 'vitest';
import { floorZoneValues, OVERALL } from './floor-zone-values';

const floor: Floor = {
  objectId: 'f1',
  name: 'Floor 1',
  floorPlan: { url: 'data:,' },
  zoneData: {
    z1: { x: 0, y: 0, w: 10, h: 10, name: 'Gym' },
    z2: { x: 20, y: 0, w: 10, h: 10, name: 'Old name' },
  },
};
const zone = (objectId: string, name: string, oa?: number): Zone => ({
  objectId,
  name,
  parent: null,
  source: null,
  siteId: 's',
  activeAlertsCount: 0,
  scores: oa === undefined ? {} : { scoreOA: { ts: '', val: oa } },
  sensorCount: 0,
});
const co2 = {
  zone: { objectId: 'z1', name: 'Gym' },
  type: 'co2',
  curScore: 49.6,
  curVal: 1210.456,
  kind: 'Number',
  unit: 'ppm',
  activeText: null,
  inactiveText: null,
  multiStateValues: null,
} as Measurement;

describe('floorZoneValues', () => {
  it('shows the overall score of each zone, with current zone names', () => {
    const values = floorZoneValues(
      floor,
      [zone('z1', 'Gym', 74.6), zone('z2', 'Library')],
      [],
      OVERALL,
    );
    expect(values.map((v) => [v.name, v.score, v.label])).toEqual([
      ['Gym', 74.6, '75'],
      ['Library', null, '--'],
    ]);
  });
  it("shows the chosen measurement's score and value", () => {
    const values = floorZoneValues(floor, [zone('z1', 'Gym'), zone('z2', 'Library')], [co2], 'co2');
    expect(values[0]).toMatchObject({ score: 49.6, label: '1210.46 ppm' });
    expect(values[1]).toMatchObject({ score: null, label: '--' });
  });
});
