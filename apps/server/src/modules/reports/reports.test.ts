/** Reports and measurement trees: day intervals in the site's time zone that match the raw data. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { measurementsTreeResponse, reportResponse } from '@airboard/shared/api';
import { buildApp } from '../../app';
import { newObjectId } from '../../db/ids';
import * as s from '../../db/schema/index';
import { ingestReadings } from '../../telemetry/ingest';
import { drainLiveState } from '../../telemetry/live-state';
import {
  createCo2Catalogue,
  createMonitoredSite,
  createSensor,
} from '../../../test/fixtures/telemetry';
import { createTestDatabase, type TestDatabase } from '../../../test/fixtures/test-database';

let database: TestDatabase;
let app: FastifyInstance;
let f: Awaited<ReturnType<typeof createMonitoredSite>>;
let sensor: Awaited<ReturnType<typeof createSensor>>;
/** A second point feeding the same measurement (a replaced sensor): reports cover both. */
let secondSeriesId: number;
let scheduleZoneId: string;
const minute = 60_000;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ database: database.handle, logger: false });
  const { db } = database.handle;
  f = await createMonitoredSite(db);
  await createCo2Catalogue(db);
  sensor = await createSensor(db, f.site.id, f.zone.id, { measurementName: 'Room CO2' });
  scheduleZoneId = newObjectId();
  await db
    .insert(s.zones)
    .values({ id: scheduleZoneId, siteId: f.site.id, name: 'AHU schedule', source: 'schedule' });
  await createSensor(db, f.site.id, scheduleZoneId, { measurementName: 'Occupancy CO2' });
  const readings = [];
  for (
    let t = Date.parse('2026-11-01T00:00:00Z');
    t < Date.parse('2026-11-04T00:00:00Z');
    t += 5 * minute
  ) {
    readings.push({
      seriesId: sensor.point.seriesId,
      ts: new Date(t),
      value: 600 + ((t / minute) % 700),
    });
  }
  const [second] = await db
    .insert(s.points)
    .values({
      id: newObjectId(),
      siteId: f.site.id,
      zoneId: f.zone.id,
      measurementId: sensor.measurementId,
      name: 'Room CO2 (replacement)',
      type: 'cO2Sensor',
    })
    .returning();
  secondSeriesId = second!.seriesId;
  readings.push(
    { seriesId: secondSeriesId, ts: new Date('2026-11-01T12:02:00Z'), value: 100 },
    { seriesId: secondSeriesId, ts: new Date('2026-11-01T18:02:00Z'), value: 2000 },
  );
  await ingestReadings(database.handle, readings);
  await drainLiveState(database.handle);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const auth = (token = f.memberToken) => ({ authorization: `Bearer ${token}` });
const report = (startTime: string, endTime: string, body: unknown, token = f.memberToken) =>
  app.inject({
    method: 'POST',
    url: `/api/sites/reports/${f.site.id}?startTime=${startTime}&endTime=${endTime}`,
    headers: auth(token),
    payload: body as object,
  });

describe('measurement trees', () => {
  it('lists measurements by zone with scores for reports', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/sites/reports/${f.site.id}/measurements?includeScores=true`,
      headers: auth(),
    });
    const { results } = measurementsTreeResponse.parse(res.json());
    expect(results.zones.map((z) => z.name)).toEqual(['AHU schedule', 'Room 101']);
    expect(results.zones[1]!.measurements[0]).toMatchObject({
      name: 'Room CO2',
      curScore: expect.any(Number) as unknown,
    });
    expect(results.site).toEqual({ objectId: f.site.id, name: f.site.name, measurements: [] });
  });

  it('lists only schedule groups on the schedule call', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/sites/${f.site.id}/scheduleGroups/measurements?includeScores=false&structured=true`,
      headers: auth(),
    });
    const { results } = measurementsTreeResponse.parse(res.json());
    expect(results.zones.map((z) => z.objectId)).toEqual([scheduleZoneId]);
    expect(results.zones[0]!.measurements[0]!.curScore).toBeUndefined();
  });
});

describe('POST /api/sites/reports/{siteId}', () => {
  it('gives one interval per local day whose numbers equal the raw readings', async () => {
    // 1–2 Nov in New York: 1 Nov is 25 hours long (daylight saving ends).
    const res = await report('2026-11-01T04:00:00.000Z', '2026-11-03T04:59:59.999Z', {
      measurementIds: [sensor.measurementId],
    });
    expect(res.statusCode).toBe(200);
    const { results } = reportResponse.parse(res.json());
    expect(results.report.timezone).toBe('America/New_York');
    const [data] = results.report.data;
    expect(data).toMatchObject({
      measurementName: 'Room CO2',
      measurementZone: 'Room 101',
      measurementKind: 'Number',
      measurementType: 'co2',
    });
    expect(data!.intervals.map((i) => [i.intervalName, i.startTime])).toEqual([
      ['2026-11-01', '2026-11-01T04:00:00.000Z'],
      ['2026-11-02', '2026-11-02T05:00:00.000Z'],
    ]);
    const raw = await database.handle.transaction((q) =>
      q(
        z.object({ min: z.number(), max: z.number(), mean: z.number(), count: z.number() }),
        `SELECT min(value) AS min, max(value) AS max, avg(value) AS mean, count(*)::int AS count
           FROM readings WHERE series_id = ANY($1::int[]) AND ts >= '2026-11-01T04:00:00Z' AND ts < '2026-11-02T05:00:00Z'`,
        [[sensor.point.seriesId, secondSeriesId]],
      ),
    );
    const first = data!.intervals[0]!;
    expect(first).toMatchObject({ minVal: raw[0]!.min, maxVal: raw[0]!.max, count: raw[0]!.count });
    expect(first.count).toBe(302);
    expect([first.minVal, first.maxVal]).toEqual([100, 2000]);
    expect(first.aveVal).toBeCloseTo(raw[0]!.mean, 9);
    expect(first.aveScore).toBeGreaterThan(0);
  });

  it('rejects a range over 60 days, an empty selection and unknown measurements', async () => {
    const long = await report('2026-01-01T00:00:00Z', '2026-03-15T00:00:00Z', {
      measurementIds: [sensor.measurementId],
    });
    expect(long.json()).toEqual({ errorMessage: 'Time period exceeds 60 days' });
    expect(
      (await report('2026-11-01T00:00:00Z', '2026-11-02T00:00:00Z', { measurementIds: [] }))
        .statusCode,
    ).toBe(400);
    const unknown = await report('2026-11-01T00:00:00Z', '2026-11-02T00:00:00Z', {
      measurementIds: ['nope'],
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses anonymous callers and other projects', async () => {
    const body = { measurementIds: [sensor.measurementId] };
    const anonymous = await app.inject({
      method: 'POST',
      url: `/api/sites/reports/${f.site.id}?startTime=2026-11-01T00:00:00Z&endTime=2026-11-02T00:00:00Z`,
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await report(
      '2026-11-01T00:00:00Z',
      '2026-11-02T00:00:00Z',
      body,
      f.outsiderToken,
    );
    expect(foreign.statusCode).toBe(404);
  });
});
