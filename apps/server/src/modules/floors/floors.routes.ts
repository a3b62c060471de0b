/** A site's floors with plan image and zone rectangles: GET /api/sites/{siteId}/floors. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, getFloorsResponse, siteIdParams } from '@airboard/shared/api';
import type { DatabaseHandle } from '../../db/connect';
import { siteForMember } from '../../plugins/access';
import { requireAuth } from '../../plugins/auth';
import { listFloors } from './floors.service';

export const floorRoutes =
  ({ database: { db } }: { database: DatabaseHandle }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/sites/:siteId/floors',
      {
        schema: {
          summary: "List a site's floors with their plan images and zone areas",
          operationId: 'getFloors',
          tags: ['sites'],
          params: siteIdParams,
          response: { 200: getFloorsResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const site = await siteForMember(db, requireAuth(request), request.params.siteId);
        return { results: await listFloors(db, site.id) };
      },
    );
  };
