/**
 * What changed in a building system between two reads of its topology (issue 14, item 6: Refresh
 * after the system changed): points added, removed and renamed, by their reference, which stays
 * the same across a rename. The wizard shows the diff and keeps every mapping a person made: a
 * renamed point keeps its place in the mapping, a removed one is only flagged.
 */
import type { TopologyNode } from '../api/onboarding';

export interface TopologyDiff {
  added: TopologyNode[];
  removed: TopologyNode[];
  renamed: { before: TopologyNode; after: TopologyNode }[];
}

const pointsByRef = (nodes: readonly TopologyNode[]) =>
  new Map(
    nodes.flatMap((n) =>
      n.type === 'point' && n.originalDeviceRef ? [[n.originalDeviceRef, n] as const] : [],
    ),
  );

export function topologyDiff(
  before: readonly TopologyNode[],
  after: readonly TopologyNode[],
): TopologyDiff {
  const was = pointsByRef(before);
  const is = pointsByRef(after);
  return {
    added: [...is.values()].filter((n) => !was.has(n.originalDeviceRef!)),
    removed: [...was.values()].filter((n) => !is.has(n.originalDeviceRef!)),
    renamed: [...is.values()].flatMap((n) => {
      const old = was.get(n.originalDeviceRef!);
      return old && old.name !== n.name ? [{ before: old, after: n }] : [];
    }),
  };
}

/** Whether a diff has anything to show. */
export const isEmptyDiff = (diff: TopologyDiff) =>
  diff.added.length + diff.removed.length + diff.renamed.length === 0;
