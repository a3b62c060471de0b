/**
 * Access checks: deny by default. An object id is resolved to its project and the caller's
 * membership is checked; a foreign or unknown object is the same 404, so ids cannot be probed.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { measurements, memberships, sites, zones } from '../db/schema/index';
import type { AuthContext } from './auth';
import { notFound } from '../lib/http-error';

export async function isMember(db: Database, userId: string, projectId: string): Promise<boolean> {
  const rows = await db
    .select({ projectId: memberships.projectId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.projectId, projectId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Whether the caller belongs to the project of the query's `sites` row, as a column of the same
 * query: the object and the membership are read in one round trip (these checks run on every
 * monitoring request). Written with qualified names on purpose: Drizzle renders columns of a
 * one-table select unqualified, which inside this subquery would compare memberships with itself.
 */
function callerIsMember(auth: AuthContext): SQL<boolean> {
  return sql<boolean>`exists (select 1 from memberships caller_membership
    where caller_membership.user_id = ${auth.userId}
      and caller_membership.project_id = "sites"."project_id")`;
}

/** The site, when the caller is a member of its project; otherwise 404. */
export async function siteForMember(db: Database, auth: AuthContext, siteId: string) {
  const [row] = await db
    .select({ site: sites, member: callerIsMember(auth) })
    .from(sites)
    .where(eq(sites.id, siteId))
    .limit(1);
  if (!row?.member) {
    throw notFound('Site not found');
  }
  return row.site;
}

/** The zone, when the caller is a member of its site's project; otherwise 404. */
export async function zoneForMember(db: Database, auth: AuthContext, zoneId: string) {
  const [row] = await db
    .select({ zone: zones, member: callerIsMember(auth) })
    .from(zones)
    .innerJoin(sites, eq(sites.id, zones.siteId))
    .where(eq(zones.id, zoneId))
    .limit(1);
  if (!row?.member) {
    throw notFound('Zone not found');
  }
  return row.zone;
}

/** The measurement, when the caller is a member of its site's project; otherwise 404. */
export async function measurementForMember(db: Database, auth: AuthContext, measurementId: string) {
  const [row] = await db
    .select({
      measurement: measurements,
      projectId: sites.projectId,
      member: callerIsMember(auth),
    })
    .from(measurements)
    .innerJoin(sites, eq(sites.id, measurements.siteId))
    .where(eq(measurements.id, measurementId))
    .limit(1);
  if (!row?.member) {
    throw notFound('Measurement not found');
  }
  return { measurement: row.measurement, projectId: row.projectId };
}
