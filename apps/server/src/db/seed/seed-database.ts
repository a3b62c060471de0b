/**
 * Seeding entry points: what a server's start does with the demo (the foundation before it
 * listens, the history behind it), and loading the whole demo at once, afresh or not.
 */
import { z } from 'zod';
import type { DatabaseHandle } from '../connect';
import { users } from '../schema/index';
import {
  NO_DEMO_HISTORY_LOAD,
  startDemoHistoryLoad,
  type DemoHistoryLoad,
} from './demo-history-load';
import { loadDemoFoundation, unfinishedDemo, type DemoLoadSummary } from './load-demo';

/** True when the database has no accounts yet (a first start). */
export async function isEmptyDatabase(handle: DatabaseHandle): Promise<boolean> {
  const rows = await handle.db.select({ id: users.id }).from(users).limit(1);
  return rows.length === 0;
}

/**
 * A server's start: an empty database gets the demo's foundation (accounts, sites, points) before
 * the server listens; then the history still missing — all of it after a first start, or the rest
 * of a load cut off — loads in the background while the server answers.
 */
export async function startDemo(
  handle: DatabaseHandle,
  days: number,
  say: (line: string) => void,
): Promise<DemoHistoryLoad> {
  if (await isEmptyDatabase(handle)) {
    say(`first start: loading ${days} days of demo data`);
    const started = performance.now();
    const { points } = await loadDemoFoundation(handle, { days });
    say(
      `demo accounts, sites and ${points} points loaded in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
        'the history loads in the background, newest day first',
    );
  }
  const settings = await unfinishedDemo(handle);
  return settings ? startDemoHistoryLoad(handle, settings, say) : NO_DEMO_HISTORY_LOAD;
}

/** Loads the whole demo and waits for its history (`npm run seed`, benchmarks). */
export async function loadDemoTimed(
  handle: DatabaseHandle,
  days: number,
  log: (m: string) => void,
): Promise<{ summary: DemoLoadSummary; seconds: number }> {
  const started = performance.now();
  const { settings, points } = await loadDemoFoundation(handle, { days });
  const history = await startDemoHistoryLoad(handle, settings, log).finished;
  if (!history) {
    throw new Error('the demo history did not load');
  }
  return { summary: { ...history, points }, seconds: (performance.now() - started) / 1000 };
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
