/**
 * Forgot and reset password (spec 000 §7, §8): POST /users/reset-password-email sends a one-time
 * link (random 256-bit token, stored hashed, 1 hour, single use) and answers the same whether or
 * not the address has an account; POST /users/reset-password sets the new password, voids every
 * other reset token and ends every session (security requirements 4, 8, 9).
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  resetEmailBody,
  resetPasswordBody,
  resetPasswordResponse,
  successResponse,
} from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { hashToken } from '../../db/ids';
import { passwordResetTokens, users } from '../../db/schema/index';
import { hashPassword } from '../../auth/passwords';
import { revokeOtherSessions } from '../../auth/sessions';
import type { SignInThrottle } from '../../auth/throttle';
import { resetPasswordMail } from '../../mail/templates';
import { HttpError } from '../../plugins/errors';
import { issuePasswordToken, mailPasswordLink, type PasswordMailDeps } from './password-links';
import { findUserByEmail } from './sign-in.service';

export const RESET_TOKEN_LIFETIME_MS = 3_600_000;

export interface PasswordResetDeps extends PasswordMailDeps {
  throttle: SignInThrottle;
}

export const passwordResetRoutes =
  ({ throttle, ...mail }: PasswordResetDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = mail;
    app.post(
      '/users/reset-password-email',
      {
        config: { public: true },
        schema: {
          summary: 'Send a password-reset link (the same answer for unknown addresses)',
          operationId: 'requestResetEmail',
          tags: ['accounts'],
          body: resetEmailBody,
          response: { 200: successResponse, 429: errorResponse },
        },
      },
      async (request) => {
        const { email } = request.body;
        // Every request counts, so the throttle also bounds e-mails sent to one address.
        throttle.countAttempt(email, request.ip);
        const user = await findUserByEmail(db, email);
        if (user) {
          const token = await issuePasswordToken(db, user.id, RESET_TOKEN_LIFETIME_MS);
          await mailPasswordLink(mail, request, email, token, resetPasswordMail);
        }
        return { success: true as const };
      },
    );

    app.post(
      '/users/reset-password',
      {
        config: { public: true },
        schema: {
          summary: 'Set a new password with a reset link, ending every session',
          operationId: 'resetPassword',
          tags: ['accounts'],
          body: resetPasswordBody,
          response: { 200: resetPasswordResponse, 429: errorResponse },
        },
      },
      async (request) => {
        const { token, password } = request.body;
        const account = request.body.email ?? `token:${hashToken(token).slice(0, 16)}`;
        throttle.check(account, request.ip);
        const passwordHash = await hashPassword(password);
        const email = await db.transaction(async (tx) => {
          // Claiming the token and using it is one step: a second use finds it already used.
          const [claimed] = await tx
            .update(passwordResetTokens)
            .set({ usedAt: new Date() })
            .where(
              and(
                eq(passwordResetTokens.tokenHash, hashToken(token)),
                isNull(passwordResetTokens.usedAt),
                gt(passwordResetTokens.expiresAt, new Date()),
              ),
            )
            .returning();
          const [owner] = claimed
            ? await tx.select().from(users).where(eq(users.id, claimed.userId)).limit(1)
            : [];
          // A token named with another e-mail stays unused for its rightful owner.
          if (!claimed || !owner || (request.body.email && request.body.email !== owner.email)) {
            if (claimed) {
              await tx
                .update(passwordResetTokens)
                .set({ usedAt: null })
                .where(eq(passwordResetTokens.id, claimed.id));
            }
            return null;
          }
          await tx
            .update(users)
            // The link reached this address, which proves it (signup's verification too).
            .set({ passwordHash, passwordChangedAt: new Date(), emailVerified: true })
            .where(eq(users.id, owner.id));
          await tx
            .update(passwordResetTokens)
            .set({ usedAt: new Date() })
            .where(
              and(eq(passwordResetTokens.userId, owner.id), isNull(passwordResetTokens.usedAt)),
            );
          await revokeOtherSessions(tx, owner.id, null);
          return owner.email;
        });
        if (!email) {
          throttle.recordFailure(account, request.ip);
          throw new HttpError(400, messages.resetPasswordFailed);
        }
        return { results: { email } };
      },
    );
  };
