/**
 * Invites (spec 002 §2, §4): an admin of the session's project invites an e-mail; the brand's
 * invite sender mails a one-time link to /acceptinvite (random token, stored hashed, 7 days,
 * single use — security requirement 9). Accepting sets the password, records the terms, makes the
 * membership and signs the new user in. An address that already has an account is simply added
 * to the project and told so.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptInviteBody,
  acceptInviteResponse,
  errorResponse,
  inviteBody,
  inviteInfoQuery,
  inviteInfoResponse,
  successResponse,
} from '@airboard/shared/api';
import { canAdminister } from '@airboard/shared/rules';
import { forbidden, notFound } from '../../lib/http-error';
import { isMember } from '../../plugins/access';
import { requireAuth } from '../../plugins/auth';
import {
  acceptInvite,
  INVALID_INVITE,
  inviteToProject,
  openInvite,
  type InviteDeps,
} from './invites.service';
import { toAccountUser } from './user-dto';

export const inviteRoutes =
  (deps: InviteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database;
    app.post(
      '/users/invite',
      {
        schema: {
          summary: "Invite an e-mail address to the session's project (admins)",
          operationId: 'inviteUser',
          tags: ['accounts'],
          body: inviteBody,
          response: { 200: successResponse, 403: errorResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        if (!auth.projectId || !(await isMember(db, auth.userId, auth.projectId))) {
          throw notFound('Project not found');
        }
        if (!canAdminister(auth.role)) {
          throw forbidden('Only project admins can invite people');
        }
        await inviteToProject(deps, request, auth.userId, auth.projectId, request.body);
        return { success: true as const };
      },
    );

    app.get(
      '/users/invite',
      {
        config: { public: true },
        schema: {
          summary: 'Get the e-mail and project of an open invitation',
          operationId: 'getInviteInfo',
          tags: ['accounts'],
          querystring: inviteInfoQuery,
          response: { 200: inviteInfoResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const open = await openInvite(db, request.query.token);
        if (!open) {
          throw notFound(INVALID_INVITE);
        }
        return { email: open.invite.email, projectName: open.projectName };
      },
    );

    app.post(
      '/users/acceptinvite',
      {
        config: { public: true },
        schema: {
          summary: 'Accept an invitation: set a password and sign in',
          operationId: 'acceptInvite',
          tags: ['accounts'],
          body: acceptInviteBody,
          response: { 200: acceptInviteResponse },
        },
      },
      async (request) => {
        const { token, user } = await acceptInvite(db, request.body);
        return { token, user: toAccountUser(user) };
      },
    );
  };
