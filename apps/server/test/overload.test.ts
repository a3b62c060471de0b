/**
 * Overload (security requirement 21): with the database held up, requests beyond the in-flight
 * limit are answered 503 with Retry-After at once instead of queueing; the health check is not
 * limited; the slots come back when the held requests finish.
 */
import { beforeAll, expect, it } from 'vitest';
import { OVERLOAD_MESSAGE } from '../src/plugins/overload';
import { useTelemetryApp } from './fixtures/hooks';
import { createSensor, createSiteIngestKey } from './fixtures/telemetry';

const t = useTelemetryApp({ config: { MAX_IN_FLIGHT_REQUESTS: 2 } });
let baseUrl: string;
let pointUuid: string;
let key: string;

beforeAll(async () => {
  pointUuid = (await createSensor(t.db, t.site.id, t.zone.id)).point.uuid;
  key = await createSiteIngestKey(t.db, t.site);
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

const ingest = (minute: number, path = '/api/ingest') =>
  fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-ingest-key': key },
    body: JSON.stringify({
      readings: [{ point: pointUuid, ts: Date.now() - minute * 60_000, value: 600 }],
    }),
  });

/** Holds the ingest keys: every ingest request waits for the database (on PGlite, everything does). */
async function holdIngestKeys() {
  let letGo = () => {};
  const held = new Promise<void>((resolve) => (letGo = resolve));
  let locked = () => {};
  const lockTaken = new Promise<void>((resolve) => (locked = resolve));
  const holder = t.handle.transaction(async (query) => {
    await query('LOCK TABLE ingest_keys IN ACCESS EXCLUSIVE MODE');
    locked();
    await held;
  });
  await lockTaken;
  return { letGo, holder };
}

it('answers 503 with Retry-After beyond the in-flight limit, and recovers', async () => {
  const { letGo, holder } = await holdIngestKeys();

  const answers: Response[] = [];
  let fourAnswered = () => {};
  const four = new Promise<void>((resolve) => (fourAnswered = resolve));
  const requests = [1, 2, 3, 4, 5, 6].map((minute) =>
    ingest(minute).then((res) => {
      answers.push(res);
      if (answers.length === 4) {
        fourAnswered();
      }
      return res;
    }),
  );
  const health = fetch(`${baseUrl}/api/health`);
  // Two requests hold the two slots and cannot finish; the other four are turned away at once.
  await four;
  for (const res of answers.slice(0, 4)) {
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(await res.json()).toEqual({ errorMessage: OVERLOAD_MESSAGE });
  }

  letGo();
  await holder;
  const all = await Promise.all(requests);
  expect(all.filter((r) => r.status === 200)).toHaveLength(2);
  expect((await health).status).toBe(200);
  // The slots are free again.
  expect((await ingest(10)).status).toBe(200);
  expect((await ingest(11)).status).toBe(200);
});

it('counts an API request however its path is spelled (%61pi is api)', async () => {
  const { letGo, holder } = await holdIngestKeys();
  try {
    // Three requests for two slots: once one is turned away, both slots are held.
    const requests = [1, 2, 3].map((minute) => ingest(minute));
    await Promise.any(
      requests.map((request) =>
        request.then((res) => (res.status === 503 ? res : Promise.reject(new Error('served')))),
      ),
    );
    const encoded = await Promise.race([
      ingest(4, '/%61pi/ingest'),
      new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), 2_000)),
    ]);
    expect(encoded === 'waiting' ? 'waiting for the database' : encoded.status).toBe(503);
    letGo();
    await Promise.all(requests);
  } finally {
    letGo();
    await holder;
  }
});
