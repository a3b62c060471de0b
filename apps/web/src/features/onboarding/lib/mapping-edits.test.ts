// The wizard's own edits of the mapping: removing what it added, point types (a point's own
// measurement follows it), the name guess within what a measurement accepts, and gathering a
// zone's equipment values into one 'Equipment' measurement.
import type { TopologyNode } from '@airboard/shared/api';
import { addPointToNode } from '@airboard/shared/rules';
import { describe, expect, it } from 'vitest';
import { fixtureAq, fixtureCommander, topologyNode } from '../onboarding-fixtures';
import {
  dropRemovedPoints,
  EQUIPMENT_MEASUREMENT_NAME,
  gatherEquipmentMeasurements,
  guessPointTypes,
  newPoints,
  removeNewNode,
  withPointTypes,
} from './mapping-edits';

const measurementTypeOf = (type: string) => (type === 'spaceTemperature' ? 'temperature' : 'point');
const point = (name: string) => fixtureCommander.find((n) => n.name === name)!;

function mapInto(aq: readonly TopologyNode[], zoneId: string, ...pointNames: string[]) {
  return pointNames.reduce<TopologyNode[]>(
    (nodes, name) => {
      const result = addPointToNode(nodes, zoneId, point(name), measurementTypeOf);
      if ('error' in result) {
        throw new Error(result.error);
      }
      return result.nodes;
    },
    [...aq],
  );
}

describe('dropRemovedPoints', () => {
  const refOf = (name: string) => point(name).originalDeviceRef!;

  it('drops new points whose system point is gone, and a measurement they alone filled', () => {
    const aq = mapInto(fixtureAq, 'zone9', 'SA-T', 'Zone Temp');
    const kept = dropRemovedPoints(aq, new Set([refOf('SA-T'), 'no-such-ref']));
    expect(kept.map((n) => n.name)).toEqual(
      mapInto(fixtureAq, 'zone9', 'Zone Temp').map((n) => n.name),
    );
    expect(kept.some((n) => n.originalDeviceRef === refOf('SA-T'))).toBe(false);
  });

  it('keeps a measurement that still holds another point, and every saved point', () => {
    const aq = mapInto(fixtureAq, 'zone9', 'SA-T');
    const measurement = aq.find((n) => n.type === 'measurement')!;
    const withTwo = mapInto(aq, measurement.id, 'Zone Temp');
    const kept = dropRemovedPoints(withTwo, new Set([refOf('SA-T')]));
    expect(kept.filter((n) => n.type === 'point').map((n) => n.name)).toEqual(['Zone Temp']);
    expect(kept).toContainEqual(measurement);

    const saved = topologyNode({
      id: 'point7',
      name: 'SA-T',
      type: 'point',
      parent: 'zone9',
      parents: ['site2', 'zone9'],
      depth: 2,
      originalDeviceRef: refOf('SA-T'),
    });
    expect(dropRemovedPoints([...fixtureAq, saved], new Set([refOf('SA-T')]))).toContainEqual(
      saved,
    );
  });
});

describe('removeNewNode', () => {
  it('removes a new node with everything below it, and never a saved one', () => {
    const aq = mapInto(fixtureAq, 'zone9', 'SA-T');
    const measurement = aq.find((n) => n.type === 'measurement')!;
    expect(removeNewNode(aq, measurement.id)).toEqual(fixtureAq);
    expect(removeNewNode(aq, 'zone9')).toEqual(aq);
  });
});

describe('point types', () => {
  it('sets a new point’s type, and its own measurement’s type with it', () => {
    const aq = mapInto(fixtureAq, 'zone9', 'SA-T');
    const [sat] = newPoints(aq);
    const next = withPointTypes(aq, new Map([[sat!.id, 'spaceTemperature']]), measurementTypeOf);
    expect(next.find((n) => n.id === sat!.id)?.pointType).toBe('spaceTemperature');
    expect(next.find((n) => n.type === 'measurement')).toMatchObject({
      pointType: 'spaceTemperature',
      measurementType: 'temperature',
    });
  });

  it('leaves a measurement shared by several points as it is', () => {
    const shared = topologyNode({
      id: 'new:m',
      name: 'Air',
      type: 'measurement',
      parent: 'zone9',
      parents: ['site2', 'zone9'],
      depth: 2,
      pointType: 'equipmentValue',
    });
    const aq = mapInto([...fixtureAq, shared], 'new:m', 'SA-T', 'SF-S');
    const [first] = newPoints(aq);
    const next = withPointTypes(aq, new Map([[first!.id, 'fanStatus']]), measurementTypeOf);
    expect(next.find((n) => n.id === 'new:m')?.pointType).toBe('equipmentValue');
  });

  it('guesses from the names, but not a type the measurement does not take', () => {
    const aq = mapInto(fixtureAq, 'zone9', 'Zone Temp', 'ZN-RH').map((n) =>
      n.type === 'measurement' && n.name === 'ZN-RH' ? { ...n, accepts: ['equipmentValue'] } : n,
    );
    const guessed = guessPointTypes(
      aq.map((n) => (n.type === 'point' ? { ...n, pointType: 'equipmentValue' } : n)),
      measurementTypeOf,
    );
    expect(newPoints(guessed).map((p) => [p.name, p.pointType])).toEqual([
      ['Zone Temp', 'spaceTemperature'],
      ['ZN-RH', 'equipmentValue'],
    ]);
  });
});

describe('gatherEquipmentMeasurements', () => {
  it('moves a zone’s equipment values into one Equipment measurement, once', () => {
    const aq = mapInto(fixtureAq, 'zone9', 'SF-S', 'DMP-POS', 'Zone Temp');
    const typed = withPointTypes(
      aq,
      new Map(
        newPoints(aq).map((p) => [
          p.id,
          p.name === 'Zone Temp' ? 'spaceTemperature' : 'equipmentValue',
        ]),
      ),
      measurementTypeOf,
    );
    const { nodes, moved } = gatherEquipmentMeasurements(typed, measurementTypeOf);
    expect(moved).toBe(2);
    const equipment = nodes.filter((n) => n.name === EQUIPMENT_MEASUREMENT_NAME);
    expect(equipment).toHaveLength(1);
    expect(nodes.filter((n) => n.parent === equipment[0]!.id).map((n) => n.name)).toEqual([
      'SF-S',
      'DMP-POS',
    ]);
    expect(nodes.filter((n) => n.type === 'measurement').map((n) => n.name)).toEqual([
      'Zone Temp',
      EQUIPMENT_MEASUREMENT_NAME,
    ]);
    const moverDepth = nodes.find((n) => n.name === 'SF-S')!;
    expect(moverDepth.parents).toEqual(['site2', 'zone9', equipment[0]!.id]);
    expect(gatherEquipmentMeasurements(nodes, measurementTypeOf).moved).toBe(0);
  });
});
