/**
 * Sessions: opaque 256-bit bearer tokens; only their SHA-256 is stored (plugins/auth.ts looks
 * them up). Signing out, switching project and changing a password end sessions here.
 */
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { hashToken, newObjectId, newSecretToken } from '../db/ids';
import { sessions } from '../db/schema/index';

/** How long a session lasts without signing in again. */
export const SESSION_LIFETIME_MS = 14 * 24 * 3_600_000;

/** A new session for the user in the project; returns the token the client keeps. */
export async function startSession(
  db: Database,
  userId: string,
  projectId: string | null,
): Promise<string> {
  const token = newSecretToken();
  await db.insert(sessions).values({
    id: newObjectId(),
    tokenHash: hashToken(token),
    userId,
    projectId,
    expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
  });
  return token;
}

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of the user but the one given (a password change keeps its own). */
export async function revokeOtherSessions(
  db: Database,
  userId: string,
  keepSessionId: string | null,
): Promise<void> {
  const mine = eq(sessions.userId, userId);
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        mine,
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    );
}
