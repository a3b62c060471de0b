/** Site routes: GET /api/site?siteId (spec 000 §7). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, getSiteQuery, getSiteResponse } from '@airboard/shared/api';
import type { DatabaseHandle } from '../../db/connect';
import { siteForMember } from '../../plugins/access';
import { requireAuth } from '../../plugins/auth';
import { toSiteDto } from './sites.service';

export const siteRoutes =
  ({ database: { db } }: { database: DatabaseHandle }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/site',
      {
        schema: {
          summary: 'Get a site',
          operationId: 'getSite',
          tags: ['sites'],
          querystring: getSiteQuery,
          response: { 200: getSiteResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const site = await siteForMember(db, requireAuth(request), request.query.siteId);
        return { site: toSiteDto(site) };
      },
    );
  };
