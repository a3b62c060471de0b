/**
 * Finding 9, point writes and alert acknowledgement by any member: user@example.com, a plain
 * user of Demo Portfolio, queued writes to writable points and acknowledged alerts. Spec 000 §1
 * gives writes to admin and superAdmin, and acknowledging is theirs too (decision 009): the user
 * gets 403, the admin of the project still may.
 */
import { expect, it } from 'vitest';
import type { AlertsResponse, Measurement, ProjectHome, Zone } from '@airboard/shared/api';
import { useBuiltServer } from './built-server';

const server = useBuiltServer();

async function siteIds(token: string): Promise<string[]> {
  const home = (await (await server.call(token, '/api?slim=true')).json()) as ProjectHome;
  return home.sites.map((site) => site.objectId);
}

async function measurementsOf(token: string, siteId: string): Promise<Measurement[]> {
  const res = await server.call(token, `/api/zones?siteId=${siteId}&withMeasurements=true`);
  const { results } = (await res.json()) as { results: Zone[] };
  return results.flatMap((zone) => zone.measurements ?? []);
}

it('a plain user cannot write to a point; the admin can', async () => {
  const user = await server.signIn('user@example.com', 'Demo Portfolio');
  const admin = await server.signIn('admin@example.com', 'Demo Portfolio');
  const measurements = (
    await Promise.all((await siteIds(user.token)).map((id) => measurementsOf(user.token, id)))
  ).flat();
  const writable = measurements.find((m) => m.writable?.functions.includes('numWrite'));
  expect(writable).toBeDefined();
  const endpoint = writable!.writable!.endpoint;
  const body = { function: 'numWrite', arguments: { curVal: writable!.curVal ?? 70 } };
  expect((await server.call(user.token, endpoint, body)).status).toBe(403);
  expect((await server.call(admin.token, endpoint, body)).status).toBe(200);
});

it('a plain user cannot acknowledge an alert; the admin can', async () => {
  const user = await server.signIn('user@example.com', 'Demo Portfolio');
  const admin = await server.signIn('admin@example.com', 'Demo Portfolio');
  const unacknowledged = [];
  for (const siteId of await siteIds(user.token)) {
    for (const isActive of [true, false]) {
      const res = await server.call(user.token, `/api/sites/${siteId}/alerts?isActive=${isActive}`);
      const { alerts } = (await res.json()) as AlertsResponse;
      unacknowledged.push(...alerts.filter((a) => !a.acknowledgedAt).map((a) => ({ siteId, a })));
    }
  }
  expect(unacknowledged.length).toBeGreaterThan(0);
  const { siteId, a: alert } = unacknowledged[0]!;
  const path = `/api/sites/${siteId}/alerts/${alert.objectId}/acknowledge`;
  expect((await server.call(user.token, path, { comment: 'seen' })).status).toBe(403);
  expect((await server.call(admin.token, path, { comment: 'seen' })).status).toBe(200);
});
