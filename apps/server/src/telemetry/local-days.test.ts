/**
 * Local days and hours in the site's time zone, through the API (finding 15 of issue 11): a report,
 * a heat map and a trend of one local day cover exactly the readings of [local midnight, next local
 * midnight), in a half-hour zone (Kolkata +5:30), a quarter-hour zone (Kathmandu +5:45) and on the
 * two daylight-saving days of New York (23 and 25 hours). Long trends are cut into local hours.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { heatmapResponse, reportResponse, trendResponse } from '@airboard/shared/api';
import { useTelemetryApp } from '../../test/fixtures/hooks';
import { createSite } from '../../test/fixtures/factories';
import { createSensor, createZone } from '../../test/fixtures/telemetry';
import { ingestReadings } from './ingest';
import { drainLiveState } from './live-state';

const t = useTelemetryApp();
const QUARTER = 15 * 60_000;
const HOUR = 4 * QUARTER;

/** A local day and the instants it starts and ends at in its zone. */
const days = [
  {
    name: 'half-hour zone',
    timeZone: 'Asia/Kolkata',
    day: '2026-11-02',
    from: '2026-11-01T18:30:00Z',
    to: '2026-11-02T18:30:00Z',
    hours: 24,
  },
  {
    name: 'quarter-hour zone',
    timeZone: 'Asia/Kathmandu',
    day: '2026-11-02',
    from: '2026-11-01T18:15:00Z',
    to: '2026-11-02T18:15:00Z',
    hours: 24,
  },
  {
    name: 'spring forward',
    timeZone: 'America/New_York',
    day: '2026-03-08',
    from: '2026-03-08T05:00:00Z',
    to: '2026-03-09T04:00:00Z',
    hours: 23,
  },
  {
    name: 'fall back',
    timeZone: 'America/New_York',
    day: '2026-11-01',
    from: '2026-11-01T04:00:00Z',
    to: '2026-11-02T05:00:00Z',
    hours: 25,
  },
] as const;

type Day = (typeof days)[number];
/** Before, inside and after the day: a reading that lands in a neighbour day changes the mean. */
const BEFORE = 500;
const INSIDE = 1000;
const AFTER = 2000;
const sites = new Map<Day, { siteId: string; zoneId: string; measurementId: string }>();

beforeAll(async () => {
  for (const d of days) {
    const site = await createSite(t.db, t.site.projectId, { name: d.name, timeZone: d.timeZone });
    const zone = await createZone(t.db, site.id);
    const sensor = await createSensor(t.db, site.id, zone.id);
    const [from, to] = [Date.parse(d.from), Date.parse(d.to)];
    const readings = [];
    // Every quarter hour from two hours before local midnight to two hours after the next one.
    for (let ms = from - 2 * HOUR; ms <= to + 2 * HOUR; ms += QUARTER) {
      const value = ms < from ? BEFORE : ms < to ? INSIDE : AFTER;
      readings.push({ seriesId: sensor.point.seriesId, ts: new Date(ms), value });
    }
    await ingestReadings(t.handle, readings);
    sites.set(d, { siteId: site.id, zoneId: zone.id, measurementId: sensor.measurementId });
  }
  await drainLiveState(t.handle);
});

const auth = () => ({ authorization: `Bearer ${t.memberToken}` });
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth() });

describe.each(days)('one local day: $name ($timeZone, $day)', (d) => {
  const quarters = (d.hours * HOUR) / QUARTER;

  it(`reports the day from local midnight, ${d.hours} hours of readings and none of its neighbours`, async () => {
    const { siteId, measurementId } = sites.get(d)!;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/sites/reports/${siteId}?startTime=${d.from}&endTime=${d.to}&interval=day`,
      headers: auth(),
      payload: { measurementIds: [measurementId] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { report } = reportResponse.parse(res.json()).results;
    expect(report.timezone).toBe(d.timeZone);
    expect(report.data[0]!.intervals).toEqual([
      expect.objectContaining({
        intervalName: d.day,
        startTime: new Date(d.from).toISOString(),
        minVal: INSIDE,
        maxVal: INSIDE,
        aveVal: INSIDE,
        count: quarters,
      }),
    ]);
  });

  it("cuts the heat map's custom day in the site's zone when the caller names none", async () => {
    const { siteId, zoneId } = sites.get(d)!;
    const res = await get(
      `/api/sites/${siteId}/heatmap/alerts?type=measurements&measurementType=co2&timePeriod=custom&startDate=${d.day}&endDate=${d.day}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { results } = heatmapResponse.parse(res.json());
    expect(results.timezone).toBe(d.timeZone);
    expect(results.periods).toEqual([
      { start: new Date(d.from).toISOString(), zones: { [zoneId]: { curValue: INSIDE } } },
    ]);
  });

  it('draws the trend of [local midnight, next local midnight) without the reading at its end', async () => {
    const { siteId, measurementId } = sites.get(d)!;
    const res = await get(
      `/api/trendData?siteId=${siteId}&pointId=${measurementId}&startTime=${Date.parse(d.from)}&endTime=${Date.parse(d.to)}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { data } = trendResponse.parse(res.json()).results;
    expect(data).toHaveLength(quarters);
    expect(data[0]).toEqual([Date.parse(d.from), INSIDE]);
    expect(new Set(data.map(([, value]) => value))).toEqual(new Set([INSIDE]));
  });
});

describe('a long trend in a quarter-hour zone', () => {
  it("is cut into the site's local hours (Kathmandu's start at a quarter past UTC hours)", async () => {
    const site = await createSite(t.db, t.site.projectId, {
      name: 'Kathmandu office',
      timeZone: 'Asia/Kathmandu',
    });
    const sensor = await createSensor(t.db, site.id, null);
    const from = Date.parse('2026-11-01T18:15:00Z');
    const to = from + 3 * 24 * HOUR;
    const readings = [];
    // One a minute: more than the chart holds, so the trend reads the rollups.
    for (let ms = from; ms < to; ms += 60_000) {
      readings.push({
        seriesId: sensor.point.seriesId,
        ts: new Date(ms),
        value: 600 + (ms % HOUR) / 60_000,
      });
    }
    await ingestReadings(t.handle, readings);
    const res = await get(
      `/api/trendData?siteId=${site.id}&pointId=${sensor.measurementId}&startTime=${from}&endTime=${to}`,
    );
    const { data, band, resolution } = trendResponse.parse(res.json()).results;
    expect(resolution).toBe('hourly');
    // Each local hour (:15 to :15 UTC) is drawn at its middle, :45 past a UTC hour, as the average
    // of its readings with their range as the band: 615…659 then 600…614.
    expect(data).toHaveLength(3 * 24);
    expect(new Set(data.map(([ms]) => (ms % HOUR) / 60_000))).toEqual(new Set([45]));
    expect(new Set(data.map(([, value]) => value))).toEqual(new Set([629.5]));
    expect(new Set(band!.map(([, low, high]) => `${low}–${high}`))).toEqual(new Set(['600–659']));
  });
});
