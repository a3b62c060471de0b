/**
 * Google sign-in against a real OpenID provider on loopback (oauth2-mock-server; security
 * requirement 12): explicit linking from a session, sign-in by (provider, sub), PKCE + state +
 * nonce, browser-bound state, exact issuer and audience, no linking by e-mail.
 */
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalsResponse } from '@airboard/shared/api';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import * as s from '../../db/schema/index';
import { useTestApp } from '../../../test/fixtures/hooks';
import { createProject } from '../../../test/fixtures/factories';
import { createAccount, get, post, signIn } from '../../../test/fixtures/accounts';
import { secondProcessHandle } from '../../../test/fixtures/test-database';

const FAILED = '/login/google?error=google_auth_failed';
let provider: OAuth2Server;
let projectId: string;
let subject = 'google-sub-1';
let tamper: ((payload: Record<string, unknown>) => void) | null = null;

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    token.payload.sub = subject;
    token.payload.email = 'someone@gmail.example';
    tamper?.(token.payload);
  });
});
afterAll(async () => {
  await provider.stop();
});

// Started once the provider listens (hooks run in order), closed before it stops.
const t = useTestApp(() => ({
  config: {
    GOOGLE_ISSUER: provider.issuer.url ?? '',
    GOOGLE_CLIENT_ID: 'airboard-client',
    GOOGLE_CLIENT_SECRET: 'airboard-secret',
  },
}));

beforeAll(async () => {
  projectId = (await createProject(t.db)).id;
  await createAccount(t.db, { email: 'googler@example.test', projectIds: [projectId] });
});

/** Runs the browser's part: our redirect → the provider's authorize → back to our callback. */
async function roundTrip(
  app: FastifyInstance,
  startUrl: string,
  options: {
    dropCookie?: boolean;
    /** The server process the provider sends the browser back to, when not the one it left. */
    finishOn?: FastifyInstance;
    /** Sees the callback's URL and the state cookie before the browser follows it. */
    onCallback?: (callbackUrl: string, cookie: string) => void;
  } = {},
) {
  const start = await app.inject({ method: 'GET', url: startUrl });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(String(start.headers.location));
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('nonce')).toBeTruthy();
  const cookie = String(start.headers['set-cookie']).split(';')[0] ?? '';
  const back = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(String(back.headers.get('location')));
  options.onCallback?.(`${callback.pathname}${callback.search}`, cookie);
  const res = await (options.finishOn ?? app).inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: options.dropCookie ? {} : { cookie },
  });
  expect(res.statusCode).toBe(302);
  return String(res.headers.location);
}

describe('Google sign-in', () => {
  it('refuses a Google account that no user linked, even with a known e-mail', async () => {
    // The ID token names an account's own address, verified by Google: still no sign-in.
    tamper = (payload) => {
      payload.email = 'googler@example.test';
      payload.email_verified = true;
    };
    try {
      expect(await roundTrip(t.app, '/users/auth/google')).toBe(FAILED);
    } finally {
      tamper = null;
    }
    expect(await t.db.select().from(s.userIdentities)).toEqual([]);
  });

  it('links from a session, then signs in by (google, sub)', async () => {
    const session = await signIn(t.app, 'googler@example.test', projectId);
    const link = await post(t.app, '/users/auth/google/link', {}, session);
    expect(link.statusCode).toBe(200);
    expect(await roundTrip(t.app, link.json<{ url: string }>().url)).toBe(
      '/settings?google=linked',
    );
    const identities = await t.db.select().from(s.userIdentities);
    expect(identities).toEqual([
      expect.objectContaining({ provider: 'google', subject: 'google-sub-1' }),
    ]);

    const location = await roundTrip(t.app, '/users/auth/google');
    expect(location.startsWith('/login/google#token=')).toBe(true);
    const token = new URLSearchParams(location.split('#')[1]).get('token') ?? '';
    expect((await get(t.app, '/locals', token)).json<LocalsResponse>().user.username).toBe(
      'googler@example.test',
    );
  });

  it('finishes a flow on another server process than the one that started it', async () => {
    // A second process on the same database: its own pool on PostgreSQL; PGlite has one.
    const other = await secondProcessHandle(t.database);
    const second = await buildApp({
      database: other.handle,
      logger: false,
      config: {
        GOOGLE_ISSUER: provider.issuer.url ?? '',
        GOOGLE_CLIENT_ID: 'airboard-client',
        GOOGLE_CLIENT_SECRET: 'airboard-secret',
      },
    });
    try {
      const location = await roundTrip(t.app, '/users/auth/google', { finishOn: second });
      expect(location.startsWith('/login/google#token=')).toBe(true);
    } finally {
      await second.close();
      await other.release();
    }
  });

  it('keeps only a hash of a flow state, and lets its callback through once', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/users/auth/google' });
    const state = new URL(String(start.headers.location)).searchParams.get('state') ?? '';
    expect(state).not.toBe('');
    expect(JSON.stringify(await t.db.select().from(s.singleUseEntries))).not.toContain(state);

    let replay = { url: '', cookie: '' };
    const location = await roundTrip(t.app, '/users/auth/google', {
      onCallback: (url, cookie) => {
        replay = { url, cookie };
      },
    });
    expect(location.startsWith('/login/google#token=')).toBe(true);
    // The same callback again from the same browser (a replay, the back button): the flow is gone.
    const again = await t.app.inject({
      method: 'GET',
      url: replay.url,
      headers: { cookie: replay.cookie },
    });
    expect(again.headers.location).toBe(FAILED);
  });

  it('needs the browser that started the flow (state cookie)', async () => {
    expect(await roundTrip(t.app, '/users/auth/google', { dropCookie: true })).toBe(FAILED);
  });

  it('refuses an ID token for another audience or from another issuer, or with another nonce', async () => {
    for (const change of [
      (p: Record<string, unknown>) => {
        p.aud = 'someone-else';
      },
      (p: Record<string, unknown>) => {
        p.iss = 'https://accounts.evil.example';
      },
      (p: Record<string, unknown>) => {
        p.nonce = 'forged';
      },
    ]) {
      tamper = change;
      expect(await roundTrip(t.app, '/users/auth/google')).toBe(FAILED);
    }
    tamper = null;
  });

  it('a Google account linked to one user cannot be linked to another', async () => {
    await createAccount(t.db, { email: 'second@example.test', projectIds: [projectId] });
    const session = await signIn(t.app, 'second@example.test', projectId);
    const link = await post(t.app, '/users/auth/google/link', {}, session);
    expect(await roundTrip(t.app, link.json<{ url: string }>().url)).toBe(FAILED);
    subject = 'google-sub-2';
    const again = await post(t.app, '/users/auth/google/link', {}, session);
    expect(await roundTrip(t.app, again.json<{ url: string }>().url)).toBe(
      '/settings?google=linked',
    );
  });

  it('linking needs a session', async () => {
    expect((await post(t.app, '/users/auth/google/link', {})).statusCode).toBe(401);
  });
});
