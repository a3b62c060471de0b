/**
 * Finding 1, slow-body denial of service: 130 connections send the headers of `POST /api/ingest`
 * with a large Content-Length and a few bytes of body, then idle. They must hold no request slot:
 * an unrelated signed-in call and the health check still answer, and the server cuts them off.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { slowBodies } from '../fixtures/slow-client';
import { useBuiltServer } from './built-server';

// A short request timeout, so the attack's connections are also seen cut off within the test.
const server = useBuiltServer({ REQUEST_TIMEOUT_MS: '5000' });
let token: string;
let siteId: string;
let attack: Awaited<ReturnType<typeof slowBodies>>;

beforeAll(async () => {
  token = (await server.signIn('admin@example.com')).token;
  const home = (await (
    await server.api('/api?slim=true', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { sites: { objectId: string }[] };
  siteId = home.sites[0]!.objectId;
  attack = await slowBodies(server.port, 130);
});
afterAll(() => attack?.end());

it('still answers a signed-in request and the health check during the attack', async () => {
  const site = await server.api(`/api/site?siteId=${siteId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(site.status).toBe(200);
  const health = await server.api('/api/health');
  expect(health.status).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok', database: 'ok' });
});

it('cuts the slow uploads off with 408 once the request timeout is over', async () => {
  const answers = await Promise.all(attack.clients.map((c) => c.closed));
  expect(answers.every((answer) => answer.startsWith('HTTP/1.1 408 '))).toBe(true);
});
