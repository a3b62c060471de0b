/**
 * The ingestion service: the one way readings enter the database (HTTP, MQTT, point writes and the
 * demo simulator all call it). In one transaction it stores new readings (a (series, ts) seen
 * before is ignored, so re-delivery is idempotent), folds exactly those into the hourly rollups,
 * and notes the batch in `live_state_queue`. It returns only after the commit, so an acknowledged
 * reading is durable and already in every rollup. Latest values, scores and alerts follow from the
 * queue within about a second (telemetry/live-state.ts, see docs/decisions/007).
 */
import { scoreReading } from '@airboard/shared/rules';
import type { Thresholds } from '@airboard/shared/rules';
import type { DatabaseHandle, SqlRunner } from '../db/connect';
import type { NewEvent } from './alert-engine';

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

/** Score thresholds by series id; null for a series that is not scored. */
export type SeriesThresholds = Map<number, Thresholds | null>;

/**
 * Stores readings and discrete events in a transaction of their own (see storeIngestBatch).
 */
export function ingestReadings(
  database: DatabaseHandle,
  readings: ReadingInput[],
  events: NewEvent[] = [],
): Promise<IngestResult> {
  return database.transaction((query) => storeIngestBatch(query, readings, events));
}

/**
 * Stores readings and discrete events inside the caller's transaction. An event is also stored as
 * a reading of 1 on its sensor's series, so trends and heat maps see it; a later reading of 0
 * marks the event over. Callers that already read the series' thresholds (the ingest endpoint
 * does, with its points) pass them.
 */
export async function storeIngestBatch(
  query: SqlRunner,
  readings: ReadingInput[],
  events: NewEvent[] = [],
  knownThresholds?: SeriesThresholds,
): Promise<IngestResult> {
  const input = [...readings, ...events.map((e) => ({ seriesId: e.seriesId, ts: e.ts, value: 1 }))];
  const merged = mergeDuplicates(input);
  if (merged.length === 0) {
    return { stored: 0, duplicates: input.length };
  }
  const seriesIds = [...new Set(merged.map((r) => r.seriesId))];
  const thresholds = knownThresholds ?? (await readThresholds(query, seriesIds));
  const scores = merged.map((r) => {
    const t = thresholds.get(r.seriesId);
    return t ? scoreReading(r.value, t) : null;
  });
  const stored = await storeReadings(query, merged, scores, liveStateNote(merged, events));
  return { stored, duplicates: input.length - stored };
}

/**
 * A series' score thresholds, as SQL over `points p LEFT JOIN measurements m LEFT JOIN
 * point_types pt`: the measurement's own, else its point type's; none for a point that does not
 * report numbers.
 */
export const SERIES_THRESHOLD = `CASE WHEN p.kind = 'Number' THEN coalesce(m.threshold, pt.threshold) END`;

async function readThresholds(query: SqlRunner, seriesIds: number[]): Promise<SeriesThresholds> {
  const rows = await query<{ series_id: number; threshold: Thresholds | null }>(
    `SELECT p.series_id, ${SERIES_THRESHOLD} AS threshold
       FROM points p
       LEFT JOIN measurements m ON m.id = p.measurement_id
       LEFT JOIN point_types pt ON pt.type = p.type
      WHERE p.series_id = ANY($1::int[])`,
    [seriesIds],
  );
  return new Map(rows.map((r) => [r.series_id, r.threshold]));
}

/** The same (series, ts) twice in one batch keeps the last value sent. */
function mergeDuplicates(input: ReadingInput[]): ReadingInput[] {
  const byKey = new Map<string, ReadingInput>();
  for (const r of input) {
    byKey.set(`${r.seriesId}@${r.ts.getTime()}`, r);
  }
  return [...byKey.values()];
}

/**
 * Inserts the readings, folds the new ones into their hours and, when any was new, queues the
 * batch's note for the live state; returns how many were new.
 * Usually every reading in a batch is new, so the hours are summed here and folded in the same
 * statement as the insert, which goes through the rows once. When some were stored before (a
 * re-delivery, or another server storing the same reading at the same moment) that fold would
 * count them twice, so the statement is undone and the exact one, which folds only the rows the
 * insert returned, runs instead.
 */
async function storeReadings(
  query: SqlRunner,
  readings: ReadingInput[],
  scores: (number | null)[],
  note: unknown[],
): Promise<number> {
  const columns = [
    readings.map((r) => r.seriesId),
    readings.map((r) => r.ts.toISOString()),
    readings.map((r) => r.value),
  ];
  await query('SAVEPOINT store_readings');
  const [fast] = await query<{ stored: number }>(INSERT_READINGS_SUMMED_HOURS, [
    ...columns,
    ...hourlySums(readings, scores),
    readings.length,
    ...note,
  ]);
  if (fast?.stored === readings.length) {
    return fast.stored;
  }
  await query('ROLLBACK TO SAVEPOINT store_readings');
  const [exact] = await query<{ stored: number }>(INSERT_READINGS_AND_ROLLUPS, [
    ...columns,
    scores,
    ...note,
  ]);
  return exact?.stored ?? 0;
}

const HOUR_MS = 3_600_000;

interface HourSums {
  seriesId: number;
  hour: number;
  min: number;
  max: number;
  sum: number;
  count: number;
  scoreMin?: number;
  scoreMax?: number;
  scoreSum?: number;
  scoreCount?: number;
}

/** Per series and UTC hour: min, max, sum and count of the values and of the scores. */
function hourlySums(readings: ReadingInput[], scores: (number | null)[]): unknown[][] {
  const hours = new Map<string, HourSums>();
  readings.forEach((r, i) => {
    const hour = Math.floor(r.ts.getTime() / HOUR_MS) * HOUR_MS;
    const key = `${r.seriesId}@${hour}`;
    let h = hours.get(key);
    if (!h) {
      h = { seriesId: r.seriesId, hour, min: r.value, max: r.value, sum: 0, count: 0 };
      hours.set(key, h);
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
  const rows = [...hours.values()];
  return [
    rows.map((h) => h.seriesId),
    rows.map((h) => new Date(h.hour).toISOString()),
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

/** Queues a batch's note (series, their oldest timestamps, events) for the live state. */
const QUEUE_LIVE_STATE = (series: string, oldest: string, events: string) =>
  `INSERT INTO live_state_queue (series_ids, oldest, events)
   SELECT ${series}::int[], ${oldest}::timestamptz[], ${events}::jsonb`;

/** How a batch's sums for an hour join the hour's rollup row. */
const FOLD_INTO_HOUR = `
  ON CONFLICT (series_id, hour) DO UPDATE SET
    min = least(r.min, excluded.min),
    max = greatest(r.max, excluded.max),
    sum = r.sum + excluded.sum,
    count = r.count + excluded.count,
    score_min = least(r.score_min, excluded.score_min),
    score_max = greatest(r.score_max, excluded.score_max),
    score_sum = r.score_sum + excluded.score_sum,
    score_count = r.score_count + excluded.score_count`;

const ROLLUP_COLUMNS = `(series_id, hour, min, max, sum, count, score_min, score_max, score_sum, score_count)`;

/**
 * Stores the readings and folds the hours summed by the service ($4–$13) and queues the note
 * ($15–$17), but only when all $14 readings were new: otherwise the caller rolls it back.
 */
const INSERT_READINGS_SUMMED_HOURS = `
WITH inserted AS (
  INSERT INTO readings (series_id, ts, value)
  SELECT * FROM unnest($1::int[], $2::timestamptz[], $3::float8[])
  ON CONFLICT (series_id, ts) DO NOTHING
  RETURNING 1
),
stored AS (SELECT count(*)::int AS n FROM inserted),
rolled AS (
  INSERT INTO reading_rollups_hourly AS r ${ROLLUP_COLUMNS}
  SELECT * FROM unnest($4::int[], $5::timestamptz[], $6::float8[], $7::float8[], $8::float8[],
                       $9::int[], $10::float8[], $11::float8[], $12::float8[], $13::int[])
   WHERE (SELECT n FROM stored) = $14
  ${FOLD_INTO_HOUR}
),
noted AS (${QUEUE_LIVE_STATE('$15', '$16', '$17')} WHERE (SELECT n FROM stored) = $14)
SELECT n AS stored FROM stored`;

/**
 * Stores the new readings and adds exactly those (not re-deliveries) to their hourly rollups;
 * queues the note ($5–$7) when any was new.
 */
const INSERT_READINGS_AND_ROLLUPS = `
WITH input AS (
  SELECT * FROM unnest($1::int[], $2::timestamptz[], $3::float8[], $4::float8[])
    AS t(series_id, ts, value, score)
),
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
  INSERT INTO reading_rollups_hourly AS r ${ROLLUP_COLUMNS}
  SELECT series_id, hour, min(value), max(value), sum(value), count(*),
         min(score), max(score), coalesce(sum(score), 0), count(score)
    FROM fresh GROUP BY series_id, hour
  ${FOLD_INTO_HOUR}
),
noted AS (${QUEUE_LIVE_STATE('$5', '$6', '$7')} WHERE EXISTS (SELECT 1 FROM inserted))
SELECT (SELECT count(*) FROM inserted)::int AS stored`;

/** The batch's series with the oldest timestamp of each, and its events, for the live state. */
function liveStateNote(readings: ReadingInput[], events: NewEvent[]): unknown[] {
  const oldest = new Map<number, number>();
  for (const r of readings) {
    const ts = r.ts.getTime();
    oldest.set(r.seriesId, Math.min(ts, oldest.get(r.seriesId) ?? ts));
  }
  return [
    [...oldest.keys()],
    [...oldest.values()].map((ts) => new Date(ts).toISOString()),
    events.length === 0
      ? null
      : JSON.stringify(
          events.map((e) => ({ seriesId: e.seriesId, ts: e.ts.getTime(), eventType: e.eventType })),
        ),
  ];
}
