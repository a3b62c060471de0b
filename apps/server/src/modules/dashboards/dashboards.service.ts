/**
 * Dashboards of a project as the side navigator and the selection list them (spec 000 §3, 001 §2),
 * sorted by name, each with its number of sections.
 */
import { asc, count, eq } from 'drizzle-orm';
import type { DashboardSummary } from '@airboard/shared/api';
import type { Database } from '../../db/connect';
import { dashboards, dashboardSections } from '../../db/schema/index';

export async function listDashboards(db: Database, projectId: string): Promise<DashboardSummary[]> {
  const rows = await db
    .select({
      id: dashboards.id,
      name: dashboards.name,
      level: dashboards.level,
      scope: dashboards.scope,
      siteId: dashboards.siteId,
      zoneId: dashboards.zoneId,
      updatedAt: dashboards.updatedAt,
      sectionCount: count(dashboardSections.id),
    })
    .from(dashboards)
    .leftJoin(dashboardSections, eq(dashboardSections.dashboardId, dashboards.id))
    .where(eq(dashboards.projectId, projectId))
    .groupBy(dashboards.id)
    .orderBy(asc(dashboards.name));
  return rows.map((row) => ({
    objectId: row.id,
    name: row.name,
    level: row.level,
    scope: row.scope,
    siteId: row.siteId,
    zoneId: row.zoneId,
    updatedAt: row.updatedAt.toISOString(),
    sectionCount: row.sectionCount,
  }));
}
