/**
 * Signup and verification (spec 002 §4): a new address gets an account without a password and an
 * e-mail whose one-time link sets it, which proves the address. An address whose account is
 * verified gets the spec's 'Account Verified' notice with a Login link by e-mail, and one not yet
 * verified gets nothing, so the answer never tells whether it exists (security requirement 8).
 */
import type { FastifyRequest } from 'fastify';
import { newObjectId } from '../../db/ids';
import { users } from '../../db/schema/index';
import type { Database } from '../../db/connect';
import { alreadyVerifiedMail, verifyMail } from '../../mail/templates';
import { resolveBrand } from '../branding/branding.service';
import { linkBase } from '../branding/brand-links.service';
import { INVITE_LIFETIME_MS } from './invites.service';
import { openPasswordToken, mailPasswordLink, type PasswordMailDeps } from './password-links';
import { findUserByEmail } from './sign-in.service';

export async function signUp(
  deps: PasswordMailDeps,
  request: FastifyRequest,
  person: { email: string; firstName: string; lastName: string },
): Promise<void> {
  const { db } = deps.database;
  const existing = await findUserByEmail(db, person.email);
  if (existing) {
    if (existing.emailVerified) {
      await mailAlreadyVerified(deps, request, existing.email);
    }
    return;
  }
  const userId = newObjectId();
  const tokenId = await db.transaction(async (tx) => {
    await tx.insert(users).values({ id: userId, ...person });
    return openPasswordToken(tx, userId, INVITE_LIFETIME_MS);
  });
  await mailPasswordLink(deps, request, person.email, tokenId, verifyMail);
}

/** The spec's 'Account Verified' answer, told only to the mailbox of the address. */
async function mailAlreadyVerified(
  deps: PasswordMailDeps,
  request: FastifyRequest,
  email: string,
): Promise<void> {
  const brand = await resolveBrand(deps.database.db, { hostname: request.hostname });
  const query = new URLSearchParams({ username: email });
  const url = `${linkBase(request, brand, deps.config.PUBLIC_URL)}/login?${query.toString()}`;
  await deps.mailer.send({
    to: email,
    from: deps.config.MAIL_FROM,
    ...alreadyVerifiedMail(brand, url),
  });
}

/**
 * GET /users/verify: whether the address's account has proved it, told only to a session of
 * that same account. Every other caller gets false, the answer for an unknown address, so the
 * call tells nobody whether an address has an account; signup then decides on the server and
 * tells the address's owner by e-mail (mailAlreadyVerified).
 */
export async function isOwnEmailVerified(
  db: Database,
  email: string,
  signedInUserId: string | null,
): Promise<boolean> {
  if (!signedInUserId) {
    return false;
  }
  const user = await findUserByEmail(db, email);
  return user?.id === signedInUserId && user.emailVerified;
}
