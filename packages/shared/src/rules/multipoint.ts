/**
 * Multipoint cards of a dashboard (spec 001 §5 Multipoint, §9): at most MULTIPOINT_MAX_POINTS
 * points, the Add Point button hidden once there are that many, and the compact size at
 * MULTIPOINT_COMPACT_MAX points or fewer (a wider card beyond).
 */
import { MULTIPOINT_COMPACT_MAX, MULTIPOINT_MAX_POINTS } from './constants';

/** Whether a multipoint card of this many points takes one more (and shows Add Point). */
export const multipointHasRoom = (points: number): boolean => points < MULTIPOINT_MAX_POINTS;

/** Whether a multipoint card of this many points is drawn at the compact size. */
export const isCompactMultipoint = (points: number): boolean => points <= MULTIPOINT_COMPACT_MAX;

/** How the parts of a card's auto-name ('site - zone - point', spec 001 §5) are joined. */
const NAME_PARTS = ' - ';

/**
 * The mini cards' labels: their names without the leading parts all of them share (the site, or
 * site and zone, of an auto-name), so small cards show what tells them apart. The last part of a
 * name is always kept.
 */
export function multipointLabels(names: readonly string[]): string[] {
  const parts = names.map((name) => name.split(NAME_PARTS));
  let shared = 0;
  while (
    parts.length > 1 &&
    parts.every((p) => p.length - 1 > shared && p[shared] === parts[0]![shared])
  ) {
    shared += 1;
  }
  return parts.map((p) => p.slice(shared).join(NAME_PARTS));
}
