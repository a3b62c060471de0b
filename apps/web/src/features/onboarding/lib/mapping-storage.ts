// The mapping in progress ('AQ Topology' as edited in step 1, with the point types of step 2) kept
// per site in the browser's storage (spec 001 §4), so leaving the wizard and coming back restores
// it. What is read back is checked against the contract: a stale or foreign entry is dropped.
import { topologyNode, TOPOLOGY_MAX_NODES, type TopologyNode } from '@airboard/shared/api';
import { z } from 'zod';

const storedMapping = z.object({
  version: z.literal(1),
  aq: z.array(topologyNode).min(1).max(TOPOLOGY_MAX_NODES),
});

const keyOf = (siteId: string) => `airboard.onboarding.${siteId}`;

export function readStoredMapping(siteId: string): TopologyNode[] | null {
  try {
    const raw = window.localStorage.getItem(keyOf(siteId));
    if (raw === null) {
      return null;
    }
    const parsed = storedMapping.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.aq : null;
  } catch {
    return null;
  }
}

/** Keeps the mapping; false when the browser refused (storage full or disabled). */
export function storeMapping(siteId: string, aq: readonly TopologyNode[]): boolean {
  try {
    window.localStorage.setItem(keyOf(siteId), JSON.stringify({ version: 1, aq }));
    return true;
  } catch {
    return false;
  }
}

export function clearStoredMapping(siteId: string): void {
  try {
    window.localStorage.removeItem(keyOf(siteId));
  } catch {
    // Storage disabled: there is nothing to clear.
  }
}
