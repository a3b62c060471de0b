/**
 * What the telemetry benchmarks share: a migrated database with the CO2 catalogue, a project, a
 * site and a signed-in member, the app on it; CO2 sensors by the hundred; history written
 * directly; and calls to the app as the member.
 */
import { loadConfig } from '../apps/server/src/config';
import { upkeepReadingMonths } from '../apps/server/src/telemetry/readings-partitions';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import type { DatabaseHandle } from '../apps/server/src/db/connect';
import { newObjectId } from '../apps/server/src/db/ids';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import * as s from '../apps/server/src/db/schema/index';
import { ROLLUP_BUCKET_SQL } from '../apps/server/src/telemetry/rollup-bucket';
import {
  createProject,
  createSession,
  createSite,
  createUser,
} from '../apps/server/test/fixtures/factories';
import { createCo2Catalogue, createZone } from '../apps/server/test/fixtures/telemetry';

export const MINUTE = 60_000;
export const DAY = 86_400_000;
export const END = Date.parse('2026-11-20T00:00:00Z');

export interface Fixture {
  app: FastifyInstance;
  handle: DatabaseHandle;
  token: string;
  siteId: string;
  projectId: string;
}

export async function setUp(handle: DatabaseHandle): Promise<Fixture> {
  await migrateDatabase(handle);
  // The readings' month partitions, as the server's start makes them (main.ts).
  await upkeepReadingMonths(handle, loadConfig({}).RETENTION_READINGS_DAYS);
  const { db } = handle;
  // The CO2 type with its warning rule, so the alert engine has a rule to apply as in production.
  await createCo2Catalogue(db);
  const project = await createProject(db);
  const site = await createSite(db, project.id);
  const user = await createUser(db, { projectIds: [project.id] });
  const app = await buildApp({ database: handle, logger: false });
  await app.ready();
  return {
    app,
    handle,
    token: await createSession(db, user.id, project.id),
    siteId: site.id,
    projectId: project.id,
  };
}

export /** Zones with one CO2 measurement and point each, in the fixture's site or the given one. */
async function sensors(f: Fixture, count: number, siteId = f.siteId) {
  const out: { measurementId: string; uuid: string; seriesId: number; zoneId: string }[] = [];
  for (let i = 0; i < count; i++) {
    const zone = await createZone(f.handle.db, siteId, `Zone ${String(i).padStart(3, '0')}`);
    const measurementId = newObjectId();
    await f.handle.db.insert(s.measurements).values({
      id: measurementId,
      siteId,
      zoneId: zone.id,
      name: 'CO2',
      type: 'co2',
      pointType: 'cO2Sensor',
      scoreType: 'scoreAQ',
      unit: 'ppm',
      curVal: 700,
      curValTs: new Date(END),
      curScore: 80,
      curScoreTs: new Date(END),
    });
    const [p] = await f.handle.db
      .insert(s.points)
      .values({
        id: newObjectId(),
        siteId,
        zoneId: zone.id,
        measurementId,
        name: 'CO2',
        type: 'cO2Sensor',
      })
      .returning();
    out.push({ measurementId, uuid: p!.uuid, seriesId: p!.seriesId, zoneId: zone.id });
  }
  return out;
}

export /** History written directly (readings by COPY/unnest, rollups by one GROUP BY). */
async function history(f: Fixture, seriesIds: number[], days: number, stepMs: number) {
  for (const id of seriesIds) {
    const rows: (string | number)[][] = [];
    for (let t = END - days * DAY; t < END; t += stepMs) {
      rows.push([id, new Date(t).toISOString(), 600 + ((t / stepMs + id * 7) % 400)]);
    }
    await f.handle.bulkInsert(
      'readings',
      ['series_id', 'ts', 'value'],
      ['int', 'timestamptz', 'float8'],
      rows,
    );
  }
  await f.handle.transaction((q) =>
    q(
      `INSERT INTO reading_rollups (series_id, bucket, min, max, sum, count)
       SELECT series_id, ${ROLLUP_BUCKET_SQL('ts')}, min(value), max(value), sum(value), count(*)
         FROM readings WHERE series_id = ANY($1::int[]) GROUP BY 1, 2`,
      [seriesIds],
    ),
  );
}

export /** Calls the app as the fixture's user; any answer but 200 stops the bench. */
async function call(
  f: Fixture,
  request: { method?: 'GET' | 'POST'; url: string; payload?: object },
): Promise<void> {
  const res = await f.app.inject({
    method: request.method ?? 'GET',
    url: request.url,
    headers: { authorization: `Bearer ${f.token}` },
    ...(request.payload ? { payload: request.payload } : {}),
  });
  if (res.statusCode !== 200) {
    throw new Error(`${request.url}: ${res.body}`);
  }
}
