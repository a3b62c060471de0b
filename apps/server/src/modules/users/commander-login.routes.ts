/**
 * Building-automation sign-in (spec 002 §2, §5, §7): POST /users/commanderLogin verifies the
 * hand-over JWT the building-automation system signed (security requirement 10): HS256 only, key
 * from COMMANDER_JWT_SECRET, exp/iat/iss/aud required and at most 10 minutes old, and its jti
 * used once (stored in consumed_tokens). The subject is the user's e-mail; the site is named by
 * its building-automation license (licenseId claim) or by its id (siteId claim).
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jwtVerify } from 'jose';
import { commanderLoginBody, commanderLoginResponse, errorResponse } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import type { Database } from '../../db/connect';
import { consumedTokens, sites } from '../../db/schema/index';
import { startSession } from '../../auth/sessions';
import { isMember } from '../../plugins/access';
import { forbidden, unauthorized } from '../../plugins/errors';
import { findUserByEmail } from './sign-in.service';
import { toAccountUser } from './user-dto';

export interface CommanderDeps {
  db: Database;
  secret: string | undefined;
  issuer: string;
  audience: string;
}

export const COMMANDER_TOKEN_MAX_AGE = '10m';

export const commanderLoginRoutes =
  ({ db, secret, issuer, audience }: CommanderDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const key = secret ? new TextEncoder().encode(secret) : null;

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
        if (!key) {
          throw unauthorized(messages.invalidToken);
        }
        let claims;
        try {
          ({ payload: claims } = await jwtVerify(request.body.token, key, {
            algorithms: ['HS256'],
            issuer,
            audience,
            maxTokenAge: COMMANDER_TOKEN_MAX_AGE,
            requiredClaims: ['exp', 'iat', 'jti', 'sub'],
          }));
        } catch {
          throw unauthorized(messages.invalidToken);
        }
        const { jti, sub, exp } = claims;
        if (!jti || !sub || !exp) {
          throw unauthorized(messages.invalidToken);
        }
        const [fresh] = await db
          .insert(consumedTokens)
          .values({ kind: 'commander-jwt', tokenId: jti, expiresAt: new Date(exp * 1000) })
          .onConflictDoNothing()
          .returning();
        if (!fresh) {
          throw unauthorized(messages.invalidToken);
        }
        const user = await findUserByEmail(db, sub.trim().toLowerCase());
        const licenseId = typeof claims.licenseId === 'string' ? claims.licenseId : null;
        const siteId = typeof claims.siteId === 'string' ? claims.siteId : null;
        const siteFilter = licenseId
          ? eq(sites.commanderLicenseId, licenseId)
          : siteId
            ? eq(sites.id, siteId)
            : null;
        const [site] = siteFilter ? await db.select().from(sites).where(siteFilter).limit(1) : [];
        if (!user || (site && !(await isMember(db, user.id, site.projectId)))) {
          throw forbidden(messages.commanderNoAccess);
        }
        const token = await startSession(db, user.id, site?.projectId ?? null);
        return {
          token,
          user: toAccountUser(user),
          siteId: site?.id ?? null,
          projectId: site?.projectId ?? null,
        };
      },
    );
  };
