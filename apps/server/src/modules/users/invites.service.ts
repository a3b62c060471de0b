/**
 * Invites (spec 002 §2, §4; security requirement 9): an admin invites an e-mail to the session's
 * project; the brand's invite sender mails a one-time link (random token, stored hashed, 7 days,
 * single use). An address that already has an account is added to the project and told so.
 * Accepting creates the account with its password and terms, makes the membership and signs in.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database, DatabaseHandle } from '../../db/connect';
import { hashToken, newObjectId } from '../../db/ids';
import { invites, memberships, projects, users } from '../../db/schema/index';
import { hashPassword } from '../../auth/passwords';
import { startSession } from '../../auth/sessions';
import { HttpError, notFound } from '../../lib/http-error';
import { ONE_TIME_TOKEN_SLOT, sealedTokenHash, type MailQueue } from '../../jobs/email-job';
import { addedToProjectMail, inviteMail } from '../../mail/templates';
import { resolveBrand } from '../branding/branding.service';
import { findProject } from '../projects/projects.service';
import { linkBase } from './mail-links';
import { findUserByEmail, type UserRow } from './sign-in.service';

export const INVITE_LIFETIME_MS = 7 * 24 * 3_600_000;
export const INVALID_INVITE = 'This invitation is invalid or has expired.';

export interface InviteDeps {
  database: DatabaseHandle;
  /** Queues the e-mail as a durable job. */
  mailer: MailQueue;
  config: Pick<Config, 'PUBLIC_URL'>;
}

/** An invite's token is open while unused and unexpired. */
const openToken = (token: string) =>
  and(
    eq(invites.tokenHash, hashToken(token)),
    isNull(invites.acceptedAt),
    gt(invites.expiresAt, new Date()),
  );

/** The open invite of a token, with its project's name; null when used, expired or unknown. */
export async function openInvite(db: Database, token: string) {
  const [row] = await db
    .select({ invite: invites, projectName: projects.name })
    .from(invites)
    .innerJoin(projects, eq(projects.id, invites.projectId))
    .where(openToken(token))
    .limit(1);
  return row ?? null;
}

/** Invites the address to the project (the caller checked that the inviter administers it). */
export async function inviteToProject(
  deps: InviteDeps,
  request: FastifyRequest,
  inviterId: string,
  projectId: string,
  invite: { email: string; role: 'user' | 'admin' },
): Promise<void> {
  const { db } = deps.database;
  const project = await findProject(db, projectId);
  const [inviter] = await db.select().from(users).where(eq(users.id, inviterId)).limit(1);
  if (!project || !inviter) {
    throw notFound('Project not found');
  }
  const brand = await resolveBrand(db, { hostname: request.hostname, projectId: project.id });
  const base = linkBase(request, brand, deps.config.PUBLIC_URL);
  const inviterName = `${inviter.firstName} ${inviter.lastName}`.trim() || inviter.email;
  const { email, role } = invite;
  const existing = await findUserByEmail(db, email);
  if (existing) {
    await db
      .insert(memberships)
      .values({ userId: existing.id, projectId: project.id })
      .onConflictDoNothing();
    await deps.mailer.send({
      to: email,
      from: brand.inviteSender,
      ...addedToProjectMail(brand, project.name, inviterName, `${base}/login`),
    });
    return;
  }
  // The invite's token is minted when its e-mail is sent, so none sits in the job queue.
  const inviteId = newObjectId();
  await db.insert(invites).values({
    id: inviteId,
    projectId: project.id,
    email,
    // The contract allows user or admin only: never superAdmin.
    role,
    tokenHash: sealedTokenHash(),
    invitedBy: inviter.id,
    expiresAt: new Date(Date.now() + INVITE_LIFETIME_MS),
  });
  const url = `${base}/acceptinvite?${new URLSearchParams({ token: ONE_TIME_TOKEN_SLOT }).toString()}`;
  await deps.mailer.sendWithToken(
    { to: email, from: brand.inviteSender, ...inviteMail(brand, project.name, inviterName, url) },
    { table: 'invites', id: inviteId },
  );
}

/** Claims the invite, creates the account in its project and signs it in; 400 when not open. */
export async function acceptInvite(
  db: Database,
  accept: { token: string; password: string; firstName?: string; lastName?: string },
): Promise<{ token: string; user: UserRow }> {
  const passwordHash = await hashPassword(accept.password);
  const created = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(invites)
      .set({ acceptedAt: new Date() })
      .where(openToken(accept.token))
      .returning();
    if (!claimed) {
      return null;
    }
    const [user] = await tx
      .insert(users)
      .values({
        id: newObjectId(),
        email: claimed.email,
        passwordHash,
        firstName: accept.firstName ?? '',
        lastName: accept.lastName ?? '',
        role: claimed.role,
        acceptTerms: true,
        // The invite link reached this address, which proves it.
        emailVerified: true,
      })
      .onConflictDoNothing()
      .returning();
    if (!user) {
      return null;
    }
    await tx.insert(memberships).values({ userId: user.id, projectId: claimed.projectId });
    return { user, projectId: claimed.projectId };
  });
  if (!created) {
    throw new HttpError(400, INVALID_INVITE);
  }
  return { token: await startSession(db, created.user.id, created.projectId), user: created.user };
}
