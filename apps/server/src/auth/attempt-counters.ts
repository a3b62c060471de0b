/**
 * Attempt counters in the database (table attempt_counters), shared by every server process: one
 * statement counts an attempt on several keys at once and returns the new counts, so concurrent
 * requests can never all read "under the limit" before any of them is counted. A key is counted
 * in a fixed window that starts at its first attempt; a count whose window has passed starts over.
 */
import { inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { attemptCounters } from '../db/schema/index';

export interface AttemptCount {
  count: number;
  /** Until the key's window ends (at least 1 ms). */
  remainingMs: number;
}

/** Stale rows are deleted at most this often, by whichever call comes next. */
const SWEEP_EVERY_MS = 60_000;
let nextSweepAt = 0;

/** Counts one attempt on each of the (distinct) keys, atomically; returns each key's new count. */
export async function countAttempt(
  db: Database,
  keys: readonly string[],
  windowMs: number,
): Promise<Map<string, AttemptCount>> {
  await sweepEndedWindows(db);
  const windowEnd = sql`now() + ${windowMs} * interval '1 millisecond'`;
  const ended = sql`${attemptCounters.windowEndsAt} <= now()`;
  const rows = await db
    .insert(attemptCounters)
    .values(keys.map((key) => ({ key, count: 1, windowEndsAt: windowEnd })))
    .onConflictDoUpdate({
      target: attemptCounters.key,
      set: {
        count: sql`case when ${ended} then 1 else ${attemptCounters.count} + 1 end`,
        windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${attemptCounters.windowEndsAt} end`,
      },
    })
    .returning({
      key: attemptCounters.key,
      count: attemptCounters.count,
      remainingMs:
        sql<number>`greatest(1, ceil(extract(epoch from ${attemptCounters.windowEndsAt} - now()) * 1000))`.mapWith(
          Number,
        ),
    });
  return new Map(rows.map(({ key, ...count }) => [key, count]));
}

/** Takes back one counted attempt of each key (it turned out not to be a failure). */
export async function uncountAttempt(db: Database, keys: readonly string[]): Promise<void> {
  await db
    .update(attemptCounters)
    .set({ count: sql`greatest(${attemptCounters.count} - 1, 0)` })
    .where(inArray(attemptCounters.key, [...keys]));
}

/** Forgets the keys' counts. */
export async function forgetAttempts(db: Database, keys: readonly string[]): Promise<void> {
  await db.delete(attemptCounters).where(inArray(attemptCounters.key, [...keys]));
}

/** Rows whose window has ended count nothing any more; deleting them bounds the table. */
async function sweepEndedWindows(db: Database): Promise<void> {
  const now = Date.now();
  if (now < nextSweepAt) {
    return;
  }
  nextSweepAt = now + SWEEP_EVERY_MS;
  await db.delete(attemptCounters).where(lt(attemptCounters.windowEndsAt, sql`now()`));
}
