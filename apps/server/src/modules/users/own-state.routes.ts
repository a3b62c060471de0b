/**
 * What a signed-in user changes about themselves (spec 000 §7): POST /api/theme and
 * POST /api/users/{userId} (onboarding modal, tooltips, alert dismissals, terms). A user may only
 * change their own record, and only these fields: role, projects and e-mail are never read from
 * the body (security requirement 3).
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  successResponse,
  themeBody,
  updateOwnUserBody,
  userIdParams,
  userResponse,
} from '@airboard/shared/api';
import type { Database } from '../../db/connect';
import { users } from '../../db/schema/index';
import { requireAuth } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { toAccountUser } from './user-dto';

export const ownStateRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/theme',
      {
        schema: {
          summary: "Save the user's colour mode",
          operationId: 'saveTheme',
          tags: ['accounts'],
          body: themeBody,
          response: { 200: successResponse },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        await db.update(users).set({ theme: request.body.theme }).where(eq(users.id, auth.userId));
        return { success: true as const };
      },
    );

    app.post(
      '/api/users/:userId',
      {
        schema: {
          summary: "Update the user's own onboarding state and terms acceptance",
          operationId: 'updateOwnUser',
          tags: ['accounts'],
          params: userIdParams,
          body: updateOwnUserBody,
          response: { 200: userResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        // Another user's id is as unknown as a missing one.
        if (request.params.userId !== auth.userId) {
          throw notFound('User not found');
        }
        const { onboardingComplete, acceptTerms } = request.body;
        const changes = {
          ...(onboardingComplete ? { onboardingComplete } : {}),
          ...(acceptTerms !== undefined ? { acceptTerms } : {}),
        };
        const [user] =
          Object.keys(changes).length > 0
            ? await db.update(users).set(changes).where(eq(users.id, auth.userId)).returning()
            : await db.select().from(users).where(eq(users.id, auth.userId)).limit(1);
        if (!user) {
          throw notFound('User not found');
        }
        return { user: toAccountUser(user) };
      },
    );
  };
