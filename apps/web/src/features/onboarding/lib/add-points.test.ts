// Adding many points at once: each through the shared rule, refusals said once each, and where
// 'Default Points' puts a point (its device's zone, else the selected node).
import { messages } from '@airboard/shared/messages';
import { defaultPoints, zonesFromDevices } from '@airboard/shared/rules';
import { describe, expect, it } from 'vitest';
import { fixtureAq, fixtureCommander } from '../onboarding-fixtures';
import { addPoints, defaultPlacements } from './add-points';

const measurementTypeOf = () => 'point';
const point = (name: string) => fixtureCommander.find((n) => n.name === name)!;

describe('addPoints', () => {
  it('adds what it can and says each refusal once', () => {
    const once = addPoints(
      fixtureAq,
      [{ point: point('SA-T'), targetId: 'zone9' }],
      measurementTypeOf,
    );
    expect(once).toMatchObject({ added: 1, errors: [] });
    const again = addPoints(
      once.nodes,
      [
        { point: point('SA-T'), targetId: 'zone9' },
        { point: point('SF-S'), targetId: null },
        { point: point('RA-CO2'), targetId: null },
        { point: point('FLT-ALM'), targetId: 'zone9' },
      ],
      measurementTypeOf,
    );
    expect(again.added).toBe(1);
    expect(again.errors).toEqual([
      messages.pointAlreadyInZone('SA-T', 'Lobby'),
      messages.selectANode,
    ]);
  });
});

describe('defaultPlacements', () => {
  it('puts a point in its device’s zone, else in the selected node', () => {
    const points = defaultPoints(fixtureCommander);
    expect(points.map((p) => p.name)).toEqual(['SA-T', 'RA-CO2', 'FLT-ALM', 'Zone Temp', 'ZN-RH']);
    const withZones = zonesFromDevices(fixtureAq, fixtureCommander);
    const ahuZone = withZones.find((n) => n.name === 'AHU-1')!;
    const placements = defaultPlacements(
      withZones.filter((n) => n.name !== 'VAV-101 RM101'),
      points,
      'zone9',
    );
    expect(placements.map((p) => p.targetId)).toEqual([
      ahuZone.id,
      ahuZone.id,
      ahuZone.id,
      'zone9',
      'zone9',
    ]);
  });
});
