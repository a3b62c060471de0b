/**
 * Live values and trends (spec 000 §7, 001 §7): GET /api/site/{siteId}/latest,
 * GET /api/trendData (measurement or point), GET /api/points/trendData (point) and
 * GET /api/site/{siteId}/trends (many measurements of a site over one period, for dashboards).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  latestQuery,
  latestResponse,
  siteIdParams,
  siteTrendsQuery,
  siteTrendsResponse,
  trendQuery,
  trendResponse,
} from '@airboard/shared/api';
import type { DatabaseHandle } from '../../db/connect';
import type { ReadDatabase } from '../../db/read-replica';
import { siteForMember } from '../../plugins/access';
import { requireAuth } from '../../plugins/auth';
import { latestValues, siteTrends, trendData } from './trends.service';
import { plainJsonSerializer } from '../../plugins/plain-json';

export const trendRoutes =
  ({ database, reads }: { database: DatabaseHandle; reads: ReadDatabase }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/site/:siteId/latest',
      {
        schema: {
          summary: 'Get the latest values, scores and alert states of measurements',
          operationId: 'getLatestValues',
          tags: ['telemetry'],
          params: siteIdParams,
          querystring: latestQuery,
          response: { 200: latestResponse, 404: errorResponse },
        },
        serializerCompiler: plainJsonSerializer,
      },
      async (request) => {
        const site = await siteForMember(database.db, requireAuth(request), request.params.siteId);
        return { results: await latestValues(database, site.id, request.query.measurementIds) };
      },
    );

    for (const [url, allowMeasurement] of [
      ['/api/trendData', true],
      ['/api/points/trendData', false],
    ] as const) {
      app.get(
        url,
        {
          // Periods of up to 61 days: the overload guard's heavy limit.
          config: { heavy: true },
          schema: {
            summary: allowMeasurement
              ? 'Get trend data of a measurement or a point over a time range'
              : 'Get trend data of a point over a time range',
            operationId: allowMeasurement ? 'getTrendData' : 'getPointTrendData',
            tags: ['telemetry'],
            querystring: trendQuery,
            response: { 200: trendResponse, 404: errorResponse },
          },
        },
        async (request) => {
          const { siteId, pointId, startTime, endTime, type, force } = request.query;
          const site = await siteForMember(database.db, requireAuth(request), siteId);
          const results = await trendData(reads.current(), {
            siteId: site.id,
            timeZone: site.timeZone,
            pointId,
            startTime,
            endTime,
            type,
            force: force ?? false,
            allowMeasurement,
          });
          return { results };
        },
      );
    }

    app.get(
      '/api/site/:siteId/trends',
      {
        // As heavy as a trend: one answer holds up to TRENDS_BATCH_MAX of them.
        config: { heavy: true },
        schema: {
          summary: 'Get the trends of many measurements or points of a site over one time range',
          operationId: 'getSiteTrends',
          tags: ['telemetry'],
          params: siteIdParams,
          querystring: siteTrendsQuery,
          response: { 200: siteTrendsResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const site = await siteForMember(database.db, requireAuth(request), request.params.siteId);
        const { pointIds, startTime, endTime, type } = request.query;
        const results = await siteTrends(reads.current(), {
          siteId: site.id,
          timeZone: site.timeZone,
          pointIds,
          startTime,
          endTime,
          type,
          allowMeasurement: true,
        });
        return { results };
      },
    );
  };
