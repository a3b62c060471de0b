/** The point-type catalogue: GET /api/pointtypes (spec 000 §3, §7), ordered by scoreOrder. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPointTypesResponse } from '@airboard/shared/api';
import type { DatabaseHandle } from '../../db/connect';
import { listPointTypes } from './pointtypes.service';

export const pointTypeRoutes =
  ({ database: { db } }: { database: DatabaseHandle }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/pointtypes',
      {
        schema: {
          summary: 'List the point-type catalogue with its thresholds',
          operationId: 'getPointTypes',
          tags: ['measurements'],
          response: { 200: getPointTypesResponse },
        },
      },
      async () => ({ results: await listPointTypes(db) }),
    );
  };
