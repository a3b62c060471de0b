/**
 * Finding 7, one device breaks reports for good: two readings of 1e308 in one hour overflowed the
 * hourly sums (reports and heat maps then answered 500 forever) and a larger one failed the whole
 * batch. Now each is refused with its reason, and the site's report and heat map still answer.
 */
import { beforeAll, expect, it } from 'vitest';
import { useBuiltServer } from './built-server';
import { signInDemoAdmin, type DemoAdmin } from './demo-admin';

const server = useBuiltServer();
let admin: DemoAdmin;
let measurementId: string;
let pointUuid: string;
let ingestKey: string;

beforeAll(async () => {
  admin = await signInDemoAdmin(server);
  const measurements = (await (
    await admin.call(`/api/measurements?siteId=${admin.siteId}`)
  ).json()) as { results: { objectId: string; type: string; childPoints: { uuid: string }[] }[] };
  const co2 = measurements.results.find((m) => m.type === 'co2' && m.childPoints.length > 0)!;
  measurementId = co2.objectId;
  pointUuid = co2.childPoints[0]!.uuid;
  const created = await admin.call('/api/ingestKeys', {
    body: { name: 'Probe', siteId: admin.siteId },
  });
  ingestKey = ((await created.json()) as { results: { key: string } }).results.key;
});

const ingest = (readings: unknown[]) =>
  server.api('/api/ingest', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-ingest-key': ingestKey },
    body: JSON.stringify({ readings }),
  });

it('refuses two readings of 1e308 in one hour and a larger one, each with its reason', async () => {
  const ts = Date.now() - 10 * 60_000;
  const two = await ingest([
    { point: pointUuid, ts, value: 1e308 },
    { point: pointUuid, ts: ts + 1000, value: 1e308 },
  ]);
  expect(two.status).toBe(200);
  const twoBody = (await two.json()) as { stored: number; rejected: { reason: string }[] };
  expect(twoBody.stored).toBe(0);
  expect(twoBody.rejected.map((r) => r.reason)).toEqual([
    'value outside the possible range of this point (0 to 40000)',
    'value outside the possible range of this point (0 to 40000)',
  ]);
  // Number.MAX_VALUE, written out so the JSON carries it as a device would.
  const larger = await server.api('/api/ingest', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-ingest-key': ingestKey },
    body: `{"readings":[{"point":"${pointUuid}","ts":${ts + 2000},"value":1.7976931348623157e308},{"point":"${pointUuid}","ts":${ts + 3000},"value":650}]}`,
  });
  expect(larger.status).toBe(200);
  expect(await larger.json()).toMatchObject({
    stored: 1,
    rejected: [{ list: 'readings', index: 0 }],
  });
});

it("still answers the site's report and heat map", async () => {
  const end = new Date();
  const start = new Date(end.getTime() - 86_400_000);
  const report = await admin.call(
    `/api/sites/reports/${admin.siteId}?startTime=${start.toISOString()}&endTime=${end.toISOString()}`,
    { body: { measurementIds: [measurementId] } },
  );
  expect(report.status).toBe(200);
  const heatmap = await admin.call(
    `/api/sites/${admin.siteId}/heatmap/alerts?type=measurements&measurementType=co2&timePeriod=today`,
  );
  expect(heatmap.status).toBe(200);
});
