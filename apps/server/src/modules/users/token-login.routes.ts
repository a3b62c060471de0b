/**
 * Token sign-in (spec 000 §2; issue 11): POST /users/token-login/code gives a signed-in system a
 * one-time code for a /token-login link; POST /users/token-login redeems it for a session
 * (token-login.service.ts). The web page asks before it replaces another signed-in account.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  loginCodeResponse,
  sessionResponse,
  tokenLoginBody,
} from '@airboard/shared/api';
import type { DatabaseHandle } from '../../db/connect';
import { accountRequestLimit } from '../../plugins/account-rate-limit';
import { requireAuth } from '../../plugins/auth';
import { issueLoginCode, redeemLoginCode } from './token-login.service';
import { toAccountUser } from './user-dto';

export interface TokenLoginDeps {
  database: DatabaseHandle;
}

export const tokenLoginRoutes =
  ({ database: { db } }: TokenLoginDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/users/token-login/code',
      {
        schema: {
          summary: "Get a one-time code that signs the caller's account in through /token-login",
          operationId: 'createLoginCode',
          tags: ['accounts'],
          response: { 200: loginCodeResponse },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const token = await issueLoginCode(db, auth.userId, auth.projectId);
        return { token, user: { objectId: auth.userId } };
      },
    );

    app.post(
      '/users/token-login',
      {
        config: { public: true, rateLimit: accountRequestLimit },
        schema: {
          summary: 'Sign in with the one-time code of a /token-login link',
          operationId: 'tokenLogin',
          tags: ['accounts'],
          body: tokenLoginBody,
          response: { 200: sessionResponse, 429: errorResponse },
        },
      },
      async (request) => {
        const session = await redeemLoginCode(db, request.body.token, request.body.user);
        return { token: session.token, user: toAccountUser(session.user, session.role) };
      },
    );
  };
