/**
 * Password sign-in (spec 000 §4 Login): credentials → the user, the user's projects, a session in
 * a project. Unknown accounts and wrong passwords take the same time and give the same answer
 * (security requirement 8); failures are throttled per account and per client address.
 */
import { asc, eq } from 'drizzle-orm';
import { emailSchema } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import type { Database } from '../../db/connect';
import { newObjectId } from '../../db/ids';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { SignInThrottle } from '../../auth/throttle';
import { memberships, projects, users } from '../../db/schema/index';
import { HttpError, notFound } from '../../lib/http-error';

export type UserRow = typeof users.$inferSelect;

// Verified against when the account does not exist, so both answers cost one argon2 verify.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy password that never matches'));

export const wrongCredentials = () => new HttpError(401, messages.incorrectUsernameAndPassword);

/** The account of an address already in its stored form (see normalizeEmail). */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/**
 * An address that did not come through the API's shared emailSchema (a JWT subject, an SSO
 * assertion) in the form accounts store it, by that same schema; null when it cannot be one.
 */
export function normalizeEmail(address: string | null | undefined): string | null {
  const parsed = emailSchema.safeParse(address);
  return parsed.success ? parsed.data : null;
}

export async function findUserById(db: Database, id: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) {
    throw notFound('User not found');
  }
  return row;
}

/** The account for these credentials, or the one "Incorrect Username and Password" answer. */
export async function authenticate(
  db: Database,
  throttle: SignInThrottle,
  credentials: { username: string; password: string },
  ip: string,
): Promise<UserRow> {
  const user = await throttle.attempt(credentials.username, ip, async () => {
    const found = await findUserByEmail(db, credentials.username);
    const ok = await verifyPassword(found?.passwordHash ?? (await decoy()), credentials.password);
    return found?.passwordHash && ok ? found : null;
  });
  if (!user) {
    throw wrongCredentials();
  }
  return user;
}

/**
 * A new project of the user's own, in the brand of the host it was created through; its creator
 * administers it (decision 009).
 */
export async function createOwnProject(
  db: Database,
  userId: string,
  project: { name: string; brandId: string | null },
): Promise<string> {
  const id = newObjectId();
  await db.transaction(async (tx) => {
    await tx.insert(projects).values({ id, ...project });
    await tx.insert(memberships).values({ userId, projectId: id, role: 'admin' });
  });
  return id;
}

/** The user's projects, by name. */
export async function projectsOf(db: Database, userId: string) {
  return db
    .select({ id: projects.id, name: projects.name })
    .from(memberships)
    .innerJoin(projects, eq(projects.id, memberships.projectId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(projects.name));
}
