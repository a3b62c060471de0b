/**
 * Signup and verification (spec 002 §4, §7): POST /users/signup takes first name, last name and
 * e-mail, and answers the same whether or not the address has an account (security requirement
 * 8). A new address gets an account without a password and an e-mail whose one-time link opens
 * the login page's set-password step; using it proves the address (GET /users/verify then says
 * emailVerified). Both calls are throttled per address and client.
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
import type { PasswordMailDeps } from './password-links';
import { isEmailVerified, signUp } from './signup.service';

export interface SignupDeps extends PasswordMailDeps {
  throttle: SignInThrottle;
}

export const signupRoutes =
  ({ throttle, ...mail }: SignupDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/users/signup',
      {
        config: { public: true },
        schema: {
          summary: 'Sign up: mail a link to set a password (the same answer for known addresses)',
          operationId: 'signup',
          tags: ['accounts'],
          body: signupBody,
          response: { 200: successResponse, 429: errorResponse },
        },
      },
      async (request) => {
        throttle.countAttempt(request.body.email, request.ip);
        await signUp(mail, request, request.body);
        return { success: true as const };
      },
    );

    app.get(
      '/users/verify',
      {
        config: { public: true },
        schema: {
          summary: 'Tell whether an e-mail address is verified',
          operationId: 'getEmailVerified',
          tags: ['accounts'],
          querystring: verifyQuery,
          response: { 200: verifyResponse, 429: errorResponse },
        },
      },
      async (request) => {
        const { email } = request.query;
        throttle.countAttempt(email, request.ip);
        return { user: { emailVerified: await isEmailVerified(mail, email) } };
      },
    );
  };
