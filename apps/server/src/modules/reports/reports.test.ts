/** Reports and measurement trees: day intervals in the site's time zone that match the raw data. */
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { measurementsTreeResponse, reportResponse } from '@airboard/shared/api';
import { newObjectId } from '../../db/ids';
import * as s from '../../db/schema/index';
import { ingestReadings } from '../../telemetry/ingest';
import { drainLiveState } from '../../telemetry/live-state';
import { createSiteWithExtremeReadings } from '../../../test/fixtures/extreme-readings';
import { useTelemetryApp } from '../../../test/fixtures/hooks';
import { createSensor, type Sensor } from '../../../test/fixtures/telemetry';

const t = useTelemetryApp();
let sensor: Sensor;
/** A second point feeding the same measurement (a replaced sensor): reports cover both. */
let secondSeriesId: number;
let scheduleZoneId: string;
const minute = 60_000;

beforeAll(async () => {
  const { db } = t;
  sensor = await createSensor(db, t.site.id, t.zone.id, { measurementName: 'Room CO2' });
  scheduleZoneId = newObjectId();
  await db
    .insert(s.zones)
    .values({ id: scheduleZoneId, siteId: t.site.id, name: 'AHU schedule', source: 'schedule' });
  await createSensor(db, t.site.id, scheduleZoneId, { measurementName: 'Occupancy CO2' });
  const readings = [];
  for (
    let ms = Date.parse('2026-11-01T00:00:00Z');
    ms < Date.parse('2026-11-04T00:00:00Z');
    ms += 5 * minute
  ) {
    readings.push({
      seriesId: sensor.point.seriesId,
      ts: new Date(ms),
      value: 600 + ((ms / minute) % 700),
    });
  }
  const [second] = await db
    .insert(s.points)
    .values({
      id: newObjectId(),
      siteId: t.site.id,
      zoneId: t.zone.id,
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
  await ingestReadings(t.handle, readings);
  await drainLiveState(t.handle);
});

const auth = (token = t.memberToken) => ({ authorization: `Bearer ${token}` });
const report = (startTime: string, endTime: string, body: unknown, token = t.memberToken) =>
  t.app.inject({
    method: 'POST',
    url: `/api/sites/reports/${t.site.id}?startTime=${startTime}&endTime=${endTime}`,
    headers: auth(token),
    payload: body as object,
  });

describe('measurement trees', () => {
  it('lists measurements by zone with scores for reports', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/sites/reports/${t.site.id}/measurements?includeScores=true`,
      headers: auth(),
    });
    const { results } = measurementsTreeResponse.parse(res.json());
    expect(results.zones.map((z) => z.name)).toEqual(['AHU schedule', 'Room 101']);
    expect(results.zones[1]!.measurements[0]).toMatchObject({
      name: 'Room CO2',
      curScore: expect.any(Number) as unknown,
    });
    expect(results.site).toEqual({ objectId: t.site.id, name: t.site.name, measurements: [] });
  });

  it('lists only schedule groups on the schedule call', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/sites/${t.site.id}/scheduleGroups/measurements?includeScores=false&structured=true`,
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
    const raw = await t.handle.transaction((q) =>
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
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/sites/reports/${t.site.id}?startTime=2026-11-01T00:00:00Z&endTime=2026-11-02T00:00:00Z`,
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await report(
      '2026-11-01T00:00:00Z',
      '2026-11-02T00:00:00Z',
      body,
      t.outsiderToken,
    );
    expect(foreign.statusCode).toBe(404);
  });
});

describe('reports over extreme stored values', () => {
  it('still answers, with finite numbers, when stored readings would overflow the sums', async () => {
    const { site, sensor: extreme } = await createSiteWithExtremeReadings(
      t.handle,
      t.project.id,
      '2026-11-01',
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/sites/reports/${site.id}?startTime=2026-11-01T00:00:00Z&endTime=2026-11-01T23:59:59.999Z&interval=day`,
      headers: auth(),
      payload: { measurementIds: [extreme.measurementId] },
    });
    expect(res.statusCode).toBe(200);
    const [interval] = reportResponse.parse(res.json()).results.report.data[0]!.intervals;
    expect(interval).toMatchObject({ minVal: 1e308, count: 4 });
    expect(Number.isFinite(interval!.maxVal)).toBe(true);
    expect(Number.isFinite(interval!.aveVal)).toBe(true);
  });
});
