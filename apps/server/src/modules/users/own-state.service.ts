/**
 * What a signed-in user changes about themselves: the theme, and the onboarding and terms state.
 * Only these fields: role, projects and e-mail are never written here (security requirement 3).
 */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { updateOwnUserBody } from '@airboard/shared/api';
import type { Database } from '../../db/connect';
import { users } from '../../db/schema/index';
import { notFound } from '../../lib/http-error';
import { findUserById, type UserRow } from './sign-in.service';

export async function setTheme(
  db: Database,
  userId: string,
  theme: (typeof users.$inferSelect)['theme'],
): Promise<void> {
  await db.update(users).set({ theme }).where(eq(users.id, userId));
}

/** Applies the changes the body names and returns the user as it is afterwards. */
export async function updateOwnState(
  db: Database,
  userId: string,
  { onboardingComplete, acceptTerms }: z.infer<typeof updateOwnUserBody>,
): Promise<UserRow> {
  const changes = {
    ...(onboardingComplete ? { onboardingComplete } : {}),
    ...(acceptTerms !== undefined ? { acceptTerms } : {}),
  };
  if (Object.keys(changes).length === 0) {
    return findUserById(db, userId);
  }
  const [user] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  if (!user) {
    throw notFound('User not found');
  }
  return user;
}
