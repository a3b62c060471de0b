/**
 * The point explorer's search (spec 002 §3 Point, §4, §9): a site's points narrowed by zone, point
 * type, alarm status and a name fragment, one page at a time with the total, all in SQL — the
 * browser never holds more than a page (All: up to the fetch limit). The alarm status comes from
 * the active alerts of each point's measurement, read for the page after the points (as the spec
 * orders it); when that read fails the page is still answered, with the status unknown.
 */
import { and, asc, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ExplorerPoint, PointsResponse } from '@airboard/shared/api';
import type { AlarmStatusFilter } from '@airboard/shared/rules';
import type { Database } from '../../db/connect';
import { alerts, measurements, points, pointTypes, sites, zones } from '../../db/schema/index';

export interface PointSearch {
  zoneId?: string | undefined;
  pointType?: string | undefined;
  alarmStatus?: AlarmStatusFilter | undefined;
  name?: string | undefined;
  limit: number;
  offset: number;
}

/** `%` and `_` of the user's text match themselves, not any characters. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The measurements of the site with an active alert: read through alerts_site_active, so the
 * alarm filter costs one index range of the site's open alerts.
 */
const alertingMeasurements = (siteId: string) =>
  sql`(select ${alerts.measurementId} from ${alerts}
    where ${alerts.siteId} = ${siteId} and ${alerts.isActive})`;

function searchConditions(siteId: string, search: PointSearch): SQL | undefined {
  const alerting = sql`(${points.measurementId} is not null and ${points.measurementId} in ${alertingMeasurements(siteId)})`;
  return and(
    eq(points.siteId, siteId),
    search.zoneId === undefined ? undefined : eq(points.zoneId, search.zoneId),
    search.pointType === undefined ? undefined : eq(points.type, search.pointType),
    search.name === undefined || search.name === ''
      ? undefined
      : ilike(points.name, containsPattern(search.name)),
    search.alarmStatus === undefined
      ? undefined
      : search.alarmStatus === 'active'
        ? alerting
        : sql`not ${alerting}`,
  );
}

export async function searchPoints(
  db: Database,
  log: FastifyBaseLogger,
  site: { id: string; name: string },
  search: PointSearch,
): Promise<PointsResponse> {
  const where = searchConditions(site.id, search);
  // The page is chosen from the points alone; only its rows are joined to their measurement and
  // zone, so a site of 50,000 points sorts narrow rows and joins 100.
  const page = db
    .select({
      id: points.id,
      name: points.name,
      type: points.type,
      unit: points.unit,
      curVal: points.curVal,
      kind: points.kind,
      measurementId: points.measurementId,
      zoneId: points.zoneId,
    })
    .from(points)
    .where(where)
    .orderBy(asc(points.name), asc(points.id))
    .limit(search.limit)
    .offset(search.offset)
    .as('page');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: page.id,
        name: page.name,
        type: page.type,
        unit: page.unit,
        curVal: page.curVal,
        kind: page.kind,
        measurementId: page.measurementId,
        activeText: measurements.activeText,
        inactiveText: measurements.inactiveText,
        multiStateValues: measurements.multiStateValues,
        zoneId: zones.id,
        zoneName: zones.name,
      })
      .from(page)
      .leftJoin(measurements, eq(measurements.id, page.measurementId))
      .leftJoin(zones, eq(zones.id, page.zoneId))
      .orderBy(asc(page.name), asc(page.id)),
    db.select({ total: count() }).from(points).where(where),
  ]);
  const alerting = await alertingOf(
    db,
    log,
    site.id,
    rows.flatMap((r) => (r.measurementId ? [r.measurementId] : [])),
  );
  const results: ExplorerPoint[] = rows.map((r) => ({
    objectId: r.id,
    name: r.name,
    type: r.type,
    unit: r.unit,
    curVal: r.curVal,
    kind: r.kind,
    activeText: r.activeText,
    inactiveText: r.inactiveText,
    multiStateValues: r.multiStateValues,
    site: { objectId: site.id, name: site.name },
    zone: r.zoneId === null ? null : { objectId: r.zoneId, name: r.zoneName ?? '' },
    alarmStatus:
      alerting === null ? null : r.measurementId !== null && alerting.has(r.measurementId),
  }));
  return { results, total: total?.total ?? 0 };
}

/** The page's measurements with an active alert; null when they could not be read (002 §8). */
async function alertingOf(
  db: Database,
  log: FastifyBaseLogger,
  siteId: string,
  measurementIds: string[],
): Promise<Set<string> | null> {
  if (measurementIds.length === 0) {
    return new Set();
  }
  try {
    const rows = await db
      .selectDistinct({ measurementId: alerts.measurementId })
      .from(alerts)
      .where(
        and(
          eq(alerts.siteId, siteId),
          eq(alerts.isActive, true),
          inArray(alerts.measurementId, measurementIds),
        ),
      );
    return new Set(rows.map((r) => r.measurementId));
  } catch (error) {
    log.warn({ err: error }, 'alarm status of the point explorer could not be read');
    return null;
  }
}

/**
 * The catalogue's types that the project's points use, by name: the point-type filter offers
 * only types that can match something.
 */
export async function explorerPointTypes(db: Database, projectId: string) {
  return db
    .selectDistinct({ type: pointTypes.type, name: pointTypes.name })
    .from(pointTypes)
    .innerJoin(points, eq(points.type, pointTypes.type))
    .innerJoin(sites, eq(sites.id, points.siteId))
    .where(eq(sites.projectId, projectId))
    .orderBy(asc(pointTypes.name), asc(pointTypes.type));
}
