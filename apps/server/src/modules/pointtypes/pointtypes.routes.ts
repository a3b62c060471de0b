/** The point-type catalogue: GET /api/pointtypes (spec 000 §3, §7), ordered by scoreOrder. */
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPointTypesResponse } from '@airboard/shared/api';
import type { Database } from '../../db/connect';
import { pointTypes } from '../../db/schema/index';

export const pointTypeRoutes =
  (db: Database): FastifyPluginAsyncZod =>
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
      async () => {
        const rows = await db
          .select()
          .from(pointTypes)
          .orderBy(asc(pointTypes.scoreOrder), asc(pointTypes.type));
        return {
          results: rows.map((row) => ({
            type: row.type,
            name: row.name,
            description: row.description,
            threshold: row.threshold,
            extendedDescription: row.extendedDescription,
            scoreOrder: row.scoreOrder,
            unit: row.unit,
            measurementType: row.measurementType,
            scoreType: row.scoreType,
          })),
        };
      },
    );
  };
