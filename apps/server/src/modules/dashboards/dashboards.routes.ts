/**
 * Dashboards of a project, sorted by name: GET /api/projects/{projectId}/dashboards. The side
 * navigator lists them under the project, its sites and zones; a member of another project gets
 * the same 404 as for an unknown project.
 */
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, listDashboardsResponse, projectIdParams } from '@airboard/shared/api';
import type { Database } from '../../db/connect';
import { dashboards } from '../../db/schema/index';
import { isMember } from '../../plugins/access';
import { requireAuth } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';

export const dashboardRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/projects/:projectId/dashboards',
      {
        schema: {
          summary: "List a project's dashboards",
          operationId: 'getProjectDashboards',
          tags: ['dashboards'],
          params: projectIdParams,
          response: { 200: listDashboardsResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const { projectId } = request.params;
        if (!(await isMember(db, requireAuth(request).userId, projectId))) {
          throw notFound('Project not found');
        }
        const rows = await db
          .select()
          .from(dashboards)
          .where(eq(dashboards.projectId, projectId))
          .orderBy(asc(dashboards.name));
        return {
          results: rows.map((row) => ({
            objectId: row.id,
            name: row.name,
            level: row.level,
            scope: row.scope,
            siteId: row.siteId,
            zoneId: row.zoneId,
            updatedAt: row.updatedAt.toISOString(),
          })),
        };
      },
    );
  };
