/** Dashboards of a project as the side navigator lists them (spec 000 §3), sorted by name. */
import { asc, eq } from 'drizzle-orm';
import type { DashboardSummary } from '@airboard/shared/api';
import type { Database } from '../../db/connect';
import { dashboards } from '../../db/schema/index';

export async function listDashboards(db: Database, projectId: string): Promise<DashboardSummary[]> {
  const rows = await db
    .select()
    .from(dashboards)
    .where(eq(dashboards.projectId, projectId))
    .orderBy(asc(dashboards.name));
  return rows.map((row) => ({
    objectId: row.id,
    name: row.name,
    level: row.level,
    scope: row.scope,
    siteId: row.siteId,
    zoneId: row.zoneId,
    updatedAt: row.updatedAt.toISOString(),
  }));
}
