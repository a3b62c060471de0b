/**
 * Dashboards of a project, sorted by name: GET /api/projects/{projectId}/dashboards. The side
 * navigator lists them under the project, its sites and zones; a member of another project gets
 * the same 404 as for an unknown project.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, listDashboardsResponse, projectIdParams } from '@airboard/shared/api';
import type { DatabaseHandle } from '../../db/connect';
import { notFound } from '../../lib/http-error';
import { isMember } from '../../plugins/access';
import { requireAuth } from '../../plugins/auth';
import { listDashboards } from './dashboards.service';

export const dashboardRoutes =
  ({ database: { db } }: { database: DatabaseHandle }): FastifyPluginAsyncZod =>
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
        return { results: await listDashboards(db, projectId) };
      },
    );
  };
