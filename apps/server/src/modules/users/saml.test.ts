/**
 * Single sign-on against a real SAML identity provider on loopback (security requirement 11): a
 * good login works; unsigned, wrapped, expired, replayed, unsolicited and wrong-audience responses
 * are refused with the redirect to /login?error=saml_auth_failed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalsResponse } from '@airboard/shared/api';
import type { FastifyInstance } from 'fastify';
import * as s from '../../db/schema/index';
import { useTestApp } from '../../../test/fixtures/hooks';
import { createProject } from '../../../test/fixtures/factories';
import { createAccount, get } from '../../../test/fixtures/accounts';
import { startTestIdp, type TestIdp } from '../../../test/fixtures/saml-idp';
import { startTestApp } from '../../../test/fixtures/test-app';

const FAILED = '/login?error=saml_auth_failed';
let idp: TestIdp;
let projectId: string;

beforeAll(async () => {
  idp = await startTestIdp('airboard-test-sp');
});
afterAll(async () => {
  await idp.close();
});

// Started once the identity provider listens (hooks run in order), closed before it stops.
const t = useTestApp(() => ({
  config: {
    SAML_SP_ENTITY_ID: 'airboard-test-sp',
    SAML_ENTRY_POINT: idp.entryPoint,
    SAML_IDP_ISSUER: 'https://idp.test/saml',
    SAML_IDP_CERT: idp.cert,
    SSO_EMAIL_DOMAIN: 'district.example',
  },
}));

beforeAll(async () => {
  projectId = (await createProject(t.db, { name: 'District' })).id;
  await createAccount(t.db, { email: 'teacher@district.example', projectIds: [projectId] });
  await createAccount(t.db, { email: 'outside@example.test', projectIds: [projectId] });
});

/** Starts at GET /users/auth/saml and follows the redirect to the identity provider. */
async function startLogin(app: FastifyInstance) {
  const start = await app.inject({ method: 'GET', url: '/users/auth/saml' });
  expect(start.statusCode).toBe(302);
  const location = String(start.headers.location);
  expect(location.startsWith(idp.entryPoint)).toBe(true);
  const page = await fetch(location);
  expect(page.status).toBe(200);
  const last = idp.lastResponse;
  if (!last) {
    throw new Error('the identity provider did not answer');
  }
  return last;
}

const postResponse = (app: FastifyInstance, samlResponse: string, relayState = '') =>
  app.inject({
    method: 'POST',
    url: '/users/auth/saml/callback',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: relayState }).toString(),
  });

describe('SAML single sign-on', () => {
  it('signs in a district user and hands the token over in the fragment', async () => {
    idp.next = { nameId: 'teacher@district.example' };
    const { samlResponse, acsUrl, relayState } = await startLogin(t.app);
    expect(acsUrl).toBe('http://localhost:3000/users/auth/saml/callback');
    const res = await postResponse(t.app, samlResponse, relayState);
    expect(res.statusCode).toBe(302);
    const location = String(res.headers.location);
    expect(location.startsWith('/login/cps#token=')).toBe(true);
    const token = new URLSearchParams(location.split('#')[1]).get('token') ?? '';
    const locals = (await get(t.app, '/locals', token)).json<LocalsResponse>();
    expect(locals.user.username).toBe('teacher@district.example');
    expect(locals.project?.objectId).toBe(projectId);
    const identities = await t.db.select().from(s.userIdentities);
    expect(identities).toEqual([
      expect.objectContaining({
        provider: 'saml:https://idp.test/saml',
        subject: 'teacher@district.example',
      }),
    ]);

    // Replayed: the same response again.
    const replay = await postResponse(t.app, samlResponse, relayState);
    expect(replay.headers.location).toBe(FAILED);
  });

  it('refuses a response without signatures, or with only one of the two', async () => {
    for (const options of [
      { signAssertion: false, signResponse: false },
      { signAssertion: false },
      { signResponse: false },
    ]) {
      idp.next = { nameId: 'teacher@district.example', ...options };
      const { samlResponse } = await startLogin(t.app);
      expect((await postResponse(t.app, samlResponse)).headers.location).toBe(FAILED);
    }
  });

  it('refuses an expired assertion', async () => {
    idp.next = { nameId: 'teacher@district.example', clockShiftMs: -3_600_000 };
    const { samlResponse } = await startLogin(t.app);
    expect((await postResponse(t.app, samlResponse)).headers.location).toBe(FAILED);
  });

  it('refuses a wrong audience', async () => {
    idp.next = { nameId: 'teacher@district.example', audience: 'someone-else' };
    const { samlResponse } = await startLogin(t.app);
    expect((await postResponse(t.app, samlResponse)).headers.location).toBe(FAILED);
  });

  it('refuses an unsolicited response (no request of ours)', async () => {
    const unsolicited = idp.buildResponse(null, 'http://localhost:3000/users/auth/saml/callback', {
      nameId: 'teacher@district.example',
    });
    expect((await postResponse(t.app, unsolicited)).headers.location).toBe(FAILED);
    const madeUp = idp.buildResponse('_made_up', 'http://localhost:3000/users/auth/saml/callback', {
      nameId: 'teacher@district.example',
    });
    expect((await postResponse(t.app, madeUp)).headers.location).toBe(FAILED);
  });

  it('refuses a signature-wrapped response that swaps in another subject', async () => {
    idp.next = { nameId: 'outside@example.test' };
    const { samlResponse } = await startLogin(t.app);
    const xml = Buffer.from(samlResponse, 'base64').toString('utf8');
    // XSW: a forged, unsigned assertion for the district user first; the signed one hidden after.
    const forged = xml
      .replace(/<ds:Signature[\s\S]*?<\/ds:Signature>/g, '')
      .match(/<saml:Assertion[\s\S]*<\/saml:Assertion>/)?.[0]
      ?.replace('outside@example.test', 'teacher@district.example')
      .replace(/ID="_a/, 'ID="_evil');
    expect(forged).toBeDefined();
    const wrapped = xml.replace('<saml:Assertion', `${forged ?? ''}<saml:Assertion`);
    const res = await postResponse(t.app, Buffer.from(wrapped).toString('base64'));
    expect(res.headers.location).toBe(FAILED);
  });

  it('refuses a response meant for another endpoint', async () => {
    await startLogin(t.app);
    const last = idp.lastResponse;
    expect(last).not.toBeNull();
    const requestId =
      /InResponseTo="([^"]+)"/.exec(
        Buffer.from(last?.samlResponse ?? '', 'base64').toString(),
      )?.[1] ?? null;
    const elsewhere = idp.buildResponse(requestId, 'http://evil.example/acs', {
      nameId: 'teacher@district.example',
    });
    expect((await postResponse(t.app, elsewhere)).headers.location).toBe(FAILED);
  });

  it('refuses an assertion ID seen before, even inside a fresh response to a new request', async () => {
    // node-saml already refuses a second answer to one request; our own replay cache must also
    // catch an assertion replayed into a response for another request.
    const assertionId = `_replayed${Date.now()}`;
    idp.next = { nameId: 'teacher@district.example', assertionId };
    const first = await startLogin(t.app);
    expect(String((await postResponse(t.app, first.samlResponse)).headers.location)).toMatch(
      /^\/login\/cps#token=/,
    );
    const second = await startLogin(t.app);
    expect((await postResponse(t.app, second.samlResponse)).headers.location).toBe(FAILED);
  });

  it.each([
    ['Destination', { destination: 'http://evil.example/acs' }],
    ['Recipient', { recipient: 'http://evil.example/acs' }],
  ])('refuses a response whose %s alone names another endpoint', async (_field, options) => {
    idp.next = { nameId: 'teacher@district.example', ...options };
    const { samlResponse } = await startLogin(t.app);
    expect((await postResponse(t.app, samlResponse)).headers.location).toBe(FAILED);
  });

  it('does not link an address outside the district domain', async () => {
    idp.next = { nameId: 'outside@example.test' };
    const { samlResponse } = await startLogin(t.app);
    expect((await postResponse(t.app, samlResponse)).headers.location).toBe(FAILED);
  });

  it('sends the visitor back with the failure when no provider is configured', async () => {
    const bare = await startTestApp();
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/users/auth/saml' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(FAILED);
    } finally {
      await bare.close();
    }
  });
});
