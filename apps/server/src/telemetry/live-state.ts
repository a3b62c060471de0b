/**
 * Live state: what the screens show as "now" — each point's and measurement's latest value and
 * score, zone and site scores, the site's first data date, and open alerts. Ingestion stores
 * readings and notes each batch in `live_state_queue`; `refreshLiveState` takes the notes, brings
 * the live state of their series up to date from the stored readings and deletes the notes, all
 * in one transaction. The worker runs it every second, so many batches cost one refresh, and at
 * start, so notes left by a crash are not lost (docs/decisions/007).
 */
import type { FastifyBaseLogger } from 'fastify';
import { combineSiteScores, combineZoneScores, scoreReading } from '@airboard/shared/rules';
import type { CategoryScoreType, Thresholds } from '@airboard/shared/rules';
import type { DatabaseHandle, SqlRunner } from '../db/connect';
import { evaluateAlerts, type NewEvent, type SeriesChange } from './alert-engine';
import { SERIES_THRESHOLD } from './ingest';

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

export async function refreshLiveState(database: DatabaseHandle): Promise<LiveStateRefresh> {
  return database.transaction(async (query) => {
    // One refresh at a time, across every server on the database: two refreshes evaluating the
    // same series at once could both record the same alert episode.
    await query(`SELECT pg_advisory_xact_lock(hashtext('airboard.live-state'))`);
    const notes = await query<{
      series_ids: number[];
      oldest: Date[];
      min_values: number[];
      max_values: number[];
      events: { seriesId: number; ts: number; eventType: string }[] | null;
    }>(
      `DELETE FROM live_state_queue
        WHERE id IN (SELECT id FROM live_state_queue ORDER BY id LIMIT $1)
        RETURNING series_ids, oldest, min_values, max_values, events`,
      [NOTES_PER_REFRESH],
    );
    if (notes.length === 0) {
      return { notes: 0, openedAlerts: [] };
    }
    const changes = new Map<number, SeriesChange>();
    const events: NewEvent[] = [];
    for (const note of notes) {
      note.series_ids.forEach((seriesId, i) => {
        const arrived = {
          since: new Date(note.oldest[i]!).getTime(),
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
    await moveLatestValues(query, changes);
    await refreshScores(query, [...changes.keys()]);
    const openedAlerts = await evaluateAlerts(query, changes, events);
    return { notes: notes.length, openedAlerts };
  });
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

/**
 * Moves each series' point and measurement to its newest stored reading (never backward, so a
 * late reading does not rewind curVal) and keeps the sites' first data dates.
 */
async function moveLatestValues(
  query: SqlRunner,
  changes: Map<number, SeriesChange>,
): Promise<void> {
  const newest = await query<{
    series_id: number;
    ts: Date;
    value: number;
    threshold: Thresholds | null;
  }>(
    `SELECT p.series_id, r.ts, r.value, ${SERIES_THRESHOLD} AS threshold
       FROM points p
       LEFT JOIN measurements m ON m.id = p.measurement_id
       LEFT JOIN point_types pt ON pt.type = p.type
      CROSS JOIN LATERAL (SELECT ts, value FROM readings
                           WHERE series_id = p.series_id ORDER BY ts DESC LIMIT 1) r
      WHERE p.series_id = ANY($1::int[])`,
    [[...changes.keys()]],
  );
  await query(UPDATE_LATEST_VALUES, [
    newest.map((n) => n.series_id),
    newest.map((n) => new Date(n.ts).toISOString()),
    newest.map((n) => n.value),
    newest.map((n) => (n.threshold ? scoreReading(n.value, n.threshold) : null)),
    newest.map((n) => new Date(changes.get(n.series_id)!.since).toISOString()),
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
