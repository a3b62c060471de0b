/**
 * Reliability: a device keeps sending readings while the server is killed with SIGKILL and
 * started again. Every reading the server acknowledged is stored exactly once (raw row and rollup
 * count), batches re-sent after the crash are not stored twice, and the point's latest value ends
 * at the newest reading with no live-state note left behind (decision 007). Runs on the embedded
 * database, and on PostgreSQL when the suite does (TEST_DATABASE=postgres).
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase, type DatabaseHandle } from '../src/db/connect';
import { newObjectId } from '../src/db/ids';
import { migrateDatabase } from '../src/db/migrate';
import * as s from '../src/db/schema/index';
import { createProject, createSite } from './fixtures/factories';
import { createSiteIngestKey } from './fixtures/telemetry';
import { freePort, spawnServer, untilListening } from './fixtures/server-process';
import { createTestDatabase, usingPostgres, type TestDatabase } from './fixtures/test-database';

let dataDir: string;
let port: number;
let server: ChildProcess | null = null;
let pointUuid: string;
let seriesId: number;
let key: string;
/** The PostgreSQL database the server uses; null on the embedded database in dataDir. */
let postgres: TestDatabase | null = null;

/** The server's database, opened by the test (PGlite: only while no server holds the folder). */
function openServerDatabase(): Promise<DatabaseHandle> {
  return openDatabase(
    postgres ? { databaseUrl: postgres.url } : { dataDir: path.join(dataDir, 'pglite') },
  );
}

async function startServer(): Promise<ChildProcess> {
  const env: Record<string, string> = postgres?.url ? { DATABASE_URL: postgres.url } : {};
  const started = spawnServer({ port, dataDir, detached: true, env });
  await untilListening(started);
  return started.child;
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'airboard-kill9-'));
  port = await freePort();
  postgres = usingPostgres ? await createTestDatabase() : null;
  const handle = await openServerDatabase();
  await migrateDatabase(handle);
  const project = await createProject(handle.db);
  const site = await createSite(handle.db, project.id);
  const [point] = await handle.db
    .insert(s.points)
    .values({ id: newObjectId(), siteId: site.id, name: 'Sensor' })
    .returning();
  pointUuid = point!.uuid;
  seriesId = point!.seriesId;
  key = await createSiteIngestKey(handle.db, site, 'Device');
  await handle.close();
}, 120_000);

/** Signals the server's whole process group (tsx and the node process running main.ts). */
async function signal(child: ChildProcess, name: NodeJS.Signals): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, name);
  await exited;
}

/**
 * Waits until the killed server's node process has really gone (a busy machine reaps it a moment
 * after tsx exits); until then the data folder lock still names a live pid.
 */
async function lockOwnerGone(): Promise<void> {
  if (postgres) {
    return; // a server on PostgreSQL takes no data folder lock
  }
  const owner = Number(fs.readFileSync(path.join(dataDir, 'airboard.lock'), 'utf8'));
  for (let i = 0; i < 200; i++) {
    try {
      process.kill(owner, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`pid ${owner} survived SIGKILL`);
}

afterAll(async () => {
  if (server?.pid) {
    process.kill(-server.pid, 'SIGKILL');
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  await postgres?.drop();
});

it('stores every acknowledged reading exactly once across a kill -9', async () => {
  server = await startServer();
  const start = Date.parse('2026-11-01T00:00:00Z');
  const acknowledged = new Set<number>();
  let next = 0;
  let pending: number[] | null = null; // a batch whose answer never came: the device re-sends it
  let running = true;
  const writer = (async () => {
    while (running) {
      const batch: number[] = pending ?? Array.from({ length: 20 }, () => next++);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/ingest`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-ingest-key': key },
          body: JSON.stringify({
            readings: batch.map((i) => ({ point: pointUuid, ts: start + i * 1000, value: i })),
          }),
          // Long enough that a slow (loaded) server is never abandoned mid-request: a request the
          // client gave up on still commits, after the clean stop's last live-state pass.
          signal: AbortSignal.timeout(30_000),
        });
        if (res.status === 200) {
          batch.forEach((i) => acknowledged.add(i));
          pending = null;
        } else {
          pending = batch;
        }
      } catch {
        pending = batch;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  })();

  await new Promise((r) => setTimeout(r, 1500));
  await signal(server, 'SIGKILL');
  await lockOwnerGone();
  const beforeCrash = acknowledged.size;
  server = await startServer();
  await new Promise((r) => setTimeout(r, 1500));
  running = false;
  await writer;
  await signal(server, 'SIGTERM');
  server = null;

  expect(beforeCrash).toBeGreaterThan(0);
  expect(acknowledged.size).toBeGreaterThan(beforeCrash);
  const handle = await openServerDatabase();
  const [rows, rollup, live] = await handle.transaction(async (q) => [
    await q(
      z.object({ value: z.number(), n: z.number() }),
      `SELECT value, count(*)::int AS n FROM readings WHERE series_id = $1 GROUP BY value`,
      [seriesId],
    ),
    await q(
      z.object({ count: z.number() }),
      `SELECT coalesce(sum(count), 0)::int AS count FROM reading_rollups WHERE series_id = $1`,
      [seriesId],
    ),
    await q(
      z.object({ cur_val: z.number().nullable(), queued: z.number() }),
      `SELECT cur_val, (SELECT count(*)::int FROM live_state_queue) AS queued
         FROM points WHERE series_id = $1`,
      [seriesId],
    ),
  ]);
  await handle.close();
  const stored = new Map(rows.map((r) => [r.value, r.n]));
  for (const i of acknowledged) {
    expect(stored.get(i)).toBe(1);
  }
  expect([...stored.values()].every((n) => n === 1)).toBe(true);
  expect(rollup[0]!.count).toBe(rows.length);
  expect(live[0]).toEqual({ cur_val: Math.max(...stored.keys()), queued: 0 });
}, 180_000);
