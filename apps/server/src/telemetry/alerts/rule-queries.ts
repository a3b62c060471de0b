/**
 * What the alert engine reads: the rules that apply to each series (with the open alert and the
 * latest episode boundary of each), and the stored readings a rule is evaluated on.
 *
 * Rules apply at the most specific level present for a measurement: its own configs replace its
 * project's configs for the point type, which replace the global defaults.
 */
import { z } from 'zod';
import type { SqlRunner } from '../../db/connect';
import { alertCondition, alertSeverity } from '../../db/schema/common';
import { ARRAY_AGG, EPOCH_MS } from '../../db/sql-arrays';

const APPLICABLE_RULES = `
WITH target AS (
  SELECT p.series_id, p.type AS point_type, m.id AS measurement_id, m.site_id, m.zone_id, s.project_id
    FROM points p
    JOIN measurements m ON m.id = p.measurement_id
    JOIN sites s ON s.id = m.site_id
   WHERE p.series_id = ANY($1::int[])
),
ranked AS (
  SELECT t.*, c.id AS config_id, c.alert_type, c.condition, c.threshold, c.min_duration_seconds, c.event_type,
         rank() OVER (PARTITION BY t.series_id, c.condition = 'event' ORDER BY
           CASE WHEN c.measurement_id IS NOT NULL THEN 0 WHEN c.project_id IS NOT NULL THEN 1 ELSE 2 END) AS level
    FROM target t
    JOIN alert_configs c ON c.enabled AND (
         c.measurement_id = t.measurement_id
      OR (c.measurement_id IS NULL AND c.point_type = t.point_type AND (c.project_id = t.project_id OR c.project_id IS NULL))
      OR (c.measurement_id IS NULL AND c.point_type IS NULL AND c.condition = 'event' AND (c.project_id = t.project_id OR c.project_id IS NULL)))
)
SELECT r.series_id, r.measurement_id, r.site_id, r.zone_id, r.config_id, r.alert_type, r.condition, r.threshold,
       r.min_duration_seconds, r.event_type,
       a.id AS active_id, a.started_at AS active_started,
       -- Episodes of a rule on a measurement follow one another, so the latest started one holds
       -- the latest boundary: one step down the alerts_rule_measurement_started index.
       (SELECT coalesce(x.cleared_at, x.started_at) FROM alerts x
         WHERE x.alert_config_id = r.config_id AND x.measurement_id = r.measurement_id
         ORDER BY x.started_at DESC LIMIT 1) AS last_boundary
  FROM ranked r
  LEFT JOIN alerts a ON a.alert_config_id = r.config_id AND a.measurement_id = r.measurement_id AND a.is_active
 WHERE r.level = 1`;

const applicableRuleRow = z
  .object({
    series_id: z.number(),
    measurement_id: z.string(),
    site_id: z.string(),
    zone_id: z.string().nullable(),
    config_id: z.string(),
    alert_type: z.enum(alertSeverity.enumValues),
    condition: z.enum(alertCondition.enumValues),
    threshold: z.number().nullable(),
    min_duration_seconds: z.number(),
    event_type: z.string().nullable(),
    active_id: z.string().nullable(),
    active_started: z.date().nullable(),
    last_boundary: z.date().nullable(),
  })
  .transform((row) => ({
    seriesId: row.series_id,
    measurementId: row.measurement_id,
    siteId: row.site_id,
    zoneId: row.zone_id,
    configId: row.config_id,
    severity: row.alert_type,
    rule: {
      condition: row.condition,
      threshold: row.threshold,
      minDurationSeconds: row.min_duration_seconds,
    },
    eventType: row.event_type,
    /** The rule's open alert on this measurement (at most one). */
    openAlert:
      row.active_id !== null && row.active_started !== null
        ? { id: row.active_id, startedAt: row.active_started.getTime() }
        : null,
    /** The latest start or clear of an episode of this rule (epoch ms): history before it is settled. */
    lastBoundary: row.last_boundary?.getTime() ?? null,
  }));

/** A rule that applies to a series' measurement, with its state on that measurement. */
export type ApplicableRule = z.output<typeof applicableRuleRow>;

/** The rules that apply to each of the series. */
export function applicableRules(query: SqlRunner, seriesIds: number[]): Promise<ApplicableRule[]> {
  return query(applicableRuleRow, APPLICABLE_RULES, [seriesIds]);
}

/** A stored reading as the engine reads it back. */
export interface Sample {
  ts: number;
  value: number;
}

// A backlog can hold many readings per series: they are read as one row of arrays per series.
const seriesReadings = z.object({
  series_id: z.number(),
  ts: z.array(z.number()),
  value: z.array(z.number()),
});

/** The readings of each series from its start time (epoch ms) on, oldest first. */
export async function readingsSince(
  query: SqlRunner,
  from: Map<number, number>,
): Promise<Map<number, Sample[]>> {
  if (from.size === 0) {
    return new Map();
  }
  const rows = await query(
    seriesReadings,
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
