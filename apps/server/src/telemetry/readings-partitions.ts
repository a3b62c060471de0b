/**
 * The readings' month partitions (issue 20, item 5; migration 0021): `readings` is partitioned by
 * UTC month on ts, one table `readings_YYYY_MM` a month, and `readings_default` takes what falls
 * in no month created. This keeps a month for every month ingestion accepts — from the oldest day
 * kept (RETENTION_READINGS_DAYS) to two months ahead — and drops the months wholly older than
 * that, so retention frees whole tables instead of deleting rows one by one (jobs/retention.ts).
 *
 * It runs at start (main.ts, and the demo loader for the months of its history) and in the daily
 * retention job, on every server process at once: each change to the partitions takes an advisory
 * lock and looks again, so two processes never create or drop the same month.
 *
 * Rows of a month the default partition holds (a reading older than the months created, or a
 * test's reading in 2030) move into the month when it is created: PostgreSQL refuses a partition
 * whose rows the default holds, so the default is detached, the month created, its rows moved and
 * the default attached again, in one transaction.
 */
import { z } from 'zod';
import type { DatabaseHandle, SqlRunner } from '../db/connect';

/** Months created ahead of the current one, so a month's first reading never waits for upkeep. */
export const READINGS_MONTHS_AHEAD = 2;

const DAY_MS = 86_400_000;
const MONTH_TABLE = /^readings_(\d{4})_(\d{2})$/;

/** The first instant of the UTC month `offset` months from the month of `at`. */
export function monthStart(at: Date, offset = 0): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + offset, 1));
}

/** The partition table of the month starting at `month`. */
export function monthTable(month: Date): string {
  return `readings_${month.getUTCFullYear()}_${String(month.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * Runs a change to the partitions in a transaction of its own under the advisory lock. Creating,
 * detaching and dropping a partition lock `readings` itself against every insert and read: past
 * 10 s of waiting for one (a long report) the change gives up rather than queue all ingestion
 * behind it, and the next upkeep tries again (the months ahead leave two months for that).
 */
function underLock<T>(database: DatabaseHandle, change: (query: SqlRunner) => Promise<T>) {
  return database.transaction(async (query) => {
    await query(`SELECT pg_advisory_xact_lock(hashtext('airboard.readings-partitions'))`);
    await query(`SET LOCAL lock_timeout = '10s'`);
    return change(query);
  });
}

const partitionRow = z.object({ name: z.string() });

/** The month partitions that exist, by the month each starts. */
async function monthPartitions(query: SqlRunner): Promise<Map<number, string>> {
  const rows = await query(
    partitionRow,
    `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = 'readings'::regclass`,
  );
  const months = new Map<number, string>();
  for (const { name } of rows) {
    const match = MONTH_TABLE.exec(name);
    if (match) {
      months.set(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1), name);
    }
  }
  return months;
}

/**
 * Creates the month starting at `month` unless another process did (the caller holds the lock),
 * moving the default partition's rows of that month into it. True when it created it.
 */
async function createMonth(query: SqlRunner, month: Date): Promise<boolean> {
  if ((await monthPartitions(query)).has(month.getTime())) {
    return false;
  }
  // Bounds from our own Date values: ISO strings, nothing from outside reaches this SQL.
  const from = month.toISOString();
  const to = monthStart(month, 1).toISOString();
  const create = `CREATE TABLE ${monthTable(month)} PARTITION OF readings
                  FOR VALUES FROM ('${from}') TO ('${to}')`;
  const [held] = await query(
    z.object({ held: z.boolean() }),
    `SELECT EXISTS (SELECT 1 FROM readings_default WHERE ts >= $1 AND ts < $2) AS held`,
    [from, to],
  );
  if (!held?.held) {
    await query(create);
    return true;
  }
  await query(`ALTER TABLE readings DETACH PARTITION readings_default`);
  await query(create);
  await query(
    `WITH moved AS (DELETE FROM readings_default WHERE ts >= $1 AND ts < $2
                    RETURNING series_id, ts, value)
     INSERT INTO readings (series_id, ts, value) SELECT series_id, ts, value FROM moved`,
    [from, to],
  );
  await query(`ALTER TABLE readings ATTACH PARTITION readings_default DEFAULT`);
  return true;
}

/**
 * Makes sure a month partition exists for every month from the one of `from` to the one of `to`
 * plus READINGS_MONTHS_AHEAD; returns the tables it created.
 */
export async function ensureReadingMonths(
  database: DatabaseHandle,
  range: { from: Date; to: Date },
): Promise<string[]> {
  const existing = await database.transaction((query) => monthPartitions(query));
  const created: string[] = [];
  const last = monthStart(range.to, READINGS_MONTHS_AHEAD).getTime();
  for (let month = monthStart(range.from); month.getTime() <= last; month = monthStart(month, 1)) {
    if (existing.has(month.getTime())) {
      continue;
    }
    // One transaction a month: the lock is held for one short change, not the whole run.
    const made = await underLock(database, (query) => createMonth(query, month));
    if (made) {
      created.push(monthTable(month));
    }
  }
  return created;
}

/**
 * Detaches and drops the month partitions that end at or before `before` (their readings are all
 * older than what is kept; the rollups stay). Returns the tables dropped.
 */
export async function dropReadingMonthsBefore(
  database: DatabaseHandle,
  before: Date,
): Promise<string[]> {
  const existing = await database.transaction((query) => monthPartitions(query));
  const dropped: string[] = [];
  for (const [start, name] of [...existing].sort(([a], [b]) => a - b)) {
    if (monthStart(new Date(start), 1).getTime() > before.getTime()) {
      break;
    }
    const gone = await underLock(database, async (query) => {
      if (!(await monthPartitions(query)).has(start)) {
        return false;
      }
      await query(`ALTER TABLE readings DETACH PARTITION ${name}`);
      await query(`DROP TABLE ${name}`);
      return true;
    });
    if (gone) {
      dropped.push(name);
    }
  }
  return dropped;
}

/** The oldest instant whose raw readings are kept (the row-by-row retention uses the same). */
export function readingsKeptFrom(now: Date, keptDays: number): Date {
  const from = new Date(now.getTime() - keptDays * DAY_MS);
  from.setUTCMinutes(0, 0, 0);
  return from;
}

/**
 * The daily upkeep: the months of the kept window and the ones ahead exist, and the months wholly
 * before the window are gone. Returns what changed.
 */
export async function upkeepReadingMonths(
  database: DatabaseHandle,
  keptDays: number,
  now = new Date(),
): Promise<{ created: string[]; dropped: string[] }> {
  const keptFrom = readingsKeptFrom(now, keptDays);
  const dropped = await dropReadingMonthsBefore(database, keptFrom);
  const created = await ensureReadingMonths(database, { from: keptFrom, to: now });
  return { created, dropped };
}
