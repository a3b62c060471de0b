// api-client behaviours, with fetch (the outside world) faked.
import { messages } from '@airboard/shared/messages';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, createApiClient, GET_ATTEMPTS, newIdempotencyKey } from './api-client';
import { readSessionToken, saveSessionToken } from './session-token';

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    ...init,
  });

function setup(...responses: Array<Response | Error>) {
  const fetch = vi.fn<typeof globalThis.fetch>();
  for (const response of responses) {
    if (response instanceof Error) {
      fetch.mockRejectedValueOnce(response);
    } else {
      fetch.mockResolvedValueOnce(response);
    }
  }
  const navigate = vi.fn<(href: string) => void>();
  const api = createApiClient({ fetch, navigate, retryDelayMs: 0 });
  return { api, fetch, navigate };
}

function sentRequest(fetch: ReturnType<typeof setup>['fetch'], call = 0) {
  const [url, init] = fetch.mock.calls[call] ?? [];
  return { url, init: init ?? {}, headers: new Headers(init?.headers) };
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) {
    throw new Error(`expected an ApiError, got ${String(error)}`);
  }
  return error;
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('bearer token', () => {
  it('sends the stored token as Authorization: Bearer', async () => {
    saveSessionToken('token-123');
    const { api, fetch } = setup(json({ ok: true }));

    await api.get('/locals');

    expect(sentRequest(fetch).headers.get('Authorization')).toBe('Bearer token-123');
  });

  it('sends no Authorization header when signed out', async () => {
    const { api, fetch } = setup(json({}));

    await api.get('/api');

    expect(sentRequest(fetch).headers.has('Authorization')).toBe(false);
  });
});

describe('JSON in and out', () => {
  it('sends the body as JSON and returns the parsed JSON response', async () => {
    const { api, fetch } = setup(json({ results: { objectId: 'p1' } }));

    const result = await api.post('/users/projects', { name: 'HQ' });

    const { init, headers } = sentRequest(fetch);
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"HQ"}');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept')).toBe('application/json');
    expect(result).toEqual({ results: { objectId: 'p1' } });
  });

  it('appends query parameters, skipping empty ones', async () => {
    const { api, fetch } = setup(json({}));

    await api.get('/api/zones', {
      query: { siteId: 's 1', withMeasurements: false, zoneId: undefined },
    });

    expect(sentRequest(fetch).url).toBe('/api/zones?siteId=s+1&withMeasurements=false');
  });

  it('returns undefined for an empty body', async () => {
    const { api } = setup(new Response(null, { status: 200 }));

    await expect(api.get('/api/theme')).resolves.toBeUndefined();
  });
});

describe('response schema', () => {
  const siteSchema = z.object({ site: z.object({ objectId: z.string() }) });

  it('parses the response with the given zod schema', async () => {
    const { api } = setup(json({ site: { objectId: 's1', extra: 1 } }));

    const result = await api.get('/api/site', { schema: siteSchema });

    expect(result.site.objectId).toBe('s1');
    expect(result).toEqual({ site: { objectId: 's1' } });
  });

  it('rejects a response that does not match the schema', async () => {
    const { api } = setup(json({ site: { objectId: 42 } }));

    await expect(api.get('/api/site', { schema: siteSchema })).rejects.toBeInstanceOf(z.ZodError);
  });

  it('loads a deferred schema while the request is in flight, and parses with it', async () => {
    const { api, fetch } = setup(json({ site: { objectId: 's1', extra: 1 } }));
    const load = vi.fn(() => {
      // Asked for before the answer is awaited.
      expect(fetch).not.toHaveBeenCalled();
      return Promise.resolve(siteSchema);
    });

    const result = await api.get('/api/site', { schema: load });

    expect(load).toHaveBeenCalledOnce();
    expect(result).toEqual({ site: { objectId: 's1' } });
  });

  it('reports the failed request, not the deferred schema that never loaded', async () => {
    const { api } = setup(json({ errorMessage: 'Forbidden' }, { status: 403 }));
    const load = () => Promise.reject(new Error('chunk not loaded'));

    await expect(api.post('/api/site', {}, { schema: load })).rejects.toMatchObject({
      status: 403,
    });
  });
});

describe('401', () => {
  it('clears the token and goes to /login with the current path as from', async () => {
    saveSessionToken('expired');
    window.history.replaceState(null, '', '/projects/p1/sites/s1?period=week');
    const { api, navigate } = setup(json({ errorMessage: 'Session expired' }, { status: 401 }));

    const error = await caught(api.get('/api/site'));

    expect(error.status).toBe(401);
    expect(error.message).toBe('Session expired');
    expect(readSessionToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith(
      '/login?from=%2Fprojects%2Fp1%2Fsites%2Fs1%3Fperiod%3Dweek',
    );
  });

  it('is not retried', async () => {
    const { api, fetch } = setup(json({}, { status: 401 }));

    await caught(api.get('/locals'));

    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('stays on the sign-in page so it can show why sign-in failed', async () => {
    window.history.replaceState(null, '', '/login');
    const { api, navigate } = setup(
      json({ errorMessage: messages.incorrectUsernameAndPassword }, { status: 401 }),
    );

    const error = await caught(api.post('/users/login', { username: 'a', password: 'b' }));

    expect(error.message).toBe(messages.incorrectUsernameAndPassword);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not send the user back to /logout after signing in again', async () => {
    window.history.replaceState(null, '', '/logout');
    const { api, navigate } = setup(json({}, { status: 401 }));

    await caught(api.get('/logout'));

    expect(navigate).toHaveBeenCalledWith('/login');
  });
});

describe('error text', () => {
  it("uses the body's errorMessage", async () => {
    const { api } = setup(json({ errorMessage: 'Name is required' }, { status: 400 }));

    const error = await caught(api.post('/api/measurement/m1', { name: '' }));

    expect(error.status).toBe(400);
    expect(error.message).toBe('Name is required');
  });

  it('falls back to the status text', async () => {
    const { api } = setup(new Response('oops', { status: 409, statusText: 'Conflict' }));

    const error = await caught(api.put('/api/dashboards/d1', {}));

    expect(error.status).toBe(409);
    expect(error.message).toBe('Conflict');
  });
});

describe('GET retries', () => {
  it('retries twice more, then throws "Connection attempts exceeded"', async () => {
    const { api, fetch } = setup(
      json({}, { status: 503 }),
      json({}, { status: 503 }),
      json({ errorMessage: 'Not found' }, { status: 404 }),
    );

    const error = await caught(api.get('/api/site'));

    expect(fetch).toHaveBeenCalledTimes(GET_ATTEMPTS);
    expect(GET_ATTEMPTS).toBe(3);
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe(messages.connectionAttemptsExceeded);
    expect(error.status).toBe(404);
  });

  it('succeeds when a retry gets a 200', async () => {
    const { api, fetch } = setup(json({}, { status: 500 }), json({ sites: [] }));

    await expect(api.get('/api')).resolves.toEqual({ sites: [] });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('retries any status other than 200, even a success like 204', async () => {
    const { api, fetch } = setup(
      new Response(null, { status: 204 }),
      new Response(null, { status: 204 }),
      new Response(null, { status: 204 }),
    );

    await expect(api.get('/api')).rejects.toThrow(messages.connectionAttemptsExceeded);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("waits the busy server's Retry-After before retrying, at most 3 seconds", async () => {
    vi.useFakeTimers();
    try {
      const fetch = vi.fn<typeof globalThis.fetch>();
      fetch
        .mockResolvedValueOnce(json({}, { status: 503, headers: { 'retry-after': '1' } }))
        .mockResolvedValueOnce(json({}, { status: 503, headers: { 'retry-after': '60' } }))
        .mockResolvedValueOnce(json({ sites: [] }));
      const api = createApiClient({ fetch, navigate: vi.fn(), retryDelayMs: 300 });
      const answer = api.get('/api');
      await vi.advanceTimersByTimeAsync(999);
      expect(fetch).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetch).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(2999);
      expect(fetch).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(1);
      await expect(answer).resolves.toEqual({ sites: [] });
    } finally {
      vi.useRealTimers();
    }
  });

  it('accepts a 302 without retrying', async () => {
    const { api, fetch } = setup(new Response(null, { status: 302 }));

    await expect(api.get('/users/auth/google')).resolves.toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('retries after a network failure', async () => {
    const { api, fetch } = setup(new TypeError('Failed to fetch'), json({ ok: true }));

    await expect(api.get('/api')).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('sends a write with an idempotency key again, with the same key, after a lost connection or a 503', async () => {
    const { api, fetch } = setup(
      new TypeError('Failed to fetch'),
      json({ errorMessage: 'Busy' }, { status: 503 }),
      json({ results: { jobId: 'j1' } }),
    );
    const key = newIdempotencyKey();

    await expect(
      api.post('/api/points/u1/runFunction', {}, { headers: { 'idempotency-key': key } }),
    ).resolves.toEqual({ results: { jobId: 'j1' } });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(
      [0, 1, 2].map((call) => sentRequest(fetch, call).headers.get('idempotency-key')),
    ).toEqual([key, key, key]);
  });

  it('does not send a keyed write again after a refusal other than 503', async () => {
    const { api, fetch } = setup(json({ errorMessage: 'Out of range' }, { status: 400 }));

    const error = await caught(
      api.post('/api/points/u1/runFunction', {}, { headers: { 'idempotency-key': 'k' } }),
    );

    expect(fetch).toHaveBeenCalledTimes(1);
    expect(error.status).toBe(400);
  });

  it('makes a new 32-character key each time', () => {
    const keys = new Set(Array.from({ length: 100 }, newIdempotencyKey));
    expect(keys.size).toBe(100);
    expect([...keys].every((k) => /^[0-9a-f]{32}$/.test(k))).toBe(true);
  });

  it('does not retry writes', async () => {
    const { api, fetch } = setup(json({ errorMessage: 'Busy' }, { status: 503 }));

    const error = await caught(api.post('/api/points/u1/runFunction', { function: 'numWrite' }));

    expect(fetch).toHaveBeenCalledTimes(1);
    expect(error.message).toBe('Busy');
  });
});
