/**
 * Monitoring read calls (spec 000 §7): GET /api, /api/zones, /api/measurements, /api/pointtypes,
 * /api/sites/{siteId}/floors — their shapes, validation, sign-in and project isolation.
 */
import { describe, expect, it } from 'vitest';
import {
  getFloorsResponse,
  getMeasurementsResponse,
  getProjectHomeResponse,
  getZonesResponse,
} from '@airboard/shared/api';
import { useMonitoringApp } from './fixtures/hooks';
import { bearer } from './fixtures/monitoring';

const t = useMonitoringApp({
  config: { AIRBOARD_MAP_TILES_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png' },
});

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('GET /api', () => {
  it("answers the session's project, its sites sorted by name and the map settings", async () => {
    const res = await get('/api?slim=true', t.tokens.member);
    expect(res.statusCode).toBe(200);
    const body = getProjectHomeResponse.parse(res.json());
    expect(body.project).toMatchObject({ objectId: t.project.id, name: 'Demo', mapView: true });
    expect(body.sites.map((s) => s.name)).toEqual(['Annex', 'Lincoln Elementary']);
    expect(body.sites[1]).toMatchObject({ shortName: 'LES', scoreOA: { curScore: 82 } });
    expect(body.settings.mapTilesUrl).toBe('http://127.0.0.1:9/{z}/{x}/{y}.png');
  });
  it("lets the browser load the configured tile server's images", async () => {
    const res = await get('/api', t.tokens.member);
    expect(res.headers['content-security-policy']).toMatch(/img-src [^;]*http:\/\/127\.0\.0\.1:9/);
  });
  it('rejects a malformed slim flag', async () => {
    const res = await get('/api?slim=maybe', t.tokens.member);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errorMessage: string }>().errorMessage).toContain('querystring.slim');
  });
  it('needs a session', async () => {
    expect((await get('/api')).statusCode).toBe(401);
  });
  it("shows another project's member only their own project", async () => {
    const body = getProjectHomeResponse.parse((await get('/api', t.tokens.outsider)).json());
    expect(body.project.name).toBe('Other');
    expect(body.sites.map((s) => s.name)).toEqual(['Maple Library']);
  });
  it('is a 404 for a session without a project', async () => {
    expect((await get('/api', t.tokens.noProject)).statusCode).toBe(404);
  });
});

describe('GET /api/zones', () => {
  it('lists zones sorted by name with parent, scores and sensor counts', async () => {
    const res = await get(`/api/zones?siteId=${t.site.id}&withMeasurements=false`, t.tokens.member);
    expect(res.statusCode).toBe(200);
    const { results } = getZonesResponse.parse(res.json());
    expect(results.map((z) => z.name)).toEqual(['Gymnasium', 'West Wing']);
    expect(results[0]).toMatchObject({ parent: t.zones.wing.id, sensorCount: 2 });
    expect(results[0]!.measurements).toBeUndefined();
  });
  it('nests measurements with withMeasurements=true', async () => {
    const res = await get(`/api/zones?siteId=${t.site.id}&withMeasurements=true`, t.tokens.member);
    const { results } = getZonesResponse.parse(res.json());
    expect(results[0]!.measurements!.map((m) => m.name)).toEqual(['CO2', 'Setpoint']);
    expect(results[1]!.measurements).toEqual([]);
  });
  it('names a missing siteId', async () => {
    const res = await get('/api/zones', t.tokens.member);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errorMessage: string }>().errorMessage).toContain('querystring.siteId');
  });
  it('needs a session', async () => {
    expect((await get(`/api/zones?siteId=${t.site.id}`)).statusCode).toBe(401);
  });
  it("hides another project's site behind a 404", async () => {
    expect((await get(`/api/zones?siteId=${t.site.id}`, t.tokens.outsider)).statusCode).toBe(404);
  });
});

describe('GET /api/measurements', () => {
  const url = (query: string) => `/api/measurements?siteId=${t.site.id}${query}`;

  it('answers the Measurement shape with alerts, children, points and the write endpoint', async () => {
    const res = await get(url(`&zoneId=${t.zones.gym.id}&accessFilter=true`), t.tokens.member);
    expect(res.statusCode).toBe(200);
    const { results } = getMeasurementsResponse.parse(res.json());
    expect(results.map((m) => m.name)).toEqual(['CO2', 'Setpoint']);
    const [co2, setpoint] = results;
    expect(co2).toMatchObject({
      kind: 'Number',
      unit: 'ppm',
      curVal: 912.345,
      curScore: 64,
      isAlerting: true,
      writable: null,
      sensorCount: 1,
      zone: { objectId: t.zones.gym.id, name: 'Gymnasium' },
      threshold: { Excellent: 800, Good: 1000, Poor: 1500 },
      description: 'Carbon dioxide',
      extendedDescription: 'Exhaled air',
    });
    expect(co2!.alerts).toEqual([
      expect.objectContaining({ alertType: 'critical', message: 'CO2 is high' }),
    ]);
    expect(setpoint!.writable).toEqual({
      functions: ['numWrite'],
      endpoint: `/api/points/${setpoint!.childPoints[0]!.uuid}/runFunction`,
      range: { min: 55, max: 85 },
    });
    expect(setpoint!.childMeasurements.map((m) => m.name)).toEqual(['Setpoint limit']);
    expect(setpoint!.childPoints[0]).toMatchObject({ functions: ['numWrite'] });
  });
  it('includes unzoned measurements only without the access filter', async () => {
    const all = getMeasurementsResponse.parse((await get(url(''), t.tokens.member)).json());
    const filtered = getMeasurementsResponse.parse(
      (await get(url('&accessFilter=true'), t.tokens.member)).json(),
    );
    expect(all.results.map((m) => m.name)).toContain('Unassigned');
    expect(filtered.results.map((m) => m.name)).not.toContain('Unassigned');
  });
  it('keeps only scored measurements for the floor plan', async () => {
    const res = await get(url('&forFloorPlan=true'), t.tokens.member);
    const { results } = getMeasurementsResponse.parse(res.json());
    expect(results.map((m) => m.name)).toEqual(['CO2']);
  });
  it('rejects a malformed flag and a missing siteId', async () => {
    expect((await get(url('&forFloorPlan=yes'), t.tokens.member)).statusCode).toBe(400);
    expect((await get('/api/measurements', t.tokens.member)).statusCode).toBe(400);
  });
  it('needs a session', async () => {
    expect((await get(url(''))).statusCode).toBe(401);
  });
  it("hides another project's site and zone behind a 404", async () => {
    expect((await get(url(''), t.tokens.outsider)).statusCode).toBe(404);
    const foreignZone = `/api/measurements?siteId=${t.otherSite.id}&zoneId=${t.zones.gym.id}`;
    expect((await get(foreignZone, t.tokens.outsider)).statusCode).toBe(404);
  });
  it('is a 404 for a zone of another site of the same project', async () => {
    const res = await get(
      `/api/measurements?siteId=${t.secondSite.id}&zoneId=${t.zones.gym.id}`,
      t.tokens.member,
    );
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/pointtypes', () => {
  it('lists the catalogue', async () => {
    const res = await get('/api/pointtypes', t.tokens.member);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ results: [{ type: 'co2', unit: 'ppm', scoreOrder: 1 }] });
  });
  it('needs a session', async () => {
    expect((await get('/api/pointtypes')).statusCode).toBe(401);
  });
});

describe('GET /api/sites/{siteId}/floors', () => {
  it('lists floors with plan and zone rectangles', async () => {
    const res = await get(`/api/sites/${t.site.id}/floors`, t.tokens.member);
    expect(res.statusCode).toBe(200);
    const { results } = getFloorsResponse.parse(res.json());
    expect(results).toMatchObject([
      {
        name: 'Floor 1',
        floorPlan: { url: '/media/floor-1.svg' },
        zoneData: { [t.zones.gym.id]: { x: 1, y: 2, w: 3, h: 4, name: 'Gymnasium' } },
      },
    ]);
  });
  it('rejects an over-long id', async () => {
    expect((await get(`/api/sites/${'x'.repeat(65)}/floors`, t.tokens.member)).statusCode).toBe(
      400,
    );
  });
  it('needs a session', async () => {
    expect((await get(`/api/sites/${t.site.id}/floors`)).statusCode).toBe(401);
  });
  it("hides another project's site behind a 404", async () => {
    const res = await get(`/api/sites/${t.site.id}/floors`, t.tokens.outsider);
    expect(res.statusCode).toBe(404);
  });
});
