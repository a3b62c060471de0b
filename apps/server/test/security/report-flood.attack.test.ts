/**
 * Finding 6, the overload guard never engaged on PGlite: 200 concurrent 61-day reports of a demo
 * site queued behind its one connection, and every other call waited behind them. An unrelated
 * signed-in call, sign-in and the health check must answer while the flood runs, and every report
 * must be answered (served, or turned away with 503 + Retry-After beyond the heavy-route limit).
 * Before PGlite had its own thread the limits never saw the flood (all 200 were served one after
 * another while everything else waited); now they must engage: some reports are turned away.
 */
import { expect, it } from 'vitest';
import { demoReportTarget, floodReports } from '../fixtures/report-flood';
import { useBuiltServer } from './built-server';

const server = useBuiltServer();

it('answers other calls while 200 reports are asked for at once', async () => {
  const token = (await server.signIn('admin@example.com')).token;
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
  expect(signIn.token).toEqual(expect.any(String));

  // Every report is answered: served, or turned away with Retry-After beyond the heavy limit,
  // and the limit did engage.
  const reports = await flood;
  expect(reports.every((r) => r.status === 200 || (r.status === 503 && r.retryAfter === '1'))).toBe(
    true,
  );
  expect(reports.filter((r) => r.status === 200).length).toBeGreaterThan(0);
  expect(reports.filter((r) => r.status === 503).length).toBeGreaterThan(0);
});
