/**
 * Ctrl-C while a first start loads the demo history (issue 18): the server has been answering
 * since the foundation was in, stops the load between two days and exits 0; the next start goes
 * on with the days still missing, live readings flowing meanwhile, and ends with the whole
 * history.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase } from '../src/db/connect';
import { readDemoSettings } from '../src/db/seed/demo-settings';
import {
  exitOf,
  freePort,
  spawnServer,
  untilDemoHistoryLoaded,
  untilListening,
  type ServerProcess,
} from './fixtures/server-process';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'airboard-demo-restart-'));
// Six days: long enough to stop after the first; the simulator on, as a real start has it.
const demo = {
  AIRBOARD_DEMO_DATA: 'on',
  AIRBOARD_DEMO_DAYS: '6',
  AIRBOARD_SIMULATOR: 'on',
  LOG_LEVEL: 'warn',
};
let server: ServerProcess | undefined;

afterAll(() => {
  server?.child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Waits for `condition`; fails with the server's output after 90 s or when it has exited. */
async function until(what: string, condition: () => boolean) {
  const deadline = Date.now() + 90_000;
  while (!condition()) {
    if (Date.now() > deadline || server?.child.exitCode !== null) {
      throw new Error(`${what} did not happen:\n${server?.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it('stops the load on shutdown, and the next start completes it', async () => {
  const port = await freePort();
  server = spawnServer({ port, dataDir, env: demo, tsxLoader: true });
  await untilListening(server);
  // Listening while the history loads: the health check says how far it is.
  const health = await fetch(`http://127.0.0.1:${port}/api/health`);
  expect(await health.json()).toHaveProperty('demoHistory.loadingPercent');
  await until('the newest day', () => /demo history [1-9]\d? % loaded/.test(server!.output()));
  server.child.kill('SIGINT');
  expect(await exitOf(server.child)).toBe(0);
  expect(server.output()).toContain('demo history load stopped');
  expect(server.output()).not.toContain('demo history loaded in');

  const cutOff = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  const stoppedAt = (await readDemoSettings(cutOff.db))?.stepsLoaded;
  await cutOff.close();
  expect(stoppedAt).toBeGreaterThanOrEqual(1);

  server = spawnServer({ port, dataDir, env: demo, tsxLoader: true });
  await untilDemoHistoryLoaded(server);
  const answer: unknown = await (await fetch(`http://127.0.0.1:${port}/api/health`)).json();
  expect(answer).not.toHaveProperty('demoHistory');
  server.child.kill('SIGTERM');
  expect(await exitOf(server.child)).toBe(0);

  const whole = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    expect((await readDemoSettings(whole.db))?.stepsLoaded).toBeUndefined();
    const [span] = await whole.transaction((query) =>
      query(
        z.object({ days: z.number(), duplicates: z.number() }),
        `SELECT (extract(epoch FROM max(ts) - min(ts)) / 86400)::float8 AS days,
                (SELECT count(*)::int FROM (SELECT series_id, bucket FROM reading_rollups
                  GROUP BY 1, 2 HAVING count(*) > 1) d) AS duplicates
           FROM readings`,
      ),
    );
    expect(span!.days).toBeGreaterThan(5.9);
    expect(span!.duplicates).toBe(0);
  } finally {
    await whole.close();
  }
}, 240_000);
