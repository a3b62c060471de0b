/**
 * The bounded wait queue in front of the database (issue 11, finding 6): with the database held
 * up, work beyond the queue's bound is answered 503 with Retry-After at once instead of waiting
 * behind it, the health check says the server is busy (still 200, decision 011) without queueing
 * itself, and everything queued before the bound finishes once the database is free.
 */
import { expect, it } from 'vitest';
import { healthResponse } from '@airboard/shared/api';
import { SERVER_BUSY_MESSAGE } from '../src/lib/http-error';
import { useTelemetryApp } from './fixtures/hooks';

const t = useTelemetryApp({ config: { DB_MAX_QUEUED: 4 } });

/** Holds the sites table: every request for a site waits (on PGlite, every request does). */
async function holdSites() {
  let letGo = () => {};
  const held = new Promise<void>((resolve) => (letGo = resolve));
  let locked = () => {};
  const lockTaken = new Promise<void>((resolve) => (locked = resolve));
  const holder = t.handle.transaction(async (query) => {
    await query('LOCK TABLE sites IN ACCESS EXCLUSIVE MODE');
    locked();
    await held;
  });
  await lockTaken;
  return { letGo, holder };
}

const site = () =>
  t.app.inject({
    url: `/api/site?siteId=${t.site.id}`,
    headers: { authorization: `Bearer ${t.memberToken}` },
  });

it('answers 503 with Retry-After beyond the queue, says busy on the health check, and recovers', async () => {
  const { letGo, holder } = await holdSites();
  try {
    // More requests than PostgreSQL's pool (ten) and the queue (four) hold together.
    const requests = Array.from({ length: 20 }, site);
    const refused = await Promise.race([
      Promise.any(
        requests.map((r) =>
          r.then((res) => (res.statusCode === 503 ? res : Promise.reject(new Error('served')))),
        ),
      ),
      new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), 5_000)),
    ]);
    expect(refused === 'waiting' ? 'every request waiting' : refused.statusCode).toBe(503);
    if (refused !== 'waiting') {
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.json()).toEqual({ errorMessage: SERVER_BUSY_MESSAGE });
    }

    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(healthResponse.parse(health.json())).toMatchObject({
      status: 'busy',
      database: 'busy',
    });

    letGo();
    await holder;
    // Every request was answered: served once the database was free, or refused.
    const statuses = (await Promise.all(requests)).map((res) => res.statusCode);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
  } finally {
    letGo();
    await holder;
  }
  const health = await t.app.inject({ url: '/api/health' });
  expect(health.json()).toMatchObject({ status: 'ok', database: 'ok' });
  expect((await site()).statusCode).toBe(200);
});
