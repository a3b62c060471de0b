/**
 * Ids inside a query or body (security requirement 1, BOLA): a caller may name their own site in
 * the path and slip another project's measurement or point — or one of their own project's other
 * site — into the query or body. Each such id must resolve within the path's site, so it is
 * absent from the answer or a 404, never data.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema/index';
import { newObjectId } from '../src/db/ids';
import { useMonitoringApp } from './fixtures/hooks';
import { bearer } from './fixtures/monitoring';

const t = useMonitoringApp();
/** A point of the Demo project's site; callers below name another site in the path. */
let demoPointId: string;
/** A measurement of the Demo project's second site (same project, other parent). */
let annexMeasurementId: string;

beforeAll(async () => {
  const [point] = await t.db
    .select({ id: s.points.id })
    .from(s.points)
    .where(eq(s.points.measurementId, t.measurements.co2.id));
  demoPointId = point!.id;
  const [annex] = await t.db
    .insert(s.measurements)
    .values({
      ...t.measurements.co2,
      id: newObjectId(),
      uuid: crypto.randomUUID(),
      siteId: t.secondSite.id,
      zoneId: null,
    })
    .returning();
  annexMeasurementId = annex!.id;
});

const period = 'startTime=2026-01-01T00:00:00.000Z&endTime=2026-01-02T00:00:00.000Z';

describe("another project's ids in the query or body", () => {
  it('latest values leave a foreign measurement out', async () => {
    const ids = encodeURIComponent(JSON.stringify([t.measurements.co2.id]));
    const res = await t.app.inject({
      url: `/api/site/${t.otherSite.id}/latest?measurementIds=${ids}`,
      headers: bearer(t.tokens.outsider),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ results: {} });
  });

  it('a report naming a foreign measurement is a 404', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/sites/reports/${t.otherSite.id}?${period}`,
      headers: bearer(t.tokens.outsider),
      payload: { measurementIds: [t.measurements.co2.id] },
    });
    expect(res.statusCode).toBe(404);
  });

  it.each([
    ['a measurement', () => t.measurements.co2.id],
    ['a point', () => demoPointId],
  ])('trend data of %s of another project is a 404', async (_what, id) => {
    for (const url of ['/api/trendData', '/api/points/trendData']) {
      const res = await t.app.inject({
        url: `${url}?siteId=${t.otherSite.id}&pointId=${id()}&${period}`,
        headers: bearer(t.tokens.outsider),
      });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe("the caller's own project, but another site than the path's", () => {
  it('latest values, reports and trends keep to the named site', async () => {
    const token = bearer(t.tokens.member);
    const ids = encodeURIComponent(JSON.stringify([annexMeasurementId]));
    const latest = await t.app.inject({
      url: `/api/site/${t.site.id}/latest?measurementIds=${ids}`,
      headers: token,
    });
    expect(latest.json()).toEqual({ results: {} });
    const report = await t.app.inject({
      method: 'POST',
      url: `/api/sites/reports/${t.site.id}?${period}`,
      headers: token,
      payload: { measurementIds: [annexMeasurementId] },
    });
    expect(report.statusCode).toBe(404);
    const trend = await t.app.inject({
      url: `/api/trendData?siteId=${t.site.id}&pointId=${annexMeasurementId}&${period}`,
      headers: token,
    });
    expect(trend.statusCode).toBe(404);
  });
});
