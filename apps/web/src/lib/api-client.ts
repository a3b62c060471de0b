// The one way the web app talks to the server: bearer token, JSON in and out, the spec's 401 and
// retry rules, and optional zod parsing of responses.
import { IDEMPOTENCY_KEY_HEADER } from '@airboard/shared/api';
import { startupMessages } from '@airboard/shared/startup-messages';
import type { ZodType } from 'zod';
import { ApiError } from './api-error';
import { firstScreenAnswer } from './first-screen-answers';
import { paths } from './paths';
import { clearSessionToken, readSessionToken } from './session-token';

export { ApiError } from './api-error';

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  query?: QueryParams;
  signal?: AbortSignal;
  /** Extra request headers, e.g. an idempotency key (see newIdempotencyKey). */
  headers?: Record<string, string>;
};

/**
 * A schema loaded on demand: its module (and zod with it) loads while the request is in flight
 * instead of with the screen (lib/deferred-contracts.ts says which screens need that).
 */
export type DeferredSchema<T> = () => Promise<ZodType<T>>;

export type ParsedRequestOptions<T> = RequestOptions & { schema: ZodType<T> | DeferredSchema<T> };

type AnyRequestOptions = RequestOptions & {
  schema?: ZodType<unknown> | DeferredSchema<unknown>;
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiClientDeps = {
  fetch?: typeof fetch;
  /** Where the browser goes after a 401; tests pass a spy. */
  navigate?: (href: string) => void;
  /** Pause before a GET is tried again. */
  retryDelayMs?: number;
};

export type ApiClient = {
  get<T>(path: string, options: ParsedRequestOptions<T>): Promise<T>;
  get(path: string, options?: RequestOptions): Promise<unknown>;
  post<T>(path: string, body: unknown, options: ParsedRequestOptions<T>): Promise<T>;
  post(path: string, body?: unknown, options?: RequestOptions): Promise<unknown>;
  put<T>(path: string, body: unknown, options: ParsedRequestOptions<T>): Promise<T>;
  put(path: string, body?: unknown, options?: RequestOptions): Promise<unknown>;
  patch<T>(path: string, body: unknown, options: ParsedRequestOptions<T>): Promise<T>;
  patch(path: string, body?: unknown, options?: RequestOptions): Promise<unknown>;
  delete<T>(path: string, options: ParsedRequestOptions<T>): Promise<T>;
  delete(path: string, options?: RequestOptions): Promise<unknown>;
};

/** The spec: a GET is tried up to two more times when its status is neither 200 nor 302. */
export const GET_ATTEMPTS = 3;

// A full page load (not a router navigation) after a 401 drops every cached query of the session
// that just ended, so nothing of the previous user can flash on screen.
const assignLocation = (href: string): void => window.location.assign(href);

/** Where a 401 sends the browser, or null when it is already on the sign-in page. */
export function signInHrefAfterUnauthorized(
  location: Pick<Location, 'pathname' | 'search'>,
): string | null {
  if (location.pathname === paths.login.path) {
    return null;
  }
  // Coming back to /logout after signing in would sign the user straight out again.
  if (location.pathname === paths.logout.path) {
    return paths.login.getHref();
  }
  return paths.login.getHref({ from: `${location.pathname}${location.search}` });
}

function buildUrl(path: string, query: QueryParams | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) {
      search.append(key, String(value));
    }
  }
  const queryString = search.toString();
  return queryString === '' ? path : `${path}${path.includes('?') ? '&' : '?'}${queryString}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') {
    return undefined;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function errorMessageOf(body: unknown, response: Response): string {
  if (typeof body === 'object' && body !== null && 'errorMessage' in body) {
    const { errorMessage } = body;
    if (typeof errorMessage === 'string' && errorMessage !== '') {
      return errorMessage;
    }
  }
  return response.statusText || `Request failed with status ${response.status}`;
}

/**
 * A write that names an idempotency key may be sent again after a lost connection or a busy server
 * (503): the server answers a re-sent write with the first one's result. Other writes never are.
 */
const isResendableWrite = (method: Method, options: AnyRequestOptions): boolean =>
  method !== 'GET' && options.headers?.[IDEMPOTENCY_KEY_HEADER] !== undefined;

const isRetryable = (method: Method, status: number, resendable: boolean): boolean =>
  method === 'GET' ? status !== 200 && status !== 302 : resendable && status === 503;

/**
 * A new key for one write the user makes. Built from getRandomValues: randomUUID exists only on
 * https and localhost, and the app is also opened over plain http on a building's network.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Most a retry waits for a busy server's Retry-After: a chart should not wait longer. */
const MAX_RETRY_AFTER_MS = 3000;

/** The wait a busy (503) or throttling (429) server asks for, in ms; 0 when it asks none. */
function retryAfterMs(response: Response): number {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, MAX_RETRY_AFTER_MS) : 0;
}

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export function createApiClient(deps: ApiClientDeps = {}): ApiClient {
  // Late-bound so tests that stub globalThis.fetch and the real browser both work.
  const send = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const navigate = deps.navigate ?? assignLocation;
  const retryDelayMs = deps.retryDelayMs ?? 300;

  async function attempt(method: Method, url: string, body: unknown, options: AnyRequestOptions) {
    const { signal } = options;
    const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
    const token = readSessionToken();
    if (token !== null) {
      headers.Authorization = `Bearer ${token}`;
    }
    const init: RequestInit = { method, headers, signal: signal ?? null };
    if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    // The first screen the server rendered came with its answers (lib/first-screen-answers.ts).
    return firstScreenAnswer(url, init) ?? send(url, init);
  }

  async function request(
    method: Method,
    path: string,
    body: unknown,
    options: AnyRequestOptions = {},
  ): Promise<unknown> {
    const url = buildUrl(path, options.query);
    const { schema } = options;
    const parser = typeof schema === 'function' ? schema() : schema;
    // A request that fails never reads its deferred schema; its loading must not fail unhandled.
    if (parser instanceof Promise) {
      parser.catch(() => undefined);
    }
    const resendable = isResendableWrite(method, options);
    const attempts = method === 'GET' || resendable ? GET_ATTEMPTS : 1;
    let lastStatus = 0;
    let delayMs = retryDelayMs;

    for (let attemptNumber = 1; attemptNumber <= attempts; attemptNumber += 1) {
      if (attemptNumber > 1) {
        await wait(delayMs);
      }
      delayMs = retryDelayMs;
      let response: Response;
      try {
        response = await attempt(method, url, body, options);
      } catch (error) {
        // A cancelled query is not a failed connection, and a write must not be sent twice
        // unless its key makes the second one the same write.
        if (options.signal?.aborted === true || (method !== 'GET' && !resendable)) {
          throw error;
        }
        lastStatus = 0;
        continue;
      }

      const payload = await readJson(response);
      if (response.status === 401) {
        clearSessionToken();
        const href = signInHrefAfterUnauthorized(window.location);
        if (href !== null) {
          navigate(href);
        }
        throw new ApiError(401, errorMessageOf(payload, response));
      }
      if (isRetryable(method, response.status, resendable)) {
        lastStatus = response.status;
        delayMs = Math.max(retryDelayMs, retryAfterMs(response));
        continue;
      }
      if (!response.ok && response.status !== 302) {
        throw new ApiError(response.status, errorMessageOf(payload, response));
      }
      return parser ? (await parser).parse(payload) : payload;
    }
    // The last status is kept so a caller can still tell a missing object (404) from an outage.
    throw new ApiError(lastStatus, startupMessages.connectionAttemptsExceeded);
  }

  // One implementation serves both overloads; with a schema the result is the schema's output.
  const client: ApiClient = {
    get: (path: string, options?: AnyRequestOptions) => request('GET', path, undefined, options),
    post: (path: string, body?: unknown, options?: AnyRequestOptions) =>
      request('POST', path, body, options),
    put: (path: string, body?: unknown, options?: AnyRequestOptions) =>
      request('PUT', path, body, options),
    patch: (path: string, body?: unknown, options?: AnyRequestOptions) =>
      request('PATCH', path, body, options),
    delete: (path: string, options?: AnyRequestOptions) =>
      request('DELETE', path, undefined, options),
  };
  return client;
}

/** The app's client; features call api.get(...) inside their query functions. */
export const api = createApiClient();
