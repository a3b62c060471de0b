/**
 * The security suite's peer: the built server (dist/main.js, as deployed) on a loopback port with
 * its own data folder, the demo data (one day, no simulator) and a real SMTP mailbox. Each attack
 * file starts its own, so an attack that floods or locks one server cannot colour another file's
 * result. `api(path, init)` calls it over real HTTP; `signIn` returns a demo account's token.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-layout';
import { startMailbox, type Mailbox } from '../fixtures/smtp-mailbox';
import {
  builtEntry,
  freePort,
  spawnServer,
  untilListening,
  type ServerProcess,
} from '../fixtures/server-process';

export interface BuiltServer {
  /** http://127.0.0.1:port */
  baseUrl: string;
  port: number;
  mailbox: Mailbox;
  process: ServerProcess;
  /** The server's data folder (AIRBOARD_DATA_DIR). */
  dataDir: string;
  /** fetch() of a path on the server (API paths as the spec names them: /users/…, /api/…). */
  api(pathname: string, init?: RequestInit): Promise<Response>;
  /** A demo account's bearer token (password `airboard-demo`), signed in to its first project. */
  signIn(email: string): Promise<string>;
}

/** Starts the built server for the file's tests and stops it after them. */
export function useBuiltServer(env: Record<string, string> = {}): BuiltServer {
  const server = {} as BuiltServer;
  let dataDir: string;
  beforeAll(async () => {
    if (!fs.existsSync(builtEntry)) {
      throw new Error(`${builtEntry} is missing: run \`npm run build\` first`);
    }
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'airboard-security-'));
    const mailbox = await startMailbox();
    const port = await freePort();
    const child = spawnServer({
      port,
      dataDir,
      built: true,
      env: {
        AIRBOARD_DEMO_DATA: 'on',
        AIRBOARD_DEMO_DAYS: '1',
        SMTP_URL: mailbox.url,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ...env,
      },
    });
    await untilListening(child);
    const baseUrl = `http://127.0.0.1:${port}`;
    Object.assign(server, {
      baseUrl,
      port,
      mailbox,
      process: child,
      dataDir,
      api: (pathname: string, init?: RequestInit) => fetch(`${baseUrl}${pathname}`, init),
      signIn: (email: string) => signIn(baseUrl, email),
    });
  });
  afterAll(async () => {
    server.process?.child.kill('SIGKILL');
    await server.mailbox?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return server;
}

async function signIn(baseUrl: string, email: string): Promise<string> {
  const res = await fetch(`${baseUrl}/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) {
    throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  }
  const body = (await res.json()) as { token: string };
  return body.token;
}
