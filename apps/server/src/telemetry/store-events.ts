/**
 * How a batch's discrete events (vape, gunshot, help, …) are stored: in `sensor_events`, never as
 * readings, so no trend, rollup, score, heat map or report of a measurement includes them. One
 * statement inserts the new ones (a (series, ts, type) stored before is ignored, so re-delivery is
 * idempotent) and queues a live-state note naming exactly those, which the alert engine turns into
 * alerts of their type.
 */
import { z } from 'zod';
import type { SqlRunner } from '../db/connect';
import type { NewEvent } from './alert-engine';

const storedRow = z.object({ stored: z.number() });

/** Stores the events not stored before and notes them for the live state; returns how many. */
export async function storeEvents(query: SqlRunner, events: NewEvent[]): Promise<number> {
  if (events.length === 0) {
    return 0;
  }
  const [row] = await query(storedRow, INSERT_EVENTS, [
    events.map((e) => e.seriesId),
    events.map((e) => e.ts.getTime()),
    events.map((e) => e.eventType),
  ]);
  return row?.stored ?? 0;
}

/** The same event twice in one batch is one event. */
export function mergeDuplicateEvents(events: NewEvent[]): NewEvent[] {
  const byKey = new Map(events.map((e) => [`${e.seriesId}|${e.ts.getTime()}|${e.eventType}`, e]));
  return [...byKey.values()];
}

/** The note has no series (an event changes no latest value), only the new events. */
const INSERT_EVENTS = `
WITH inserted AS (
  INSERT INTO sensor_events (series_id, ts, event_type)
  SELECT series_id, to_timestamp(ms / 1000.0), event_type
    FROM unnest($1::int[], $2::float8[], $3::text[]) AS t(series_id, ms, event_type)
  ON CONFLICT DO NOTHING
  RETURNING series_id, ts, event_type
),
noted AS (
  INSERT INTO live_state_queue (series_ids, oldest, min_values, max_values, events)
  SELECT '{}', '{}', '{}', '{}',
         jsonb_agg(jsonb_build_object('seriesId', series_id,
                                      'ts', round(extract(epoch FROM ts) * 1000)::float8,
                                      'eventType', event_type))
    FROM inserted
  HAVING count(*) > 0
)
SELECT count(*)::int AS stored FROM inserted`;
