// Adds many building-system points to the mapping at once (the picked points, 'Default Points'),
// each through the shared rule with its §5 messages: what can be added is, and the refusals are
// gathered, each message once, so one toast says each problem.
import type { TopologyNode } from '@airboard/shared/api';
import { addPointToNode } from '@airboard/shared/rules';
import type { MeasurementTypeOf } from './mapping-edits';

export type Placement = { point: TopologyNode; targetId: string | null };

export type AddPointsResult = {
  nodes: TopologyNode[];
  added: number;
  /** The distinct refusals, in the order they happened. */
  errors: string[];
};

export function addPoints(
  aq: readonly TopologyNode[],
  placements: readonly Placement[],
  measurementTypeOf: MeasurementTypeOf,
): AddPointsResult {
  let nodes = [...aq];
  let added = 0;
  const errors = new Set<string>();
  for (const { point, targetId } of placements) {
    const result = addPointToNode(nodes, targetId, point, measurementTypeOf);
    if ('error' in result) {
      errors.add(result.error);
    } else {
      nodes = result.nodes;
      added += 1;
    }
  }
  return { nodes, added, errors: [...errors] };
}

/**
 * Where 'Default Points' puts a point: the zone made for its device ('Create Zones from Devices'),
 * else the selected node.
 */
export function defaultPlacements(
  aq: readonly TopologyNode[],
  points: readonly TopologyNode[],
  selectedId: string | null,
): Placement[] {
  const zoneOfDevice = new Map<string, string>();
  for (const n of aq) {
    if (n.type === 'zone' && n.deviceId !== null && !zoneOfDevice.has(n.deviceId)) {
      zoneOfDevice.set(n.deviceId, n.id);
    }
  }
  return points.map((point) => ({
    point,
    targetId:
      (point.deviceId === null ? undefined : zoneOfDevice.get(point.deviceId)) ?? selectedId,
  }));
}
