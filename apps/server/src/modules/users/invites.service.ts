/**
 * Invites (spec 002 §2, §4; security requirement 9): an admin invites an e-mail to the session's
 * project with a role there; the brand's invite sender mails a one-time link (random token, stored
 * hashed, 7 days, single use). The invitation stays pending until accepted (decision 009): for a
 * new address, accepting creates the account with its password and terms; an existing account
 * accepts with its own password. Either way the membership, with the invited role, is made only
 * then, and the acceptance signs in to the invited project.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Role } from '@airboard/shared';
import type { Config } from '../../config';
import type { Database, DatabaseHandle } from '../../db/connect';
import { hashToken, newObjectId } from '../../db/ids';
import { invites, memberships, projects, users } from '../../db/schema/index';
import { hashPassword } from '../../auth/passwords';
import { startSession } from '../../auth/sessions';
import type { SignInThrottle } from '../../auth/throttle';
import { HttpError, notFound } from '../../lib/http-error';
import { ONE_TIME_TOKEN_SLOT, sealedTokenHash, type MailQueue } from '../../jobs/email-job';
import { inviteMail } from '../../mail/templates';
import { resolveBrand } from '../branding/branding.service';
import { findProject } from '../projects/projects.service';
import { linkBase } from '../branding/brand-links.service';
import { authenticate, type UserRow } from './sign-in.service';

export const INVITE_LIFETIME_MS = 7 * 24 * 3_600_000;
export const INVALID_INVITE = 'This invitation is invalid or has expired.';

export interface InviteDeps {
  database: DatabaseHandle;
  /** Queues the e-mail as a durable job. */
  mailer: MailQueue;
  config: Pick<Config, 'PUBLIC_URL'>;
  /** Existing accounts accept with their password: throttled like a sign-in. */
  throttle: SignInThrottle;
}

/** An invite's token is open while unused and unexpired. */
const openToken = (token: string) =>
  and(
    eq(invites.tokenHash, hashToken(token)),
    isNull(invites.acceptedAt),
    gt(invites.expiresAt, new Date()),
  );

/**
 * The open invite of a token, with its project's name and whether its address already has an
 * account (which then accepts with its password); null when used, expired or unknown.
 */
export async function openInvite(db: Database, token: string) {
  const [row] = await db
    .select({ invite: invites, projectName: projects.name, existingUserId: users.id })
    .from(invites)
    .innerJoin(projects, eq(projects.id, invites.projectId))
    .leftJoin(users, eq(users.email, invites.email))
    .where(openToken(token))
    .limit(1);
  return row ?? null;
}

/**
 * Invites the address to the project as a pending invitation (the caller checked that the inviter
 * administers it); no membership is made before it is accepted, also for an existing account.
 */
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

/** Marks the token's open invite accepted, in the acceptance's transaction; null when not open. */
async function claimInvite(tx: Pick<Database, 'update'>, token: string) {
  const [claimed] = await tx
    .update(invites)
    .set({ acceptedAt: new Date() })
    .where(openToken(token))
    .returning();
  return claimed ?? null;
}

/** Claims the invite, creates the account in its project and signs it in; 400 when not open. */
export async function acceptInvite(
  db: Database,
  accept: { token: string; password: string; firstName?: string; lastName?: string },
): Promise<{ token: string; user: UserRow; role: Role }> {
  const passwordHash = await hashPassword(accept.password);
  const created = await db.transaction(async (tx) => {
    const claimed = await claimInvite(tx, accept.token);
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
        acceptTerms: true,
        // The invite link reached this address, which proves it.
        emailVerified: true,
      })
      .onConflictDoNothing()
      .returning();
    if (!user) {
      // The address has an account by now: it accepts with its password. Rolled back, so the
      // invitation stays open for that.
      throw new HttpError(400, INVALID_INVITE);
    }
    await tx
      .insert(memberships)
      .values({ userId: user.id, projectId: claimed.projectId, role: claimed.role });
    return { user, projectId: claimed.projectId, role: claimed.role };
  });
  if (!created) {
    throw new HttpError(400, INVALID_INVITE);
  }
  const token = await startSession(db, created.user.id, created.projectId);
  return { token, user: created.user, role: created.role };
}

/**
 * An existing account accepts its invitation with its own password (throttled like a sign-in; a
 * wrong one is a 400, so the accept page keeps its form): the membership is made with the invited
 * role — a member already keeps the role they have — and the session is in the invited project.
 */
export async function acceptInviteAsExistingUser(
  deps: Pick<InviteDeps, 'database' | 'throttle'>,
  accept: { token: string; password: string },
  ip: string,
): Promise<{ token: string; user: UserRow; role: Role }> {
  const { db } = deps.database;
  const open = await openInvite(db, accept.token);
  if (!open?.existingUserId) {
    throw new HttpError(400, INVALID_INVITE);
  }
  const user = await authenticate(
    db,
    deps.throttle,
    { username: open.invite.email, password: accept.password },
    ip,
  ).catch((error: unknown) => {
    throw error instanceof HttpError && error.statusCode === 401
      ? new HttpError(400, error.message)
      : error;
  });
  const role = await db.transaction(async (tx) => {
    const claimed = await claimInvite(tx, accept.token);
    if (!claimed) {
      return null;
    }
    await tx
      .insert(memberships)
      .values({ userId: user.id, projectId: claimed.projectId, role: claimed.role })
      .onConflictDoNothing();
    const [membership] = await tx
      .select({ role: memberships.role })
      .from(memberships)
      .where(and(eq(memberships.userId, user.id), eq(memberships.projectId, claimed.projectId)));
    return membership!.role;
  });
  if (!role) {
    throw new HttpError(400, INVALID_INVITE);
  }
  return { token: await startSession(db, user.id, open.invite.projectId), user, role };
}
