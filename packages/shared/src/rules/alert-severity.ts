/**
 * Alert severity order (spec 000 §4): critical beats warning beats info, for the banner class and
 * for sorting alert lists most severe first.
 */
type Severity = 'critical' | 'warning' | 'info';

const rank: Record<Severity, number> = { critical: 0, warning: 1, info: 2 };

/** Sort comparator: more severe first. */
export function compareSeverity(a: Severity, b: Severity): number {
  return rank[a] - rank[b];
}

/** The banner class of a set of alerts: the most severe present, or null when there are none. */
export function bannerSeverity<S extends Severity>(severities: readonly S[]): S | null {
  return [...severities].sort(compareSeverity)[0] ?? null;
}
