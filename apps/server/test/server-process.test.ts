/**
 * The server as a process: it starts on an empty data folder, refuses a second server on the same
 * folder, finishes an in-flight request on SIGTERM and exits cleanly within the 10 s bound.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');
const tsx = path.resolve(serverDir, '../../node_modules/.bin/tsx');
let dataDir: string;
let port: number;
let server: ChildProcess;
let output = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

function startServer(): ChildProcess {
  return spawn(tsx, ['src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      AIRBOARD_DATA_DIR: dataDir,
      AIRBOARD_DEMO_DATA: 'off',
      AIRBOARD_SIMULATOR: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'airboard-process-'));
  port = await freePort();
  server = startServer();
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (!output.includes('Airboard is running')) {
    if (Date.now() > deadline || server.exitCode !== null) {
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
});

afterAll(() => {
  server.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('refuses to open a data folder that another server is using', async () => {
  const second = startServer();
  let errorOutput = '';
  second.stderr?.on('data', (chunk: Buffer) => (errorOutput += chunk.toString()));
  expect(await exitOf(second)).not.toBe(0);
  expect(errorOutput).toContain('is in use by another Airboard server');
});

it('finishes in-flight requests on SIGTERM and exits 0 within 10 s', async () => {
  const inFlight = fetch(`http://127.0.0.1:${port}/api/health`);
  await new Promise((r) => setTimeout(r, 20));
  const started = Date.now();
  server.kill('SIGTERM');
  const response = await inFlight;
  expect(response.status).toBe(200);
  expect(await exitOf(server)).toBe(0);
  expect(Date.now() - started).toBeLessThan(10_000);
  expect(fs.existsSync(path.join(dataDir, 'airboard.lock'))).toBe(false);
});
