/**
 * The alert engine, run by the live-state worker (telemetry/live-state.ts) inside its transaction:
 * it applies the alert rule (alert-rule.ts) to the readings that arrived since the last run, opens
 * and clears alert episodes, turns discrete events into alerts of their type, keeps `is_alerting`
 * and the zone and site `active_alerts_count` equal to the open alerts, and queues one notification
 * job per opened alert. Episodes are placed by reading timestamps, so when the engine runs does
 * not change what it finds.
 *
 * Rules apply at the most specific level present for a measurement: its own configs replace its
 * project's configs for the point type, which replace the global defaults.
 */
import type { SqlRunner } from '../db/connect';
import { newObjectId } from '../db/ids';
import { ARRAY_AGG, EPOCH_MS } from '../db/sql-arrays';
import { conditionHolds, findAlertEpisodes, type AlertRule } from './alert-rule';

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

/** A stored reading as the engine reads it back. */
interface Sample {
  ts: number;
  value: number;
}

interface RuleRow {
  series_id: number;
  measurement_id: string;
  site_id: string;
  zone_id: string | null;
  config_id: string;
  condition: AlertRule['condition'];
  threshold: number | null;
  min_duration_seconds: number;
  event_type: string | null;
  active_id: string | null;
  active_started: Date | null;
  /** The latest start or clear of an episode of this rule: history before it is settled. */
  last_boundary: Date | null;
}

/** Applicable rules per series, with the open alert and the latest episode start of each. */
const APPLICABLE_RULES = `
WITH target AS (
  SELECT p.series_id, p.type AS point_type, m.id AS measurement_id, m.site_id, m.zone_id, s.project_id
    FROM points p
    JOIN measurements m ON m.id = p.measurement_id
    JOIN sites s ON s.id = m.site_id
   WHERE p.series_id = ANY($1::int[])
),
ranked AS (
  SELECT t.*, c.id AS config_id, c.condition, c.threshold, c.min_duration_seconds, c.event_type,
         rank() OVER (PARTITION BY t.series_id, c.condition = 'event' ORDER BY
           CASE WHEN c.measurement_id IS NOT NULL THEN 0 WHEN c.project_id IS NOT NULL THEN 1 ELSE 2 END) AS level
    FROM target t
    JOIN alert_configs c ON c.enabled AND (
         c.measurement_id = t.measurement_id
      OR (c.measurement_id IS NULL AND c.point_type = t.point_type AND (c.project_id = t.project_id OR c.project_id IS NULL))
      OR (c.measurement_id IS NULL AND c.point_type IS NULL AND c.condition = 'event' AND (c.project_id = t.project_id OR c.project_id IS NULL)))
)
SELECT r.series_id, r.measurement_id, r.site_id, r.zone_id, r.config_id, r.condition, r.threshold,
       r.min_duration_seconds, r.event_type,
       a.id AS active_id, a.started_at AS active_started,
       (SELECT max(coalesce(x.cleared_at, x.started_at)) FROM alerts x
         WHERE x.alert_config_id = r.config_id AND x.measurement_id = r.measurement_id) AS last_boundary
  FROM ranked r
  LEFT JOIN alerts a ON a.alert_config_id = r.config_id AND a.measurement_id = r.measurement_id AND a.is_active
 WHERE r.level = 1`;

interface AlertChange {
  opened: { row: RuleRow; startedAt: number; clearedAt: number | null; value: number }[];
  cleared: { id: string; clearedAt: number }[];
}

/**
 * Applies the rules to the readings that arrived on each series since its `since` time, and to
 * new events. Readings are read back only where a rule may change state. Returns the ids of
 * alerts opened and still open (the ones that deserve a notification).
 */
export async function evaluateAlerts(
  query: SqlRunner,
  changes: Map<number, SeriesChange>,
  events: NewEvent[] = [],
): Promise<string[]> {
  const seriesIds = [...new Set([...changes.keys(), ...events.map((e) => e.seriesId)])];
  if (seriesIds.length === 0) {
    return [];
  }
  const rules = await query<RuleRow>(APPLICABLE_RULES, [seriesIds]);
  if (rules.length === 0) {
    return [];
  }
  const change: AlertChange = { opened: [], cleared: [] };
  const needHistory = rules.filter((rule) => {
    const arrived = changes.get(rule.series_id);
    return rule.condition !== 'event' && arrived !== undefined && mayChange(rule, arrived);
  });
  const history = await readWindows(query, needHistory, changes);
  for (const rule of needHistory) {
    applyValueRule(rule, history.get(rule.series_id) ?? [], change);
  }
  const eventRules = rules.filter((r) => r.condition === 'event');
  // An open event alert clears at a later reading of 0: read back only series that got one.
  const mayClear = new Map<number, number>();
  for (const rule of eventRules) {
    const arrived = changes.get(rule.series_id);
    if (arrived && arrived.min <= 0 && arrived.max >= 0) {
      mayClear.set(rule.series_id, arrived.since);
    }
  }
  applyEvents(eventRules, events, await readSince(query, mayClear), change);
  return writeChanges(query, change);
}

/**
 * Whether a reading that arrived may disagree with the rule's state (open or not): only such a
 * reading can change it. Above and below hold on one side of the threshold, so the ends of the
 * range decide; whether a range holds a reading equal to the threshold cannot be told from its
 * ends, so equals is checked on the readings.
 */
function mayChange(rule: RuleRow, arrived: SeriesChange): boolean {
  if (rule.condition === 'equals') {
    return true;
  }
  const open = rule.active_id !== null;
  const alertRule = toRule(rule);
  return (
    conditionHolds(alertRule, arrived.min) !== open ||
    conditionHolds(alertRule, arrived.max) !== open
  );
}

function toRule(row: RuleRow): AlertRule {
  return {
    condition: row.condition,
    threshold: row.threshold,
    minDurationSeconds: row.min_duration_seconds,
  };
}

/**
 * Readings of each series from a little before the oldest moment that matters: the open alert's
 * start, or the earliest new reading minus the rule's minimum duration.
 */
function readWindows(
  query: SqlRunner,
  rules: RuleRow[],
  changes: Map<number, SeriesChange>,
): Promise<Map<number, Sample[]>> {
  const from = new Map<number, number>();
  for (const rule of rules) {
    const earliest = changes.get(rule.series_id)!.since;
    const start = Math.min(
      earliest - rule.min_duration_seconds * 1000 - 3_600_000,
      rule.active_started ? new Date(rule.active_started).getTime() : Infinity,
    );
    from.set(rule.series_id, Math.min(start, from.get(rule.series_id) ?? Infinity));
  }
  return readSince(query, from);
}

/** The readings of each series from its start time (epoch ms) on, oldest first. */
async function readSince(
  query: SqlRunner,
  from: Map<number, number>,
): Promise<Map<number, Sample[]>> {
  if (from.size === 0) {
    return new Map();
  }
  // A backlog can hold many readings per series: read them as arrays, not row objects.
  const rows = await query<{ series_id: number; ts: number[]; value: number[] }>(
    `SELECT r.series_id, ${ARRAY_AGG(EPOCH_MS('r.ts'), 'r.ts')} AS ts, ${ARRAY_AGG('r.value', 'r.ts')} AS value
       FROM unnest($1::int[], $2::timestamptz[]) AS w(series_id, from_ts)
       JOIN readings r ON r.series_id = w.series_id AND r.ts >= w.from_ts
      GROUP BY r.series_id`,
    [[...from.keys()], [...from.values()].map((ms) => new Date(ms).toISOString())],
  );
  return new Map(
    rows.map((row) => [
      row.series_id,
      row.ts.map((ts, i) => ({ ts: Math.round(ts), value: row.value[i]! })),
    ]),
  );
}

function applyValueRule(rule: RuleRow, history: Sample[], change: AlertChange): void {
  const alertRule = toRule(rule);
  let after = rule.last_boundary ? new Date(rule.last_boundary).getTime() : -Infinity;
  if (rule.active_id && rule.active_started) {
    const started = new Date(rule.active_started).getTime();
    const stop = history.find((r) => r.ts > started && !conditionHolds(alertRule, r.value));
    if (!stop) {
      return;
    }
    change.cleared.push({ id: rule.active_id, clearedAt: stop.ts });
    after = stop.ts - 1;
  }
  const later = history.filter((r) => r.ts > after);
  const episodes = findAlertEpisodes(
    alertRule,
    later.map((r) => r.ts),
    later.map((r) => r.value),
  );
  for (const episode of episodes) {
    change.opened.push({ row: rule, ...episode, startedAt: episode.openedAt });
  }
}

/**
 * An event opens an alert of its type (one open at a time per rule and measurement); a later
 * reading of 0 on the event sensor, or an acknowledgement, clears it.
 */
function applyEvents(
  rules: RuleRow[],
  events: NewEvent[],
  bySeries: Map<number, Sample[]>,
  change: AlertChange,
): void {
  for (const rule of rules) {
    const own = events
      .filter((e) => e.seriesId === rule.series_id && e.eventType === rule.event_type)
      .sort((a, b) => a.ts.getTime() - b.ts.getTime());
    const first = own[0];
    let open = rule.active_id !== null;
    if (!open && first) {
      change.opened.push({ row: rule, startedAt: first.ts.getTime(), clearedAt: null, value: 1 });
      open = true;
    }
    const cleared = (bySeries.get(rule.series_id) ?? []).find(
      (r) => r.value === 0 && r.ts >= (first?.ts.getTime() ?? 0),
    );
    if (open && cleared && rule.active_id) {
      change.cleared.push({ id: rule.active_id, clearedAt: cleared.ts });
    }
  }
}

async function writeChanges(query: SqlRunner, change: AlertChange): Promise<string[]> {
  const touched = new Set<string>();
  for (const c of change.cleared) {
    await query(
      `UPDATE alerts SET is_active = false, cleared_at = $2 WHERE id = $1 AND is_active`,
      [c.id, new Date(c.clearedAt).toISOString()],
    );
  }
  const notify: string[] = [];
  for (const o of change.opened) {
    const id = newObjectId();
    const active = o.clearedAt === null;
    const inserted = await query<unknown>(
      `INSERT INTO alerts (id, alert_config_id, measurement_id, site_id, zone_id, is_active, started_at, cleared_at, value)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT DO NOTHING RETURNING id`,
      [
        id,
        o.row.config_id,
        o.row.measurement_id,
        o.row.site_id,
        o.row.zone_id,
        active,
        new Date(o.startedAt).toISOString(),
        o.clearedAt === null ? null : new Date(o.clearedAt).toISOString(),
        o.value,
      ],
    );
    if (active && inserted.length > 0) {
      notify.push(id);
    }
    touched.add(o.row.measurement_id);
  }
  if (change.cleared.length > 0 || change.opened.length > 0) {
    const clearedOwners = await query<{ measurement_id: string }>(
      `SELECT measurement_id FROM alerts WHERE id = ANY($1::text[])`,
      [change.cleared.map((c) => c.id)],
    );
    for (const row of clearedOwners) {
      touched.add(row.measurement_id);
    }
    await refreshAlertState(query, [...touched]);
  }
  if (notify.length > 0) {
    await query(
      `INSERT INTO jobs (id, kind, project_id, payload)
       SELECT u.job_id, 'alert-notification', s.project_id, jsonb_build_object('alertId', a.id)
         FROM unnest($1::text[], $2::text[]) AS u(alert_id, job_id)
         JOIN alerts a ON a.id = u.alert_id JOIN sites s ON s.id = a.site_id`,
      [notify, notify.map(() => newObjectId())],
    );
  }
  return notify;
}

/** Recomputes is_alerting and the zone and site active-alert counts from the open alerts. */
export async function refreshAlertState(query: SqlRunner, measurementIds: string[]): Promise<void> {
  if (measurementIds.length === 0) {
    return;
  }
  await query(
    `UPDATE measurements m
        SET is_alerting = EXISTS (SELECT 1 FROM alerts a WHERE a.measurement_id = m.id AND a.is_active)
      WHERE m.id = ANY($1::text[])`,
    [measurementIds],
  );
  await query(
    `UPDATE zones z
        SET active_alerts_count = (SELECT count(*) FROM alerts a WHERE a.zone_id = z.id AND a.is_active)
      WHERE z.id IN (SELECT zone_id FROM measurements WHERE id = ANY($1::text[]))`,
    [measurementIds],
  );
  await query(
    `UPDATE sites s
        SET active_alerts_count = (SELECT count(*) FROM alerts a WHERE a.site_id = s.id AND a.is_active)
      WHERE s.id IN (SELECT site_id FROM measurements WHERE id = ANY($1::text[]))`,
    [measurementIds],
  );
}
