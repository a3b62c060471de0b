/**
 * Signup and verification (spec 002 §4, §7): POST /users/signup takes first name, last name and
 * e-mail, and answers the same whether or not the address has an account (security requirement
 * 8). A new address gets an account without a password and an e-mail whose one-time link opens
 * the login page's set-password step; using it proves the address. GET /users/verify answers
 * emailVerified only to a session of that address, and false to anyone else, as for an unknown
 * address (issue 11). Both calls are limited per client address; signup also per e-mail address.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  signupBody,
  successResponse,
  verifyQuery,
  verifyResponse,
} from '@airboard/shared/api';
import type { SignInThrottle } from '../../auth/throttle';
import { accountRequestLimit } from '../../plugins/account-rate-limit';
import type { PasswordMailDeps } from './password-links';
import { isOwnEmailVerified, signUp } from './signup.service';

export interface SignupDeps extends PasswordMailDeps {
  throttle: SignInThrottle;
}

export const signupRoutes =
  ({ throttle, ...mail }: SignupDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/users/signup',
      {
        config: { public: true, rateLimit: accountRequestLimit },
        schema: {
          summary: 'Sign up: mail a link to set a password (the same answer for known addresses)',
          operationId: 'signup',
          tags: ['accounts'],
          body: signupBody,
          response: { 200: successResponse, 429: errorResponse },
        },
      },
      async (request) => {
        await throttle.countRequest(request.body.email);
        await signUp(mail, request, request.body);
        return { success: true as const };
      },
    );

    app.get(
      '/users/verify',
      {
        config: { public: true, rateLimit: accountRequestLimit },
        schema: {
          summary: "Tell whether the signed-in user's own address is verified (false for others)",
          operationId: 'getEmailVerified',
          tags: ['accounts'],
          querystring: verifyQuery,
          response: { 200: verifyResponse, 429: errorResponse },
        },
      },
      async (request) => {
        const { email } = request.query;
        const userId = request.auth?.userId ?? null;
        return {
          user: { emailVerified: await isOwnEmailVerified(mail.database.db, email, userId) },
        };
      },
    );
  };
