/**
 * Settings (spec 002 §7): notification preferences (SMS needs a verified number, issue 22),
 * password checks and changes, and the password-changed notice. A password change ends the user's
 * other sessions and voids open reset links (security requirements 4, 9).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { messages } from '@airboard/shared/messages';
import type { Config } from '../../config';
import type { Database, DatabaseHandle } from '../../db/connect';
import { passwordResetTokens, users } from '../../db/schema/index';
import type { NotificationPrefs } from '../../db/schema/json-types';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { revokeOtherSessions } from '../../auth/sessions';
import type { SignInThrottle } from '../../auth/throttle';
import { HttpError, notFound } from '../../lib/http-error';
import type { Mailer } from '../../mail/mailer';
import { passwordChangedMail } from '../../mail/templates';
import type { AuthContext } from '../../plugins/auth';
import { resolveBrand } from '../branding/branding.service';
import { hasVerifiedPhone } from './alert-texts.service';
import type { UserRow } from './sign-in.service';

export interface SettingsDeps {
  database: DatabaseHandle;
  throttle: SignInThrottle;
  /** Queues the e-mail as a durable job. */
  mailer: Mailer;
  config: Pick<Config, 'MAIL_FROM'>;
}

/** The caller's row; an e-mail naming someone else is as unknown as a missing account. */
export async function callerAccount(
  db: Database,
  auth: AuthContext,
  email?: string,
): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, auth.userId)).limit(1);
  if (!user || (email !== undefined && email !== user.email)) {
    throw notFound('User not found');
  }
  return user;
}

/** The user's current password, throttled like a sign-in; 400 when it is wrong. */
export async function checkPassword(
  throttle: SignInThrottle,
  user: UserRow,
  password: string,
  ip: string,
): Promise<void> {
  const { passwordHash } = user;
  const checked = await throttle.attempt(user.email, ip, async () =>
    passwordHash !== null && (await verifyPassword(passwordHash, password)) ? user : null,
  );
  if (!checked) {
    throw new HttpError(400, messages.incorrectPassword);
  }
}

/** Saves the preferences; SMS only with a verified mobile number (issue 22), else 400. */
export async function setNotifications(
  db: Database,
  userId: string,
  notifications: NotificationPrefs,
): Promise<void> {
  if (notifications.sms && !(await hasVerifiedPhone(db, userId))) {
    throw new HttpError(400, messages.smsNeedsVerifiedPhone);
  }
  await db.update(users).set({ notifications }).where(eq(users.id, userId));
}

/** Sets a new password (it must differ), keeping only the caller's own session. */
export async function changePassword(
  db: Database,
  user: UserRow,
  keepSessionId: string,
  password: string,
): Promise<void> {
  if (user.passwordHash && (await verifyPassword(user.passwordHash, password))) {
    throw new HttpError(400, messages.passwordMustDiffer);
  }
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: new Date() })
      .where(eq(users.id, user.id));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await revokeOtherSessions(tx, user.id, keepSessionId);
  });
}

/** Tells the user, in the brand of the request's host and project, that the password changed. */
export async function mailPasswordChanged(
  deps: SettingsDeps,
  request: FastifyRequest,
  auth: AuthContext,
): Promise<void> {
  const { db } = deps.database;
  const user = await callerAccount(db, auth);
  const brand = await resolveBrand(db, { hostname: request.hostname, projectId: auth.projectId });
  await deps.mailer.send({
    to: user.email,
    from: deps.config.MAIL_FROM,
    ...passwordChangedMail(brand),
  });
}
