/**
 * Periodic work that every server process runs on its own timer (the live demo's minute, the
 * simulated kits' reports) but that must be done once per period across all of them (issue 20:
 * no leader process to lose). The processes take turns under an advisory lock, and the last
 * period done is marked in system_settings: a process that comes second finds its period done
 * and skips it. The mark is written after the work, in the lock's transaction, so work that fails
 * leaves its period to the next process to try.
 */
import { z } from 'zod';
import type { DatabaseHandle } from './connect';

const doneMark = z.object({ value: z.object({ period: z.number() }) });

/**
 * Runs `work` for `period` (a number that grows with time, e.g. the minute) unless a process has
 * done this period or a later one; returns its result, or null when skipped. On the embedded
 * database one process owns the data, so the work simply runs.
 */
export async function onceAcrossProcesses<T>(
  database: DatabaseHandle,
  name: string,
  period: number,
  work: () => Promise<T>,
): Promise<T | null> {
  if (database.kind === 'pglite') {
    // Its one connection could not hold the lock while the work runs beside it.
    return work();
  }
  const key = `airboard.${name}`;
  return database.transaction(async (query) => {
    await query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [key]);
    const [done] = await query(doneMark, `SELECT value FROM system_settings WHERE key = $1`, [key]);
    if (done && done.value.period >= period) {
      return null;
    }
    const result = await work();
    await query(
      `INSERT INTO system_settings (key, value) VALUES ($1, $2::jsonb)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`,
      [key, JSON.stringify({ period })],
    );
    return result;
  });
}
