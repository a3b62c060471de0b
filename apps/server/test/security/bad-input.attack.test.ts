/**
 * Finding 10, bad input gave 500: NUL characters in sign-in, verification, reset, signup, ingest
 * serials, acknowledgement comments and heat-map types; lone surrogates in renames;
 * startTime=999999999999999; dates in year 9999. Each is now a 400 from the contract (an ingest
 * item is refused on its own, as every bad item is), never a 5xx.
 */
import { beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-layout';
import { useBuiltServer } from './built-server';
import { signInDemoAdmin, type DemoAdmin } from './demo-admin';

const server = useBuiltServer();
let admin: DemoAdmin;
let measurementId: string;

beforeAll(async () => {
  admin = await signInDemoAdmin(server);
  const measurements = (await (
    await admin.call(`/api/measurements?siteId=${admin.siteId}`)
  ).json()) as { results: { objectId: string }[] };
  measurementId = measurements.results[0]!.objectId;
});

const post = (pathname: string, body: unknown) =>
  server.api(pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

it.each([
  [
    'sign-in',
    () =>
      post('/users/projectsWithAuth', {
        username: 'admin@example.com\u0000',
        password: DEMO_PASSWORD,
      }),
  ],
  ['verification', () => server.api('/users/verify?email=admin%00@example.com')],
  ['reset e-mail', () => post('/users/reset-password-email', { email: 'user\u0000@example.com' })],
  ['reset', () => post('/users/reset-password', { password: 'a-new-password', token: 'x\u0000y' })],
  [
    'signup',
    () => post('/users/signup', { email: 'new\u0000@example.com', firstName: 'N', lastName: 'U' }),
  ],
])('refuses a NUL character in %s with 400', async (_name, send) => {
  expect((await send()).status).toBe(400);
});

it('refuses a NUL in an acknowledgement comment and a heat-map type with 400', async () => {
  const ack = await admin.call(`/api/sites/${admin.siteId}/alerts/x/acknowledge`, {
    body: { comment: 'seen\u0000' },
  });
  expect(ack.status).toBe(400);
  const heatmap = await admin.call(
    `/api/sites/${admin.siteId}/heatmap/alerts?type=measurements&measurementType=co2%00&timePeriod=today`,
  );
  expect(heatmap.status).toBe(400);
});

it('refuses a rename with a lone surrogate with 400', async () => {
  const rename = await admin.call(`/api/measurement/${measurementId}`, {
    body: { name: 'CO2 \uD83D' },
  });
  expect(rename.status).toBe(400);
});

it('refuses startTime=999999999999999 and dates in year 9999 with 400', async () => {
  const report = (query: string) =>
    admin.call(`/api/sites/reports/${admin.siteId}?${query}`, {
      body: { measurementIds: [measurementId] },
    });
  expect((await report('startTime=999999999999999&endTime=999999999999999')).status).toBe(400);
  expect((await report('startTime=9999-12-30&endTime=9999-12-31')).status).toBe(400);
  const trend = await admin.call(
    `/api/trendData?siteId=${admin.siteId}&pointId=${measurementId}&startTime=999999999999999&endTime=999999999999999`,
  );
  expect(trend.status).toBe(400);
  const heatmap = await admin.call(
    `/api/sites/${admin.siteId}/heatmap/alerts?timePeriod=custom&startDate=9999-12-30&endDate=9999-12-31`,
  );
  expect(heatmap.status).toBe(400);
});

it('refuses an ingest item whose serial holds a NUL on its own, without failing the batch', async () => {
  const created = await admin.call('/api/ingestKeys', {
    body: { name: 'Probe', siteId: admin.siteId },
  });
  const { key } = ((await created.json()) as { results: { key: string } }).results;
  const res = await server.api('/api/ingest', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-ingest-key': key },
    body: JSON.stringify({
      readings: [{ serial: 'VS\u00000001', channel: 'co2', ts: Date.now(), value: 600 }],
    }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { rejected: { reason: string }[] };
  expect(body.rejected[0]!.reason).toMatch(/^invalid item: serial must not contain NUL/);
});
