/**
 * Forgot and reset password (security requirements 4, 8, 9): a one-time link for an address that
 * has an account, and the reset itself, which sets the password, voids every other reset token
 * and ends every session.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/connect';
import { hashToken } from '../../db/ids';
import { passwordResetTokens, users } from '../../db/schema/index';
import { hashPassword } from '../../auth/passwords';
import { revokeOtherSessions } from '../../auth/sessions';
import { resetPasswordMail } from '../../mail/templates';
import { openPasswordToken, mailPasswordLink, type PasswordMailDeps } from './password-links';
import { findUserByEmail } from './sign-in.service';

export const RESET_TOKEN_LIFETIME_MS = 3_600_000;

/** Mails a reset link when the address has an account; nothing tells the caller which. */
export async function sendResetLink(
  deps: PasswordMailDeps,
  request: FastifyRequest,
  email: string,
): Promise<void> {
  const { db } = deps.database;
  const user = await findUserByEmail(db, email);
  if (user) {
    const tokenId = await openPasswordToken(db, user.id, RESET_TOKEN_LIFETIME_MS);
    await mailPasswordLink(deps, request, email, tokenId, resetPasswordMail);
  }
}

/**
 * Sets the password the token allows and returns the account's e-mail; null when the token is
 * used, expired or unknown, or names another account than `email`.
 */
export async function resetPassword(
  db: Database,
  reset: { token: string; password: string; email?: string | undefined },
): Promise<string | null> {
  const passwordHash = await hashPassword(reset.password);
  return db.transaction(async (tx) => {
    // Claiming the token and using it is one step: a second use finds it already used.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(reset.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning();
    const [owner] = claimed
      ? await tx.select().from(users).where(eq(users.id, claimed.userId)).limit(1)
      : [];
    // A token named with another e-mail stays unused for its rightful owner.
    if (!claimed || !owner || (reset.email && reset.email !== owner.email)) {
      if (claimed) {
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: null })
          .where(eq(passwordResetTokens.id, claimed.id));
      }
      return null;
    }
    await tx
      .update(users)
      // The link reached this address, which proves it (signup's verification too).
      .set({ passwordHash, passwordChangedAt: new Date(), emailVerified: true })
      .where(eq(users.id, owner.id));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, owner.id), isNull(passwordResetTokens.usedAt)));
    await revokeOtherSessions(tx, owner.id, null);
    return owner.email;
  });
}
