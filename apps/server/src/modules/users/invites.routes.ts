/**
 * Invites (spec 002 §2, §4): an admin of the session's project invites an e-mail; the brand's
 * invite sender mails a one-time link to /acceptinvite (random token, stored hashed, 7 days,
 * single use — security requirement 9). Accepting sets the password, records the terms, makes the
 * membership and signs the new user in. An address that already has an account is simply added
 * to the project and told so.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
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
import type { Database } from '../../db/connect';
import { hashToken, newObjectId, newSecretToken } from '../../db/ids';
import { invites, memberships, projects, users } from '../../db/schema/index';
import { hashPassword } from '../../auth/passwords';
import { startSession } from '../../auth/sessions';
import type { Mailer } from '../../mail/mailer';
import { addedToProjectMail, inviteMail } from '../../mail/templates';
import { isMember } from '../../plugins/access';
import { requireAuth } from '../../plugins/auth';
import { forbidden, HttpError, notFound } from '../../plugins/errors';
import { resolveBrand } from '../branding/branding.service';
import { linkBase } from './mail-links';
import { findUserByEmail } from './sign-in.service';
import { toAccountUser } from './user-dto';

export const INVITE_LIFETIME_MS = 7 * 24 * 3_600_000;
const INVALID_INVITE = 'This invitation is invalid or has expired.';

export interface InviteDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
}

export const inviteRoutes =
  ({ db, mailer, publicUrl }: InviteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    /** The open invite of a token, with its project's name; null when used, expired or unknown. */
    async function openInvite(token: string) {
      const [row] = await db
        .select({ invite: invites, projectName: projects.name })
        .from(invites)
        .innerJoin(projects, eq(projects.id, invites.projectId))
        .where(
          and(
            eq(invites.tokenHash, hashToken(token)),
            isNull(invites.acceptedAt),
            gt(invites.expiresAt, new Date()),
          ),
        )
        .limit(1);
      return row ?? null;
    }

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
        const [project] = await db
          .select()
          .from(projects)
          .where(eq(projects.id, auth.projectId))
          .limit(1);
        const [inviter] = await db.select().from(users).where(eq(users.id, auth.userId)).limit(1);
        if (!project || !inviter) {
          throw notFound('Project not found');
        }
        const brand = await resolveBrand(db, { hostname: request.hostname, projectId: project.id });
        const { email, role } = request.body;
        const inviterName = `${inviter.firstName} ${inviter.lastName}`.trim() || inviter.email;
        const existing = await findUserByEmail(db, email);
        if (existing) {
          await db
            .insert(memberships)
            .values({ userId: existing.id, projectId: project.id })
            .onConflictDoNothing();
          const url = `${linkBase(request, brand, publicUrl)}/login`;
          await mailer.send({
            to: email,
            from: brand.inviteSender,
            ...addedToProjectMail(brand, project.name, inviterName, url),
          });
          return { success: true as const };
        }
        const token = newSecretToken();
        await db.insert(invites).values({
          id: newObjectId(),
          projectId: project.id,
          email,
          // The contract allows user or admin only: never superAdmin.
          role,
          tokenHash: hashToken(token),
          invitedBy: inviter.id,
          expiresAt: new Date(Date.now() + INVITE_LIFETIME_MS),
        });
        const url = `${linkBase(request, brand, publicUrl)}/acceptinvite?${new URLSearchParams({ token }).toString()}`;
        await mailer.send({
          to: email,
          from: brand.inviteSender,
          ...inviteMail(brand, project.name, inviterName, url),
        });
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
        const open = await openInvite(request.query.token);
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
        const { token, password, firstName, lastName } = request.body;
        const passwordHash = await hashPassword(password);
        const user = await db.transaction(async (tx) => {
          const [claimed] = await tx
            .update(invites)
            .set({ acceptedAt: new Date() })
            .where(
              and(
                eq(invites.tokenHash, hashToken(token)),
                isNull(invites.acceptedAt),
                gt(invites.expiresAt, new Date()),
              ),
            )
            .returning();
          if (!claimed) {
            return null;
          }
          const [created] = await tx
            .insert(users)
            .values({
              id: newObjectId(),
              email: claimed.email,
              passwordHash,
              firstName: firstName ?? '',
              lastName: lastName ?? '',
              role: claimed.role,
              acceptTerms: true,
              // The invite link reached this address, which proves it.
              emailVerified: true,
            })
            .onConflictDoNothing()
            .returning();
          if (!created) {
            return null;
          }
          await tx.insert(memberships).values({ userId: created.id, projectId: claimed.projectId });
          return { row: created, projectId: claimed.projectId };
        });
        if (!user) {
          throw new HttpError(400, INVALID_INVITE);
        }
        const session = await startSession(db, user.row.id, user.projectId);
        return { token: session, user: toAccountUser(user.row) };
      },
    );
  };
