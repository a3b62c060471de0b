/**
 * The API as a contract others build on: the served OpenAPI document covers every route, the
 * committed client types are generated from it (so they cannot drift), a client typed by them
 * (openapi-fetch) makes real calls over HTTP and tsc checks them, and a readable reference is
 * served next to the document.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import createClient from 'openapi-fetch';
import type { OpenAPI3 } from 'openapi-typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { useMonitoringApp } from '../fixtures/hooks';
import { createAccount, PASSWORD } from '../fixtures/accounts';
import type { paths } from './api-types';
import { CLIENT_TYPES_FILE, clientTypesSource } from './openapi-document';

const t = useMonitoringApp();
let baseUrl: string;
let document: OpenAPI3;
let email: string;

beforeAll(async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenAPI3>();
  ({ email } = await createAccount(t.db, { projectIds: [t.project.id] }));
});

describe('the OpenAPI document', () => {
  it('documents every route the app registers', () => {
    const documented = new Set(
      Object.entries(document.paths ?? {}).flatMap(([url, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${url}`),
      ),
    );
    const routes = t.app.routeCatalogue
      // The documentation's own pages and files are not part of the API.
      .filter((route) => route.method !== 'HEAD' && !route.url.startsWith('/api/docs'))
      .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(routes.filter((route) => !documented.has(route))).toEqual([]);
  });

  it('is what the committed client types were generated from', async () => {
    expect(
      fs.readFileSync(CLIENT_TYPES_FILE, 'utf8'),
      'api-types.ts is out of date: run `npm run openapi:types -w @airboard/server`',
    ).toBe(await clientTypesSource(document));
  });
});

describe('a client generated from the document', () => {
  it('signs in and reads the project, its zones and latest values', async () => {
    const visitor = createClient<paths>({ baseUrl });
    const choices = await visitor.POST('/users/projectsWithAuth', {
      body: { username: email, password: PASSWORD },
    });
    expect(choices.data?.projects.map((project) => project.name)).toEqual(['Demo']);
    const session = await visitor.POST('/users/login', {
      body: { username: email, password: PASSWORD, project: t.project.id },
    });
    expect(session.data?.user.email).toBe(email);

    const client = createClient<paths>({
      baseUrl,
      headers: { authorization: `Bearer ${session.data?.token}` },
    });
    const home = await client.GET('/api', { params: { query: { slim: 'true' } } });
    expect(home.data?.sites.map((site) => site.objectId)).toContain(t.site.id);
    const zones = await client.GET('/api/zones', {
      params: { query: { siteId: t.site.id, withMeasurements: 'true' } },
    });
    expect(zones.data?.results.map((zone) => zone.name)).toEqual(['Gymnasium', 'West Wing']);
    const co2 = t.measurements.co2.id;
    const latest = await client.GET('/api/site/{siteId}/latest', {
      params: { path: { siteId: t.site.id }, query: { measurementIds: JSON.stringify([co2]) } },
    });
    expect(latest.data?.results[co2]?.isAlerting).toBe(true);
  });

  it('reads a failure as the documented error body', async () => {
    const visitor = createClient<paths>({ baseUrl });
    const refused = await visitor.GET('/api/zones', { params: { query: { siteId: t.site.id } } });
    expect(refused.response.status).toBe(401);
    expect(refused.error?.errorMessage).toBe('Unauthorized');

    const client = createClient<paths>({
      baseUrl,
      headers: { authorization: `Bearer ${t.tokens.member}` },
    });
    // @ts-expect-error The document makes siteId required, so the generated types do too.
    const invalid = await client.GET('/api/zones', { params: { query: {} } });
    expect(invalid.response.status).toBe(400);
    expect(invalid.error?.errorMessage).toContain('querystring.siteId');
  });
});

describe('the API reference page', () => {
  it('renders the document with Redoc served from this server', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/reference' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<redoc spec-url="/api/docs/json">');
    expect(page.body).toContain('<script src="/api/docs/reference/redoc.standalone.js">');
    // The app's content security policy (scripts only from this server), images narrowed to it.
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    const appPolicy = String(health.headers['content-security-policy']);
    expect(appPolicy).toContain("script-src 'self';");
    expect(page.headers['content-security-policy']).toBe(
      appPolicy.replace(/img-src [^;]*/, "img-src 'self' data:"),
    );

    const script = await t.app.inject({
      method: 'GET',
      url: '/api/docs/reference/redoc.standalone.js',
    });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.body.length).toBeGreaterThan(100_000);
  });
});
