/**
 * Finding 6, the overload guard never engaged on PGlite: 200 concurrent 61-day reports of a demo
 * site queued behind its one connection, and every other call waited behind them. Reports beyond
 * the heavy-route limit must be turned away with 503 + Retry-After, while an unrelated signed-in
 * call, sign-in and the health check answer.
 */
import { expect, it } from 'vitest';
import { demoReportTarget, floodReports } from '../fixtures/report-flood';
import { useBuiltServer } from './built-server';

const server = useBuiltServer();

it('answers other calls while 200 reports are asked for at once', async () => {
  const token = await server.signIn('admin@example.com');
  const target = await demoReportTarget(server.baseUrl, token);
  const flood = floodReports(server.baseUrl, token, target, 200);

  const [site, health, signIn] = await Promise.all([
    server.api(`/api/site?siteId=${target.siteId}`, {
      headers: { authorization: `Bearer ${token}` },
    }),
    server.api('/api/health'),
    server.signIn('user@example.com'),
  ]);
  expect(site.status).toBe(200);
  expect(health.status).toBe(200);
  expect(signIn).toEqual(expect.any(String));

  const reports = await flood;
  const turnedAway = reports.filter((r) => r.status === 503);
  expect(reports.filter((r) => r.status === 200).length).toBeGreaterThan(0);
  expect(turnedAway.length).toBeGreaterThan(0);
  expect(turnedAway.every((r) => r.retryAfter === '1')).toBe(true);
  expect(reports.length).toBe(turnedAway.length + reports.filter((r) => r.status === 200).length);
});
