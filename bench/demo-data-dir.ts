/**
 * A PGlite data folder with 60 days of demo data for the benchmarks that run the built server
 * (BENCH_OVERLOAD_DIR, about 300 MB: docs/performance.md, "the data folder"; loaded in about a
 * minute the first time, then kept so runs before and after a change measure the same data).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/server/src/db/connect';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { loadDemoTimed } from '../apps/server/src/db/seed/seed-database';

export async function demoDataDir(): Promise<string> {
  const dir = process.env.BENCH_OVERLOAD_DIR ?? path.join(os.tmpdir(), 'airboard-bench-overload');
  const pgliteDir = path.join(dir, 'pglite');
  if (!fs.existsSync(pgliteDir)) {
    const handle = await openDatabase({ dataDir: pgliteDir });
    await migrateDatabase(handle);
    await loadDemoTimed(handle, 60, () => undefined);
    await handle.close();
  }
  return dir;
}

/** The PGlite folder inside a data folder, for opening the database in-process. */
export const pgliteDirOf = (dataDir: string) => path.join(dataDir, 'pglite');
