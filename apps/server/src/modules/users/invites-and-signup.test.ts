/**
 * Invites and signup against a real SMTP server (spec 002 §4, §7; security requirements 8, 9):
 * the brand's invite sender, single-use hashed tokens, admin-only invites, the same signup answer
 * for known and unknown addresses, verification through the e-mailed link.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse, LocalsResponse, SessionResponse } from '@airboard/shared/api';
import { hashToken } from '../../db/ids';
import { messages } from '@airboard/shared/messages';
import * as s from '../../db/schema/index';
import { useMailedApp } from '../../../test/fixtures/hooks';
import { createProject, createSession } from '../../../test/fixtures/factories';
import {
  createAccount,
  get,
  inviteUserVia,
  PASSWORD,
  post,
  signIn,
} from '../../../test/fixtures/accounts';

const t = useMailedApp({ config: { LOGIN_MAX_FAILURES_PER_ACCOUNT: 4 } });
let projectId: string;
let adminToken: string;
let userToken: string;
let outsiderToken: string;

beforeAll(async () => {
  await t.db.insert(s.brands).values({
    id: 'brandC',
    key: 'clearsky',
    name: 'ClearSky Buildings',
    hosts: ['clearsky.localhost'],
    logoUrl: 'c.svg',
    contactUrl: 'https://clearsky.example/help',
    inviteSender: 'ClearSky <hello@clearsky.example>',
    poweredByText: 'Powered by ClearSky Buildings',
  });
  projectId = (await createProject(t.db, { name: 'Invite Project' })).id;
  const otherId = (await createProject(t.db, { name: 'Elsewhere' })).id;
  await createAccount(t.db, { email: 'boss@example.test', role: 'admin', projectIds: [projectId] });
  await createAccount(t.db, { email: 'plain@example.test', projectIds: [projectId] });
  await createAccount(t.db, {
    email: 'outsider@example.test',
    role: 'admin',
    projectIds: [otherId],
  });
  adminToken = await signIn(t.app, 'boss@example.test', projectId);
  userToken = await signIn(t.app, 'plain@example.test', projectId);
  outsiderToken = await signIn(t.app, 'outsider@example.test', otherId);
});

const tokenIn = (mail: string, param: string) => {
  const match = new RegExp(`${param}=([A-Za-z0-9_-]+)`).exec(mail);
  if (!match?.[1]) {
    throw new Error(`no ${param} in the e-mail`);
  }
  return match[1];
};

describe('invites', () => {
  it("sends the invite from the brand's invite sender with an /acceptinvite link", async () => {
    const res = await inviteUserVia(
      t.app,
      adminToken,
      'New.Person@Example.test',
      'clearsky.localhost',
    );
    expect(res.statusCode).toBe(200);
    const mail = await t.mailbox.waitFor(/To: new\.person@example\.test/);
    expect(mail).toContain('From: ClearSky <hello@clearsky.example>');
    expect(mail).toContain('http://clearsky.localhost/acceptinvite?token=');
    const token = tokenIn(mail, 'token');
    const [row] = await t.db
      .select()
      .from(s.invites)
      .where(eq(s.invites.email, 'new.person@example.test'));
    expect(row?.tokenHash).toBe(hashToken(token));
    // The queued e-mail job holds no usable link (issue 11 #12).
    const jobs = await t.db.select({ payload: s.jobs.payload }).from(s.jobs);
    expect(jobs.length).toBeGreaterThan(0);
    expect(JSON.stringify(jobs)).not.toContain(token);

    const info = await get(t.app, `/users/invite?token=${token}`);
    expect(info.json()).toEqual({
      email: 'new.person@example.test',
      projectName: 'Invite Project',
      existingAccount: false,
    });

    const accepted = await post(t.app, '/users/acceptinvite', {
      token,
      password: 'my new password',
      acceptTerms: true,
      firstName: 'New',
    });
    expect(accepted.statusCode).toBe(200);
    const session = accepted.json<SessionResponse>().token;
    const locals = (await get(t.app, '/locals', session)).json<LocalsResponse>();
    expect(locals.project?.objectId).toBe(projectId);
    expect(locals.user).toMatchObject({
      username: 'new.person@example.test',
      acceptTerms: true,
      emailVerified: true,
      role: 'user',
    });
    // Single use.
    expect(
      (
        await post(t.app, '/users/acceptinvite', {
          token,
          password: 'my new password',
          acceptTerms: true,
        })
      ).statusCode,
    ).toBe(400);
    expect((await get(t.app, `/users/invite?token=${token}`)).statusCode).toBe(404);
  });

  it('needs the terms and a password of 8 characters', async () => {
    expect(
      (
        await post(t.app, '/users/acceptinvite', {
          token: 'x',
          password: 'long enough',
          acceptTerms: false,
        })
      ).statusCode,
    ).toBe(400);
    const short = await post(t.app, '/users/acceptinvite', {
      token: 'x',
      password: 'short',
      acceptTerms: true,
    });
    expect(short.json<ErrorResponse>().errorMessage).toContain('body.password');
  });

  it('refuses an expired invite', async () => {
    await post(t.app, '/users/invite', { email: 'late@example.test', role: 'user' }, adminToken);
    const token = tokenIn(await t.mailbox.waitFor(/To: late@example\.test/), 'token');
    await t.db
      .update(s.invites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(s.invites.email, 'late@example.test'));
    expect(
      (
        await post(t.app, '/users/acceptinvite', {
          token,
          password: 'long enough',
          acceptTerms: true,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('invites an existing account, which joins only by accepting with its password', async () => {
    const res = await post(
      t.app,
      '/users/invite',
      { email: 'outsider@example.test', role: 'user' },
      adminToken,
    );
    expect(res.statusCode).toBe(200);
    const mail = await t.mailbox.waitFor(/To: outsider@example\.test/);
    expect(mail).toContain('You are invited to Invite Project');
    const names = async () =>
      (await get(t.app, '/locals', outsiderToken))
        .json<LocalsResponse>()
        .projects.map((p: { name: string }) => p.name);
    expect(await names()).not.toContain('Invite Project');
    const accepted = await post(t.app, '/users/acceptinvite/existing', {
      token: tokenIn(mail, 'token'),
      password: PASSWORD,
    });
    expect(accepted.statusCode).toBe(200);
    expect(await names()).toContain('Invite Project');
  });

  it('is for admins of the session project only', async () => {
    expect(
      (await post(t.app, '/users/invite', { email: 'x@example.test', role: 'user' }, userToken))
        .statusCode,
    ).toBe(403);
    expect(
      (await post(t.app, '/users/invite', { email: 'x@example.test', role: 'user' })).statusCode,
    ).toBe(401);
    expect(
      (
        await post(
          t.app,
          '/users/invite',
          { email: 'x@example.test', role: 'superAdmin' },
          adminToken,
        )
      ).statusCode,
    ).toBe(400);
  });
});

describe('signup and verification', () => {
  it('answers alike for a new and a known address; only the new one gets the e-mail', async () => {
    const fresh = await post(t.app, '/users/signup', {
      email: 'Fresh@example.test',
      firstName: 'Fresh',
      lastName: 'Person',
    });
    const known = await post(t.app, '/users/signup', {
      email: 'plain@example.test',
      firstName: 'P',
      lastName: 'Q',
    });
    expect(fresh.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(fresh.json()).toEqual(known.json());
    const mail = await t.mailbox.waitFor(/To: fresh@example\.test/);
    expect(mail).toContain('Confirm your e-mail');
    expect(
      (await t.mailAfterJobs()).some(
        (m) => m.includes('To: plain@example.test') && m.includes('Confirm'),
      ),
    ).toBe(false);

    expect((await get(t.app, '/users/verify?email=fresh@example.test')).json()).toEqual({
      user: { emailVerified: false },
    });
    const token = tokenIn(mail, 'resetPasswordToken');
    const set = await post(t.app, '/users/reset-password', { token, password: 'fresh password' });
    expect(set.json()).toEqual({ results: { email: 'fresh@example.test' } });
    // Verified now, but only the account's own session is told so (next test).
    expect((await get(t.app, '/users/verify?email=fresh@example.test')).json()).toEqual({
      user: { emailVerified: false },
    });
  });

  it('GET /users/verify answers a verified, an unverified and an unknown address alike; only their own session learns it (issue 11)', async () => {
    const verified = await createAccount(t.db, { email: 'proved@example.test' });
    await t.db.update(s.users).set({ emailVerified: true }).where(eq(s.users.id, verified.id));
    await createAccount(t.db, { email: 'unproved@example.test' });
    const answers = await Promise.all(
      ['proved@example.test', 'unproved@example.test', 'nobody-here@example.test'].map((email) =>
        get(t.app, `/users/verify?email=${email}`),
      ),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(answers[2]?.body);
    }
    const own = await createSession(t.db, verified.id);
    expect((await get(t.app, '/users/verify?email=proved@example.test', own)).json()).toEqual({
      user: { emailVerified: true },
    });
    expect((await get(t.app, '/users/verify?email=plain@example.test', own)).json()).toEqual({
      user: { emailVerified: false },
    });

    // Signup of the verified address tells its owner, by e-mail, what the spec shows.
    const res = await post(t.app, '/users/signup', {
      email: 'proved@example.test',
      firstName: 'P',
      lastName: 'V',
    });
    expect(res.json()).toEqual({ success: true });
    const mail = await t.mailbox.waitFor(/To: proved@example\.test/);
    expect(mail).toContain(messages.accountAlreadyVerified);
    expect(mail).toMatch(/localhost:3000\/login\?username=/);
  });

  it('validates the fields', async () => {
    const res = await post(t.app, '/users/signup', {
      email: 'a@example.test',
      firstName: '',
      lastName: 'x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorResponse>().errorMessage).toContain('body.firstName');
  });

  it('throttles repeated signups for one address', async () => {
    let status = 0;
    for (let i = 0; i < 5; i += 1) {
      status = (
        await post(t.app, '/users/signup', {
          email: 'spam@example.test',
          firstName: 'S',
          lastName: 'P',
        })
      ).statusCode;
    }
    expect(status).toBe(429);
  });
});
