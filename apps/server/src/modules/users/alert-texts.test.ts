/**
 * The user's mobile number for alert texts (issue 22), proved by a code sent to it, through a
 * provider stand-in on loopback that speaks the Messages API: the code arrives and verifies the
 * number, a wrong code, an expired one (fake clock), too many guesses and too many codes are
 * refused, an invalid number is a 400, and SMS notifications need a verified number.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { InjectOptions } from 'fastify';
import { alertTextSettings, type AlertTextSettings } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import {
  SMS_CODE_MAX_ATTEMPTS,
  SMS_CODE_TTL_MS,
  SMS_CODES_PER_HOUR,
  SMS_WINDOW_MS,
} from '@airboard/shared/rules';
import { createProject, createSession, createUser } from '../../../test/fixtures/factories';
import { useStarted, useTestApp } from '../../../test/fixtures/hooks';
import { PROVIDER_FROM, startSmsProvider } from '../../../test/fixtures/sms-provider';

const provider = useStarted(startSmsProvider, (p) => p.close());
const t = useTestApp(() => ({ config: provider.config }));

let projectId = '';
beforeAll(async () => {
  projectId = (await createProject(t.db)).id;
});
afterEach(() => {
  vi.useRealTimers();
});

/** A new member of the project, signed in. */
async function member() {
  const user = await createUser(t.db, { projectIds: [projectId] });
  return { user, token: await createSession(t.db, user.id, projectId) };
}

const call = (
  method: InjectOptions['method'],
  url: string,
  token: string | undefined,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    ...(payload && { payload }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const settingsOf = (res: { json: () => unknown }): AlertTextSettings =>
  alertTextSettings.parse(res.json());

/** Asks for a code to `phone` and reads it from the text the provider received. */
async function codeFor(token: string, phone: string, expected: string) {
  const before = provider.texts.length;
  const res = await call('POST', '/users/sms/phone', token, { phone });
  expect(res.statusCode, res.body).toBe(200);
  expect(provider.texts).toHaveLength(before + 1);
  const text = provider.texts.at(-1)!;
  expect(text.to).toBe(expected);
  expect(text.from).toBe(PROVIDER_FROM);
  return /verification code is (\d{6})$/.exec(text.body)![1]!;
}

describe('verifying a mobile number', () => {
  it('sends a code by text and verifies the number with it', async () => {
    const { user, token } = await member();
    const code = await codeFor(token, '(201) 555-4567', '+12015554567');
    expect(provider.texts.at(-1)!.body).toBe(`Your Airboard verification code is ${code}`);
    expect(settingsOf(await call('GET', '/users/sms', token))).toEqual({
      phone: null,
      pendingPhone: '+12015554567',
      quietHours: null,
    });
    // SMS cannot be turned on yet.
    const early = await call('POST', '/users/notifications', token, { email: true, sms: true });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ errorMessage: messages.smsNeedsVerifiedPhone });

    const verified = await call('POST', '/users/sms/phone/verify', token, { code });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(settingsOf(verified)).toEqual({
      phone: '+12015554567',
      pendingPhone: null,
      quietHours: null,
    });
    expect(
      (await call('POST', '/users/notifications', token, { email: true, sms: true })).statusCode,
    ).toBe(200);
    // The database holds the hash of the code, never the code; the audit log masks the number.
    const audit = await t.rows(
      z.object({ action: z.string(), new_value: z.unknown() }),
      `SELECT action, new_value FROM audit_log WHERE object_id = $1 ORDER BY id`,
      [user.id],
    );
    expect(audit).toEqual([
      { action: 'sms.code', new_value: { to: '+1••••••4567', status: 'sent' } },
      { action: 'sms.verified', new_value: { to: '+1••••••4567', status: 'verified' } },
    ]);
    expect(JSON.stringify(audit)).not.toContain('5554567');
  });

  it('refuses a wrong code, and a code guessed at too often', async () => {
    const { token } = await member();
    const code = await codeFor(token, '+33 6 12 34 56 78', '+33612345678');
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await call('POST', '/users/sms/phone/verify', token, { code: wrong });
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({ errorMessage: messages.smsCodeWrong });
    for (let i = 2; i < SMS_CODE_MAX_ATTEMPTS; i += 1) {
      await call('POST', '/users/sms/phone/verify', token, { code: wrong });
    }
    const last = await call('POST', '/users/sms/phone/verify', token, { code: wrong });
    expect(last.json()).toMatchObject({ errorMessage: messages.smsCodeUsedUp });
    // Now even the right code is refused: a new one must be sent.
    const right = await call('POST', '/users/sms/phone/verify', token, { code });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({ errorMessage: messages.smsCodeUsedUp });
    expect(settingsOf(await call('GET', '/users/sms', token)).pendingPhone).toBeNull();
  });

  it('refuses a code after 10 minutes', async () => {
    const { token } = await member();
    vi.useFakeTimers({ toFake: ['Date'] });
    const code = await codeFor(token, '+1 212 555 0001', '+12125550001');
    vi.setSystemTime(Date.now() + SMS_CODE_TTL_MS - 1_000);
    expect(settingsOf(await call('GET', '/users/sms', token)).pendingPhone).toBe('+12125550001');
    vi.setSystemTime(Date.now() + 1_000);
    const late = await call('POST', '/users/sms/phone/verify', token, { code });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ errorMessage: messages.smsCodeExpired });
  });

  it('sends at most 5 codes an hour', async () => {
    const { user, token } = await member();
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let i = 0; i < SMS_CODES_PER_HOUR; i += 1) {
      await codeFor(token, '+1 212 555 0002', '+12125550002');
    }
    const before = provider.requests();
    const sixth = await call('POST', '/users/sms/phone', token, { phone: '+1 212 555 0002' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({
      errorMessage: messages.smsTooManyCodes(SMS_CODES_PER_HOUR),
    });
    // Forgetting the number does not reset the limit.
    await call('DELETE', '/users/sms/phone', token);
    expect(
      (await call('POST', '/users/sms/phone', token, { phone: '+12125550003' })).statusCode,
    ).toBe(429);
    expect(provider.requests()).toBe(before);
    vi.setSystemTime(Date.now() + SMS_WINDOW_MS);
    // A session of the hour after (the first one has expired by then).
    const later = await createSession(t.db, user.id, projectId);
    await codeFor(later, '+1 212 555 0002', '+12125550002');
  });

  it('answers 400 for a number that is none, and for a malformed code', async () => {
    const { token } = await member();
    const before = provider.requests();
    for (const phone of ['12', 'not a number', '+1 555 01']) {
      const res = await call('POST', '/users/sms/phone', token, { phone });
      expect(res.statusCode, phone).toBe(400);
      expect(res.json()).toMatchObject({ errorMessage: messages.smsPhoneInvalid });
    }
    expect((await call('POST', '/users/sms/phone', token, {})).statusCode).toBe(400);
    expect(
      (await call('POST', '/users/sms/phone/verify', token, { code: '12a456' })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/users/sms/phone/verify', token, { code: '123456' })).json(),
    ).toMatchObject({ errorMessage: messages.smsNoCodePending });
    expect(provider.requests()).toBe(before);
  });

  it('tells when the provider refuses the number', async () => {
    const { token } = await member();
    provider.next.push({
      status: 400,
      code: 21614,
      message: "'To' number is not a valid mobile number",
    });
    const res = await call('POST', '/users/sms/phone', token, { phone: '+1 212 555 0004' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errorMessage: string }>().errorMessage).toContain(
      'not a valid mobile number',
    );
    provider.next.push({ status: 500 });
    expect(
      (await call('POST', '/users/sms/phone', token, { phone: '+1 212 555 0004' })).json(),
    ).toMatchObject({ errorMessage: messages.smsNotSent });
  });

  it('forgets the number: texts stop', async () => {
    const { token } = await member();
    const code = await codeFor(token, '+1 212 555 0005', '+12125550005');
    await call('POST', '/users/sms/phone/verify', token, { code });
    await call('POST', '/users/notifications', token, { email: false, sms: true });
    const res = await call('DELETE', '/users/sms/phone', token);
    expect(settingsOf(res)).toEqual({ phone: null, pendingPhone: null, quietHours: null });
    const locals = await call('GET', '/locals', token);
    expect(locals.json<{ user: { notifications: unknown } }>().user.notifications).toEqual({
      email: false,
      sms: false,
    });
  });

  it('sets and clears quiet hours', async () => {
    const { token } = await member();
    const quietHours = { start: '22:00', end: '07:00' };
    const set = await call('PUT', '/users/sms/quiet-hours', token, { quietHours });
    expect(settingsOf(set).quietHours).toEqual(quietHours);
    expect(
      (
        await call('PUT', '/users/sms/quiet-hours', token, {
          quietHours: { start: '7:00', end: '08:00' },
        })
      ).statusCode,
    ).toBe(400);
    const same = await call('PUT', '/users/sms/quiet-hours', token, {
      quietHours: { start: '08:00', end: '08:00' },
    });
    expect(same.json()).toMatchObject({ errorMessage: messages.smsQuietHoursSame });
    const cleared = await call('PUT', '/users/sms/quiet-hours', token, { quietHours: null });
    expect(settingsOf(cleared).quietHours).toBeNull();
  });

  it('needs a session', async () => {
    for (const [method, url, payload] of [
      ['GET', '/users/sms'],
      ['POST', '/users/sms/phone', { phone: '+12015554567' }],
      ['POST', '/users/sms/phone/verify', { code: '123456' }],
      ['DELETE', '/users/sms/phone'],
      ['PUT', '/users/sms/quiet-hours', { quietHours: null }],
    ] as const) {
      expect((await call(method, url, undefined, payload)).statusCode, url).toBe(401);
    }
  });
});
