/** Zone list: GET /api/zones?siteId&withMeasurements (spec 000 §7), sorted by name. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, getZonesQuery, getZonesResponse } from '@airboard/shared/api';
import type { DatabaseHandle } from '../../db/connect';
import { siteForMember } from '../../plugins/access';
import { requireAuth } from '../../plugins/auth';
import { loadZones } from './zones.service';

export const zoneRoutes =
  ({ database: { db } }: { database: DatabaseHandle }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/zones',
      {
        schema: {
          summary: "List a site's zones, optionally with their measurements",
          operationId: 'getZones',
          tags: ['sites'],
          querystring: getZonesQuery,
          response: { 200: getZonesResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const site = await siteForMember(db, requireAuth(request), request.query.siteId);
        return { results: await loadZones(db, site.id, request.query.withMeasurements === true) };
      },
    );
  };
