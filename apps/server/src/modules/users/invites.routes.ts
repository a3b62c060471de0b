/**
 * Invites (spec 002 §2, §4): an admin of the session's project invites an e-mail with a role in
 * it; the brand's invite sender mails a one-time link to /acceptinvite (random token, stored
 * hashed, 7 days, single use — security requirement 9). The invitation is pending until accepted
 * (decision 009): a new address sets its password and records the terms; an address that already
 * has an account accepts with its password. Only then is the membership made, and the acceptance
 * signs in to the invited project.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptInviteAsExistingUserBody,
  acceptInviteBody,
  acceptInviteResponse,
  errorResponse,
  inviteBody,
  inviteInfoQuery,
  inviteInfoResponse,
  successResponse,
} from '@airboard/shared/api';
import { notFound } from '../../lib/http-error';
import { administeredSessionProject } from '../../plugins/access';
import { requireAuth } from '../../plugins/auth';
import {
  acceptInvite,
  acceptInviteAsExistingUser,
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
        // The role in the session's project, not in any other project of the inviter.
        const { projectId } = administeredSessionProject(
          auth,
          'Only project admins can invite people',
        );
        await inviteToProject(deps, request, auth.userId, projectId, request.body);
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
        return {
          email: open.invite.email,
          projectName: open.projectName,
          existingAccount: open.existingUserId !== null,
        };
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
        const { token, user, role } = await acceptInvite(db, request.body);
        return { token, user: toAccountUser(user, role) };
      },
    );

    app.post(
      '/users/acceptinvite/existing',
      {
        config: { public: true },
        schema: {
          summary: "Accept an invitation with an existing account's password and sign in",
          operationId: 'acceptInviteAsExistingUser',
          tags: ['accounts'],
          body: acceptInviteAsExistingUserBody,
          response: { 200: acceptInviteResponse, 429: errorResponse },
        },
      },
      async (request) => {
        const { token, user, role } = await acceptInviteAsExistingUser(
          deps,
          request.body,
          request.ip,
        );
        return { token, user: toAccountUser(user, role) };
      },
    );
  };
