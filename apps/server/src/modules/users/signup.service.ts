/**
 * Signup and verification (spec 002 §4): a new address gets an account without a password and an
 * e-mail whose one-time link sets it, which proves the address. An address that has an account
 * gets nothing, so the answer never tells whether it exists (security requirement 8).
 */
import type { FastifyRequest } from 'fastify';
import { newObjectId } from '../../db/ids';
import { users } from '../../db/schema/index';
import { verifyMail } from '../../mail/templates';
import { INVITE_LIFETIME_MS } from './invites.service';
import { openPasswordToken, mailPasswordLink, type PasswordMailDeps } from './password-links';
import { findUserByEmail } from './sign-in.service';

export async function signUp(
  deps: PasswordMailDeps,
  request: FastifyRequest,
  person: { email: string; firstName: string; lastName: string },
): Promise<void> {
  const { db } = deps.database;
  if (await findUserByEmail(db, person.email)) {
    return;
  }
  const userId = newObjectId();
  const tokenId = await db.transaction(async (tx) => {
    await tx.insert(users).values({ id: userId, ...person });
    return openPasswordToken(tx, userId, INVITE_LIFETIME_MS);
  });
  await mailPasswordLink(deps, request, person.email, tokenId, verifyMail);
}

/** Whether the address's account has proved it; false for an address without one. */
export async function isEmailVerified(deps: PasswordMailDeps, email: string): Promise<boolean> {
  const user = await findUserByEmail(deps.database.db, email);
  return user?.emailVerified ?? false;
}
