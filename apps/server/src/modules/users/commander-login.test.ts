/**
 * Building-automation hand-over JWT (spec 002 §7; security requirement 10): a good token signs in
 * once; alg none, another algorithm or key, wrong iss/aud, expired, too old, replayed and
 * unknown-user tokens are refused.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse, LocalsResponse, SessionResponse } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { useTestApp } from '../../../test/fixtures/hooks';
import { createProject, createSite } from '../../../test/fixtures/factories';
import { createAccount, get, post } from '../../../test/fixtures/accounts';
import { startTestApp } from '../../../test/fixtures/test-app';

const SECRET = 'commander-test-secret-0123456789abcdef';
const t = useTestApp({
  config: {
    COMMANDER_JWT_SECRET: SECRET,
    COMMANDER_JWT_ISSUER: 'commander',
    COMMANDER_JWT_AUDIENCE: 'airboard',
  },
});
let projectId: string;
let siteId: string;
let foreignSiteId: string;

beforeAll(async () => {
  projectId = (await createProject(t.db)).id;
  siteId = (await createSite(t.db, projectId, { commanderLicenseId: 'LIC-1' })).id;
  const other = await createProject(t.db, { name: 'Other' });
  foreignSiteId = (await createSite(t.db, other.id, { commanderLicenseId: 'LIC-2' })).id;
  await createAccount(t.db, { email: 'operator@example.test', projectIds: [projectId] });
});

function jwt(
  claims: Record<string, unknown> = {},
  options: {
    secret?: string;
    /** Signing algorithm; the server pins HS256. */
    alg?: 'HS256' | 'HS384' | 'HS512';
    sub?: string;
    iss?: string;
    aud?: string;
    exp?: string | number;
    iat?: number;
  } = {},
) {
  const builder = new SignJWT({ licenseId: 'LIC-1', ...claims })
    .setProtectedHeader({ alg: options.alg ?? 'HS256' })
    .setSubject(options.sub ?? 'operator@example.test')
    .setJti(randomUUID())
    .setIssuer(options.iss ?? 'commander')
    .setAudience(options.aud ?? 'airboard')
    .setExpirationTime(options.exp ?? '5m');
  if (options.iat !== undefined) {
    builder.setIssuedAt(options.iat);
  } else {
    builder.setIssuedAt();
  }
  return builder.sign(new TextEncoder().encode(options.secret ?? SECRET));
}

const login = (token: string) => post(t.app, '/users/commanderLogin', { token });

describe('POST /users/commanderLogin', () => {
  it('signs in once and names the site and project', async () => {
    const token = await jwt();
    const res = await login(token);
    expect(res.statusCode).toBe(200);
    const body = res.json<SessionResponse>();
    expect(body).toMatchObject({ siteId, projectId, user: { username: 'operator@example.test' } });
    expect((await get(t.app, '/locals', body.token)).json<LocalsResponse>().project?.objectId).toBe(
      projectId,
    );
    const replay = await login(token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json<ErrorResponse>().errorMessage).toBe(messages.invalidToken);
  });

  it('also finds the site by id', async () => {
    const res = await login(await jwt({ licenseId: undefined, siteId }));
    expect(res.json<{ siteId: string | null }>().siteId).toBe(siteId);
  });

  it('answers no site with null ids (the client shows the invalid-site message)', async () => {
    const res = await login(await jwt({ licenseId: undefined }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ siteId: null, projectId: null });
  });

  it("refuses a site of another project and an unknown user with the spec's no-access message", async () => {
    const foreign = await login(await jwt({ licenseId: 'LIC-2' }));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json<ErrorResponse>().errorMessage).toBe(messages.commanderNoAccess);
    expect(foreignSiteId).toBeTruthy();
    const unknown = await login(await jwt({}, { sub: 'ghost@example.test' }));
    expect(unknown.statusCode).toBe(403);
  });

  it('refuses alg none, another algorithm or key, wrong issuer or audience, expired and too old tokens', async () => {
    const unsecured = new UnsecuredJWT({ licenseId: 'LIC-1' })
      .setSubject('operator@example.test')
      .setJti(randomUUID())
      .setIssuer('commander')
      .setAudience('airboard')
      .setIssuedAt()
      .setExpirationTime('5m')
      .encode();
    const now = Math.floor(Date.now() / 1000);
    const bad = [
      unsecured,
      await jwt({}, { secret: 'another-secret-another-secret-0123' }),
      // The right key under another HMAC algorithm: the algorithm is pinned, not read from the token.
      await jwt({}, { alg: 'HS512' }),
      await jwt({}, { alg: 'HS384' }),
      await jwt({}, { iss: 'someone-else' }),
      await jwt({}, { aud: 'another-app' }),
      await jwt({}, { iat: now - 120, exp: now - 60 }),
      await jwt({}, { iat: now - 3600, exp: now + 3600 }),
      'not.a.jwt',
    ];
    for (const token of bad) {
      const res = await login(token);
      expect(res.statusCode, token).toBe(401);
      expect(res.json<ErrorResponse>().errorMessage).toBe(messages.invalidToken);
    }
  });

  it('refuses everything when no key is configured', async () => {
    const bare = await startTestApp();
    try {
      expect(
        (await post(bare.app, '/users/commanderLogin', { token: await jwt() })).statusCode,
      ).toBe(401);
    } finally {
      await bare.close();
    }
  });

  it('validates the body', async () => {
    expect((await post(t.app, '/users/commanderLogin', {})).statusCode).toBe(400);
  });
});
