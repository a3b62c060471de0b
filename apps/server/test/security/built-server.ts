/**
 * The security suite's peer: the built server (dist/main.js, as deployed) on a loopback port with
 * its own data folder, the demo data (one day, no simulator) and a real SMTP mailbox. Each attack
 * file starts its own, on its own copy of the suite's seeded data folder (seeded-data-folder.ts),
 * so an attack that floods or locks one server cannot colour another file's result.
 * `api(path, init)` calls it over real HTTP; `signIn` returns a demo account's token.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { signInDemoAccount, type DemoSession } from '../fixtures/demo-sign-in';
import { startMailbox, type Mailbox } from '../fixtures/smtp-mailbox';
import {
  freePort,
  spawnServer,
  untilListening,
  type ServerProcess,
} from '../fixtures/server-process';
import { SECURITY_DEMO, SEEDED_DATA_FOLDER } from './seeded-data-folder';

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
  /** A demo account (password `airboard-demo`) signed in to the named project, or its first. */
  signIn(email: string, projectName?: string, password?: string): Promise<DemoSession>;
  /** A JSON call with the bearer token (or none): GET, or POST when there is a body, or `method`. */
  call(token: string | null, pathname: string, body?: unknown, method?: string): Promise<Response>;
}

/** Starts the built server for the file's tests and stops it after them. */
export function useBuiltServer(env: Record<string, string> = {}): BuiltServer {
  const server = {} as BuiltServer;
  let dataDir: string;
  beforeAll(async () => {
    // The suite's global setup seeded it (and found the build); each file's server gets a copy.
    const seeded = process.env[SEEDED_DATA_FOLDER];
    if (!seeded) {
      throw new Error(
        `${SEEDED_DATA_FOLDER} is unset: run the suite with vitest.security.config.ts`,
      );
    }
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'airboard-security-'));
    fs.cpSync(seeded, dataDir, { recursive: true });
    const mailbox = await startMailbox();
    const port = await freePort();
    const child = spawnServer({
      port,
      dataDir,
      built: true,
      env: {
        ...SECURITY_DEMO,
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
      signIn: (email: string, projectName?: string, password?: string) =>
        signInDemoAccount(baseUrl, email, projectName, password),
      call: (token: string | null, pathname: string, body?: unknown, method?: string) =>
        fetch(`${baseUrl}${pathname}`, {
          method: method ?? (body === undefined ? 'GET' : 'POST'),
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        }),
    });
  });
  afterAll(async () => {
    server.process?.child.kill('SIGKILL');
    await server.mailbox?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return server;
}
