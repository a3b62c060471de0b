/** Project home route: GET /api?slim=true (spec 000 §7) — the session's project and its sites. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, getProjectHomeQuery, getProjectHomeResponse } from '@airboard/shared/api';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/connect';
import { requireAuth } from '../../plugins/auth';
import { monitoringSettingsFrom } from './monitoring-settings';
import { loadProjectHome } from './projects.service';

export const projectRoutes =
  ({
    database: { db },
    config,
  }: {
    database: DatabaseHandle;
    config: Config;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const settings = monitoringSettingsFrom(config);
    app.get(
      '/api',
      {
        schema: {
          summary: "Get the session's project with its sites and monitoring settings",
          operationId: 'getProjectHome',
          tags: ['projects'],
          querystring: getProjectHomeQuery,
          response: { 200: getProjectHomeResponse, 404: errorResponse },
        },
      },
      async (request) => loadProjectHome(db, requireAuth(request), settings),
    );
  };
