/**
 * Live state: what the screens show as "now" — each point's and measurement's latest value and
 * score, zone and site scores, the site's first data date, and open alerts. Ingestion stores
 * readings and notes each batch in `live_state_queue`; `refreshLiveState` takes the notes, brings
 * the live state of their series up to date from the stored readings and deletes the notes, all
 * in one transaction. The worker runs it every second, so many batches cost one refresh, and at
 * start, so notes left by a crash are not lost (docs/decisions/007). Readings stored without notes
 * (the demo's bulk-loaded history) get their live state from `recomputeLiveState`. Each refresh
 * publishes, in its transaction, which measurements of which sites it changed (db/change-feed.ts):
 * what the live streams push.
 */
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { DatabaseHandle, SqlRunner } from '../db/connect';
import {
  evaluateAlerts,
  refreshAlertState,
  type NewEvent,
  type SeriesChange,
} from './alert-engine';
import { moveLatestValues } from './latest-values';
import { refreshScores } from './scores';

/** How often the worker looks for notes: the most the live state lags behind an acknowledged reading. */
export const LIVE_STATE_INTERVAL_MS = 1000;
/** Notes taken by one refresh, so a long backlog is worked off in bounded transactions. */
const NOTES_PER_REFRESH = 500;

export interface LiveStateRefresh {
  /** Notes taken from the queue. */
  notes: number;
  /** Alerts opened (and still open), whose notification jobs were queued. */
  openedAlerts: string[];
}

const queueNote = z.object({
  series_ids: z.array(z.number()),
  oldest: z.array(z.date()),
  min_values: z.array(z.number()),
  max_values: z.array(z.number()),
  events: z
    .array(z.object({ seriesId: z.number(), ts: z.number(), eventType: z.string() }))
    .nullable(),
});

export async function refreshLiveState(database: DatabaseHandle): Promise<LiveStateRefresh> {
  return database.transaction(async (query) => {
    // One refresh at a time, across every server on the database: two refreshes evaluating the
    // same series at once could both record the same alert episode.
    await query(`SELECT pg_advisory_xact_lock(hashtext('airboard.live-state'))`);
    const notes = await query(
      queueNote,
      `DELETE FROM live_state_queue
        WHERE id IN (SELECT id FROM live_state_queue ORDER BY id LIMIT $1)
        RETURNING series_ids, oldest, min_values, max_values, events`,
      [NOTES_PER_REFRESH],
    );
    if (notes.length === 0) {
      return { notes: 0, openedAlerts: [] };
    }
    const { changes, events } = mergeNotes(notes);
    await moveLatestValues(query, new Map([...changes].map(([id, c]) => [id, c.since])));
    await refreshScores(query, [...changes.keys()], new Date());
    const alerts = await evaluateAlerts(query, changes, events);
    await publishChanges(
      database,
      query,
      [...new Set([...changes.keys(), ...events.map((e) => e.seriesId)])],
      alerts.siteIds,
    );
    return { notes: notes.length, openedAlerts: alerts.notify };
  });
}

/**
 * One notice per site the refresh touched: its measurements fed by the series, and whether its
 * alerts changed. Ids only; a live stream reads the values it pushes.
 */
async function publishChanges(
  database: DatabaseHandle,
  query: SqlRunner,
  seriesIds: number[],
  alertSiteIds: string[],
): Promise<void> {
  const sites = await query(
    z.object({ site_id: z.string(), measurement_ids: z.array(z.string()) }),
    `SELECT site_id,
            coalesce(array_agg(DISTINCT measurement_id) FILTER (WHERE measurement_id IS NOT NULL), '{}') AS measurement_ids
       FROM points WHERE series_id = ANY($1::int[]) GROUP BY site_id`,
    [seriesIds],
  );
  const measurementIds = new Map(sites.map((s) => [s.site_id, s.measurement_ids]));
  const siteIds = new Set([...measurementIds.keys(), ...alertSiteIds]);
  await database.changes.publish(
    query,
    [...siteIds].map((siteId) => ({
      kind: 'latest',
      siteId,
      measurementIds: measurementIds.get(siteId) ?? [],
      alerts: alertSiteIds.includes(siteId),
    })),
  );
}

/** Per series, what arrived across the notes (oldest timestamp, range of values); and the events. */
function mergeNotes(notes: z.output<typeof queueNote>[]): {
  changes: Map<number, SeriesChange>;
  events: NewEvent[];
} {
  const changes = new Map<number, SeriesChange>();
  const events: NewEvent[] = [];
  for (const note of notes) {
    note.series_ids.forEach((seriesId, i) => {
      const arrived = {
        since: note.oldest[i]!.getTime(),
        min: note.min_values[i]!,
        max: note.max_values[i]!,
      };
      const seen = changes.get(seriesId);
      changes.set(
        seriesId,
        seen
          ? {
              since: Math.min(seen.since, arrived.since),
              min: Math.min(seen.min, arrived.min),
              max: Math.max(seen.max, arrived.max),
            }
          : arrived,
      );
    });
    for (const e of note.events ?? []) {
      events.push({ seriesId: e.seriesId, ts: new Date(e.ts), eventType: e.eventType });
    }
  }
  return { changes, events };
}

/**
 * The live state of series whose readings were stored without notes (the demo loader's bulk
 * history), recomputed from what is stored: latest values, first data dates (`oldest`: each
 * series' first reading, epoch ms), zone and site scores dated `now`, and the alert state of their
 * measurements. Their alert episodes are the caller's; no notification is queued.
 */
export async function recomputeLiveState(
  query: SqlRunner,
  oldest: Map<number, number>,
  now: Date,
): Promise<void> {
  const seriesIds = [...oldest.keys()];
  await moveLatestValues(query, oldest);
  await refreshScores(query, seriesIds, now);
  const measurements = await query(
    z.object({ measurement_id: z.string() }),
    `SELECT DISTINCT measurement_id FROM points
      WHERE series_id = ANY($1::int[]) AND measurement_id IS NOT NULL`,
    [seriesIds],
  );
  await refreshAlertState(
    query,
    measurements.map((m) => m.measurement_id),
  );
}

/** Refreshes until the queue is empty (tests, point writes and shutdown use it). */
export async function drainLiveState(database: DatabaseHandle): Promise<string[]> {
  const opened: string[] = [];
  for (;;) {
    const refresh = await refreshLiveState(database);
    opened.push(...refresh.openedAlerts);
    if (refresh.notes < NOTES_PER_REFRESH) {
      return opened;
    }
  }
}

export interface LiveStateWorker {
  stop(): Promise<void>;
}

/**
 * Refreshes the live state now and then every interval until stopped; a refresh that opened
 * alerts calls `onAlertsOpened` (the app nudges its job runner to send the notifications).
 */
export function startLiveStateWorker(options: {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  onAlertsOpened: () => void;
  intervalMs?: number | undefined;
}): LiveStateWorker {
  let running: Promise<void> | null = null;
  // While the database is unreachable the refresh fails every second: say so once, and when it
  // works again (the notes wait in the queue meanwhile).
  let failing = false;
  const run = () => {
    running ??= drainLiveState(options.database)
      .then((opened) => {
        if (failing) {
          failing = false;
          options.log.info('live state refresh works again');
        }
        if (opened.length > 0) {
          options.onAlertsOpened();
        }
      })
      .catch((error: unknown) => {
        if (!failing) {
          failing = true;
          options.log.warn({ err: error }, 'live state refresh failed; retrying every second');
        }
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  void run();
  const timer = setInterval(() => void run(), options.intervalMs ?? LIVE_STATE_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
      // What arrived since the last refresh, so a clean stop leaves nothing behind.
      await run();
    },
  };
}
