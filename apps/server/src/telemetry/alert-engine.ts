/**
 * The alert engine, run by the live-state worker (telemetry/live-state.ts) inside its transaction:
 * it applies the alert rule (alerts/alert-rule.ts) to the readings that arrived since the last
 * run, opens and clears alert episodes, lets a more severe alert supersede a lesser one of the
 * same measurement and direction, turns discrete events into alerts of their type, keeps
 * `is_alerting` and the zone and site `active_alerts_count` equal to the open alerts, and queues
 * one notification job per opened alert.
 *
 * This is its entry; the parts live in `alerts/`: what it reads (rule-queries.ts), what it
 * decides (evaluate.ts and supersede.ts, no database) and what it writes (write.ts).
 */
import type { SqlRunner } from '../db/connect';
import {
  applyEvents,
  applyValueRule,
  eventClearWindows,
  historyWindows,
  valueRulesToEvaluate,
  type AlertChange,
  type NewEvent,
  type SeriesChange,
} from './alerts/evaluate';
import { applicableRules, readingsSince } from './alerts/rule-queries';
import { supersedeLesserAlerts } from './alerts/supersede';
import { writeAlertChanges, type AlertsWritten } from './alerts/write';

export type { NewEvent, SeriesChange } from './alerts/evaluate';
/** For whatever clears an alert outside the engine (an acknowledgement) to keep the counts. */
export { refreshAlertState } from './alerts/write';

/**
 * Applies the rules to the readings that arrived on each series since its `since` time, and to
 * new events. Readings are read back only where a rule may change state. Returns the alerts
 * opened and still open (the ones that deserve a notification) and the sites whose alerts changed.
 */
export async function evaluateAlerts(
  query: SqlRunner,
  changes: Map<number, SeriesChange>,
  events: NewEvent[] = [],
): Promise<AlertsWritten> {
  const nothing = { notify: [], siteIds: [] };
  const seriesIds = [...new Set([...changes.keys(), ...events.map((e) => e.seriesId)])];
  if (seriesIds.length === 0) {
    return nothing;
  }
  const rules = await applicableRules(query, seriesIds);
  if (rules.length === 0) {
    return nothing;
  }
  const change: AlertChange = { opened: [], cleared: [] };
  const valueRules = valueRulesToEvaluate(rules, changes);
  const history = await readingsSince(query, historyWindows(valueRules, changes));
  for (const rule of valueRules) {
    applyValueRule(rule, history.get(rule.seriesId) ?? [], change);
  }
  const eventRules = rules.filter((r) => r.rule.condition === 'event');
  const afterEvents = await readingsSince(query, eventClearWindows(eventRules, changes));
  applyEvents(eventRules, events, afterEvents, change);
  supersedeLesserAlerts(rules, change);
  return writeAlertChanges(query, change);
}
