/**
 * The security suite's global setup: one data folder with the demo data (one day), seeded once by
 * the built server and stopped cleanly, that each attack file's server starts from a copy of
 * (built-server.ts). Every file still gets a server and data of its own; only the seeding, most
 * of a file's start-up, is no longer done twelve times.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  builtEntry,
  exitOf,
  freePort,
  spawnServer,
  untilDemoHistoryLoaded,
  untilListening,
} from '../fixtures/server-process';

/** The environment variable naming the seeded folder, inherited by the test workers. */
export const SEEDED_DATA_FOLDER = 'AIRBOARD_TEST_SEEDED_DATA_FOLDER';

/** The demo data every attack file's server holds: one day of history, no simulator. */
export const SECURITY_DEMO = { AIRBOARD_DEMO_DATA: 'on', AIRBOARD_DEMO_DAYS: '1' };

export default async function seedDataFolder(): Promise<() => void> {
  if (!fs.existsSync(builtEntry)) {
    throw new Error(`${builtEntry} is missing: run \`npm run build\` first`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'airboard-security-seeded-'));
  const server = spawnServer({ port: await freePort(), dataDir, built: true, env: SECURITY_DEMO });
  try {
    await untilListening(server);
    await untilDemoHistoryLoaded(server);
  } finally {
    // SIGTERM: a clean stop, so the copies open a database that was closed properly.
    server.child.kill('SIGTERM');
    await exitOf(server.child);
  }
  process.env[SEEDED_DATA_FOLDER] = dataDir;
  return () => fs.rmSync(dataDir, { recursive: true, force: true });
}
