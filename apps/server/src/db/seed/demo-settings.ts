/**
 * The demo's record in system settings: the anchor its history ends at and how many days it
 * holds. The live simulator continues the same signals from it; a database without it is not a
 * demo. While the history is still loading (in the background after a first start, in the steps
 * of load/history.ts) `stepsLoaded` counts the steps in: each step's rows and this count commit
 * together, so a load cut off (Ctrl-C, a crash) goes on from there at the next start.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, SqlRunner } from '../connect';
import { systemSettings } from '../schema/index';

const DEMO_SETTINGS_KEY = 'demo';

const demoSettings = z.object({
  anchor: z.iso.datetime(),
  days: z.number(),
  /** Absent once the whole history is in. */
  stepsLoaded: z.number().int().min(0).optional(),
  /** Which split of the history into steps `stepsLoaded` counts (HISTORY_PLAN); absent: the first. */
  historyPlan: z.number().int().optional(),
});
export type DemoSettings = z.infer<typeof demoSettings>;

export async function saveDemoSettings(db: Database, settings: DemoSettings): Promise<void> {
  await db.insert(systemSettings).values({ key: DEMO_SETTINGS_KEY, value: settings });
}

/** The demo's settings, or null when the database holds no demo. */
export async function readDemoSettings(db: Database): Promise<DemoSettings | null> {
  const [row] = await db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, DEMO_SETTINGS_KEY));
  return row ? demoSettings.parse(row.value) : null;
}

/**
 * Inside a history transaction: waits for any other loader of this database (several servers on
 * one PostgreSQL), then reads the settings as they are now.
 */
export async function lockDemoSettings(query: SqlRunner): Promise<DemoSettings | null> {
  await query(`SELECT pg_advisory_xact_lock(hashtext('airboard.demo-history'))`);
  const [row] = await query(
    z.object({ value: demoSettings }),
    `SELECT value FROM system_settings WHERE key = $1`,
    [DEMO_SETTINGS_KEY],
  );
  return row?.value ?? null;
}

/** Inside a history transaction: records how far the history is loaded. */
export async function markDemoHistory(query: SqlRunner, settings: DemoSettings): Promise<void> {
  await query(`UPDATE system_settings SET value = $2::jsonb WHERE key = $1`, [
    DEMO_SETTINGS_KEY,
    JSON.stringify(settings),
  ]);
}
