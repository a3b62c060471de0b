/**
 * Database connection loss (security requirement 19): PostgreSQL is stopped while a device keeps
 * sending readings. Every answer meanwhile is a quick 503 with Retry-After (never a 500, never a
 * hang), the health check says the database is unreachable, and once PostgreSQL is back the
 * server recovers by itself; the live-state worker says once that it fails and once that it works
 * again. PostgreSQL only: PGlite runs inside the server, with no connection
 * to lose. The test starts a cluster of its own, since it stops it.
 */
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCluster, type PostgresCluster } from '../../../scripts/postgres-cluster.mjs';
import { buildApp } from '../src/app';
import { openDatabase, type DatabaseHandle } from '../src/db/connect';
import { migrateDatabase } from '../src/db/migrate';
import { createSession, createUser } from './fixtures/factories';
import {
  createCo2Catalogue,
  createMonitoredSite,
  createSensor,
  createSiteIngestKey,
} from './fixtures/telemetry';
import { usingPostgres } from './fixtures/test-database';

describe.runIf(usingPostgres)('PostgreSQL connection loss', () => {
  let cluster: PostgresCluster;
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let pointUuid: string;
  let latestUrl: string;
  let token: string;
  let key: string;
  const logLines: { msg: string }[] = [];
  const logged = (text: string) => logLines.filter((l) => l.msg.startsWith(text)).length;

  beforeAll(async () => {
    cluster = await createCluster();
    handle = await openDatabase({ databaseUrl: cluster.url });
    await migrateDatabase(handle);
    const f = await createMonitoredSite(handle.db);
    await createCo2Catalogue(handle.db);
    pointUuid = (await createSensor(handle.db, f.site.id, f.zone.id)).point.uuid;
    latestUrl = `/api/site/${f.site.id}/latest?measurementIds=[]`;
    const user = await createUser(handle.db, { projectIds: [f.project.id] });
    token = await createSession(handle.db, user.id, f.project.id);
    key = await createSiteIngestKey(handle.db, f.site);
    // Warnings and notices only, kept to be read by the test.
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => logLines.push(JSON.parse(line) as { msg: string }) },
    );
    app = await buildApp({ database: handle, logger });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await handle?.close();
    cluster?.destroy();
  });

  let sent = 0;
  const ingest = () =>
    app.inject({
      method: 'POST',
      url: '/api/ingest',
      headers: { 'x-ingest-key': key },
      payload: { readings: [{ point: pointUuid, ts: Date.now() - 60_000 + sent++, value: 700 }] },
    });

  it('answers 503 with Retry-After while PostgreSQL is down, then recovers by itself', async () => {
    expect((await ingest()).statusCode).toBe(200);

    cluster.stop();
    const whileDown = [];
    for (let i = 0; i < 20; i++) {
      whileDown.push(await ingest());
    }
    for (const res of whileDown) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ errorMessage: 'Service temporarily unavailable' });
    }
    // A signed-in request fails at its session lookup (through the pool, not a transaction).
    const signedIn = await app.inject({
      url: latestUrl,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(signedIn.statusCode).toBe(503);
    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'degraded', database: 'unreachable' });

    // The worker's refresh fails too (it runs every second): one warning, however long it lasts.
    await vi.waitFor(() => expect(logged('live state refresh failed')).toBe(1), {
      timeout: 10_000,
      interval: 100,
    });
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(logged('live state refresh failed')).toBe(1);

    cluster.start();
    await vi.waitFor(async () => expect((await ingest()).statusCode).toBe(200), {
      timeout: 30_000,
      interval: 250,
    });
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    await vi.waitFor(() => expect(logged('live state refresh works again')).toBe(1), {
      timeout: 10_000,
      interval: 100,
    });
  }, 90_000);
});
