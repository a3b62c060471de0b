/**
 * Access checks: deny by default. An object id is resolved to its project and the caller's
 * membership is checked; a foreign or unknown object is the same 404, so ids cannot be probed.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { memberships, sites } from '../db/schema/index';
import type { AuthContext } from './auth';
import { notFound } from './errors';

export async function isMember(db: Database, userId: string, projectId: string): Promise<boolean> {
  const rows = await db
    .select({ projectId: memberships.projectId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.projectId, projectId)))
    .limit(1);
  return rows.length > 0;
}

/** The site, when the caller is a member of its project; otherwise 404. */
export async function siteForMember(db: Database, auth: AuthContext, siteId: string) {
  const [site] = await db.select().from(sites).where(eq(sites.id, siteId)).limit(1);
  if (!site || !(await isMember(db, auth.userId, site.projectId))) {
    throw notFound('Site not found');
  }
  return site;
}
