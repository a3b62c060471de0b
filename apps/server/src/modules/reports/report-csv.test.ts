/**
 * Report intervals and the CSV download: hourly and daily numbers equal direct SQL aggregates of
 * the raw readings over New York's daylight-saving change, the CSV parses as RFC 4180 with awkward
 * names and formula-like cells neutralised, and a download ticket is single use, bound to its site
 * and to a member of the site's project. A report built in parts (as the CSV streams it) has the
 * whole report's rows.
 */
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { reportCsvTicketResponse, reportResponse } from '@airboard/shared/api';
import { roundValue } from '@airboard/shared/rules';
import { buildApp } from '../../app';
import { newObjectId } from '../../db/ids';
import * as s from '../../db/schema/index';
import { ingestReadings } from '../../telemetry/ingest';
import { drainLiveState } from '../../telemetry/live-state';
import { createSession, createSite, createUser } from '../../../test/fixtures/factories';
import { useTelemetryApp } from '../../../test/fixtures/hooks';
import { createSensor, type Sensor } from '../../../test/fixtures/telemetry';
import { secondProcessHandle } from '../../../test/fixtures/test-database';
import { buildReport, reportParts } from './reports.service';

const t = useTelemetryApp();
const ZONE = 'Room "A", east\nwing';
const MEASUREMENT = '=HYPERLINK("http://x")';
let sensor: Sensor;
let second: Sensor;
const minute = 60_000;
/** 1 Nov 2026 in New York: 25 hours, 1 a.m. twice (EDT then EST). */
const DST_DAY = { startTime: '2026-11-01T04:00:00.000Z', endTime: '2026-11-02T05:00:00.000Z' };
/** The first measurement's reading at an instant; the second reads half of it. */
const valueAt = (ms: number) => 600 + ((ms / minute) % 700) + 0.123;

beforeAll(async () => {
  const { db } = t;
  const zoneId = newObjectId();
  await db.insert(s.zones).values({ id: zoneId, siteId: t.site.id, name: ZONE });
  sensor = await createSensor(db, t.site.id, zoneId, { measurementName: MEASUREMENT });
  second = await createSensor(db, t.site.id, zoneId, { measurementName: 'Hall, CO2' });
  const readings = [];
  for (
    let ms = Date.parse('2026-10-31T00:00:00Z');
    ms < Date.parse('2026-11-03T00:00:00Z');
    ms += 5 * minute
  ) {
    const value = valueAt(ms);
    readings.push({ seriesId: sensor.point.seriesId, ts: new Date(ms), value });
    readings.push({ seriesId: second.point.seriesId, ts: new Date(ms), value: value / 2 });
  }
  await ingestReadings(t.handle, readings);
  await drainLiveState(t.handle);
});

const auth = (token = t.memberToken) => ({ authorization: `Bearer ${token}` });

/** Per interval of the raw readings (SQL in UTC: New York's hours are whole UTC hours). */
async function rawAggregates(unit: 'hour' | 'day', from: string, to: string) {
  const period =
    unit === 'hour'
      ? `date_trunc('hour', ts)`
      : `date_trunc('day', ts AT TIME ZONE 'America/New_York')`;
  return t.handle.transaction(async (q) => {
    await q(`SELECT set_config('TimeZone', 'UTC', true)`);
    return q(
      z.object({ min: z.number(), max: z.number(), mean: z.number(), count: z.number() }),
      `SELECT min(value) AS min, max(value) AS max, avg(value) AS mean, count(*)::int AS count
         FROM readings WHERE series_id = $1 AND ts >= $2 AND ts < $3
        GROUP BY ${period} ORDER BY ${period}`,
      [sensor.point.seriesId, from, to],
    );
  });
}

describe('report intervals', () => {
  it('cuts the DST day into 25 hours, each equal to the raw readings', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/sites/reports/${t.site.id}?startTime=${DST_DAY.startTime}&endTime=${DST_DAY.endTime}&interval=hour`,
      headers: auth(),
      payload: { measurementIds: [sensor.measurementId] },
    });
    expect(res.statusCode).toBe(200);
    const intervals = reportResponse.parse(res.json()).results.report.data[0]!.intervals;
    expect(intervals).toHaveLength(25);
    expect(intervals.slice(1, 3).map((i) => [i.intervalName, i.startTime])).toEqual([
      ['2026-11-01 01:00', '2026-11-01T05:00:00.000Z'],
      ['2026-11-01 01:00', '2026-11-01T06:00:00.000Z'],
    ]);
    const raw = await rawAggregates('hour', DST_DAY.startTime, DST_DAY.endTime);
    expect(intervals.map((i) => [i.minVal, i.maxVal, i.count])).toEqual(
      raw.map((r) => [r.min, r.max, r.count]),
    );
    intervals.forEach((i, n) => expect(i.aveVal).toBeCloseTo(raw[n]!.mean, 9));
  });

  it('picks hours up to 2 days and days beyond when no interval is asked for', async () => {
    const ask = async (endTime: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/sites/reports/${t.site.id}?startTime=2026-10-31T04:00:00.000Z&endTime=${endTime}`,
        headers: auth(),
        payload: { measurementIds: [sensor.measurementId] },
      });
      return reportResponse.parse(res.json()).results.report.data[0]!.intervals;
    };
    expect(await ask('2026-11-02T04:00:00.000Z')).toHaveLength(48);
    const days = await ask('2026-11-02T05:00:00.000Z');
    expect(days.map((d) => d.intervalName)).toEqual(['2026-10-31', '2026-11-01']);
    const raw = await rawAggregates('day', '2026-10-31T04:00:00.000Z', '2026-11-02T05:00:00.000Z');
    expect(days.map((d) => [d.minVal, d.maxVal, d.count])).toEqual(
      raw.map((r) => [r.min, r.max, r.count]),
    );
  });

  it('rejects an unknown interval', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/sites/reports/${t.site.id}?startTime=${DST_DAY.startTime}&endTime=${DST_DAY.endTime}&interval=month`,
      headers: auth(),
      payload: { measurementIds: [sensor.measurementId] },
    });
    expect(res.statusCode).toBe(400);
  });
});

type CsvAsk = { format: 'long' | 'wide'; raw: boolean; interval?: 'hour' | 'day' };

async function ticket(ask: CsvAsk, token = t.memberToken, siteId = t.site.id) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/sites/reports/${siteId}/csv`,
    headers: auth(token),
    payload: { ...DST_DAY, measurementIds: [sensor.measurementId, second.measurementId], ...ask },
  });
  return res;
}

async function download(ask: CsvAsk) {
  const issued = reportCsvTicketResponse.parse((await ticket(ask)).json()).results;
  const res = await t.app.inject({ method: 'GET', url: issued.url });
  expect(res.statusCode).toBe(200);
  return res;
}

const rowsOf = (body: string): string[][] => parse(body, { bom: true });

describe('CSV download', () => {
  it('streams the hourly long format: BOM, named file, neutralised names, exact numbers', async () => {
    const res = await download({ format: 'long', raw: false, interval: 'hour' });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Test Site report 2026-11-01 to 2026-11-01.csv"; filename*=UTF-8''Test%20Site%20report%202026-11-01%20to%202026-11-01.csv`,
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = rowsOf(res.body);
    expect(header).toEqual([
      'site',
      'zone',
      'measurement',
      'unit',
      'interval start',
      'min',
      'max',
      'avg',
      'min score',
      'max score',
      'avg score',
      'count',
    ]);
    expect(rows).toHaveLength(50);
    const raw = await rawAggregates('hour', DST_DAY.startTime, DST_DAY.endTime);
    // The second 1 a.m., after clocks went back.
    expect(rows[2]!.slice(0, 5)).toEqual([
      'Test Site',
      ZONE,
      `'${MEASUREMENT}`,
      'ppm',
      '2026-11-01T01:00:00-05:00',
    ]);
    expect(rows[1]![4]).toBe('2026-11-01T01:00:00-04:00');
    expect(rows[2]!.slice(5, 8).map(Number)).toEqual([
      roundValue(raw[2]!.min),
      roundValue(raw[2]!.max),
      roundValue(raw[2]!.mean),
    ]);
    expect(Number(rows[2]![11])).toBe(raw[2]!.count);
    expect(rows[25]!.slice(1, 3)).toEqual([ZONE, 'Hall, CO2']);
  });

  it('gives the wide format a column per measurement and a row per interval', async () => {
    const res = await download({ format: 'wide', raw: false, interval: 'day' });
    const [header, ...rows] = rowsOf(res.body);
    expect(header).toEqual([
      'interval start',
      `${ZONE} / ${MEASUREMENT} (ppm)`,
      `${ZONE} / Hall, CO2 (ppm)`,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]![0]).toBe('2026-11-01T00:00:00-04:00');
  });

  it('builds a report in parts whose rows are those of the whole report, across the DST change', async () => {
    const site = { id: t.site.id, timeZone: 'America/New_York', openingHours: null };
    const ids = [sensor.measurementId, second.measurementId];
    // From the middle of an hour, over the 25-hour day, to the middle of another.
    const range = {
      startTime: new Date('2026-10-31T04:30:00Z'),
      endTime: new Date('2026-11-02T20:10:00Z'),
    };
    for (const interval of ['hour', 'day'] as const) {
      const whole = await buildReport(t.handle, site, { ...range, interval }, ids);
      const parts = await reportParts(t.handle, site, { ...range, interval }, 7);
      expect(parts.length).toBe(Math.ceil(whole.data[0]!.intervals.length / 7));
      const pieces = await Promise.all(
        parts.map((part) => buildReport(t.handle, site, part, ids, { summaries: false })),
      );
      for (const [n, m] of whole.data.entries()) {
        expect(pieces.flatMap((piece) => piece.data[n]!.intervals)).toEqual(m.intervals);
      }
    }
  });

  it('gives raw readings at their stored resolution, long and wide', async () => {
    const long = rowsOf((await download({ format: 'long', raw: true })).body);
    expect(long[0]).toEqual(['site', 'zone', 'measurement', 'unit', 'time', 'value']);
    // 25 hours of 5-minute readings, for each of the two measurements.
    expect(long).toHaveLength(1 + 2 * 300);
    expect(long[1]!.slice(2, 6)).toEqual([
      `'${MEASUREMENT}`,
      'ppm',
      '2026-11-01T00:00:00-04:00',
      String(valueAt(Date.parse(DST_DAY.startTime))),
    ]);
    const wide = rowsOf((await download({ format: 'wide', raw: true })).body);
    expect(wide).toHaveLength(1 + 300);
    const first = valueAt(Date.parse(DST_DAY.startTime));
    expect(wide[1]).toEqual(['2026-11-01T00:00:00-04:00', String(first), String(first / 2)]);
  });

  it('spends a ticket on its first use', async () => {
    const { url } = reportCsvTicketResponse.parse(
      (await ticket({ format: 'long', raw: false })).json(),
    ).results;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'GET', url });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ errorMessage: 'Download link expired or already used' });
  });

  it('binds a ticket to its site and to a member of its project', async () => {
    const otherSite = await createSite(t.db, t.project.id, { name: 'Other site' });
    const issued = reportCsvTicketResponse.parse(
      (await ticket({ format: 'long', raw: false })).json(),
    ).results;
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: `/api/sites/reports/${otherSite.id}/csv?ticket=${issued.ticket}`,
    });
    expect(elsewhere.statusCode).toBe(404);

    const leaver = await createUser(t.db, { projectIds: [t.project.id] });
    const leaverToken = await createSession(t.db, leaver.id, t.project.id);
    const left = reportCsvTicketResponse.parse(
      (await ticket({ format: 'long', raw: false }, leaverToken)).json(),
    ).results;
    await t.db.delete(s.memberships).where(eq(s.memberships.userId, leaver.id));
    expect((await t.app.inject({ method: 'GET', url: left.url })).statusCode).toBe(404);
  });

  it('downloads on another server process of the same database', async () => {
    const issued = reportCsvTicketResponse.parse(
      (await ticket({ format: 'long', raw: false })).json(),
    ).results;
    // A second process: its own app (and its own connection, on PostgreSQL) over the same data.
    const other = await secondProcessHandle(t.database);
    const otherApp = await buildApp({ database: other.handle, logger: false });
    try {
      const there = await otherApp.inject({ method: 'GET', url: issued.url });
      expect(there.statusCode).toBe(200);
      const [header, ...rows] = rowsOf(there.body);
      expect(header![0]).toBe('site');
      expect(rows).toHaveLength(50);
      // Spent there, so spent here.
      expect((await t.app.inject({ method: 'GET', url: issued.url })).statusCode).toBe(404);
    } finally {
      await otherApp.close();
      await other.release();
    }
  });

  it('downloads nothing once the session that asked has signed out', async () => {
    const token = await createSession(t.db, t.member.id, t.project.id);
    const issued = reportCsvTicketResponse.parse(
      (await ticket({ format: 'long', raw: false }, token)).json(),
    ).results;
    const signedOut = await t.app.inject({
      method: 'GET',
      url: '/logout',
      headers: { ...auth(token), accept: 'application/json' },
    });
    expect(signedOut.statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: issued.url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errorMessage: 'Download link expired or already used' });
  });

  it('refuses tickets to anonymous callers, other projects and bad requests', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/sites/reports/${t.site.id}/csv`,
      payload: { ...DST_DAY, measurementIds: [sensor.measurementId], format: 'long', raw: false },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await ticket({ format: 'long', raw: false }, t.outsiderToken)).statusCode).toBe(404);
    const badFormat = await ticket({ format: 'tall' as 'long', raw: false });
    expect(badFormat.statusCode).toBe(400);
    const tooLong = await t.app.inject({
      method: 'POST',
      url: `/api/sites/reports/${t.site.id}/csv`,
      headers: auth(),
      payload: {
        startTime: '2026-01-01T00:00:00Z',
        endTime: '2026-03-15T00:00:00Z',
        measurementIds: [sensor.measurementId],
        format: 'long',
        raw: false,
      },
    });
    expect(tooLong.json()).toEqual({ errorMessage: 'Time period exceeds 60 days' });
  });
});
