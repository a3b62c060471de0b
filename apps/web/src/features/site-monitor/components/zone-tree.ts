// Zone tree helpers: the chain of parents above a zone (breadcrumbs) and a zone's depth (dropdown).
import type { Zone } from '@airboard/shared/api';

/** The zone's ancestors, outermost first; a broken or cyclic parent chain simply stops. */
export function zoneAncestors(zones: Zone[], zone: Zone): Zone[] {
  const byId = new Map(zones.map((z) => [z.objectId, z]));
  const chain: Zone[] = [];
  const seen = new Set([zone.objectId]);
  let parent = zone.parent === null ? undefined : byId.get(zone.parent);
  while (parent && !seen.has(parent.objectId)) {
    chain.unshift(parent);
    seen.add(parent.objectId);
    parent = parent.parent === null ? undefined : byId.get(parent.parent);
  }
  return chain;
}

/** Zones in tree order (each parent followed by its children, siblings by name) with depths. */
export function zonesInTreeOrder(zones: Zone[]): { zone: Zone; depth: number }[] {
  const known = new Set(zones.map((z) => z.objectId));
  const rootOf = (z: Zone) => (z.parent !== null && known.has(z.parent) ? z.parent : null);
  const ordered: { zone: Zone; depth: number }[] = [];
  const visit = (parent: string | null, depth: number) => {
    for (const zone of zones.filter((z) => rootOf(z) === parent)) {
      if (ordered.some((o) => o.zone.objectId === zone.objectId)) {
        continue;
      }
      ordered.push({ zone, depth });
      visit(zone.objectId, depth + 1);
    }
  };
  visit(null, 0);
  return ordered;
}
