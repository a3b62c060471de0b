/** Latest values and trend data: shapes, raw vs hourly, the point limit, spikes, access. */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  latestResponse,
  siteTrendsResponse,
  TREND_MAX_POINTS,
  TRENDS_BATCH_MAX,
  trendResponse,
} from '@airboard/shared/api';
import { ingestReadings } from '../../telemetry/ingest';
import { drainLiveState } from '../../telemetry/live-state';
import { useTelemetryApp } from '../../../test/fixtures/hooks';
import { createSensor, type Sensor } from '../../../test/fixtures/telemetry';

const t = useTelemetryApp();
let sensor: Sensor;
const minute = 60_000;
const end = Date.parse('2026-11-20T00:00:00Z');
const days = 10;
const spikeAt = end - 5 * 86_400_000 + 17 * minute;
const hour = 60 * minute;
/** The fixture's readings by the hour they fall in (the site's zone has whole-hour offsets). */
const hours = new Map<number, number[]>();

beforeAll(async () => {
  sensor = await createSensor(t.db, t.site.id, t.zone.id);
  const readings = [];
  for (let ms = end - days * 86_400_000; ms < end; ms += minute) {
    readings.push({
      seriesId: sensor.point.seriesId,
      ts: new Date(ms),
      value: ms === spikeAt ? 4000 : 600 + ((ms / minute) % 60),
    });
    const start = ms - (ms % hour);
    hours.set(start, [...(hours.get(start) ?? []), readings.at(-1)!.value]);
  }
  for (let i = 0; i < readings.length; i += 5000) {
    await ingestReadings(t.handle, readings.slice(i, i + 5000));
  }
  await drainLiveState(t.handle);
});

const get = (url: string, token = t.memberToken) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
const trendUrl = (path: string, from: number, to: number, extra = '') =>
  `${path}?siteId=${t.site.id}&pointId=${sensor.measurementId}&version=highcharts&startTime=${from}&endTime=${to}${extra}`;

describe('GET /api/site/{siteId}/latest', () => {
  it('answers curVal and curScore {ts, val} keyed by measurement id', async () => {
    const ids = JSON.stringify([sensor.measurementId, 'unknownId']);
    const res = await get(
      `/api/site/${t.site.id}/latest?measurementIds=${encodeURIComponent(ids)}`,
    );
    expect(res.statusCode).toBe(200);
    const { results } = latestResponse.parse(res.json());
    expect(Object.keys(results)).toEqual([sensor.measurementId]);
    expect(results[sensor.measurementId]!.curVal).toEqual({
      ts: new Date(end - minute).toISOString(),
      val: 600 + (((end - minute) / minute) % 60),
    });
    expect(results[sensor.measurementId]!.curScore!.val).toBeGreaterThan(75);
  });

  it('answers null values for a measurement that has not reported yet', async () => {
    const quiet = await createSensor(t.db, t.site.id, t.zone.id, {
      measurementName: 'Quiet CO2',
    });
    const ids = JSON.stringify([quiet.measurementId, sensor.measurementId]);
    const res = await get(
      `/api/site/${t.site.id}/latest?measurementIds=${encodeURIComponent(ids)}`,
    );
    const { results } = latestResponse.parse(res.json());
    expect(results[quiet.measurementId]).toEqual({
      curVal: null,
      curScore: null,
      isAlerting: false,
    });
    expect(results[sensor.measurementId]!.curVal).not.toBeNull();
  });

  it('rejects ids that are not a JSON array, anonymous callers and other projects', async () => {
    expect((await get(`/api/site/${t.site.id}/latest?measurementIds=abc`)).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/site/${t.site.id}/latest?measurementIds=[]`,
    });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await get(`/api/site/${t.site.id}/latest?measurementIds=[]`, t.outsiderToken);
    expect(foreign.statusCode).toBe(404);
  });
});

describe('GET /api/trendData', () => {
  it('reads raw readings for a short range', async () => {
    const res = await get(trendUrl('/api/trendData', end - 3 * 3_600_000, end));
    expect(res.statusCode).toBe(200);
    const { results } = trendResponse.parse(res.json());
    expect(results).toMatchObject({
      resolution: 'raw',
      unit: 'ppm',
      kind: 'Number',
      type: 'value',
    });
    expect(results.data).toHaveLength(180);
    expect(results.data[0]).toEqual([
      end - 3 * 3_600_000,
      600 + (((end - 180 * minute) / minute) % 60),
    ]);
  });

  it('draws a long range as the average of each hour with its lowest and highest as a band', async () => {
    const res = await get(trendUrl('/api/trendData', end - days * 86_400_000, end));
    const { results } = trendResponse.parse(res.json());
    expect(results.resolution).toBe('hourly');
    expect(results.data.length).toBeLessThanOrEqual(TREND_MAX_POINTS);
    // Compared with the raw readings of each hour, at the hour's middle: no hour is drawn as a
    // jump from its low to its high.
    const expected = [...hours].map(([start, values]) => ({
      at: start + hour / 2,
      average: values.reduce((sum, v) => sum + v, 0) / values.length,
      low: Math.min(...values),
      high: Math.max(...values),
    }));
    expect(results.data).toHaveLength(expected.length);
    expect(results.band).toHaveLength(expected.length);
    expected.forEach(({ at, average, low, high }, i) => {
      expect(results.data[i]![0]).toBe(at);
      expect(results.data[i]![1]).toBeCloseTo(average, 9);
      expect(results.band![i]).toEqual([at, low, high]);
    });
    // The spike stays visible in the band and lifts its hour's average only by its share.
    const spikeHour = results.band!.find(([, , high]) => high === 4000)!;
    expect(spikeHour[0]).toBe(spikeAt - 17 * minute + hour / 2);
    expect(Math.max(...results.data.map(([, v]) => v ?? 0))).toBeCloseTo(629.5 + (4000 - 617) / 60);
  });

  it('breaks the hourly line where whole hours have no readings', async () => {
    const patchy = await createSensor(t.db, t.site.id, t.zone.id);
    const from = end - 4 * 86_400_000;
    const readings = [];
    for (let ms = from; ms < end; ms += minute) {
      // Nothing from 10:00 to 13:00 on the second day: three missing hours.
      if (ms < from + 86_400_000 + 10 * hour || ms >= from + 86_400_000 + 13 * hour) {
        readings.push({ seriesId: patchy.point.seriesId, ts: new Date(ms), value: 500 });
      }
    }
    await ingestReadings(t.handle, readings);
    const url = `/api/trendData?siteId=${t.site.id}&pointId=${patchy.measurementId}&startTime=${from}&endTime=${end}`;
    const { results } = trendResponse.parse((await get(url)).json());
    expect(results.resolution).toBe('hourly');
    const gapAt = from + 86_400_000 + 10 * hour - hour / 2 + hour;
    expect(results.data.filter(([, v]) => v === null)).toEqual([[gapAt, null]]);
    expect(results.band!.filter(([, low]) => low === null)).toEqual([[gapAt, null, null]]);
    expect(results.data).toHaveLength(4 * 24 - 3 + 1);
  });

  it('reads raw readings for a longer range when they fit the chart', async () => {
    const sparse = await createSensor(t.db, t.site.id, t.zone.id);
    await ingestReadings(
      t.handle,
      Array.from({ length: 500 }, (_, i) => ({
        seriesId: sparse.point.seriesId,
        ts: new Date(end - (i + 1) * 15 * minute),
        value: 700,
      })),
    );
    const url = `/api/trendData?siteId=${t.site.id}&pointId=${sparse.measurementId}&startTime=${end - 6 * 86_400_000}&endTime=${end}`;
    const { results } = trendResponse.parse((await get(url)).json());
    expect(results.resolution).toBe('raw');
    expect(results.data).toHaveLength(500);
  });

  it('draws the rollups by hour where retention dropped the raw readings, short ranges too', async () => {
    const old = await createSensor(t.db, t.site.id, t.zone.id);
    await ingestReadings(
      t.handle,
      Array.from({ length: 40 }, (_, i) => ({
        seriesId: old.point.seriesId,
        ts: new Date(end - 2 * 86_400_000 + i * 15 * minute),
        value: 700 + i,
      })),
    );
    // What the retention job leaves of them (jobs/retention.ts): the rollups only.
    await t.handle.transaction((query) =>
      query(`DELETE FROM readings WHERE series_id = $1`, [old.point.seriesId]),
    );
    const trend = async (from: number, to: number) => {
      const url = `/api/trendData?siteId=${t.site.id}&pointId=${old.measurementId}&startTime=${from}&endTime=${to}`;
      return trendResponse.parse((await get(url)).json()).results;
    };
    const short = await trend(end - 2 * 86_400_000, end - 86_400_000);
    expect(short.resolution).toBe('hourly');
    expect(short.data).toHaveLength(10);
    expect(short.data[0]).toEqual([end - 2 * 86_400_000 + hour / 2, 701.5]);
    const long = await trend(end - 6 * 86_400_000, end);
    expect(long.resolution).toBe('hourly');
    expect(long.data.filter(([, v]) => v !== null)).toHaveLength(10);
  });

  it('reads raw rows with force=true, bucketed to the limit, keeping the spike', async () => {
    const res = await get(trendUrl('/api/trendData', end - days * 86_400_000, end, '&force=true'));
    const { results } = trendResponse.parse(res.json());
    expect(results.resolution).toBe('raw');
    expect(results.band).toBeNull();
    expect(results.data.length).toBeLessThanOrEqual(TREND_MAX_POINTS);
    expect(results.data).toContainEqual([spikeAt, 4000]);
  });

  it('plots scores with type=score', async () => {
    const res = await get(trendUrl('/api/trendData', end - 3_600_000, end, '&type=score'));
    const { results } = trendResponse.parse(res.json());
    expect(results.data.every(([, v]) => v !== null && v >= 0 && v <= 100)).toBe(true);
  });

  it('plots no scores, over the rollups too, for a point without thresholds', async () => {
    const plain = await createSensor(t.db, t.site.id, t.zone.id, {
      type: null,
      measurementName: 'Supply air',
    });
    const readings = [];
    for (let ms = end - 3 * 86_400_000; ms < end; ms += minute) {
      readings.push({ seriesId: plain.point.seriesId, ts: new Date(ms), value: 55 });
    }
    await ingestReadings(t.handle, readings);
    const res = await get(
      `/api/trendData?siteId=${t.site.id}&pointId=${plain.measurementId}&startTime=${end - 3 * 86_400_000}&endTime=${end}&type=score`,
    );
    expect(res.statusCode).toBe(200);
    const { results } = trendResponse.parse(res.json());
    expect(results.resolution).toBe('hourly');
    expect(results.data.length).toBeGreaterThan(0);
    expect(results.data.every(([, v]) => v === null)).toBe(true);
  });

  it('serves points on /api/points/trendData', async () => {
    const url = `/api/points/trendData?siteId=${t.site.id}&pointId=${sensor.point.id}&startTime=${end - 3_600_000}&endTime=${end}`;
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(trendResponse.parse(res.json()).results.data).toHaveLength(60);
    const byMeasurement = url.replace(sensor.point.id, sensor.measurementId);
    expect((await get(byMeasurement)).statusCode).toBe(404);
  });

  it('rejects reversed and over-long ranges with the spec messages', async () => {
    const reversed = await get(trendUrl('/api/trendData', end, end - minute));
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toEqual({ errorMessage: 'Starting date greater than the ending date' });
    const tooLong = await get(trendUrl('/api/trendData', end - 70 * 86_400_000, end));
    expect(tooLong.json()).toEqual({ errorMessage: 'Time period exceeds 60 days' });
  });

  it('rejects a missing startTime, anonymous callers and other projects', async () => {
    const bad = await get(`/api/trendData?siteId=${t.site.id}&pointId=${sensor.measurementId}`);
    expect(bad.statusCode).toBe(400);
    const url = trendUrl('/api/trendData', end - minute, end);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await get(url, t.outsiderToken)).statusCode).toBe(404);
  });
});

describe('GET /api/site/{siteId}/trends', () => {
  const trendsUrl = (ids: string[], from: number, to: number, extra = '') =>
    `/api/site/${t.site.id}/trends?pointIds=${encodeURIComponent(JSON.stringify(ids))}&startTime=${from}&endTime=${to}${extra}`;

  it('answers the same trend per measurement as GET /api/trendData does, keyed by id', async () => {
    const other = await createSensor(t.db, t.site.id, t.zone.id, { measurementName: 'Batch CO2' });
    await ingestReadings(t.handle, [
      { seriesId: other.point.seriesId, ts: new Date(end - 30 * minute), value: 700 },
    ]);
    for (const [from, to] of [
      [end - 3 * hour, end],
      [end - 5 * 86_400_000, end],
    ] as const) {
      const res = await get(
        trendsUrl([sensor.measurementId, other.measurementId, 'unknownId'], from, to),
      );
      expect(res.statusCode).toBe(200);
      const { results } = siteTrendsResponse.parse(res.json());
      expect(Object.keys(results).sort()).toEqual(
        [sensor.measurementId, other.measurementId].sort(),
      );
      const single = trendResponse.parse(
        (await get(trendUrl('/api/trendData', from, to))).json(),
      ).results;
      expect(results[sensor.measurementId]).toEqual(single);
      expect(results[other.measurementId]!.data).toEqual([[end - 30 * minute, 700]]);
    }
  });

  it('plots scores with type=score', async () => {
    const res = await get(trendsUrl([sensor.measurementId], end - hour, end, '&type=score'));
    const { results } = siteTrendsResponse.parse(res.json());
    expect(results[sensor.measurementId]!.type).toBe('score');
    expect(results[sensor.measurementId]!.data.every(([, v]) => v !== null && v <= 100)).toBe(true);
  });

  it('rejects no ids, too many ids, bad ranges, anonymous callers and other projects', async () => {
    expect((await get(trendsUrl([], end - hour, end))).statusCode).toBe(400);
    const many = Array.from({ length: TRENDS_BATCH_MAX + 1 }, (_, i) => `m${i}`);
    expect((await get(trendsUrl(many, end - hour, end))).statusCode).toBe(400);
    const reversed = await get(trendsUrl([sensor.measurementId], end, end - hour));
    expect(reversed.json()).toEqual({ errorMessage: 'Starting date greater than the ending date' });
    const tooLong = await get(trendsUrl([sensor.measurementId], end - 70 * 86_400_000, end));
    expect(tooLong.json()).toEqual({ errorMessage: 'Time period exceeds 60 days' });
    const url = trendsUrl([sensor.measurementId], end - hour, end);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await get(url, t.outsiderToken)).statusCode).toBe(404);
  });
});
