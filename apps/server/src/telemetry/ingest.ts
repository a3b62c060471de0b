/**
 * The ingestion service: the one way readings enter the database (HTTP, MQTT and the demo
 * simulator all call it). In one transaction it stores new readings (a (series, ts) seen before
 * is ignored, so re-delivery is idempotent), folds them into the hourly rollups, moves each
 * point's and measurement's latest value and score forward, recomputes the affected zone and
 * site scores, keeps the site's first data date and runs the alert engine. It returns only after
 * the commit, so an acknowledged reading is durable.
 */
import { combineSiteScores, combineZoneScores, scoreReading } from '@airboard/shared/rules';
import type { CategoryScoreType, Thresholds } from '@airboard/shared/rules';
import type { DatabaseHandle, SqlRunner } from '../db/connect';
import { evaluateAlerts, type NewEvent } from './alert-engine';

export interface ReadingInput {
  seriesId: number;
  ts: Date;
  value: number;
}

export interface IngestResult {
  /** Readings newly stored. */
  stored: number;
  /** Readings already present (same series and timestamp) or repeated inside the batch. */
  duplicates: number;
}

interface SeriesMeta {
  series_id: number;
  threshold: Thresholds | null;
}

/**
 * Stores readings and discrete events. An event is also stored as a reading of 1 on its sensor's
 * series, so trends and heat maps see it; a later reading of 0 marks the event over.
 */
export async function ingestReadings(
  database: DatabaseHandle,
  readings: ReadingInput[],
  events: NewEvent[] = [],
): Promise<IngestResult> {
  const input = [...readings, ...events.map((e) => ({ seriesId: e.seriesId, ts: e.ts, value: 1 }))];
  const merged = mergeDuplicates(input);
  if (merged.length === 0) {
    return { stored: 0, duplicates: input.length };
  }
  const stored = await database.transaction(async (query) => {
    const seriesIds = [...new Set(merged.map((r) => r.seriesId))];
    const meta = await query<SeriesMeta>(
      `SELECT p.series_id, coalesce(m.threshold, pt.threshold) AS threshold
         FROM points p
         LEFT JOIN measurements m ON m.id = p.measurement_id
         LEFT JOIN point_types pt ON pt.type = p.type
        WHERE p.series_id = ANY($1::int[]) AND p.kind = 'Number'`,
      [seriesIds],
    );
    const thresholds = new Map(meta.map((m) => [m.series_id, m.threshold]));
    const scores = merged.map((r) => {
      const t = thresholds.get(r.seriesId);
      return t ? scoreReading(r.value, t) : null;
    });
    const params = [
      merged.map((r) => r.seriesId),
      merged.map((r) => r.ts.toISOString()),
      merged.map((r) => r.value),
      scores,
    ];
    const [counted] = await query<{ stored: number }>(INSERT_READINGS_AND_ROLLUPS, params);
    await query(UPDATE_LATEST_VALUES, latestPerSeries(merged, scores));
    await refreshScores(query, seriesIds);
    await evaluateAlerts(query, merged, events);
    return counted?.stored ?? 0;
  });
  return { stored, duplicates: input.length - stored };
}

/** The same (series, ts) twice in one batch keeps the last value sent. */
function mergeDuplicates(input: ReadingInput[]): ReadingInput[] {
  const byKey = new Map<string, ReadingInput>();
  for (const r of input) {
    byKey.set(`${r.seriesId}@${r.ts.getTime()}`, r);
  }
  return [...byKey.values()];
}

const INPUT = `SELECT * FROM unnest($1::int[], $2::timestamptz[], $3::float8[], $4::float8[])
                 AS t(series_id, ts, value, score)`;

/** Stores the new readings and adds exactly those (not re-deliveries) to their hourly rollups. */
const INSERT_READINGS_AND_ROLLUPS = `
WITH input AS (${INPUT}),
inserted AS (
  INSERT INTO readings (series_id, ts, value)
  SELECT series_id, ts, value FROM input
  ON CONFLICT (series_id, ts) DO NOTHING
  RETURNING series_id, ts, value
),
fresh AS (
  SELECT i.series_id, date_trunc('hour', i.ts, 'UTC') AS hour, i.value, input.score
    FROM inserted i JOIN input USING (series_id, ts)
),
rolled AS (
  INSERT INTO reading_rollups_hourly AS r
    (series_id, hour, min, max, sum, count, score_min, score_max, score_sum, score_count)
  SELECT series_id, hour, min(value), max(value), sum(value), count(*),
         min(score), max(score), coalesce(sum(score), 0), count(score)
    FROM fresh GROUP BY series_id, hour
  ON CONFLICT (series_id, hour) DO UPDATE SET
    min = least(r.min, excluded.min),
    max = greatest(r.max, excluded.max),
    sum = r.sum + excluded.sum,
    count = r.count + excluded.count,
    score_min = least(r.score_min, excluded.score_min),
    score_max = greatest(r.score_max, excluded.score_max),
    score_sum = r.score_sum + excluded.score_sum,
    score_count = r.score_count + excluded.score_count
  RETURNING 1
)
SELECT (SELECT count(*) FROM inserted)::int AS stored, (SELECT count(*) FROM rolled)::int AS hours`;

/** Moves latest values forward (never backward, so late readings do not rewind curVal). */
/**
 * One row per series: its newest reading (value and score) and its oldest timestamp, so the
 * latest-value update reads a handful of rows instead of the whole batch.
 */
function latestPerSeries(readings: ReadingInput[], scores: (number | null)[]): unknown[] {
  const bySeries = new Map<number, { newest: number; oldest: Date }>();
  readings.forEach((r, i) => {
    const entry = bySeries.get(r.seriesId);
    if (!entry) {
      bySeries.set(r.seriesId, { newest: i, oldest: r.ts });
      return;
    }
    if (r.ts > readings[entry.newest]!.ts) {
      entry.newest = i;
    }
    if (r.ts < entry.oldest) {
      entry.oldest = r.ts;
    }
  });
  const rows = [...bySeries.values()];
  return [
    rows.map((e) => readings[e.newest]!.seriesId),
    rows.map((e) => readings[e.newest]!.ts.toISOString()),
    rows.map((e) => readings[e.newest]!.value),
    rows.map((e) => scores[e.newest] ?? null),
    rows.map((e) => e.oldest.toISOString()),
  ];
}

const UPDATE_LATEST_VALUES = `
WITH latest AS (SELECT * FROM unnest($1::int[], $2::timestamptz[], $3::float8[], $4::float8[], $5::timestamptz[])
                 AS t(series_id, ts, value, score, oldest)),
points_moved AS (
  UPDATE points p SET cur_val = l.value, cur_val_ts = l.ts, cur_score = l.score, updated_at = now()
    FROM latest l
   WHERE p.series_id = l.series_id AND (p.cur_val_ts IS NULL OR l.ts >= p.cur_val_ts)
  RETURNING p.measurement_id, p.site_id, p.cur_val, p.cur_val_ts, p.cur_score
),
measurements_moved AS (
  UPDATE measurements m SET cur_val = pm.cur_val, cur_val_ts = pm.cur_val_ts,
         cur_score = pm.cur_score, cur_score_ts = CASE WHEN pm.cur_score IS NULL THEN m.cur_score_ts ELSE pm.cur_val_ts END,
         updated_at = now()
    FROM points_moved pm
   WHERE m.id = pm.measurement_id
  RETURNING 1
)
UPDATE sites s SET first_data_date = least(coalesce(s.first_data_date, f.first_ts), f.first_ts)
  FROM (SELECT p.site_id, min(l.oldest) AS first_ts FROM latest l JOIN points p ON p.series_id = l.series_id GROUP BY p.site_id) f
 WHERE s.id = f.site_id AND (s.first_data_date IS NULL OR f.first_ts < s.first_data_date)`;

/** Recomputes the scores of the zones and sites the series belong to (shared combine rules). */
async function refreshScores(query: SqlRunner, seriesIds: number[]): Promise<void> {
  const rows = await query<{
    zone_id: string;
    site_id: string;
    score_type: CategoryScoreType | null;
    cur_score: number | null;
  }>(
    `SELECT m.zone_id, m.site_id, m.score_type, m.cur_score
       FROM measurements m
      WHERE m.zone_id IN (SELECT p.zone_id FROM points p WHERE p.series_id = ANY($1::int[]))`,
    [seriesIds],
  );
  const byZone = new Map<string, { siteId: string; items: typeof rows }>();
  for (const row of rows) {
    const entry = byZone.get(row.zone_id) ?? { siteId: row.site_id, items: [] };
    entry.items.push(row);
    byZone.set(row.zone_id, entry);
  }
  const now = new Date().toISOString();
  const zoneIds: string[] = [];
  const zoneScores: string[] = [];
  for (const [zoneId, { items }] of byZone) {
    const combined = combineZoneScores(
      items.map((i) => ({ scoreType: i.score_type, curScore: i.cur_score })),
    );
    zoneIds.push(zoneId);
    zoneScores.push(JSON.stringify(toScoreValues(combined, now)));
  }
  await query(
    `UPDATE zones z SET scores = u.scores::jsonb, updated_at = now()
       FROM unnest($1::text[], $2::text[]) AS u(id, scores) WHERE z.id = u.id`,
    [zoneIds, zoneScores],
  );
  const siteIds = [...new Set([...byZone.values()].map((v) => v.siteId))];
  const zones = await query<{ site_id: string; scores: Record<string, { val: number }> }>(
    `SELECT site_id, scores FROM zones WHERE site_id = ANY($1::text[])`,
    [siteIds],
  );
  for (const siteId of siteIds) {
    const combined = combineSiteScores(
      zones
        .filter((z) => z.site_id === siteId)
        .map((z) => Object.fromEntries(Object.entries(z.scores).map(([k, v]) => [k, v.val]))),
    );
    await query(`UPDATE sites SET scores = $2::jsonb, updated_at = now() WHERE id = $1`, [
      siteId,
      JSON.stringify(toScoreValues(combined, now)),
    ]);
  }
}

export function toScoreValues(
  scores: Partial<Record<string, number>>,
  ts: string,
): Record<string, { ts: string; val: number }> {
  return Object.fromEntries(Object.entries(scores).map(([k, v]) => [k, { ts, val: v ?? 0 }]));
}
