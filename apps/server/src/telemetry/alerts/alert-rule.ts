/**
 * The alert rule as a pure function: an alert opens once its condition has held for the minimum
 * duration and clears at the first reading where it no longer holds. Used by the alert engine on
 * live readings and by the demo loader on generated history, so both agree.
 */
export interface AlertRule {
  condition: 'above' | 'below' | 'equals' | 'event';
  threshold: number | null;
  minDurationSeconds: number;
}

export interface AlertEpisode {
  /** When the alert opened: the reading at which the condition had held long enough. */
  openedAt: number;
  /** When the condition stopped holding; null while it still holds. */
  clearedAt: number | null;
  /** The reading that opened it. */
  value: number;
}

export function conditionHolds(rule: AlertRule, value: number): boolean {
  const threshold = rule.threshold ?? 0;
  switch (rule.condition) {
    case 'above':
      return value > threshold;
    case 'below':
      return value < threshold;
    case 'equals':
    case 'event':
      return value === threshold;
  }
}

/** Episodes in readings sorted by time (timestamps in ms). */
export function findAlertEpisodes(
  rule: AlertRule,
  ts: ArrayLike<number>,
  values: ArrayLike<number>,
): AlertEpisode[] {
  const episodes: AlertEpisode[] = [];
  const minMs = rule.minDurationSeconds * 1000;
  let holdingSince: number | null = null;
  let open: AlertEpisode | null = null;
  for (let i = 0; i < ts.length; i++) {
    const t = ts[i]!;
    const v = values[i]!;
    if (conditionHolds(rule, v)) {
      holdingSince ??= t;
      if (!open && t - holdingSince >= minMs) {
        open = { openedAt: t, clearedAt: null, value: v };
        episodes.push(open);
      }
    } else {
      holdingSince = null;
      if (open) {
        open.clearedAt = t;
        open = null;
      }
    }
  }
  return episodes;
}
