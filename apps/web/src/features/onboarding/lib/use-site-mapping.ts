// The mapping a person is making for one site: what they stored in this browser (spec 001 §4),
// else the server's mapping. Every edit is stored at once, so each wizard step and a later visit
// start from it; starting over drops it and shows the server's mapping again.
import type { TopologyNode } from '@airboard/shared/api';
import { useState } from 'react';
import { clearStoredMapping, readStoredMapping, storeMapping } from './mapping-storage';

export type SiteMapping = {
  aq: readonly TopologyNode[];
  /** Whether the mapping is this browser's edit rather than the server's. */
  edited: boolean;
  /** Whether the browser refused to keep the last edit (storage full or disabled). */
  unsaved: boolean;
  edit: (change: (aq: readonly TopologyNode[]) => readonly TopologyNode[]) => void;
  startOver: () => void;
};

export function useSiteMapping(siteId: string, serverAq: readonly TopologyNode[]): SiteMapping {
  const [stored, setStored] = useState(() => readStoredMapping(siteId));
  const [unsaved, setUnsaved] = useState(false);
  const aq = stored ?? serverAq;
  return {
    aq,
    edited: stored !== null,
    unsaved,
    edit: (change) => {
      const next = [...change(aq)];
      setStored(next);
      setUnsaved(!storeMapping(siteId, next));
    },
    startOver: () => {
      clearStoredMapping(siteId);
      setStored(null);
      setUnsaved(false);
    },
  };
}
