/**
 * The live state's latest values (live-state.ts): each series' point and measurement follow its
 * newest stored reading and its score, and each site keeps the date of its first data.
 */
import { z } from 'zod';
import { thresholdsSchema } from '@airboard/shared/api';
import { scoreReading } from '@airboard/shared/rules';
import type { SqlRunner } from '../db/connect';
import { SERIES_THRESHOLD } from './ingest';

const newestReading = z.object({
  series_id: z.number(),
  ts: z.date(),
  value: z.number(),
  threshold: thresholdsSchema.nullable(),
});

/**
 * Moves each series' point and measurement to its newest stored reading (never backward, so a
 * late reading does not rewind curVal) and keeps the sites' first data dates: `oldest` holds each
 * series' oldest reading that arrived (epoch ms).
 */
export async function moveLatestValues(
  query: SqlRunner,
  oldest: Map<number, number>,
): Promise<void> {
  const newest = await query(
    newestReading,
    `SELECT p.series_id, r.ts, r.value, ${SERIES_THRESHOLD} AS threshold
       FROM points p
       LEFT JOIN measurements m ON m.id = p.measurement_id
       LEFT JOIN point_types pt ON pt.type = p.type
      CROSS JOIN LATERAL (SELECT ts, value FROM readings
                           WHERE series_id = p.series_id ORDER BY ts DESC LIMIT 1) r
      WHERE p.series_id = ANY($1::int[])`,
    [[...oldest.keys()]],
  );
  await query(UPDATE_LATEST_VALUES, [
    newest.map((n) => n.series_id),
    newest.map((n) => n.ts.toISOString()),
    newest.map((n) => n.value),
    newest.map((n) => (n.threshold ? scoreReading(n.value, n.threshold) : null)),
    newest.map((n) => new Date(oldest.get(n.series_id)!).toISOString()),
  ]);
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
