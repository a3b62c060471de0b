/** Heat map: periods × zones in the site's time zone (daylight saving included), from rollups. */
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { heatmapResponse, heatmapTypesResponse } from '@airboard/shared/api';
import { newObjectId } from '../../db/ids';
import * as s from '../../db/schema/index';
import { ingestReadings } from '../../telemetry/ingest';
import { createSiteWithExtremeReadings } from '../../../test/fixtures/extreme-readings';
import { useTelemetryApp } from '../../../test/fixtures/hooks';
import { co2Type, createSensor, createZone, type Sensor } from '../../../test/fixtures/telemetry';

const t = useTelemetryApp();
let zoneB: { id: string };
let sensorA: Sensor;
const minute = 60_000;

beforeAll(async () => {
  const { db } = t;
  zoneB = await createZone(db, t.site.id, 'Gym');
  sensorA = await createSensor(db, t.site.id, t.zone.id);
  const sensorB = await createSensor(db, t.site.id, zoneB.id);
  // A second CO2 sensor in the gym: the zone's mean is over both sensors' readings.
  const sensorB2 = await createSensor(db, t.site.id, zoneB.id, { measurementName: 'CO2 north' });
  // Zone A: every minute of 31 Oct – 2 Nov 2026 (UTC), value = hour of day × 10 + 500.
  const readings = [];
  for (
    let ms = Date.parse('2026-10-31T00:00:00Z');
    ms < Date.parse('2026-11-03T00:00:00Z');
    ms += minute
  ) {
    readings.push({
      seriesId: sensorA.point.seriesId,
      ts: new Date(ms),
      value: 500 + new Date(ms).getUTCHours() * 10,
    });
  }
  readings.push(
    { seriesId: sensorB.point.seriesId, ts: new Date('2026-11-02T15:00:00Z'), value: 900 },
    { seriesId: sensorB.point.seriesId, ts: new Date('2026-11-02T15:05:00Z'), value: 800 },
    { seriesId: sensorB2.point.seriesId, ts: new Date('2026-11-02T16:00:00Z'), value: 550 },
  );
  await ingestReadings(t.handle, readings);
  // Two alerts in zone B on 2 Nov local time (one at 00:30 local = 05:30Z, after the DST change).
  for (const startedAt of ['2026-11-02T05:30:00Z', '2026-11-02T20:00:00Z']) {
    await db.insert(s.alerts).values({
      id: newObjectId(),
      alertConfigId: t.co2Rule.id,
      measurementId: sensorB.measurementId,
      siteId: t.site.id,
      zoneId: zoneB.id,
      isActive: false,
      startedAt: new Date(startedAt),
      clearedAt: new Date(startedAt),
    });
  }
});

const get = (url: string, token = t.memberToken) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
const mapUrl = (query: string) => `/api/sites/${t.site.id}/heatmap/alerts?${query}`;

describe('GET /api/sites/{siteId}/heatmap/measurements', () => {
  it('lists the measurement types of the site, with the thresholds that colour them', async () => {
    const res = await get(`/api/sites/${t.site.id}/heatmap/measurements`);
    expect(heatmapTypesResponse.parse(res.json()).results).toEqual([
      {
        type: 'co2',
        name: 'CO2',
        unit: 'ppm',
        threshold: co2Type.threshold,
        scoreType: 'scoreAQ',
        scoreOrder: co2Type.scoreOrder,
      },
    ]);
  });
});

describe('GET /api/sites/{siteId}/heatmap/alerts', () => {
  it('gives day means per zone in the site time zone, equal to the raw readings', async () => {
    const res = await get(
      mapUrl(
        'type=measurements&measurementType=co2&timePeriod=custom&startDate=2026-11-01&endDate=2026-11-02',
      ),
    );
    expect(res.statusCode).toBe(200);
    const { results } = heatmapResponse.parse(res.json());
    expect(results.timezone).toBe('America/New_York');
    expect(results.zones.map((zone) => zone.name)).toEqual(['Gym', 'Room 101']);
    // 1 Nov is 25 hours long in New York (daylight saving ends).
    expect(results.periods.map((p) => p.start)).toEqual([
      '2026-11-01T04:00:00.000Z',
      '2026-11-02T05:00:00.000Z',
    ]);
    const [raw] = await t.handle.transaction((q) =>
      q(
        z.object({ mean: z.number() }),
        `SELECT avg(value) AS mean FROM readings WHERE series_id = $1 AND ts >= '2026-11-01T04:00:00Z' AND ts < '2026-11-02T05:00:00Z'`,
        [sensorA.point.seriesId],
      ),
    );
    expect(results.periods[0]!.zones[t.zone.id]!.curValue).toBeCloseTo(raw!.mean, 9);
    expect(results.periods[0]!.zones[zoneB.id]).toEqual({ curValue: null });
    // (900 + 800 + 550) / 3 readings, not the mean of the two sensors' means.
    expect(results.periods[1]!.zones[zoneB.id]).toEqual({ curValue: 750 });
  });

  it('counts alerts per zone and day, and cuts today into hours', async () => {
    const res = await get(
      mapUrl('type=alerts&timePeriod=custom&startDate=2026-11-01&endDate=2026-11-02'),
    );
    const { results } = heatmapResponse.parse(res.json());
    expect(results.periods.map((p) => p.zones[zoneB.id])).toEqual([{ alerts: 0 }, { alerts: 2 }]);
    const utc = await get(
      mapUrl('type=alerts&timePeriod=custom&startDate=2026-11-02&endDate=2026-11-02&timezone=UTC'),
    );
    expect(heatmapResponse.parse(utc.json()).results.periods[0]!.zones[zoneB.id]).toEqual({
      alerts: 2,
    });
    const today = heatmapResponse.parse((await get(mapUrl('timePeriod=today'))).json()).results;
    expect(today).toMatchObject({ type: 'alerts', granularity: 'hour' });
    expect(today.periods.length).toBeGreaterThanOrEqual(23);
  });

  it('rejects long or reversed ranges with the spec messages, and incomplete requests', async () => {
    const long = await get(mapUrl('timePeriod=custom&startDate=2026-01-01&endDate=2026-03-15'));
    expect(long.json()).toEqual({ errorMessage: 'Time period exceeds 60 days' });
    const reversed = await get(mapUrl('timePeriod=custom&startDate=2026-03-15&endDate=2026-03-01'));
    expect(reversed.json()).toEqual({ errorMessage: 'Starting date greater than the ending date' });
    expect((await get(mapUrl('timePeriod=custom&startDate=2026-03-01'))).statusCode).toBe(400);
    expect((await get(mapUrl('type=measurements'))).statusCode).toBe(400);
    expect((await get(mapUrl('timezone=Mars/Olympus'))).statusCode).toBe(400);
    expect((await get(mapUrl('timePeriod=year'))).statusCode).toBe(400);
  });

  it('refuses anonymous callers and other projects', async () => {
    expect((await t.app.inject({ method: 'GET', url: mapUrl('') })).statusCode).toBe(401);
    expect((await get(mapUrl(''), t.outsiderToken)).statusCode).toBe(404);
  });
});

describe('heat maps over extreme stored values', () => {
  it('still answers, with a finite mean, when stored readings would overflow the sums', async () => {
    const { site, zone } = await createSiteWithExtremeReadings(
      t.handle,
      t.project.id,
      '2026-11-01',
    );
    const res = await get(
      `/api/sites/${site.id}/heatmap/alerts?type=measurements&measurementType=co2&timePeriod=custom&startDate=2026-11-01&endDate=2026-11-01`,
    );
    expect(res.statusCode).toBe(200);
    const [period] = heatmapResponse.parse(res.json()).results.periods;
    const mean = period!.zones[zone.id]!.curValue;
    expect(mean).toBeGreaterThan(1e299);
    expect(Number.isFinite(mean)).toBe(true);
  });
});
