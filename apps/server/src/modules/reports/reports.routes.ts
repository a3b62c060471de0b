/**
 * Report routes (spec 002 §7, 000 §7): the measurement tree for reports
 * (GET /api/sites/reports/{siteId}/measurements) and for schedules
 * (GET /api/sites/{siteId}/scheduleGroups/measurements), and the report itself
 * (POST /api/sites/reports/{siteId}?startTime&endTime {measurementIds}).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  measurementsTreeQuery,
  measurementsTreeResponse,
  reportBody,
  reportQuery,
  reportResponse,
  siteIdParams,
} from '@airboard/shared/api';
import type { DatabaseHandle } from '../../db/connect';
import { siteForMember } from '../../plugins/access';
import { requireAuth } from '../../plugins/auth';
import { buildReport, measurementsTree } from './reports.service';

export const reportRoutes =
  ({ database }: { database: DatabaseHandle }): FastifyPluginAsyncZod =>
  async (app) => {
    for (const [url, onlySchedules] of [
      ['/api/sites/reports/:siteId/measurements', false],
      ['/api/sites/:siteId/scheduleGroups/measurements', true],
    ] as const) {
      app.get(
        url,
        {
          schema: {
            summary: onlySchedules
              ? "Get a site's schedulable measurements, grouped by zone"
              : "Get a site's measurements for reports, grouped by zone",
            operationId: onlySchedules ? 'getScheduleMeasurements' : 'getReportMeasurements',
            tags: ['reports'],
            params: siteIdParams,
            querystring: measurementsTreeQuery,
            response: { 200: measurementsTreeResponse, 404: errorResponse },
          },
        },
        async (request) => {
          const site = await siteForMember(
            database.db,
            requireAuth(request),
            request.params.siteId,
          );
          const includeScores = request.query.includeScores ?? false;
          return {
            results: await measurementsTree(database, site, { includeScores, onlySchedules }),
          };
        },
      );
    }

    app.post(
      '/api/sites/reports/:siteId',
      {
        // Up to 61 days of every chosen measurement: the overload guard's heavy limit.
        config: { heavy: true },
        schema: {
          summary: 'Build a report of measurements over a time range',
          operationId: 'buildReport',
          tags: ['reports'],
          params: siteIdParams,
          querystring: reportQuery,
          body: reportBody,
          response: { 200: reportResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const site = await siteForMember(database.db, requireAuth(request), request.params.siteId);
        const report = await buildReport(
          database,
          site,
          request.query,
          request.body.measurementIds,
        );
        return { results: { report } };
      },
    );
  };
