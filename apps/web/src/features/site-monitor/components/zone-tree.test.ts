import type { Zone } from '@airboard/shared/api';
import { describe, expect, it } from 'vitest';
import { zoneAncestors, zonesInTreeOrder } from './zone-tree';

const zone = (objectId: string, parent: string | null): Zone => ({
  objectId,
  name: objectId,
  parent,
  source: null,
  siteId: 's',
  activeAlertsCount: 0,
  scores: {},
  sensorCount: 0,
});

describe('zone tree', () => {
  const zones = [zone('a', null), zone('b', 'a'), zone('c', 'b'), zone('d', null), zone('e', 'x')];
  it('lists ancestors outermost first', () => {
    expect(zoneAncestors(zones, zones[2]!).map((z) => z.objectId)).toEqual(['a', 'b']);
    expect(zoneAncestors(zones, zones[0]!)).toEqual([]);
  });
  it('stops at a cycle', () => {
    const cyclic = [zone('p', 'q'), zone('q', 'p')];
    expect(zoneAncestors(cyclic, cyclic[0]!).map((z) => z.objectId)).toEqual(['q']);
  });
  it('orders the tree with depths, orphans at the top', () => {
    expect(zonesInTreeOrder(zones).map((o) => `${o.zone.objectId}${o.depth}`)).toEqual([
      'a0',
      'b1',
      'c2',
      'd0',
      'e0',
    ]);
  });
});
