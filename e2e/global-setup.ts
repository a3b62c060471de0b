// Starts the built server once for the whole e2e run, on a free loopback port with demo data
// seeded into a fresh data folder (nothing a previous run stored can make a spec pass), hands its base URL to the specs (`inject('baseUrl')`) and stops it when the run ends.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { OAuth2Server } from 'oauth2-mock-server';
import { IDP_ISSUER, startTestIdp } from '../apps/server/test/fixtures/saml-idp';
import { startMailbox } from '../apps/server/test/fixtures/smtp-mailbox';
import { freePort } from '../apps/server/test/fixtures/server-process';
import {
  E2E_COMMANDER_SECRET,
  E2E_GOOGLE_SUBJECT,
  E2E_SAML_USER,
  E2E_SSO_EMAIL_DOMAIN,
  MAIL_DIR as mailDir,
} from './support/accounts-env';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const serverMain = path.join(repoRoot, 'apps/server/dist/main.js');
const serverLog = path.join(repoRoot, 'e2e/test-results/server.log');
const healthTimeoutMs = 180_000;
const stopTimeoutMs = 15_000;

export default async function startServer(project: TestProject): Promise<() => Promise<void>> {
  if (!fs.existsSync(serverMain)) {
    throw new Error(`${serverMain} is missing: build first (npm run test:e2e builds, then tests)`);
  }
  const port = await freePort();
  // A new folder each run, removed when the run ends: every run starts from the same demo data.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'airboard-e2e-'));
  fs.rmSync(mailDir, { recursive: true, force: true });
  fs.mkdirSync(mailDir, { recursive: true });
  let mailCount = 0;
  const mailbox = await startMailbox((raw) => {
    mailCount += 1;
    fs.writeFileSync(path.join(mailDir, `${String(mailCount).padStart(4, '0')}.eml`), raw);
  });
  // Real identity providers on loopback for the single sign-on and Google specs.
  const samlIdp = await startTestIdp('airboard');
  samlIdp.next = { nameId: E2E_SAML_USER };
  const google = new OAuth2Server();
  await google.issuer.keys.generate('RS256');
  await google.start(0, '127.0.0.1');
  google.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    token.payload.sub = E2E_GOOGLE_SUBJECT;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    AIRBOARD_DATA_DIR: dataDir,
    AIRBOARD_SIMULATOR: 'off',
    // The schedules spec moves the scheduler's clock past a transition (POST /api/test/clock).
    AIRBOARD_TEST_CLOCK: 'on',
    AIRBOARD_DEMO_DAYS: '14',
    // The seed says so at info level: the check below reads it.
    LOG_LEVEL: 'info',
    SMTP_URL: mailbox.url,
    // Alert texts and phone codes go out as e-mails to this gateway ({number}: E.164 digits
    // without '+'), so the account spec reads the verification code from the mailbox (issue 22).
    SMS_EMAIL_GATEWAY: '{number}@sms.e2e.example',
    // A first screen is always rendered (decision 023), however busy the machine: the specs see
    // one behaviour, not the fallback a slow render gets in production.
    FIRST_SCREEN_TIMEOUT_MS: '20000',
    SSO_EMAIL_DOMAIN: E2E_SSO_EMAIL_DOMAIN,
    COMMANDER_JWT_SECRET: E2E_COMMANDER_SECRET,
    SAML_ENTRY_POINT: samlIdp.entryPoint,
    SAML_IDP_ISSUER: IDP_ISSUER,
    SAML_IDP_CERT: samlIdp.cert,
    GOOGLE_ISSUER: google.issuer.url ?? '',
    GOOGLE_CLIENT_ID: 'airboard-e2e',
    GOOGLE_CLIENT_SECRET: 'airboard-e2e-secret',
  };
  // Always the embedded database in the fresh folder: never seed demo data into a developer's server.
  delete env.DATABASE_URL;

  fs.mkdirSync(path.dirname(serverLog), { recursive: true });
  const log = fs.createWriteStream(serverLog);
  const server = spawn(process.execPath, [serverMain], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The tail of the output explains a server that dies or never becomes healthy.
  let recentOutput = '';
  let seeded = false;
  for (const stream of [server.stdout, server.stderr]) {
    stream.on('data', (chunk: Buffer) => {
      log.write(chunk);
      recentOutput = (recentOutput + chunk.toString()).slice(-20_000);
      seeded ||= chunk.toString().includes('first start: loading');
    });
  }
  // An aborted run (Ctrl-C) gets no teardown, so the server is also stopped on exit. Prepended:
  // Vitest's own 'exit' listener calls process.exit() again, which skips the listeners after it.
  const stopOnExit = () => {
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.prependOnceListener('exit', stopOnExit);

  const startedAt = Date.now();
  try {
    await waitUntilHealthy(server, baseUrl, () => recentOutput);
    if (!seeded) {
      throw new Error(`the server did not seed a fresh database in ${dataDir}:\n${recentOutput}`);
    }
  } catch (error) {
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  console.log(
    `[e2e] server ready at ${baseUrl} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s (log: ${path.relative(repoRoot, serverLog)})`,
  );
  project.provide('baseUrl', baseUrl);

  return async () => {
    process.off('exit', stopOnExit);
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
    log.end();
    await mailbox.close();
    await samlIdp.close();
    await google.stop();
  };
}

async function waitUntilHealthy(server: ChildProcess, baseUrl: string, output: () => string) {
  const deadline = Date.now() + healthTimeoutMs;
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(
        `the server exited (${server.exitCode ?? server.signalCode}) before /api/health answered 200:\n${output()}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) });
      // The server listens while the demo history still loads (issue 18): the specs wait for all of
      // it, so what they see does not depend on how far the load had got.
      const answer = (await response.json()) as { demoHistory?: unknown };
      if (response.status === 200 && answer.demoHistory === undefined) {
        return;
      }
    } catch {
      // Not listening yet (still migrating or loading the demo's accounts): try again below.
    }
    if (Date.now() > deadline) {
      throw new Error(
        `/api/health did not answer 200 with the demo history loaded within ${healthTimeoutMs / 1000} s:\n${output()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** SIGTERM for a graceful shutdown (the database is flushed), SIGKILL if it hangs. */
async function stop(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) {
    return;
  }
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), stopTimeoutMs);
  await exited;
  clearTimeout(timer);
}
