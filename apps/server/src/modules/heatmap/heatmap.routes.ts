/**
 * Heat map routes (spec 000 §7): GET /api/sites/{siteId}/heatmap/measurements (types present) and
 * GET /api/sites/{siteId}/heatmap/alerts (periods × zones of alerts or measurement means).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  heatmapQuery,
  heatmapResponse,
  heatmapTypesResponse,
  siteIdParams,
} from '@airboard/shared/api';
import type { DatabaseHandle } from '../../db/connect';
import type { ReadDatabase } from '../../db/read-replica';
import { siteForMember } from '../../plugins/access';
import { requireAuth } from '../../plugins/auth';
import { heatmap, heatmapTypes } from './heatmap.service';

export const heatmapRoutes =
  ({ database, reads }: { database: DatabaseHandle; reads: ReadDatabase }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/sites/:siteId/heatmap/measurements',
      {
        schema: {
          summary: "List the measurement types a site's heat map can show",
          operationId: 'getHeatmapTypes',
          tags: ['heatmap'],
          params: siteIdParams,
          response: { 200: heatmapTypesResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const site = await siteForMember(database.db, requireAuth(request), request.params.siteId);
        return { results: await heatmapTypes(database, site.id) };
      },
    );

    app.get(
      '/api/sites/:siteId/heatmap/alerts',
      {
        // Every zone over a period: the overload guard's heavy limit.
        config: { heavy: true },
        schema: {
          summary: 'Get a heat map of alerts or measurement means per zone and period',
          operationId: 'getHeatmap',
          tags: ['heatmap'],
          params: siteIdParams,
          querystring: heatmapQuery,
          response: { 200: heatmapResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const site = await siteForMember(database.db, requireAuth(request), request.params.siteId);
        const q = request.query;
        const results = await heatmap(reads.current(), {
          siteId: site.id,
          type: q.type,
          measurementType: q.measurementType,
          timePeriod: q.timePeriod,
          startDate: q.startDate,
          endDate: q.endDate,
          timezone: q.timezone ?? site.timeZone,
        });
        return { results };
      },
    );
  };
