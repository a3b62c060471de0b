/**
 * The demo's record in system settings: the anchor its history ends at and how many days it
 * holds. The live simulator continues the same signals from it; a database without it is not a
 * demo.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../connect';
import { systemSettings } from '../schema/index';

const DEMO_SETTINGS_KEY = 'demo';

const demoSettings = z.object({ anchor: z.iso.datetime(), days: z.number() });
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
