/**
 * The server as a process: it starts on an empty data folder, refuses a second server on the same
 * folder, finishes an in-flight request on SIGTERM and exits cleanly within the 10 s bound.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  exitOf,
  freePort,
  spawnServer,
  untilListening,
  type ServerProcess,
} from './fixtures/server-process';

let dataDir: string;
let port: number;
let server: ServerProcess;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'airboard-process-'));
  port = await freePort();
  server = spawnServer({ port, dataDir });
  await untilListening(server);
});

afterAll(() => {
  server.child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('refuses to open a data folder that another server is using', async () => {
  const second = spawnServer({ port, dataDir });
  expect(await exitOf(second.child)).not.toBe(0);
  expect(second.output()).toContain('is in use by another Airboard server');
});

it('finishes in-flight requests on SIGTERM and exits 0 within 10 s', async () => {
  const inFlight = fetch(`http://127.0.0.1:${port}/api/health`);
  await new Promise((r) => setTimeout(r, 20));
  const started = Date.now();
  server.child.kill('SIGTERM');
  const response = await inFlight;
  expect(response.status).toBe(200);
  expect(await exitOf(server.child)).toBe(0);
  expect(Date.now() - started).toBeLessThan(10_000);
  expect(fs.existsSync(path.join(dataDir, 'airboard.lock'))).toBe(false);
});
