/**
 * The signed-in user's alert text settings (issue 22): their mobile number, proved theirs by a
 * 6-digit code sent to it, and their quiet hours. Only the code's hash is kept (salted with the
 * user and the number, compared in constant time); a code lives 10 minutes and survives 5 wrong
 * guesses, and at most 5 codes an hour go out per user (a text costs money and could pester a
 * stranger's phone). The code is sent while the request waits, so a number the provider refuses
 * is answered at once. Sends and verifications go into the audit log with the number masked.
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AlertTextSettings, SmsQuietHours } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import {
  SMS_CODE_LENGTH,
  SMS_CODE_MAX_ATTEMPTS,
  SMS_CODE_TTL_MS,
  SMS_CODES_PER_HOUR,
  SMS_WINDOW_MS,
} from '@airboard/shared/rules';
import type { Database, DatabaseHandle } from '../../db/connect';
import { hashToken } from '../../db/ids';
import { phoneVerifications, users } from '../../db/schema/index';
import { HttpError, notFound } from '../../lib/http-error';
import type { AuthContext } from '../../plugins/auth';
import { toE164 } from '../../sms/phone-numbers';
import { auditSms } from '../../sms/sms-audit';
import { SmsRejected, type SmsSender } from '../../sms/sms-sender';
import { resolveBrand } from '../branding/branding.service';

export interface AlertTextDeps {
  database: DatabaseHandle;
  sms: SmsSender;
  /** The server's clock (a test server's test clock): code expiry and the send limit. */
  clock: () => Date;
}

type Verification = typeof phoneVerifications.$inferSelect;

const codeHash = (userId: string, phone: string, code: string) =>
  hashToken(`${userId}:${phone}:${code}`);

/** A code that can still be entered: not expired, not guessed at too often. */
const usable = (row: Verification, now: Date) =>
  row.expiresAt > now && row.attempts < SMS_CODE_MAX_ATTEMPTS;

export async function alertTextSettings(
  db: Database,
  userId: string,
  now: Date,
): Promise<AlertTextSettings> {
  const [user] = await db
    .select({ phone: users.phone, verifiedAt: users.phoneVerifiedAt, quiet: users.smsQuietHours })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) {
    throw notFound('User not found');
  }
  const [pending] = await db
    .select()
    .from(phoneVerifications)
    .where(eq(phoneVerifications.userId, userId));
  return {
    phone: user.verifiedAt ? user.phone : null,
    pendingPhone: pending && usable(pending, now) ? pending.phone : null,
    quietHours: user.quiet ?? null,
  };
}

/**
 * Sends a new code to the number typed: 400 for no valid number, 429 past the hourly limit, 400
 * when the provider refuses the number, 502 when the text could not be sent.
 */
export async function sendPhoneCode(
  deps: AlertTextDeps,
  request: FastifyRequest,
  auth: AuthContext,
  typed: string,
): Promise<AlertTextSettings> {
  const phone = toE164(typed);
  if (!phone) {
    throw new HttpError(400, messages.smsPhoneInvalid);
  }
  const now = deps.clock();
  const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
  await deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.userId, auth.userId))
      .for('update');
    const inWindow =
      row !== undefined && now.getTime() - row.windowStartedAt.getTime() < SMS_WINDOW_MS;
    if (inWindow && row.sends >= SMS_CODES_PER_HOUR) {
      throw new HttpError(429, messages.smsTooManyCodes(SMS_CODES_PER_HOUR));
    }
    const values = {
      phone,
      codeHash: codeHash(auth.userId, phone, code),
      expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS),
      attempts: 0,
      sends: inWindow ? row.sends + 1 : 1,
      windowStartedAt: inWindow ? row.windowStartedAt : now,
    };
    await tx
      .insert(phoneVerifications)
      .values({ userId: auth.userId, ...values })
      .onConflictDoUpdate({ target: phoneVerifications.userId, set: values });
  });
  const brand = await resolveBrand(deps.database.db, {
    hostname: request.hostname,
    projectId: auth.projectId,
  });
  const audit = (status: 'sent' | 'failed' | 'rejected', error?: string) =>
    deps.database.transaction((query) =>
      auditSms(query, {
        userId: auth.userId,
        projectId: auth.projectId,
        action: 'sms.code',
        to: phone,
        status,
        at: now,
        ...(error && { details: { error } }),
      }),
    );
  try {
    await deps.sms.send(phone, messages.smsCodeText(brand.name, code));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const refused = error instanceof SmsRejected && error.wrongNumber;
    await audit(refused ? 'rejected' : 'failed', message);
    request.log.warn({ err: error }, 'phone code not sent');
    throw refused
      ? new HttpError(400, messages.smsNumberRefused(message))
      : new HttpError(502, messages.smsNotSent);
  }
  await audit('sent');
  return alertTextSettings(deps.database.db, auth.userId, now);
}

/** Checks the code entered; right, the number becomes the user's verified number. */
export async function verifyPhoneCode(
  deps: AlertTextDeps,
  auth: AuthContext,
  code: string,
): Promise<AlertTextSettings> {
  const now = deps.clock();
  const verified = await deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.userId, auth.userId))
      .for('update');
    if (!row) {
      return messages.smsNoCodePending;
    }
    if (row.attempts >= SMS_CODE_MAX_ATTEMPTS) {
      return messages.smsCodeUsedUp;
    }
    if (row.expiresAt <= now) {
      return messages.smsCodeExpired;
    }
    const expected = Buffer.from(row.codeHash, 'hex');
    const given = Buffer.from(codeHash(auth.userId, row.phone, code), 'hex');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      const attempts = row.attempts + 1;
      await tx
        .update(phoneVerifications)
        .set({ attempts })
        .where(eq(phoneVerifications.userId, auth.userId));
      return attempts >= SMS_CODE_MAX_ATTEMPTS ? messages.smsCodeUsedUp : messages.smsCodeWrong;
    }
    await tx
      .update(users)
      .set({ phone: row.phone, phoneVerifiedAt: now })
      .where(eq(users.id, auth.userId));
    await tx.delete(phoneVerifications).where(eq(phoneVerifications.userId, auth.userId));
    return { phone: row.phone };
  });
  if (typeof verified === 'string') {
    throw new HttpError(400, verified);
  }
  await deps.database.transaction((query) =>
    auditSms(query, {
      userId: auth.userId,
      projectId: auth.projectId,
      action: 'sms.verified',
      to: verified.phone,
      status: 'verified',
      at: now,
    }),
  );
  return alertTextSettings(deps.database.db, auth.userId, now);
}

/**
 * Forgets the number: texts stop (the SMS preference goes off) and a code waiting is voided. The
 * verification row itself stays until its hour is over, so forgetting does not reset the limit.
 */
export async function forgetPhone(
  deps: AlertTextDeps,
  auth: AuthContext,
): Promise<AlertTextSettings> {
  const now = deps.clock();
  await deps.database.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        phone: null,
        phoneVerifiedAt: null,
        notifications: sql`jsonb_set(coalesce(${users.notifications}, '{}'::jsonb), '{sms}', 'false'::jsonb)`,
      })
      .where(eq(users.id, auth.userId));
    await tx
      .update(phoneVerifications)
      .set({ attempts: SMS_CODE_MAX_ATTEMPTS })
      .where(eq(phoneVerifications.userId, auth.userId));
  });
  return alertTextSettings(deps.database.db, auth.userId, now);
}

export async function setQuietHours(
  deps: AlertTextDeps,
  auth: AuthContext,
  quietHours: SmsQuietHours | null,
): Promise<AlertTextSettings> {
  if (quietHours && quietHours.start === quietHours.end) {
    throw new HttpError(400, messages.smsQuietHoursSame);
  }
  await deps.database.db
    .update(users)
    .set({ smsQuietHours: quietHours })
    .where(eq(users.id, auth.userId));
  return alertTextSettings(deps.database.db, auth.userId, deps.clock());
}

/** Whether the user has a verified number (SMS notifications need one). */
export async function hasVerifiedPhone(db: Database, userId: string): Promise<boolean> {
  const [user] = await db
    .select({ verifiedAt: users.phoneVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  return Boolean(user?.verifiedAt);
}
