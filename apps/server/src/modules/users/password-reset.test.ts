/**
 * Forgot and reset password against a real SMTP server on loopback (spec 000 §7, §8; security
 * requirements 4, 8, 9): same answer for unknown accounts, hashed single-use expiring tokens,
 * sessions ended, brand by Host header.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { hashToken } from '../../db/ids';
import * as s from '../../db/schema/index';
import { useMailedApp } from '../../../test/fixtures/hooks';
import { createProject } from '../../../test/fixtures/factories';
import { createAccount, get, post, signIn } from '../../../test/fixtures/accounts';
import { startTestApp } from '../../../test/fixtures/test-app';

const t = useMailedApp({ config: { LOGIN_MAX_FAILURES_PER_ACCOUNT: 5 } });
let projectId: string;

beforeAll(async () => {
  projectId = (await createProject(t.db)).id;
  await t.db.insert(s.brands).values([
    {
      id: 'brandA',
      key: 'airboard',
      name: 'Airboard',
      hosts: ['localhost'],
      logoUrl: 'a.svg',
      contactUrl: 'https://a.example/contact',
      inviteSender: 'A <a@a.example>',
      poweredByText: 'Powered by Airboard',
      isDefault: true,
    },
    {
      id: 'brandC',
      key: 'commander',
      name: 'Commander Air',
      hosts: ['commander.localhost'],
      logoUrl: 'c.svg',
      contactUrl: 'https://c.example/support',
      inviteSender: 'C <c@c.example>',
      poweredByText: 'Powered by Commander Air',
    },
  ]);
});

const linkIn = (mail: string) => {
  const match = /(https?:\/\/[^\s"<]+\/login\?resetPasswordToken=([A-Za-z0-9_-]+)[^\s"<]*)/.exec(
    mail,
  );
  if (!match?.[1] || !match[2]) {
    throw new Error('no reset link in the e-mail');
  }
  return { url: match[1].replaceAll('&amp;', '&'), token: match[2] };
};

describe('POST /users/reset-password-email', () => {
  it('e-mails a link to /login?resetPasswordToken in the brand of the request host', async () => {
    await createAccount(t.db, { email: 'reset@example.test', projectIds: [projectId] });
    const res = await post(
      t.app,
      '/users/reset-password-email',
      { email: ' Reset@Example.test ' },
      undefined,
      {
        headers: { host: 'commander.localhost:8080' },
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const mail = await t.mailbox.waitFor(/To: reset@example\.test/);
    expect(mail).toContain('Commander Air: Reset your password');
    expect(mail).toContain('Powered by Commander Air');
    const { url, token } = linkIn(mail);
    expect(url.startsWith('http://commander.localhost:8080/login?resetPasswordToken=')).toBe(true);
    // Stored hashed, never as sent.
    const rows = await t.db.select().from(s.passwordResetTokens);
    expect(rows.some((r) => r.tokenHash === hashToken(token))).toBe(true);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    // The queued e-mail job holds no usable link either (issue 11 #12).
    const jobs = await t.db.select({ payload: s.jobs.payload }).from(s.jobs);
    expect(jobs.length).toBeGreaterThan(0);
    expect(JSON.stringify(jobs)).not.toContain(token);
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const before = t.mailbox.messages.length;
    const res = await post(t.app, '/users/reset-password-email', { email: 'ghost@example.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await t.mailAfterJobs()).toHaveLength(before);
  });

  it('uses PUBLIC_URL when the Host header is not a brand host', async () => {
    await createAccount(t.db, { email: 'forged@example.test' });
    await post(t.app, '/users/reset-password-email', { email: 'forged@example.test' }, undefined, {
      headers: { host: 'evil.example' },
    });
    const { url } = linkIn(await t.mailbox.waitFor(/To: forged@example\.test/));
    expect(url.startsWith('http://localhost:3000/login?')).toBe(true);
  });

  it('throttles repeated requests for one address with 429 and Retry-After', async () => {
    let last = 200;
    let retryAfter: string | string[] | undefined;
    for (let i = 0; i < 6; i += 1) {
      const res = await post(t.app, '/users/reset-password-email', { email: 'flood@example.test' });
      last = res.statusCode;
      retryAfter = res.headers['retry-after'];
    }
    expect(last).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it('names an invalid body', async () => {
    const res = await post(t.app, '/users/reset-password-email', {});
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorResponse>().errorMessage).toContain('body.email');
  });
});

describe('POST /users/reset-password', () => {
  async function requestToken(email: string) {
    await post(t.app, '/users/reset-password-email', { email });
    const mail = await t.mailbox.waitFor(new RegExp(`To: ${email.replace('.', '\\.')}`));
    return linkIn(mail).token;
  }

  it('sets the password once, returns the e-mail and ends every session', async () => {
    await createAccount(t.db, { email: 'change@example.test', projectIds: [projectId] });
    const session = await signIn(t.app, 'change@example.test', projectId);
    const token = await requestToken('change@example.test');
    const res = await post(t.app, '/users/reset-password', { token, password: 'brand new secret' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ results: { email: 'change@example.test' } });
    expect((await get(t.app, '/locals', session)).statusCode).toBe(401);
    await signIn(t.app, 'change@example.test', projectId, 'brand new secret');
    // Single use.
    const again = await post(t.app, '/users/reset-password', { token, password: 'another secret' });
    expect(again.statusCode).toBe(400);
    expect(again.json<ErrorResponse>().errorMessage).toBe(messages.resetPasswordFailed);
  });

  it('voids older tokens when one is used', async () => {
    await createAccount(t.db, { email: 'twice@example.test' });
    const first = await requestToken('twice@example.test');
    const second = await requestToken('twice@example.test');
    expect(
      (await post(t.app, '/users/reset-password', { token: second, password: 'password two' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post(t.app, '/users/reset-password', { token: first, password: 'password one' }))
        .statusCode,
    ).toBe(400);
  });

  it('refuses an expired token', async () => {
    const user = await createAccount(t.db, { email: 'late@example.test' });
    const token = await requestToken('late@example.test');
    await t.db
      .update(s.passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(s.passwordResetTokens.userId, user.id));
    const res = await post(t.app, '/users/reset-password', { token, password: 'whatever-long' });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a token with another e-mail', async () => {
    await createAccount(t.db, { email: 'mine@example.test' });
    const token = await requestToken('mine@example.test');
    const res = await post(t.app, '/users/reset-password', {
      token,
      password: 'whatever-long',
      email: 'other@example.test',
    });
    expect(res.statusCode).toBe(400);
    expect(
      (await post(t.app, '/users/reset-password', { token, password: 'whatever-long' })).statusCode,
    ).toBe(200);
  });

  it('refuses an unknown token and a password under 8 characters', async () => {
    expect(
      (await post(t.app, '/users/reset-password', { token: 'made-up', password: 'whatever-long' }))
        .statusCode,
    ).toBe(400);
    const short = await post(t.app, '/users/reset-password', {
      token: 'made-up',
      password: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json<ErrorResponse>().errorMessage).toContain('body.password');
  });
});

describe('per-address request limit of the account e-mail calls (issue 11, finding 4)', () => {
  it('shares one budget per client address across reset e-mail, signup and verify', async () => {
    const local = await startTestApp({ config: { LOGIN_MAX_FAILURES_PER_IP: 3 } });
    try {
      for (const email of ['a@example.test', 'b@example.test']) {
        expect((await post(local.app, '/users/reset-password-email', { email })).statusCode).toBe(
          200,
        );
      }
      expect((await get(local.app, '/users/verify?email=c@example.test')).statusCode).toBe(200);
      const refused = await post(local.app, '/users/signup', {
        email: 'd@example.test',
        firstName: 'D',
        lastName: 'E',
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.json<ErrorResponse>().errorMessage).toBe(
        'Too many attempts. Please try again later.',
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const elsewhere = await post(
        local.app,
        '/users/reset-password-email',
        { email: 'e@example.test' },
        undefined,
        { remoteAddress: '10.7.0.1' },
      );
      expect(elsewhere.statusCode).toBe(200);
    } finally {
      await local.close();
    }
  });
});
