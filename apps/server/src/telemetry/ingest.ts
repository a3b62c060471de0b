/**
 * The ingestion service: the one way readings enter the database (HTTP, MQTT, point writes and the
 * demo simulator all call it). In one transaction it stores new readings (a (series, ts) seen
 * before is ignored, so re-delivery is idempotent), folds exactly those into the quarter-hour rollups,
 * and notes the batch in `live_state_queue`. It returns only after the commit, so an acknowledged
 * reading is durable and already in every rollup. Discrete events are stored beside the readings,
 * never in a series (store-events.ts). Latest values, scores and alerts follow from the
 * queue within about a second (telemetry/live-state.ts, see docs/decisions/007). How one
 * statement stores a batch is in store-readings.ts.
 */
import { z } from 'zod';
import { thresholdsSchema } from '@airboard/shared/api';
import { scoreReading } from '@airboard/shared/rules';
import type { Thresholds } from '@airboard/shared/rules';
import type { DatabaseHandle, SqlRunner } from '../db/connect';
import type { NewEvent } from './alert-engine';
import { mergeDuplicateEvents, storeEvents } from './store-events';
import { liveStateNote, storeReadings, StoredBefore, type FoldMode } from './store-readings';

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
 * Runs an ingest transaction: first with the summed fold and, if some reading of the batch was
 * stored before (a re-delivery, or another server storing it at the same moment), once more with
 * the exact fold. Retrying the rare case costs less than a savepoint on every batch (a round trip
 * to PostgreSQL).
 */
export async function inIngestTransaction<T>(
  database: DatabaseHandle,
  work: (query: SqlRunner, mode: FoldMode) => Promise<T>,
): Promise<T> {
  try {
    return await database.transaction((query) => work(query, 'summed'));
  } catch (error) {
    if (!(error instanceof StoredBefore)) {
      throw error;
    }
    return database.transaction((query) => work(query, 'exact'));
  }
}

/** Stores readings and discrete events in a transaction of their own (see storeIngestBatch). */
export function ingestReadings(
  database: DatabaseHandle,
  readings: ReadingInput[],
  events: NewEvent[] = [],
): Promise<IngestResult> {
  return inIngestTransaction(database, (query, mode) =>
    storeIngestBatch(query, mode, readings, events),
  );
}

/**
 * Stores readings and discrete events inside an ingest transaction. Events go to their own table
 * (store-events.ts), never into a measurement's series; a later reading of 0 on the event sensor
 * marks the event over. Callers that already read the series' thresholds (the ingest endpoint
 * does, with its points) pass them.
 */
export async function storeIngestBatch(
  query: SqlRunner,
  mode: FoldMode,
  readings: ReadingInput[],
  events: NewEvent[] = [],
  knownThresholds?: SeriesThresholds,
): Promise<IngestResult> {
  const newEvents = mergeDuplicateEvents(events);
  const storedEvents = await storeEvents(query, newEvents);
  const merged = mergeDuplicates(readings);
  let storedReadings = 0;
  if (merged.length > 0) {
    const seriesIds = [...new Set(merged.map((r) => r.seriesId))];
    const thresholds = knownThresholds ?? (await readThresholds(query, seriesIds));
    const scores = merged.map((r) => {
      const t = thresholds.get(r.seriesId);
      return t ? scoreReading(r.value, t) : null;
    });
    storedReadings = await storeReadings(query, mode, merged, scores, liveStateNote(merged));
  }
  const stored = storedReadings + storedEvents;
  return { stored, duplicates: readings.length + events.length - stored };
}

/**
 * A series' score thresholds, as SQL over `points p LEFT JOIN measurements m LEFT JOIN
 * point_types pt`: the measurement's own, else its point type's; none for a point that does not
 * report numbers.
 */
export const SERIES_THRESHOLD = `CASE WHEN p.kind = 'Number' THEN coalesce(m.threshold, pt.threshold) END`;

async function readThresholds(query: SqlRunner, seriesIds: number[]): Promise<SeriesThresholds> {
  const rows = await query(
    z.object({ series_id: z.number(), threshold: thresholdsSchema.nullable() }),
    `SELECT p.series_id, ${SERIES_THRESHOLD} AS threshold
       FROM points p
       LEFT JOIN measurements m ON m.id = p.measurement_id
       LEFT JOIN point_types pt ON pt.type = p.type
      WHERE p.series_id = ANY($1::int[])`,
    [seriesIds],
  );
  return new Map(rows.map((r) => [r.series_id, r.threshold]));
}

/**
 * The same (series, ts) twice in one batch keeps the last value sent. The result is in (series,
 * ts) order: the order the statement inserts readings and folds rollup rows in, so that batches
 * stored at once by several processes lock shared rows in one order and never deadlock.
 */
function mergeDuplicates(input: ReadingInput[]): ReadingInput[] {
  const bySeries = new Map<number, Map<number, ReadingInput>>();
  for (const r of input) {
    let byTs = bySeries.get(r.seriesId);
    if (!byTs) {
      byTs = new Map();
      bySeries.set(r.seriesId, byTs);
    }
    byTs.set(r.ts.getTime(), r);
  }
  return [...bySeries.keys()]
    .sort((a, b) => a - b)
    .flatMap((seriesId) =>
      [...bySeries.get(seriesId)!.values()].sort((a, b) => a.ts.getTime() - b.ts.getTime()),
    );
}
