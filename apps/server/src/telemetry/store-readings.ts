/**
 * How a batch is stored: one statement inserts the readings, folds the new ones into their
 * quarter-hour rollups and queues the batch's note for the live state. Usually the service sums
 * the buckets itself and the statement folds those sums (`summed`); when a reading of the batch was stored
 * before, that try rolls back and the statement folds exactly the rows its insert returned
 * (`exact`), so a re-delivered reading never counts twice. Rows are inserted and folded in
 * (series, ts) and (series, bucket) order, so concurrent batches of several server processes take
 * their row locks in one order and cannot deadlock on PostgreSQL.
 */
import { z } from 'zod';
import type { SqlRunner } from '../db/connect';
import type { ReadingInput } from './ingest';
import { rollupBucket, ROLLUP_BUCKET_SQL } from './rollup-bucket';

/**
 * How a try stores a batch: `summed` folds the buckets the service summed, which is right when every
 * reading is new (nearly always); `exact` folds only the rows the insert returned.
 */
export type FoldMode = 'summed' | 'exact';

/** A `summed` try found readings stored before: its transaction must roll back. */
export class StoredBefore extends Error {}

const storedRow = z.object({ stored: z.number() });

/**
 * Inserts the readings, folds the new ones into their buckets and, when any was new, queues the
 * batch's note for the live state; returns how many were new. The summed fold goes through the
 * rows once, in the insert's statement; it throws StoredBefore when a reading was stored before,
 * since it would count that one twice.
 */
export async function storeReadings(
  query: SqlRunner,
  mode: FoldMode,
  readings: ReadingInput[],
  scores: (number | null)[],
  note: unknown[],
): Promise<number> {
  // Timestamps travel as epoch milliseconds: a thousand numbers cost the drivers far less to
  // send than a thousand quoted strings, and the database converts them as cheaply as it parses.
  const columns = [
    readings.map((r) => r.seriesId),
    readings.map((r) => r.ts.getTime()),
    readings.map((r) => r.value),
  ];
  if (mode === 'exact') {
    const [exact] = await query(storedRow, INSERT_READINGS_AND_ROLLUPS, [
      ...columns,
      scores,
      ...note,
    ]);
    return exact?.stored ?? 0;
  }
  const [summed] = await query(storedRow, INSERT_READINGS_SUMMED_BUCKETS, [
    ...columns,
    ...bucketSums(readings, scores),
    readings.length,
    ...note,
  ]);
  if (summed?.stored !== readings.length) {
    throw new StoredBefore();
  }
  return summed.stored;
}

interface BucketSums {
  seriesId: number;
  bucket: number;
  min: number;
  max: number;
  sum: number;
  count: number;
  scoreMin?: number;
  scoreMax?: number;
  scoreSum?: number;
  scoreCount?: number;
}

/** Per series and quarter hour: min, max, sum and count of the values and of the scores. */
function bucketSums(readings: ReadingInput[], scores: (number | null)[]): unknown[][] {
  const buckets = new Map<string, BucketSums>();
  readings.forEach((r, i) => {
    const bucket = rollupBucket(r.ts.getTime());
    const key = `${r.seriesId}@${bucket}`;
    let h = buckets.get(key);
    if (!h) {
      h = { seriesId: r.seriesId, bucket, min: r.value, max: r.value, sum: 0, count: 0 };
      buckets.set(key, h);
    }
    h.min = Math.min(h.min, r.value);
    h.max = Math.max(h.max, r.value);
    h.sum += r.value;
    h.count++;
    const score = scores[i];
    if (score !== null && score !== undefined) {
      h.scoreMin = Math.min(h.scoreMin ?? score, score);
      h.scoreMax = Math.max(h.scoreMax ?? score, score);
      h.scoreSum = (h.scoreSum ?? 0) + score;
      h.scoreCount = (h.scoreCount ?? 0) + 1;
    }
  });
  // In (series, bucket) order, as the readings are: one lock order for every process's batches.
  const rows = [...buckets.values()].sort((a, b) => a.seriesId - b.seriesId || a.bucket - b.bucket);
  return [
    rows.map((h) => h.seriesId),
    rows.map((h) => new Date(h.bucket).toISOString()),
    rows.map((h) => h.min),
    rows.map((h) => h.max),
    rows.map((h) => h.sum),
    rows.map((h) => h.count),
    // A series without thresholds has no score aggregates (min and max null, as SQL's min()).
    rows.map((h) => h.scoreMin ?? null),
    rows.map((h) => h.scoreMax ?? null),
    rows.map((h) => h.scoreSum ?? 0),
    rows.map((h) => h.scoreCount ?? 0),
  ];
}

/** Queues a batch's note (series, oldest timestamps, value ranges) for the live state. */
const QUEUE_LIVE_STATE = (first: number) =>
  `INSERT INTO live_state_queue (series_ids, oldest, min_values, max_values)
   SELECT $${first}::int[], $${first + 1}::timestamptz[], $${first + 2}::float8[],
          $${first + 3}::float8[]`;

/** How a batch's sums for a bucket join the bucket's rollup row. */
const FOLD_INTO_BUCKET = `
  ON CONFLICT (series_id, bucket) DO UPDATE SET
    min = least(r.min, excluded.min),
    max = greatest(r.max, excluded.max),
    sum = r.sum + excluded.sum,
    count = r.count + excluded.count,
    score_min = least(r.score_min, excluded.score_min),
    score_max = greatest(r.score_max, excluded.score_max),
    score_sum = r.score_sum + excluded.score_sum,
    score_count = r.score_count + excluded.score_count`;

const ROLLUP_COLUMNS = `(series_id, bucket, min, max, sum, count, score_min, score_max, score_sum, score_count)`;

/**
 * Stores the readings and folds the buckets summed by the service ($4–$13) and queues the note
 * ($15–$18), but only when all $14 readings were new: otherwise the transaction is rolled back.
 */
const INSERT_READINGS_SUMMED_BUCKETS = `
WITH inserted AS (
  INSERT INTO readings (series_id, ts, value)
  SELECT series_id, to_timestamp(ms / 1000.0), value
    FROM unnest($1::int[], $2::float8[], $3::float8[]) AS t(series_id, ms, value)
  ON CONFLICT (series_id, ts) DO NOTHING
  RETURNING 1
),
stored AS (SELECT count(*)::int AS n FROM inserted),
rolled AS (
  INSERT INTO reading_rollups AS r ${ROLLUP_COLUMNS}
  SELECT * FROM unnest($4::int[], $5::timestamptz[], $6::float8[], $7::float8[], $8::float8[],
                       $9::int[], $10::float8[], $11::float8[], $12::float8[], $13::int[])
   WHERE (SELECT n FROM stored) = $14
  ${FOLD_INTO_BUCKET}
),
noted AS (${QUEUE_LIVE_STATE(15)} WHERE (SELECT n FROM stored) = $14)
SELECT n AS stored FROM stored`;

/**
 * Stores the new readings and adds exactly those (not re-deliveries) to their rollup buckets;
 * queues the note ($5–$8) when any was new.
 */
const INSERT_READINGS_AND_ROLLUPS = `
WITH input AS (
  SELECT series_id, to_timestamp(ms / 1000.0) AS ts, value, score
    FROM unnest($1::int[], $2::float8[], $3::float8[], $4::float8[]) AS t(series_id, ms, value, score)
),
inserted AS (
  INSERT INTO readings (series_id, ts, value)
  SELECT series_id, ts, value FROM input
  ON CONFLICT (series_id, ts) DO NOTHING
  RETURNING series_id, ts, value
),
fresh AS (
  SELECT i.series_id, ${ROLLUP_BUCKET_SQL('i.ts')} AS bucket, i.value, input.score
    FROM inserted i JOIN input USING (series_id, ts)
),
rolled AS (
  INSERT INTO reading_rollups AS r ${ROLLUP_COLUMNS}
  SELECT series_id, bucket, min(value), max(value), sum(value), count(*),
         min(score), max(score), coalesce(sum(score), 0), count(score)
    FROM fresh GROUP BY series_id, bucket ORDER BY series_id, bucket
  ${FOLD_INTO_BUCKET}
),
noted AS (${QUEUE_LIVE_STATE(5)} WHERE EXISTS (SELECT 1 FROM inserted))
SELECT (SELECT count(*) FROM inserted)::int AS stored`;

/** Per series of the batch: the oldest timestamp and the range of values. */
export function liveStateNote(readings: ReadingInput[]): unknown[] {
  const bySeries = new Map<number, { oldest: number; min: number; max: number }>();
  for (const r of readings) {
    const ts = r.ts.getTime();
    const entry = bySeries.get(r.seriesId);
    if (entry) {
      entry.oldest = Math.min(entry.oldest, ts);
      entry.min = Math.min(entry.min, r.value);
      entry.max = Math.max(entry.max, r.value);
    } else {
      bySeries.set(r.seriesId, { oldest: ts, min: r.value, max: r.value });
    }
  }
  const entries = [...bySeries.values()];
  return [
    [...bySeries.keys()],
    entries.map((e) => new Date(e.oldest).toISOString()),
    entries.map((e) => e.min),
    entries.map((e) => e.max),
  ];
}
