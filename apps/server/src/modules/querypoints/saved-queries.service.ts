/**
 * Saved point queries (spec 002 §3 Saved query, §5): a user's named point-explorer filters in a
 * project. Names follow the spec's rules (rules/point-explorer.ts) and are unique per user and
 * project whatever their case — the database's unique index decides, so two saves at once cannot
 * both win; a query needs at least one filter; its site and zone must be the project's. Only the
 * owner sees, renames or deletes a query: anyone else gets the same 404 as for an unknown id.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { SaveQueryBody, SavedQuery } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { hasPointFilters, queryNameProblem } from '@airboard/shared/rules';
import type { Database } from '../../db/connect';
import { newObjectId } from '../../db/ids';
import { savedPointQueries, sites, zones } from '../../db/schema/index';
import { HttpError, notFound } from '../../lib/http-error';
import { refusingDuplicate } from '../../lib/unique-violation';
import { isMember, siteForMember, zoneForMember } from '../../plugins/access';
import type { AuthContext } from '../../plugins/auth';

const UNIQUE_NAME_INDEX = 'saved_point_queries_name';

/** 404 unless the caller is a member of the project. */
export async function requireMemberOf(db: Database, auth: AuthContext, projectId: string) {
  if (!(await isMember(db, auth.userId, projectId))) {
    throw notFound('Project not found');
  }
}

function checkedName(name: string): string {
  const problem = queryNameProblem(name);
  if (problem !== null) {
    throw new HttpError(400, problem);
  }
  return name.trim();
}

const blankToNull = (text: string | null | undefined) =>
  text === undefined || text === null || text.trim() === '' ? null : text.trim();

function savedQueryRows(db: Database) {
  return db
    .select({
      query: savedPointQueries,
      siteName: sites.name,
      zoneName: zones.name,
    })
    .from(savedPointQueries)
    .leftJoin(sites, eq(sites.id, savedPointQueries.siteId))
    .leftJoin(zones, eq(zones.id, savedPointQueries.zoneId));
}

type SavedQueryRow = Awaited<ReturnType<ReturnType<typeof savedQueryRows>['execute']>>[number];

function toSavedQuery({ query, siteName, zoneName }: SavedQueryRow): SavedQuery {
  return {
    objectId: query.id,
    name: query.name,
    alarmStatus:
      query.alarmStatus === 'active' || query.alarmStatus === 'not_active'
        ? query.alarmStatus
        : null,
    pointType: query.pointType,
    site: query.siteId === null ? null : { objectId: query.siteId, name: siteName ?? '' },
    zone: query.zoneId === null ? null : { objectId: query.zoneId, name: zoneName ?? '' },
    nameFilter: query.nameFilter,
  };
}

export async function listSavedQueries(
  db: Database,
  auth: AuthContext,
  projectId: string,
): Promise<SavedQuery[]> {
  await requireMemberOf(db, auth, projectId);
  const rows = await savedQueryRows(db)
    .where(
      and(eq(savedPointQueries.userId, auth.userId), eq(savedPointQueries.projectId, projectId)),
    )
    .orderBy(asc(sql`lower(${savedPointQueries.name})`));
  return rows.map(toSavedQuery);
}

async function readSavedQuery(db: Database, id: string): Promise<SavedQuery> {
  const [row] = await savedQueryRows(db).where(eq(savedPointQueries.id, id)).limit(1);
  if (!row) {
    throw notFound('Saved query not found');
  }
  return toSavedQuery(row);
}

/** The site and zone of a query, checked: the project's, and the zone inside the site. */
async function checkedPlace(
  db: Database,
  auth: AuthContext,
  projectId: string,
  siteId: string | null,
  zoneId: string | null,
) {
  if (siteId !== null) {
    const site = await siteForMember(db, auth, siteId);
    if (site.projectId !== projectId) {
      throw notFound('Site not found');
    }
  }
  if (zoneId !== null) {
    const zone = await zoneForMember(db, auth, zoneId);
    if (zone.siteId !== siteId) {
      throw new HttpError(400, 'body.zoneId: must be a zone of the chosen site');
    }
  }
}

/** The unique name index refused the write: another of the user's queries has the name. */
const refusingTakenName = <T>(write: () => Promise<T>) =>
  refusingDuplicate(UNIQUE_NAME_INDEX, messages.queryNameTaken, write);

export async function saveQuery(
  db: Database,
  auth: AuthContext,
  projectId: string,
  body: SaveQueryBody,
): Promise<SavedQuery> {
  await requireMemberOf(db, auth, projectId);
  const name = checkedName(body.name);
  const filters = {
    siteId: blankToNull(body.siteId),
    zoneId: blankToNull(body.zoneId),
    pointType: blankToNull(body.pointType),
    alarmStatus: body.alarmStatus ?? null,
    nameFilter: blankToNull(body.nameFilter),
  };
  if (!hasPointFilters(filters)) {
    throw new HttpError(400, messages.queryWithoutFilters);
  }
  await checkedPlace(db, auth, projectId, filters.siteId, filters.zoneId);
  const id = newObjectId();
  await refusingTakenName(() =>
    db.insert(savedPointQueries).values({ id, userId: auth.userId, projectId, name, ...filters }),
  );
  return readSavedQuery(db, id);
}

/** The caller's own query in a project they still belong to; otherwise 404. */
async function ownQuery(db: Database, auth: AuthContext, id: string) {
  const [row] = await db
    .select({ projectId: savedPointQueries.projectId })
    .from(savedPointQueries)
    .where(and(eq(savedPointQueries.id, id), eq(savedPointQueries.userId, auth.userId)))
    .limit(1);
  if (!row) {
    throw notFound('Saved query not found');
  }
  await requireMemberOf(db, auth, row.projectId);
}

export async function renameQuery(
  db: Database,
  auth: AuthContext,
  id: string,
  newName: string,
): Promise<SavedQuery> {
  await ownQuery(db, auth, id);
  const name = checkedName(newName);
  await refusingTakenName(() =>
    db.update(savedPointQueries).set({ name }).where(eq(savedPointQueries.id, id)),
  );
  return readSavedQuery(db, id);
}

export async function deleteQuery(db: Database, auth: AuthContext, id: string): Promise<void> {
  await ownQuery(db, auth, id);
  await db.delete(savedPointQueries).where(eq(savedPointQueries.id, id));
}
