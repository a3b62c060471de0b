/**
 * Overload (security requirement 21, issue 11 findings 1 and 6): with the database held up,
 * requests beyond the in-flight limit, and heavy ones beyond theirs, are answered 503 with
 * Retry-After at once instead of queueing; the health check is not limited; the slots come back
 * when the held requests finish. Slow clients hold no slot and are cut off by the timeouts; one
 * address holds only so many connections.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_BUSY_MESSAGE as OVERLOAD_MESSAGE } from '../src/lib/http-error';
import { useTelemetryApp } from './fixtures/hooks';
import { slowBodies, slowBody, slowHeaders } from './fixtures/slow-client';
import { createSensor, createSiteIngestKey } from './fixtures/telemetry';
import { startTestApp, type TestApp } from './fixtures/test-app';

const t = useTelemetryApp({
  config: {
    MAX_IN_FLIGHT_REQUESTS: 2,
    MAX_HEAVY_REQUESTS: 1,
    HEADERS_TIMEOUT_MS: 1_000,
    REQUEST_TIMEOUT_MS: 1_500,
  },
});
let baseUrl: string;
let port: number;
let pointUuid: string;
let measurementId: string;
let key: string;

beforeAll(async () => {
  const sensor = await createSensor(t.db, t.site.id, t.zone.id);
  pointUuid = sensor.point.uuid;
  measurementId = sensor.measurementId;
  key = await createSiteIngestKey(t.db, t.site);
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(baseUrl).port);
});

const ingest = (minute: number, path = '/api/ingest') =>
  fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-ingest-key': key },
    body: JSON.stringify({
      readings: [{ point: pointUuid, ts: Date.now() - minute * 60_000, value: 600 }],
    }),
  });

/** Holds a table: every request reading it waits for the database (on PGlite, everything does). */
async function holdTable(table: string) {
  let letGo = () => {};
  const held = new Promise<void>((resolve) => (letGo = resolve));
  let locked = () => {};
  const lockTaken = new Promise<void>((resolve) => (locked = resolve));
  const holder = t.handle.transaction(async (query) => {
    await query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
    locked();
    await held;
  });
  await lockTaken;
  return { letGo, holder };
}

it('answers 503 with Retry-After beyond the in-flight limit, and recovers', async () => {
  const { letGo, holder } = await holdTable('ingest_keys');

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

it.each([
  ['/%61pi/ingest', 'however its path is spelled (%61pi is api)'],
  ['/users/login', 'outside /api (/users/…)'],
])('counts an API request %s, %s', async (path) => {
  const { letGo, holder } = await holdTable('ingest_keys');
  try {
    // Three requests for two slots: once one is turned away, both slots are held.
    const requests = [1, 2, 3].map((minute) => ingest(minute));
    await Promise.any(
      requests.map((request) =>
        request.then((res) => (res.status === 503 ? res : Promise.reject(new Error('served')))),
      ),
    );
    const encoded = await Promise.race([
      ingest(4, path),
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

const signedIn = () => ({ authorization: `Bearer ${t.memberToken}` });
const report = () =>
  fetch(
    `${baseUrl}/api/sites/reports/${t.site.id}?startTime=${Date.now() - 61 * 86_400_000}&endTime=${Date.now()}`,
    {
      method: 'POST',
      headers: { ...signedIn(), 'content-type': 'application/json' },
      body: JSON.stringify({ measurementIds: [measurementId] }),
    },
  );

it('gives heavy routes (reports) a smaller limit of their own', async () => {
  const { letGo, holder } = await holdTable('sites');
  try {
    // Two reports for one heavy slot (and two request slots): one is turned away at once.
    const reports = [report(), report()];
    const first = await Promise.race([
      ...reports,
      new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), 5_000)),
    ]);
    expect(first === 'waiting' ? 'both waiting for the database' : first.status).toBe(503);
    if (first !== 'waiting') {
      expect(first.headers.get('retry-after')).toBe('1');
    }
    // The other request slot is still free for a request that is not heavy.
    const site = fetch(`${baseUrl}/api/site?siteId=${t.site.id}`, { headers: signedIn() });
    letGo();
    await holder;
    expect((await Promise.all(reports)).map((r) => r.status).sort()).toEqual([200, 503]);
    expect((await site).status).toBe(200);
  } finally {
    letGo();
    await holder;
  }
});

describe('slow clients', () => {
  it('hold no request slot while their body has not arrived', async () => {
    // Five uploads that never finish, against two slots.
    const slow = await slowBodies(port, 5);
    try {
      const res = await fetch(`${baseUrl}/api/site?siteId=${t.site.id}`, { headers: signedIn() });
      expect(res.status).toBe(200);
      expect((await ingest(20)).status).toBe(200);
    } finally {
      slow.end();
    }
  });

  it('are cut off when the body does not arrive within the request timeout', async () => {
    const { closed } = await slowBody(port);
    expect(await closed).toMatch(/^HTTP\/1\.1 408 /);
  }, 15_000);

  it('are cut off when the headers do not arrive within the headers timeout', async () => {
    const { closed } = await slowHeaders(port);
    expect(await closed).toMatch(/^(HTTP\/1\.1 408 .*)?$/s);
  }, 15_000);
});

describe('connections per address', () => {
  let limited: TestApp;
  let limitedPort: number;
  beforeAll(async () => {
    limited = await startTestApp({ config: { MAX_CONNECTIONS_PER_ADDRESS: 2 } });
    limitedPort = Number(new URL(await limited.app.listen({ port: 0, host: '127.0.0.1' })).port);
  });
  afterAll(() => limited.close());

  /** GET /api/health on a connection of its own. */
  async function healthOnNewConnection() {
    const { request } = await import('node:http');
    return new Promise<{ status: number; retryAfter: string | undefined }>((resolve, reject) => {
      request(
        { host: '127.0.0.1', port: limitedPort, path: '/api/health', agent: false },
        (res) => {
          res.resume();
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: res.headers['retry-after'] as string,
          });
        },
      )
        .on('error', reject)
        .end();
    });
  }

  it('answers 503 on a connection beyond the limit of its address, and recovers', async () => {
    const held = await slowBodies(limitedPort, 2);
    try {
      expect(await healthOnNewConnection()).toEqual({ status: 503, retryAfter: '1' });
    } finally {
      held.end();
    }
    await Promise.all(held.clients.map((c) => c.closed));
    // The server hears of the closes a moment after the client.
    let again = await healthOnNewConnection();
    for (let attempt = 0; again.status === 503 && attempt < 20; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      again = await healthOnNewConnection();
    }
    expect(again.status).toBe(200);
  });
});
