/**
 * What a signed-in user changes about themselves (spec 000 §7): POST /api/theme and
 * POST /api/users/{userId} (onboarding modal, tooltips, alert dismissals, terms). A user may only
 * change their own record, and only these fields: role, projects and e-mail are never read from
 * the body (security requirement 3).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  successResponse,
  themeBody,
  updateOwnUserBody,
  userIdParams,
  userResponse,
} from '@airboard/shared/api';
import type { DatabaseHandle } from '../../db/connect';
import { notFound } from '../../lib/http-error';
import { requireAuth } from '../../plugins/auth';
import { setTheme, updateOwnState } from './own-state.service';
import { toAccountUser } from './user-dto';

export const ownStateRoutes =
  ({ database: { db } }: { database: DatabaseHandle }): FastifyPluginAsyncZod =>
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
        await setTheme(db, auth.userId, request.body.theme);
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
        return {
          user: toAccountUser(await updateOwnState(db, auth.userId, request.body), auth.role),
        };
      },
    );
  };
