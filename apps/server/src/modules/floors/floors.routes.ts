/** A site's floors with plan image and zone rectangles: GET /api/sites/{siteId}/floors. */
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, getFloorsResponse, siteIdParams } from '@airboard/shared/api';
import type { Database } from '../../db/connect';
import { floors } from '../../db/schema/index';
import { siteForMember } from '../../plugins/access';
import { requireAuth } from '../../plugins/auth';

export const floorRoutes =
  (db: Database): FastifyPluginAsyncZod =>
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
        const rows = await db
          .select()
          .from(floors)
          .where(eq(floors.siteId, site.id))
          .orderBy(asc(floors.position), asc(floors.name));
        return {
          results: rows.map((row) => ({
            objectId: row.id,
            name: row.name,
            floorPlan: { url: row.floorPlanUrl },
            zoneData: row.zoneData,
          })),
        };
      },
    );
  };
