/**
 * Monitoring read calls (spec 000 §7): GET /api, /api/zones, /api/measurements, /api/pointtypes,
 * /api/sites/{siteId}/floors — their shapes, validation, sign-in and project isolation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  getFloorsResponse,
  getMeasurementsResponse,
  getProjectHomeResponse,
  getZonesResponse,
} from '@airboard/shared/api';
import { buildApp } from '../src/app';
import { createTestDatabase, type TestDatabase } from './fixtures/test-database';
import { bearer, createMonitoringFixture, type MonitoringFixture } from './fixtures/monitoring';

let database: TestDatabase;
let app: FastifyInstance;
let f: MonitoringFixture;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    database: database.handle,
    logger: false,
    config: { AIRBOARD_MAP_TILES_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png' },
  });
  await app.ready();
  f = await createMonitoringFixture(database.handle.db);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const get = (url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('GET /api', () => {
  it("answers the session's project, its sites sorted by name and the map settings", async () => {
    const res = await get('/api?slim=true', f.tokens.member);
    expect(res.statusCode).toBe(200);
    const body = getProjectHomeResponse.parse(res.json());
    expect(body.project).toMatchObject({ objectId: f.project.id, name: 'Demo', mapView: true });
    expect(body.sites.map((s) => s.name)).toEqual(['Annex', 'Lincoln Elementary']);
    expect(body.sites[1]).toMatchObject({ shortName: 'LES', scoreOA: { curScore: 82 } });
    expect(body.settings.mapTilesUrl).toBe('http://127.0.0.1:9/{z}/{x}/{y}.png');
  });
  it("lets the browser load the configured tile server's images", async () => {
    const res = await get('/api', f.tokens.member);
    expect(res.headers['content-security-policy']).toMatch(/img-src [^;]*http:\/\/127\.0\.0\.1:9/);
  });
  it('rejects a malformed slim flag', async () => {
    const res = await get('/api?slim=maybe', f.tokens.member);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errorMessage: string }>().errorMessage).toContain('querystring.slim');
  });
  it('needs a session', async () => {
    expect((await get('/api')).statusCode).toBe(401);
  });
  it("shows another project's member only their own project", async () => {
    const body = getProjectHomeResponse.parse((await get('/api', f.tokens.outsider)).json());
    expect(body.project.name).toBe('Other');
    expect(body.sites.map((s) => s.name)).toEqual(['Maple Library']);
  });
  it('is a 404 for a session without a project', async () => {
    expect((await get('/api', f.tokens.noProject)).statusCode).toBe(404);
  });
});

describe('GET /api/zones', () => {
  it('lists zones sorted by name with parent, scores and sensor counts', async () => {
    const res = await get(`/api/zones?siteId=${f.site.id}&withMeasurements=false`, f.tokens.member);
    expect(res.statusCode).toBe(200);
    const { results } = getZonesResponse.parse(res.json());
    expect(results.map((z) => z.name)).toEqual(['Gymnasium', 'West Wing']);
    expect(results[0]).toMatchObject({ parent: f.zones.wing.id, sensorCount: 2 });
    expect(results[0]!.measurements).toBeUndefined();
  });
  it('nests measurements with withMeasurements=true', async () => {
    const res = await get(`/api/zones?siteId=${f.site.id}&withMeasurements=true`, f.tokens.member);
    const { results } = getZonesResponse.parse(res.json());
    expect(results[0]!.measurements!.map((m) => m.name)).toEqual(['CO2', 'Setpoint']);
    expect(results[1]!.measurements).toEqual([]);
  });
  it('names a missing siteId', async () => {
    const res = await get('/api/zones', f.tokens.member);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errorMessage: string }>().errorMessage).toContain('querystring.siteId');
  });
  it('needs a session', async () => {
    expect((await get(`/api/zones?siteId=${f.site.id}`)).statusCode).toBe(401);
  });
  it("hides another project's site behind a 404", async () => {
    expect((await get(`/api/zones?siteId=${f.site.id}`, f.tokens.outsider)).statusCode).toBe(404);
  });
});

describe('GET /api/measurements', () => {
  const url = (query: string) => `/api/measurements?siteId=${f.site.id}${query}`;

  it('answers the Measurement shape with alerts, children, points and the write endpoint', async () => {
    const res = await get(url(`&zoneId=${f.zones.gym.id}&accessFilter=true`), f.tokens.member);
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
      zone: { objectId: f.zones.gym.id, name: 'Gymnasium' },
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
    });
    expect(setpoint!.childMeasurements.map((m) => m.name)).toEqual(['Setpoint limit']);
    expect(setpoint!.childPoints[0]).toMatchObject({ functions: ['numWrite'] });
  });
  it('includes unzoned measurements only without the access filter', async () => {
    const all = getMeasurementsResponse.parse((await get(url(''), f.tokens.member)).json());
    const filtered = getMeasurementsResponse.parse(
      (await get(url('&accessFilter=true'), f.tokens.member)).json(),
    );
    expect(all.results.map((m) => m.name)).toContain('Unassigned');
    expect(filtered.results.map((m) => m.name)).not.toContain('Unassigned');
  });
  it('keeps only scored measurements for the floor plan', async () => {
    const res = await get(url('&forFloorPlan=true'), f.tokens.member);
    const { results } = getMeasurementsResponse.parse(res.json());
    expect(results.map((m) => m.name)).toEqual(['CO2']);
  });
  it('rejects a malformed flag and a missing siteId', async () => {
    expect((await get(url('&forFloorPlan=yes'), f.tokens.member)).statusCode).toBe(400);
    expect((await get('/api/measurements', f.tokens.member)).statusCode).toBe(400);
  });
  it('needs a session', async () => {
    expect((await get(url(''))).statusCode).toBe(401);
  });
  it("hides another project's site and zone behind a 404", async () => {
    expect((await get(url(''), f.tokens.outsider)).statusCode).toBe(404);
    const foreignZone = `/api/measurements?siteId=${f.otherSite.id}&zoneId=${f.zones.gym.id}`;
    expect((await get(foreignZone, f.tokens.outsider)).statusCode).toBe(404);
  });
  it('is a 404 for a zone of another site of the same project', async () => {
    const res = await get(
      `/api/measurements?siteId=${f.secondSite.id}&zoneId=${f.zones.gym.id}`,
      f.tokens.member,
    );
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/pointtypes', () => {
  it('lists the catalogue', async () => {
    const res = await get('/api/pointtypes', f.tokens.member);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ results: [{ type: 'co2', unit: 'ppm', scoreOrder: 1 }] });
  });
  it('needs a session', async () => {
    expect((await get('/api/pointtypes')).statusCode).toBe(401);
  });
});

describe('GET /api/sites/{siteId}/floors', () => {
  it('lists floors with plan and zone rectangles', async () => {
    const res = await get(`/api/sites/${f.site.id}/floors`, f.tokens.member);
    expect(res.statusCode).toBe(200);
    const { results } = getFloorsResponse.parse(res.json());
    expect(results).toMatchObject([
      {
        name: 'Floor 1',
        floorPlan: { url: '/media/floor-1.svg' },
        zoneData: { [f.zones.gym.id]: { x: 1, y: 2, w: 3, h: 4, name: 'Gymnasium' } },
      },
    ]);
  });
  it('rejects an over-long id', async () => {
    expect((await get(`/api/sites/${'x'.repeat(65)}/floors`, f.tokens.member)).statusCode).toBe(
      400,
    );
  });
  it('needs a session', async () => {
    expect((await get(`/api/sites/${f.site.id}/floors`)).statusCode).toBe(401);
  });
  it("hides another project's site behind a 404", async () => {
    const res = await get(`/api/sites/${f.site.id}/floors`, f.tokens.outsider);
    expect(res.statusCode).toBe(404);
  });
});
