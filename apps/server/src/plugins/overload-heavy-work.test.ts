/**
 * A heavy route's handler, and every statement it runs, is heavy work for the database
 * (db/heavy-work.ts), also after its body was read; other routes' work is not.
 */
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { isHeavyWork } from '../db/heavy-work';
import { registerOverloadGuard } from './overload';

it('marks the work of heavy routes only, body or not', async () => {
  const app = Fastify();
  registerOverloadGuard(app, { maxInFlight: 10, maxHeavy: 2, maxConnectionsPerAddress: 10 });
  const answer = async () => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    return { heavy: isHeavyWork() };
  };
  app.post('/api/report', { config: { heavy: true } }, answer);
  app.get('/api/trend', { config: { heavy: true } }, answer);
  app.post('/api/sign-in', answer);
  const call = async (method: 'GET' | 'POST', url: string) =>
    (await app.inject({ method, url, ...(method === 'POST' ? { payload: { a: 1 } } : {}) })).json<{
      heavy: boolean;
    }>().heavy;

  expect(await call('POST', '/api/report')).toBe(true);
  expect(await call('GET', '/api/trend')).toBe(true);
  expect(await call('POST', '/api/sign-in')).toBe(false);
  await app.close();
});
