/**
 * Access checks: deny by default. An object id is resolved to its project and the caller's
 * membership is checked; a foreign or unknown object is the same 404, so ids cannot be probed.
 * Roles are per membership (decision 009): an admin-only action reads the caller's role in the
 * object's project — a member without the role gets 403, a non-member the same 404.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@airboard/shared';
import { canAdminister, canUseOnboarding } from '@airboard/shared/rules';
import type { Database } from '../db/connect';
import {
  devices,
  kiosks,
  measurements,
  memberships,
  sites,
  users,
  zones,
} from '../db/schema/index';
import type { AuthContext } from './auth';
import { forbidden, notFound } from '../lib/http-error';

/** The user's role in the project; null when not a member. */
export async function memberRole(
  db: Database,
  userId: string,
  projectId: string,
): Promise<Role | null> {
  const [row] = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.projectId, projectId)))
    .limit(1);
  return row?.role ?? null;
}

export async function isMember(db: Database, userId: string, projectId: string): Promise<boolean> {
  return (await memberRole(db, userId, projectId)) !== null;
}

/**
 * The caller's role in the project named by a call's path; a non-member gets the same 404 as for
 * an unknown project.
 */
export async function roleInProject(
  db: Database,
  auth: AuthContext,
  projectId: string,
): Promise<Role> {
  const role = await memberRole(db, auth.userId, projectId);
  if (!role) {
    throw notFound('Project not found');
  }
  return role;
}

/** 403 unless the role administers its project (admin and superAdmin). */
export function requireAdministrator(role: Role, refusal: string): void {
  if (!canAdminister(role)) {
    throw forbidden(refusal);
  }
}

/**
 * The session's project and the caller's role in it, for actions on the session's project
 * (invites, ingest keys): 404 without a project the caller belongs to, 403 unless an administrator.
 */
export function administeredSessionProject(
  auth: AuthContext,
  refusal: string,
): { projectId: string; role: Role } {
  if (!auth.projectId || !auth.role) {
    throw notFound('Project not found');
  }
  requireAdministrator(auth.role, refusal);
  return { projectId: auth.projectId, role: auth.role };
}

/**
 * The caller's role in the project of the query's `sites` row (null: not a member), as a column
 * of the same query: the object and the membership are read in one round trip (these checks run
 * on every monitoring request). Written with qualified names on purpose: Drizzle renders columns
 * of a one-table select unqualified, which inside this subquery would compare memberships with
 * itself. `projectOf` names the row whose project_id counts (a device knows its project itself).
 */
function callerRole(auth: AuthContext, projectOf: 'sites' | 'devices' = 'sites'): SQL<Role | null> {
  return sql<Role | null>`(select caller_membership.role from memberships caller_membership
    where caller_membership.user_id = ${auth.userId}
      and caller_membership.project_id = ${sql.raw(`"${projectOf}"."project_id"`)})`;
}

async function siteWithRole(db: Database, auth: AuthContext, siteId: string) {
  const [row] = await db
    .select({ site: sites, role: callerRole(auth) })
    .from(sites)
    .where(eq(sites.id, siteId))
    .limit(1);
  if (!row?.role) {
    throw notFound('Site not found');
  }
  return { site: row.site, role: row.role };
}

/** The site, when the caller is a member of its project; otherwise 404. */
export async function siteForMember(db: Database, auth: AuthContext, siteId: string) {
  return (await siteWithRole(db, auth, siteId)).site;
}

/** The site, when the caller administers its project; 403 for its other members, else 404. */
export async function siteForAdministrator(
  db: Database,
  auth: AuthContext,
  siteId: string,
  refusal: string,
) {
  const { site, role } = await siteWithRole(db, auth, siteId);
  requireAdministrator(role, refusal);
  return site;
}

/**
 * The site, when the caller may map its building system (decision 018): a member of its project
 * who is a superAdmin there or one of the operator's staff. 403 for its other members, else 404.
 */
export async function siteForOnboarding(db: Database, auth: AuthContext, siteId: string) {
  const { site, role } = await siteWithRole(db, auth, siteId);
  if (!canUseOnboarding(role, await isStaff(db, auth.userId))) {
    throw forbidden('Onboarding is for staff');
  }
  return site;
}

/** Whether the user is one of the operator's staff (the staff flag on the account). */
export async function isStaff(db: Database, userId: string): Promise<boolean> {
  const [user] = await db
    .select({ staff: users.staff })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user?.staff === true;
}

/** The zone, when the caller is a member of its site's project; otherwise 404. */
export async function zoneForMember(db: Database, auth: AuthContext, zoneId: string) {
  const [row] = await db
    .select({ zone: zones, role: callerRole(auth) })
    .from(zones)
    .innerJoin(sites, eq(sites.id, zones.siteId))
    .where(eq(zones.id, zoneId))
    .limit(1);
  if (!row?.role) {
    throw notFound('Zone not found');
  }
  return row.zone;
}

/**
 * The measurement with its project and the caller's role there, when the caller is a member of
 * its site's project; otherwise 404.
 */
export async function measurementForMember(db: Database, auth: AuthContext, measurementId: string) {
  const [row] = await db
    .select({
      measurement: measurements,
      projectId: sites.projectId,
      role: callerRole(auth),
    })
    .from(measurements)
    .innerJoin(sites, eq(sites.id, measurements.siteId))
    .where(eq(measurements.id, measurementId))
    .limit(1);
  if (!row?.role) {
    throw notFound('Measurement not found');
  }
  return { measurement: row.measurement, projectId: row.projectId, role: row.role };
}

/**
 * The kiosk and its site, when the caller administers the site's project (decision 019); 403 for
 * the project's other members, else (another project's kiosk, an unknown id) 404.
 */
export async function kioskForAdministrator(
  db: Database,
  auth: AuthContext,
  kioskId: string,
  refusal: string,
) {
  const [row] = await db
    .select({ kiosk: kiosks, site: sites, role: callerRole(auth) })
    .from(kiosks)
    .innerJoin(sites, eq(sites.id, kiosks.siteId))
    .where(eq(kiosks.id, kioskId))
    .limit(1);
  if (!row?.role) {
    throw notFound('Kiosk not found');
  }
  requireAdministrator(row.role, refusal);
  return { kiosk: row.kiosk, site: row.site };
}

/**
 * The device, when the caller administers its project (devices.project_id; a device not yet bound
 * to a site belongs to its project all the same); 403 for the project's other members, else
 * (another project's device, an unknown id) 404.
 */
export async function deviceForAdministrator(
  db: Database,
  auth: AuthContext,
  deviceId: string,
  refusal: string,
) {
  const [row] = await db
    .select({ device: devices, role: callerRole(auth, 'devices') })
    .from(devices)
    .where(eq(devices.id, deviceId))
    .limit(1);
  if (!row?.role) {
    throw notFound('Device not found');
  }
  requireAdministrator(row.role, refusal);
  return row.device;
}
