/**
 * 'Occupied hours only' and the report summary (issue 17): with occupiedOnly a report's numbers
 * equal a direct SQL aggregate of the raw readings in the opening hours on the site's clock (the
 * default ones while the site has none; the weekend gives nothing; across New York's
 * daylight-saving change), the summary's band shares equal the quarter hours' average scores
 * banded by scoreBand, the worst zone is the one scoring lowest, the CSV filters alike, and
 * admins set the opening hours (GET and PUT /api/sites/{siteId}/openingHours).
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  openingHoursResponse,
  reportCsvTicketResponse,
  reportResponse,
} from '@airboard/shared/api';
import { scoreBand, type OpeningHours } from '@airboard/shared/rules';
import * as s from '../../db/schema/index';
import { ingestReadings } from '../../telemetry/ingest';
import { drainLiveState } from '../../telemetry/live-state';
import { useTelemetryApp } from '../../../test/fixtures/hooks';
import { createSensor, createZone, type Sensor } from '../../../test/fixtures/telemetry';

const t = useTelemetryApp();
const minute = 60_000;
/** Friday 30 Oct to Monday 2 Nov 2026 in New York: clocks go back on the Sunday. */
const RANGE = { startTime: '2026-10-30T04:00:00.000Z', endTime: '2026-11-03T05:00:00.000Z' };
let fresh: Sensor;
let stale: Sensor;
let staleZoneId: string;

beforeAll(async () => {
  const { db } = t;
  fresh = await createSensor(db, t.site.id, t.zone.id, { measurementName: 'Fresh CO2' });
  const staleZone = await createZone(db, t.site.id, 'Stuffy room');
  staleZoneId = staleZone.id;
  stale = await createSensor(db, t.site.id, staleZone.id, { measurementName: 'Stuffy CO2' });
  const readings = [];
  for (
    let ms = Date.parse('2026-10-29T00:00:00Z');
    ms < Date.parse('2026-11-04T00:00:00Z');
    ms += 5 * minute
  ) {
    const swing = (ms / minute) % 1200;
    readings.push({ seriesId: fresh.point.seriesId, ts: new Date(ms), value: 450 + swing / 2 });
    readings.push({ seriesId: stale.point.seriesId, ts: new Date(ms), value: 900 + swing });
  }
  await ingestReadings(t.handle, readings);
  await drainLiveState(t.handle);
});

const auth = (token = t.memberToken) => ({ authorization: `Bearer ${token}` });

async function occupiedReport(measurementIds: string[], occupiedOnly = true) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/sites/reports/${t.site.id}?startTime=${RANGE.startTime}&endTime=${RANGE.endTime}&interval=day&occupiedOnly=${occupiedOnly}`,
    headers: auth(),
    payload: { measurementIds },
  });
  expect(res.statusCode).toBe(200);
  return reportResponse.parse(res.json()).results.report;
}

/**
 * Per local day: the raw readings of a series whose quarter hour starts in the hours, read with
 * AT TIME ZONE (independent of the report's own SQL).
 */
async function rawOccupied(seriesId: number, hours: OpeningHours) {
  const local = `(ts AT TIME ZONE 'America/New_York')`;
  const quarter = `date_bin('15 minutes', ${local}, timestamp '2000-01-01')`;
  return t.handle.transaction((q) =>
    q(
      z.object({
        day: z.string(),
        min: z.number(),
        max: z.number(),
        mean: z.number(),
        count: z.number(),
      }),
      `SELECT to_char(${local}, 'YYYY-MM-DD') AS day, min(value) AS min, max(value) AS max,
              avg(value) AS mean, count(*)::int AS count
         FROM readings
        WHERE series_id = $1 AND ts >= $2 AND ts < $3
          AND extract(isodow from ${quarter}) = ANY($4::int[])
          AND ${quarter}::time >= $5::time AND (${quarter}::time < $6::time OR $6 = '24:00')
        GROUP BY 1 ORDER BY 1`,
      [seriesId, RANGE.startTime, RANGE.endTime, hours.weekdays, hours.open, hours.close],
    ),
  );
}

describe('occupied hours only', () => {
  it('counts only the default hours (Mon–Fri 07:00–18:00) while the site has none', async () => {
    const all = await occupiedReport([fresh.measurementId], false);
    const report = await occupiedReport([fresh.measurementId]);
    expect(all.occupiedOnly).toBe(false);
    expect(report.occupiedOnly).toBe(true);
    const intervals = report.data[0]!.intervals;
    expect(intervals.map((i) => [i.intervalName, i.count])).toEqual([
      ['2026-10-30', 11 * 12],
      ['2026-10-31', 0],
      ['2026-11-01', 0],
      ['2026-11-02', 11 * 12],
    ]);
    expect(all.data[0]!.intervals[1]!.count).toBe(24 * 12);
    const raw = await rawOccupied(fresh.point.seriesId, {
      weekdays: [1, 2, 3, 4, 5],
      open: '07:00',
      close: '18:00',
    });
    const busy = intervals.filter((i) => i.count > 0);
    expect(busy.map((i) => [i.intervalName, i.minVal, i.maxVal, i.count])).toEqual(
      raw.map((r) => [r.day, r.min, r.max, r.count]),
    );
    busy.forEach((i, n) => expect(i.aveVal).toBeCloseTo(raw[n]!.mean, 9));
    expect(intervals[1]).toMatchObject({ minVal: null, aveScore: null });
  });

  it('sums up each measurement by score band and names the worst zone', async () => {
    const report = await occupiedReport([fresh.measurementId, stale.measurementId]);
    expect(report.worstZone).toMatchObject({ zoneId: staleZoneId, name: 'Stuffy room' });
    for (const [m, sensor] of [
      [report.data[0]!, fresh],
      [report.data[1]!, stale],
    ] as const) {
      // The quarter hours' average scores, banded here by the shared rule.
      const quarters = await t.handle.transaction(async (q) => {
        await q(`SELECT set_config('TimeZone', 'America/New_York', true)`);
        return q(
          z.object({ score: z.number() }),
          `SELECT score_sum / score_count AS score FROM reading_rollups
            WHERE series_id = $1 AND bucket >= $2 AND bucket < $3 AND score_count > 0
              AND extract(isodow from bucket) BETWEEN 1 AND 5
              AND bucket::time >= '07:00' AND bucket::time < '18:00'`,
          [sensor.point.seriesId, RANGE.startTime, RANGE.endTime],
        );
      });
      expect(quarters).toHaveLength(2 * 11 * 4);
      const share = (band: string) =>
        quarters.filter((r) => scoreBand(r.score) === band).length / quarters.length;
      expect(m.summary).toEqual({
        excellent: share('Excellent'),
        good: share('Good'),
        poor: share('Poor'),
      });
    }
    expect(report.data[1]!.summary!.poor).toBeGreaterThan(report.data[0]!.summary!.poor);
  });

  it('filters the CSV alike, raw readings included', async () => {
    const csv = async (raw: boolean) => {
      const issued = await t.app.inject({
        method: 'POST',
        url: `/api/sites/reports/${t.site.id}/csv`,
        headers: auth(),
        payload: {
          ...RANGE,
          interval: 'day',
          measurementIds: [fresh.measurementId],
          format: 'long',
          raw,
          occupiedOnly: true,
        },
      });
      const { url } = reportCsvTicketResponse.parse(issued.json()).results;
      const res = await t.app.inject({ method: 'GET', url });
      return res.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n')
        .slice(1);
    };
    const days = await csv(false);
    expect(days.map((row) => row.split(',').at(-1))).toEqual(['132', '0', '0', '132']);
    const readings = await csv(true);
    expect(readings).toHaveLength(2 * 132);
    expect(readings[0]).toContain(',2026-10-30T07:00:00-04:00,');
    expect(readings.at(-1)).toContain(',2026-11-02T17:55:00-05:00,');
  });
});

describe('opening hours', () => {
  const url = () => `/api/sites/${t.site.id}/openingHours`;
  const put = (payload: object, token = t.adminToken) =>
    t.app.inject({ method: 'PUT', url: url(), headers: auth(token), payload });

  it('reads the default hours, then lets an admin set the site’s own', async () => {
    const before = await t.app.inject({ method: 'GET', url: url(), headers: auth() });
    expect(openingHoursResponse.parse(before.json()).results).toEqual({
      openingHours: { weekdays: [1, 2, 3, 4, 5], open: '07:00', close: '18:00' },
      isDefault: true,
    });
    const saved = await put({ weekdays: [7, 6], open: '09:00', close: '12:30' });
    expect(saved.statusCode).toBe(200);
    const expected = { weekdays: [6, 7], open: '09:00', close: '12:30' };
    expect(openingHoursResponse.parse(saved.json()).results).toEqual({
      openingHours: expected,
      isDefault: false,
    });
    const after = await t.app.inject({ method: 'GET', url: url(), headers: auth() });
    expect(openingHoursResponse.parse(after.json()).results.openingHours).toEqual(expected);

    // Reports now count the weekend mornings only.
    const report = await occupiedReport([fresh.measurementId]);
    const intervals = report.data[0]!.intervals;
    expect(intervals.map((i) => i.count)).toEqual([0, 42, 42, 0]);
    const raw = await rawOccupied(fresh.point.seriesId, expected);
    expect(intervals.slice(1, 3).map((i) => [i.minVal, i.maxVal, i.count])).toEqual(
      raw.map((r) => [r.min, r.max, r.count]),
    );
    expect(
      (await put({ weekdays: [1, 2, 3, 4, 5, 6, 7], open: '00:00', close: '24:00' })).statusCode,
    ).toBe(200);
    const always = await occupiedReport([fresh.measurementId]);
    expect(always.data[0]!.intervals.map((i) => i.count)).toEqual([288, 288, 300, 288]);

    // Back to the default hours: the site keeps none of its own.
    const reset = await t.app.inject({ method: 'DELETE', url: url(), headers: auth(t.adminToken) });
    expect(openingHoursResponse.parse(reset.json()).results).toEqual({
      openingHours: { weekdays: [1, 2, 3, 4, 5], open: '07:00', close: '18:00' },
      isDefault: true,
    });
    const [row] = await t.db.select().from(s.sites).where(eq(s.sites.id, t.site.id));
    expect(row!.openingHours).toBeNull();
  });

  it('refuses bad hours with 400', async () => {
    for (const bad of [
      { weekdays: [], open: '07:00', close: '18:00' },
      { weekdays: [1, 1], open: '07:00', close: '18:00' },
      { weekdays: [0], open: '07:00', close: '18:00' },
      { weekdays: [1], open: '7:00', close: '18:00' },
      { weekdays: [1], open: '07:00', close: '24:30' },
      { weekdays: [1], open: '18:00', close: '07:00' },
      { weekdays: [1], open: '07:00' },
    ]) {
      expect((await put(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('refuses anonymous callers, members who are not admins and other projects', async () => {
    const hours = { weekdays: [1], open: '07:00', close: '18:00' };
    const anonymous = await t.app.inject({ method: 'PUT', url: url(), payload: hours });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: url() })).statusCode).toBe(401);
    expect((await put(hours, t.memberToken)).statusCode).toBe(403);
    expect((await put(hours, t.outsiderToken)).statusCode).toBe(404);
    const reset = (token?: string) =>
      t.app.inject({ method: 'DELETE', url: url(), headers: token ? auth(token) : {} });
    expect((await reset()).statusCode).toBe(401);
    expect((await reset(t.memberToken)).statusCode).toBe(403);
    expect((await reset(t.outsiderToken)).statusCode).toBe(404);
    const foreign = await t.app.inject({
      method: 'GET',
      url: url(),
      headers: auth(t.outsiderToken),
    });
    expect(foreign.statusCode).toBe(404);
  });
});
