/**
 * Alert evaluation, without the database: which rules the readings that arrived may change, from
 * when each series' stored readings are needed, and the episodes opened and cleared by those
 * readings and by discrete events. Episodes are placed by reading timestamps, so when the engine
 * runs does not change what it finds.
 */
import { conditionHolds, findAlertEpisodes } from './alert-rule';
import type { ApplicableRule, Sample } from './rule-queries';

export interface NewEvent {
  seriesId: number;
  ts: Date;
  eventType: string;
}

/** What arrived on a series since the last run: its oldest timestamp and its range of values. */
export interface SeriesChange {
  since: number;
  min: number;
  max: number;
}

/** The alerts one evaluation opens and clears, for the engine to write. */
export interface AlertChange<Rule = ApplicableRule> {
  opened: {
    rule: Rule;
    startedAt: number;
    clearedAt: number | null;
    value: number;
    /** Why it closed, when not because its condition stopped holding (supersede.ts). */
    clearedReason?: ClearedReason;
  }[];
  cleared: { id: string; clearedAt: number; reason?: ClearedReason }[];
}

/** An alert closed by a more severe alert of the same measurement and direction. */
export type ClearedReason = 'superseded';

/** The value rules whose state a reading that arrived may change: only these read history. */
export function valueRulesToEvaluate(
  rules: ApplicableRule[],
  changes: Map<number, SeriesChange>,
): ApplicableRule[] {
  return rules.filter((rule) => {
    const arrived = changes.get(rule.seriesId);
    return rule.rule.condition !== 'event' && arrived !== undefined && mayChange(rule, arrived);
  });
}

/**
 * Whether a reading that arrived may disagree with the rule's state (open or not): only such a
 * reading can change it. Above and below hold on one side of the threshold, so the ends of the
 * range decide; whether a range holds a reading equal to the threshold cannot be told from its
 * ends, so equals is checked on the readings.
 */
function mayChange({ rule, openAlert }: ApplicableRule, arrived: SeriesChange): boolean {
  if (rule.condition === 'equals') {
    return true;
  }
  const open = openAlert !== null;
  return conditionHolds(rule, arrived.min) !== open || conditionHolds(rule, arrived.max) !== open;
}

/**
 * From when (epoch ms) each series' readings are needed: a little before the oldest moment that
 * matters, the open alert's start or the earliest new reading minus the rule's minimum duration.
 */
export function historyWindows(
  rules: ApplicableRule[],
  changes: Map<number, SeriesChange>,
): Map<number, number> {
  const from = new Map<number, number>();
  for (const { seriesId, rule, openAlert } of rules) {
    const earliest = changes.get(seriesId)!.since;
    const start = Math.min(
      earliest - rule.minDurationSeconds * 1000 - 3_600_000,
      openAlert?.startedAt ?? Infinity,
    );
    from.set(seriesId, Math.min(start, from.get(seriesId) ?? Infinity));
  }
  return from;
}

/** Clears the rule's open alert where the condition stopped holding, and opens later episodes. */
export function applyValueRule(rule: ApplicableRule, history: Sample[], change: AlertChange): void {
  let after = rule.lastBoundary ?? -Infinity;
  if (rule.openAlert) {
    const started = rule.openAlert.startedAt;
    const stop = history.find((r) => r.ts > started && !conditionHolds(rule.rule, r.value));
    if (!stop) {
      return;
    }
    change.cleared.push({ id: rule.openAlert.id, clearedAt: stop.ts });
    after = stop.ts - 1;
  }
  const later = history.filter((r) => r.ts > after);
  const episodes = findAlertEpisodes(
    rule.rule,
    later.map((r) => r.ts),
    later.map((r) => r.value),
  );
  for (const { openedAt, clearedAt, value } of episodes) {
    change.opened.push({ rule, startedAt: openedAt, clearedAt, value });
  }
}

/**
 * An open event alert clears at a later reading of 0: the event series that got one in their range
 * are read back from their earliest new reading.
 */
export function eventClearWindows(
  eventRules: ApplicableRule[],
  changes: Map<number, SeriesChange>,
): Map<number, number> {
  const from = new Map<number, number>();
  for (const rule of eventRules) {
    const arrived = changes.get(rule.seriesId);
    if (arrived && arrived.min <= 0 && arrived.max >= 0) {
      from.set(rule.seriesId, arrived.since);
    }
  }
  return from;
}

/**
 * An event opens an alert of its type (one open at a time per rule and measurement); a later
 * reading of 0 on the event sensor, or an acknowledgement, clears it.
 */
export function applyEvents(
  rules: ApplicableRule[],
  events: NewEvent[],
  bySeries: Map<number, Sample[]>,
  change: AlertChange,
): void {
  for (const rule of rules) {
    const own = events
      .filter((e) => e.seriesId === rule.seriesId && e.eventType === rule.eventType)
      .sort((a, b) => a.ts.getTime() - b.ts.getTime());
    const first = own[0];
    const cleared = (bySeries.get(rule.seriesId) ?? []).find(
      (r) => r.value === 0 && r.ts >= (first?.ts.getTime() ?? 0),
    );
    if (rule.openAlert) {
      if (cleared) {
        change.cleared.push({ id: rule.openAlert.id, clearedAt: cleared.ts });
      }
    } else if (first) {
      // An event and its clearing reading in the same refresh make a whole, cleared episode.
      change.opened.push({
        rule,
        startedAt: first.ts.getTime(),
        clearedAt: cleared?.ts ?? null,
        value: 1,
      });
    }
  }
}
