/**
 * Retention (decision 010): once a day a durable `retention` job deletes what is kept no longer —
 * finished jobs, expired or revoked sessions, used or expired one-time tokens, old audit rows and
 * raw readings — each in small batches, so no statement holds the database (one connection on
 * PGlite) for long. The quarter-hour rollups are never deleted: they are folded at ingestion, not
 * recomputed from raw readings, so reports, heat maps and long trends read the same after.
 *
 * The job of each UTC day has a fixed id (`retention:YYYY-MM-DD`): the app queues today's at start
 * and each run queues tomorrow's, so the schedule survives restarts and several servers queue one.
 */
import { z } from 'zod';
import type { Config } from '../config';
import type { DatabaseHandle, SqlRunner } from '../db/connect';
import { readingsKeptFrom, upkeepReadingMonths } from '../telemetry/readings-partitions';
import type { JobHandler } from './job-runner';

export const RETENTION_JOB = 'retention';

/** Rows deleted per statement. */
export const RETENTION_BATCH_ROWS = 5_000;

export type RetentionPolicy = Pick<
  Config,
  | 'RETENTION_JOBS_DAYS'
  | 'RETENTION_SESSIONS_DAYS'
  | 'RETENTION_TOKENS_DAYS'
  | 'RETENTION_AUDIT_DAYS'
  | 'RETENTION_READINGS_DAYS'
>;

/** What a run deleted: rows and statements per kind of data. */
export type RetentionReport = Record<
  string,
  { rows: number; batches: number; monthsDropped?: number }
>;

/** Each kind of data: the rows a batch takes ($1 = days kept, $2 = batch size), by ctid. */
const OLD_ROWS: { name: string; days: keyof RetentionPolicy; table: string; where: string }[] = [
  {
    name: 'jobs',
    days: 'RETENTION_JOBS_DAYS',
    table: 'jobs',
    where: `status IN ('completed', 'failed') AND completed_at < now() - make_interval(days => $1)`,
  },
  {
    name: 'sessions',
    days: 'RETENTION_SESSIONS_DAYS',
    table: 'sessions',
    where: `expires_at < now() - make_interval(days => $1) OR revoked_at < now() - make_interval(days => $1)`,
  },
  {
    name: 'passwordTokens',
    days: 'RETENTION_TOKENS_DAYS',
    table: 'password_reset_tokens',
    where: `expires_at < now() - make_interval(days => $1) OR used_at < now() - make_interval(days => $1)`,
  },
  {
    name: 'invites',
    days: 'RETENTION_TOKENS_DAYS',
    table: 'invites',
    where: `expires_at < now() - make_interval(days => $1) OR accepted_at < now() - make_interval(days => $1)`,
  },
  {
    name: 'consumedTokens',
    days: 'RETENTION_TOKENS_DAYS',
    table: 'consumed_tokens',
    where: `expires_at < now() - make_interval(days => $1)`,
  },
  {
    name: 'singleUseEntries',
    days: 'RETENTION_TOKENS_DAYS',
    table: 'single_use_entries',
    where: `expires_at < now() - make_interval(days => $1)`,
  },
  {
    name: 'auditLog',
    days: 'RETENTION_AUDIT_DAYS',
    table: 'audit_log',
    where: `at < now() - make_interval(days => $1)`,
  },
];

const deleted = z.object({ n: z.number() });

/** Deletes the rows one statement chooses, batch after batch, until a batch comes back short. */
async function deleteInBatches(
  database: DatabaseHandle,
  statement: string,
  params: unknown[],
  batchRows: number,
): Promise<{ rows: number; batches: number }> {
  let rows = 0;
  let batches = 0;
  for (;;) {
    const [batch] = await database.transaction((query: SqlRunner) =>
      query(deleted, statement, [...params, batchRows]),
    );
    batches += 1;
    rows += batch?.n ?? 0;
    if ((batch?.n ?? 0) < batchRows) {
      return { rows, batches };
    }
  }
}

const deleteBatch = (table: string, where: string, limit: string) =>
  `WITH gone AS (DELETE FROM ${table} WHERE ctid = ANY(ARRAY(
     SELECT ctid FROM ${table} WHERE ${where} LIMIT ${limit})) RETURNING 1)
   SELECT count(*)::int AS n FROM gone`;

export async function applyRetention(
  database: DatabaseHandle,
  policy: RetentionPolicy,
  batchRows = RETENTION_BATCH_ROWS,
  now = new Date(),
): Promise<RetentionReport> {
  const report: RetentionReport = {};
  for (const { name, days, table, where } of OLD_ROWS) {
    report[name] = await deleteInBatches(
      database,
      deleteBatch(table, `(${where})`, '$2'),
      [policy[days]],
      batchRows,
    );
  }
  // Raw readings: first the month partitions wholly older than what is kept, dropped whole, with
  // the months ahead created (telemetry/readings-partitions.ts); then the rest series by series,
  // down the (series_id, ts) key, from a whole hour on: an hour's rollup then stands for readings
  // that are all gone or all kept. By key, not ctid: a ctid is unique only within a partition.
  const months = await upkeepReadingMonths(database, policy.RETENTION_READINGS_DAYS, now);
  const series = await database.transaction((query) =>
    query(z.object({ series_id: z.number() }), `SELECT series_id FROM points ORDER BY series_id`),
  );
  const readings = { rows: 0, batches: 0, monthsDropped: months.dropped.length };
  for (const { series_id } of series) {
    const done = await deleteInBatches(
      database,
      `WITH gone AS (DELETE FROM readings WHERE series_id = $2 AND ts IN (
         SELECT ts FROM readings WHERE series_id = $2 AND ts < $1 LIMIT $3) RETURNING 1)
       SELECT count(*)::int AS n FROM gone`,
      [readingsKeptFrom(now, policy.RETENTION_READINGS_DAYS), series_id],
      batchRows,
    );
    readings.rows += done.rows;
    readings.batches += done.batches;
  }
  report.readings = readings;
  return report;
}

const RETENTION_JOB_ID = (dayOffset: number) =>
  `'retention:' || to_char((now() AT TIME ZONE 'UTC')::date + ${dayOffset}, 'YYYY-MM-DD')`;

/** Queues the retention run of the day `dayOffset` days from today (UTC), once. */
async function queueRetention(database: DatabaseHandle, dayOffset: 0 | 1): Promise<void> {
  await database.transaction((query) =>
    query(
      `INSERT INTO jobs (id, kind, payload, run_at)
       VALUES (${RETENTION_JOB_ID(dayOffset)}, '${RETENTION_JOB}', '{}'::jsonb,
               date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' + make_interval(days => ${dayOffset}))
       ON CONFLICT (id) DO NOTHING`,
    ),
  );
}

/** Queues today's run (a no-op when it is queued or done already): at every start. */
export const scheduleRetention = (database: DatabaseHandle) => queueRetention(database, 0);

export function retentionJobHandler(database: DatabaseHandle, policy: RetentionPolicy): JobHandler {
  return {
    async run() {
      // Tomorrow's first: a run that fails (a partition change that gave up waiting for a lock,
      // telemetry/readings-partitions.ts) still leaves the schedule going.
      await queueRetention(database, 1);
      return applyRetention(database, policy);
    },
  };
}
