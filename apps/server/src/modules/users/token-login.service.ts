/**
 * Token sign-in (spec 000 §2, §5, §8; issue 11): a /token-login link carries a one-time code, never
 * a session token. A signed-in system asks for the code for its own user and project; the code is
 * a random 256-bit value stored hashed, lives LOGIN_CODE_LIFETIME_MS, is used once (claimed by
 * one UPDATE, so two redemptions cannot both win) and only together with the user it was issued
 * for. Redeeming it starts a new session; a leaked link is dead after its first use or 2 minutes.
 */
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Role } from '@airboard/shared';
import { messages } from '@airboard/shared/messages';
import type { Database } from '../../db/connect';
import { hashToken, newSecretToken } from '../../db/ids';
import { loginCodes } from '../../db/schema/index';
import { startSession } from '../../auth/sessions';
import { memberRole } from '../../plugins/access';
import { HttpError } from '../../lib/http-error';
import { findUserById, type UserRow } from './sign-in.service';

export const LOGIN_CODE_LIFETIME_MS = 2 * 60_000;

export async function issueLoginCode(
  db: Database,
  userId: string,
  projectId: string | null,
): Promise<string> {
  // Codes past their time are worth nothing; deleting them here keeps the table small.
  await db.delete(loginCodes).where(lt(loginCodes.expiresAt, new Date()));
  const code = newSecretToken();
  await db.insert(loginCodes).values({
    codeHash: hashToken(code),
    userId,
    projectId,
    expiresAt: new Date(Date.now() + LOGIN_CODE_LIFETIME_MS),
  });
  return code;
}

/** A new session for the code's user, or 400 'Invalid token' (unknown, used, expired, other user). */
export async function redeemLoginCode(
  db: Database,
  code: string,
  userId: string,
): Promise<{ token: string; user: UserRow; role: Role | null }> {
  const [claimed] = await db
    .update(loginCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(loginCodes.codeHash, hashToken(code)),
        isNull(loginCodes.usedAt),
        gt(loginCodes.expiresAt, new Date()),
      ),
    )
    .returning();
  // A code named with another user is spent all the same: a link is tried once.
  if (!claimed || claimed.userId !== userId) {
    throw new HttpError(400, messages.invalidToken);
  }
  const token = await startSession(db, claimed.userId, claimed.projectId);
  // The role of the code's project (decision 009); none when the code named no project.
  const role = claimed.projectId ? await memberRole(db, claimed.userId, claimed.projectId) : null;
  return { token, user: await findUserById(db, claimed.userId), role };
}
