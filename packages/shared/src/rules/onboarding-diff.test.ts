import { describe, expect, it } from 'vitest';
import { newTopologyNode, type TopologyNode } from '../api/onboarding';
import { isEmptyDiff, topologyDiff } from './onboarding-diff';

const point = (ref: string, name: string): TopologyNode =>
  newTopologyNode({
    id: `point:${ref}`,
    name,
    type: 'point',
    parent: 'device:1',
    parents: ['site', 'device:1'],
    depth: 2,
    deviceId: '1',
    deviceName: 'AHU-1',
    originalDeviceRef: ref,
  });

describe('topologyDiff', () => {
  it('finds added, removed and renamed points by reference', () => {
    const before = [point('a', 'AHU-1 SA-T'), point('b', 'AHU-1 RA-T'), point('c', 'RM1 CO2')];
    const after = [point('a', 'AHU-1 SA-T'), point('c', 'RM101 CO2'), point('d', 'RM101 RH')];
    const diff = topologyDiff(before, after);
    expect(diff.added.map((n) => n.name)).toEqual(['RM101 RH']);
    expect(diff.removed.map((n) => n.name)).toEqual(['AHU-1 RA-T']);
    expect(diff.renamed.map((r) => [r.before.name, r.after.name])).toEqual([
      ['RM1 CO2', 'RM101 CO2'],
    ]);
    expect(isEmptyDiff(diff)).toBe(false);
    expect(isEmptyDiff(topologyDiff(after, after))).toBe(true);
  });
});
