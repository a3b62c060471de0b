// The rows a topology tree shows: its flat node list turned into the visible rows, parents before
// children, with the level, position and size of each set for assistive technology. Only expanded
// branches become rows, so a 1,000-point building costs as many rows as are open.
import type { TopologyNode } from '@airboard/shared/api';
import { matchesTopologySearch, TOPOLOGY_SEARCH_MIN_CHARS } from '@airboard/shared/rules';

export type TreeRow = {
  node: TopologyNode;
  /** aria-level: 1 for the top rows. */
  level: number;
  posInSet: number;
  setSize: number;
  expandable: boolean;
  expanded: boolean;
};

/** Each node's children by parent id (null for the top), sorted by name the way people count. */
export type ChildrenIndex = ReadonlyMap<string | null, readonly TopologyNode[]>;

const byName = (a: TopologyNode, b: TopologyNode) =>
  a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' });

export function childrenIndex(nodes: readonly TopologyNode[], sorted = true): ChildrenIndex {
  const index = new Map<string | null, TopologyNode[]>();
  for (const node of nodes) {
    const siblings = index.get(node.parent);
    if (siblings) {
      siblings.push(node);
    } else {
      index.set(node.parent, [node]);
    }
  }
  if (sorted) {
    for (const siblings of index.values()) {
      siblings.sort(byName);
    }
  }
  return index;
}

/** The rows of the open branches below `top`, keeping only nodes `isShown` accepts. */
export function flattenTree(
  index: ChildrenIndex,
  top: readonly TopologyNode[],
  isOpen: (id: string) => boolean,
  isShown: (node: TopologyNode) => boolean = () => true,
): TreeRow[] {
  const rows: TreeRow[] = [];
  const walk = (nodes: readonly TopologyNode[], level: number) => {
    const shown = nodes.filter(isShown);
    shown.forEach((node, i) => {
      const children = (index.get(node.id) ?? []).filter(isShown);
      const expanded = children.length > 0 && isOpen(node.id);
      rows.push({
        node,
        level,
        posInSet: i + 1,
        setSize: shown.length,
        expandable: children.length > 0,
        expanded,
      });
      if (expanded) {
        walk(children, level + 1);
      }
    });
  };
  walk(top, 1);
  return rows;
}

/** The building system's tree starts below its site: devices are its top rows. */
export function commanderTop(index: ChildrenIndex): readonly TopologyNode[] {
  return (index.get(null) ?? []).flatMap((root) =>
    root.type === 'site' ? (index.get(root.id) ?? []) : [root],
  );
}

export type CommanderView = 'device' | 'points';

/**
 * The Commander Topology's rows. By device: devices with their points, searched by either name;
 * a device holding a match opens while searching, and a matching device shows all its points.
 * By points: every point in one list by name. Searches shorter than 2 characters show everything.
 */
export function commanderRows(
  commander: readonly TopologyNode[],
  index: ChildrenIndex,
  view: CommanderView,
  query: string,
  expanded: ReadonlySet<string>,
): TreeRow[] {
  const searching = query.trim().length >= TOPOLOGY_SEARCH_MIN_CHARS;
  if (view === 'points') {
    const points = commander
      .filter((n) => n.type === 'point' && matchesTopologySearch(n.name, query))
      .sort(byName);
    return points.map((node, i) => ({
      node,
      level: 1,
      posInSet: i + 1,
      setSize: points.length,
      expandable: false,
      expanded: false,
    }));
  }
  const top = commanderTop(index);
  if (!searching) {
    return flattenTree(index, top, (id) => expanded.has(id));
  }
  const shown = new Set<string>();
  const holdsMatch = new Set<string>();
  const visit = (node: TopologyNode, ancestorMatched: boolean): boolean => {
    const matched = matchesTopologySearch(node.name, query);
    let hit = matched;
    for (const child of index.get(node.id) ?? []) {
      if (visit(child, ancestorMatched || matched)) {
        hit = true;
        holdsMatch.add(node.id);
      }
    }
    if (hit || ancestorMatched) {
      shown.add(node.id);
    }
    return hit;
  };
  top.forEach((node) => visit(node, false));
  return flattenTree(
    index,
    top,
    (id) => holdsMatch.has(id) || expanded.has(id),
    (node) => shown.has(node.id),
  );
}
