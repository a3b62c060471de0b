/** The project home's data (GET /api): the session's project, its brand footer and its sites. */
import { asc, eq } from 'drizzle-orm';
import type { MonitoringSettings, ProjectHome } from '@airboard/shared/api';
import type { Database } from '../../db/connect';
import { brands, projects, sites } from '../../db/schema/index';
import type { AuthContext } from '../../plugins/auth';
import { isMember } from '../../plugins/access';
import { notFound } from '../../lib/http-error';
import { toSiteDto } from '../sites/sites.service';

export async function loadProjectHome(
  db: Database,
  auth: AuthContext,
  settings: MonitoringSettings,
): Promise<ProjectHome> {
  // A session may outlive its membership; then the project is as unknown as a foreign one.
  if (!auth.projectId || !(await isMember(db, auth.userId, auth.projectId))) {
    throw notFound('Project not found');
  }
  const [row] = await db
    .select({ project: projects, poweredByText: brands.poweredByText })
    .from(projects)
    .leftJoin(brands, eq(brands.id, projects.brandId))
    .where(eq(projects.id, auth.projectId))
    .limit(1);
  if (!row) {
    throw notFound('Project not found');
  }
  const { project } = row;
  const siteRows = await db
    .select()
    .from(sites)
    .where(eq(sites.projectId, project.id))
    .orderBy(asc(sites.name));
  return {
    project: {
      objectId: project.id,
      name: project.name,
      whitelabel: project.whitelabel,
      poweredByText: project.whitelabel ? (row.poweredByText ?? null) : null,
      mapView: project.mapView,
      hideKiosks: project.hideKiosks,
      aqiWidget: project.aqiWidget,
      commanderLicenseId: project.commanderLicenseId,
    },
    sites: siteRows.map(toSiteDto),
    settings,
  };
}

/** A project by id, for the account calls that name one (their callers check membership). */
export async function findProject(
  db: Database,
  projectId: string,
): Promise<typeof projects.$inferSelect | undefined> {
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId)).limit(1);
  return project;
}
