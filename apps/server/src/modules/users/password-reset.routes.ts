/**
 * Forgot and reset password (spec 000 §7, §8): POST /users/reset-password-email sends a one-time
 * link (random 256-bit token, stored hashed, 1 hour, single use) and answers the same whether or
 * not the address has an account; POST /users/reset-password sets the new password, voids every
 * other reset token and ends every session (security requirements 4, 8, 9).
 */
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
import type { SignInThrottle } from '../../auth/throttle';
import { HttpError } from '../../lib/http-error';
import { accountRequestLimit } from '../../plugins/account-rate-limit';
import type { PasswordMailDeps } from './password-links';
import { resetPassword, sendResetLink } from './password-reset.service';

export interface PasswordResetDeps extends PasswordMailDeps {
  throttle: SignInThrottle;
}

export const passwordResetRoutes =
  ({ throttle, ...mail }: PasswordResetDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/users/reset-password-email',
      {
        config: { public: true, rateLimit: accountRequestLimit },
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
        await throttle.countRequest(email);
        await sendResetLink(mail, request, email);
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
        const account = request.body.email ?? `token:${hashToken(request.body.token).slice(0, 16)}`;
        const email = await throttle.attempt(account, request.ip, () =>
          resetPassword(mail.database.db, request.body),
        );
        if (!email) {
          throw new HttpError(400, messages.resetPasswordFailed);
        }
        return { results: { email } };
      },
    );
  };
