/**
 * The end of a single sign-on or Google sign-in: find the account by its external identity
 * (provider, subject) — never by e-mail alone — start a session, and hand the token to the web
 * app in the URL fragment (never sent to a server or in a Referer).
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { newObjectId } from '../../db/ids';
import { userIdentities, users } from '../../db/schema/index';
import { startSession } from '../../auth/sessions';
import { findUserByEmail, normalizeEmail, projectsOf, type UserRow } from './sign-in.service';

export async function userByIdentity(
  db: Database,
  provider: string,
  subject: string,
): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
    .limit(1);
  return row?.user ?? null;
}

export async function linkIdentity(
  db: Database,
  userId: string,
  provider: string,
  subject: string,
): Promise<void> {
  await db
    .insert(userIdentities)
    .values({ id: newObjectId(), userId, provider, subject })
    .onConflictDoNothing();
}

/**
 * A SAML identity provider is authoritative for its school district's e-mail domain: the first
 * sign-in of an address in that domain links the existing account; any other address must
 * already be linked.
 */
export async function userForDomainIdentity(
  db: Database,
  provider: string,
  subject: string,
  email: string | null,
  trustedDomain: string | null,
): Promise<UserRow | null> {
  const linked = await userByIdentity(db, provider, subject);
  if (linked) {
    return linked;
  }
  const address = normalizeEmail(email);
  if (!address || !trustedDomain || !address.endsWith(`@${trustedDomain.toLowerCase()}`)) {
    return null;
  }
  const user = await findUserByEmail(db, address);
  if (user) {
    await linkIdentity(db, user.id, provider, subject);
  }
  return user ?? null;
}

/** A session in the user's only project (or none yet, for the picker), as a web-app URL. */
export async function externalSessionUrl(
  db: Database,
  user: UserRow,
  landingPath: string,
): Promise<string> {
  const mine = await projectsOf(db, user.id);
  const token = await startSession(db, user.id, mine.length === 1 ? (mine[0]?.id ?? null) : null);
  return `${landingPath}#${new URLSearchParams({ token }).toString()}`;
}
