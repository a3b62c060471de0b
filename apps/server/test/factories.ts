/** Builders of test data: real rows through Drizzle, with sensible defaults and overrides. */
import { newObjectId, newSecretToken, hashToken } from '../src/db/ids';
import type { Database } from '../src/db/connect';
import * as s from '../src/db/schema/index';

export async function createProject(
  db: Database,
  overrides: Partial<typeof s.projects.$inferInsert> = {},
) {
  const [row] = await db
    .insert(s.projects)
    .values({ id: newObjectId(), name: 'Test Project', ...overrides })
    .returning();
  return row!;
}

export async function createUser(
  db: Database,
  options: { projectIds?: string[]; role?: 'user' | 'admin' | 'superAdmin'; email?: string } = {},
) {
  const id = newObjectId();
  const [user] = await db
    .insert(s.users)
    .values({
      id,
      email: options.email ?? `${id.toLowerCase()}@example.test`,
      role: options.role ?? 'user',
    })
    .returning();
  for (const projectId of options.projectIds ?? []) {
    await db.insert(s.memberships).values({ userId: id, projectId });
  }
  return user!;
}

/** A live session for the user; returns the bearer token the client would hold. */
export async function createSession(db: Database, userId: string, projectId: string | null = null) {
  const token = newSecretToken();
  await db.insert(s.sessions).values({
    id: newObjectId(),
    tokenHash: hashToken(token),
    userId,
    projectId,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return token;
}

export async function createSite(
  db: Database,
  projectId: string,
  overrides: Partial<typeof s.sites.$inferInsert> = {},
) {
  const [row] = await db
    .insert(s.sites)
    .values({ id: newObjectId(), projectId, name: 'Test Site', address: '1 Test St', ...overrides })
    .returning();
  return row!;
}
