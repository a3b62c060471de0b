/** Seeding entry points: load the demo into an empty database, or wipe and reload it. */
import { z } from 'zod';
import type { DatabaseHandle } from '../connect';
import { users } from '../schema/index';
import { loadDemoData } from './load-demo';

/** True when the database has no accounts yet (a first start). */
export async function isEmptyDatabase(handle: DatabaseHandle): Promise<boolean> {
  const rows = await handle.db.select({ id: users.id }).from(users).limit(1);
  return rows.length === 0;
}

export async function loadDemoTimed(
  handle: DatabaseHandle,
  days: number,
  log: (m: string) => void,
) {
  const started = performance.now();
  const summary = await loadDemoData(handle, { days, log });
  const seconds = (performance.now() - started) / 1000;
  log(
    `demo data loaded in ${seconds.toFixed(1)} s: ${summary.readings.toLocaleString('en-US')} readings, ` +
      `${summary.rollups.toLocaleString('en-US')} quarter-hour rollups, ${summary.alerts} alerts (${summary.activeAlerts} active)`,
  );
  return { summary, seconds };
}

/** Empties every table (keeping the schema and migration history) and loads the demo. */
export async function resetAndLoadDemo(
  handle: DatabaseHandle,
  days: number,
  log: (m: string) => void,
) {
  await handle.transaction(async (query) => {
    const tables = await query(
      z.object({ tablename: z.string() }),
      `select tablename from pg_tables where schemaname = 'public'`,
    );
    if (tables.length > 0) {
      await query(
        `TRUNCATE ${tables.map((t) => `"${t.tablename}"`).join(', ')} RESTART IDENTITY CASCADE`,
      );
    }
  });
  return loadDemoTimed(handle, days, log);
}
