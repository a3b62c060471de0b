/**
 * The server as a process: it starts on an empty data folder, refuses a second server on the same
 * folder, finishes a request still in flight when SIGTERM lands (its body arrives after the
 * signal) and exits cleanly within the 10 s bound.
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { messages } from '@airboard/shared/messages';
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

it('finishes a request that is in flight when SIGTERM lands, and exits 0 within 10 s', async () => {
  // A sign-in whose body is half sent: the server has the request but cannot answer it yet.
  const body = JSON.stringify({
    username: 'nobody@example.test',
    password: 'not the password',
    project: 'noproject1',
  });
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/users/login',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      expect: '100-continue',
    },
  });
  const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on('error', reject);
  });
  request.flushHeaders();
  await untilContinue(request);
  request.write(body.slice(0, 10));
  const started = Date.now();
  server.child.kill('SIGTERM');
  // The server stops listening as it starts draining: from then on the request is truly in flight.
  await untilRefused(port);
  request.end(body.slice(10));
  const response = await answered;
  expect(response.status).toBe(401);
  expect(JSON.parse(response.text)).toEqual({
    errorMessage: messages.incorrectUsernameAndPassword,
  });
  expect(await exitOf(server.child)).toBe(0);
  expect(Date.now() - started).toBeLessThan(10_000);
  expect(fs.existsSync(path.join(dataDir, 'airboard.lock'))).toBe(false);
});

/**
 * Until the server has read the request's headers: it answers `Expect: 100-continue` only then,
 * so from here the request is the server's, not a connection that has not spoken yet.
 */
function untilContinue(request: http.ClientRequest): Promise<void> {
  return new Promise((resolve, reject) => {
    request.once('error', reject);
    request.once('continue', () => resolve());
  });
}

/** Until a new connection to the port is refused: the server has closed its listener. */
async function untilRefused(listenPort: number): Promise<void> {
  for (;;) {
    const refused = await new Promise<boolean>((resolve) => {
      const probe = net.connect(listenPort, '127.0.0.1');
      probe.once('connect', () => {
        probe.destroy();
        resolve(false);
      });
      probe.once('error', () => resolve(true));
    });
    if (refused) {
      return;
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}
