/**
 * Access checks: deny by default. An object id is resolved to its project and the caller's
 * membership is checked; a foreign or unknown object is the same 404, so ids cannot be probed.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { measurements, memberships, sites, zones } from '../db/schema/index';
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

/** The zone, when the caller is a member of its site's project; otherwise 404. */
export async function zoneForMember(db: Database, auth: AuthContext, zoneId: string) {
  const [row] = await db
    .select({ zone: zones, projectId: sites.projectId })
    .from(zones)
    .innerJoin(sites, eq(sites.id, zones.siteId))
    .where(eq(zones.id, zoneId))
    .limit(1);
  if (!row || !(await isMember(db, auth.userId, row.projectId))) {
    throw notFound('Zone not found');
  }
  return row.zone;
}

/** The measurement, when the caller is a member of its site's project; otherwise 404. */
export async function measurementForMember(db: Database, auth: AuthContext, measurementId: string) {
  const [row] = await db
    .select({ measurement: measurements, projectId: sites.projectId })
    .from(measurements)
    .innerJoin(sites, eq(sites.id, measurements.siteId))
    .where(eq(measurements.id, measurementId))
    .limit(1);
  if (!row || !(await isMember(db, auth.userId, row.projectId))) {
    throw notFound('Measurement not found');
  }
  return { measurement: row.measurement, projectId: row.projectId };
}
