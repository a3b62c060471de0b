/**
 * Building-automation sign-in (spec 002 §2, §5, §7): POST /users/commanderLogin turns the hand-over
 * JWT the building-automation system signed into a session (commander-login.service.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commanderLoginBody, commanderLoginResponse, errorResponse } from '@airboard/shared/api';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/connect';
import { handOverSession } from './commander-login.service';
import { toAccountUser } from './user-dto';

export interface CommanderDeps {
  database: DatabaseHandle;
  config: Pick<Config, 'COMMANDER_JWT_SECRET' | 'COMMANDER_JWT_ISSUER' | 'COMMANDER_JWT_AUDIENCE'>;
}

export const commanderLoginRoutes =
  ({ database: { db }, config }: CommanderDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const secret = config.COMMANDER_JWT_SECRET;
    const verifier = {
      key: secret ? new TextEncoder().encode(secret) : null,
      issuer: config.COMMANDER_JWT_ISSUER,
      audience: config.COMMANDER_JWT_AUDIENCE,
    };

    app.post(
      '/users/commanderLogin',
      {
        config: { public: true },
        schema: {
          summary: 'Sign in with a hand-over token signed by the building-automation system',
          operationId: 'commanderLogin',
          tags: ['accounts'],
          body: commanderLoginBody,
          response: { 200: commanderLoginResponse, 401: errorResponse, 403: errorResponse },
        },
      },
      async (request) => {
        const session = await handOverSession(db, verifier, request.body.token);
        const { role, ...rest } = session;
        return { ...rest, user: toAccountUser(session.user, role) };
      },
    );
  };
