/**
 * Report routes (spec 002 §7, 000 §7): the measurement tree for reports
 * (GET /api/sites/reports/{siteId}/measurements) and for schedules
 * (GET /api/sites/{siteId}/scheduleGroups/measurements), the report itself
 * (POST /api/sites/reports/{siteId}?startTime&endTime&interval {measurementIds}), and its CSV:
 * POST …/csv for a single-use download ticket, then GET …/csv?ticket= streams the file
 * (report-csv-tickets.ts says why a ticket rather than the Bearer header). The site's opening
 * hours, which 'Occupied hours only' counts, are read by its members and set (or given back to
 * the default) by its admins (GET, PUT and DELETE /api/sites/{siteId}/openingHours).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponse,
  openingHoursResponse,
  openingHoursSchema,
  measurementsTreeQuery,
  reportCsvQuery,
  reportCsvRequest,
  reportCsvTicketResponse,
  measurementsTreeResponse,
  reportBody,
  reportQuery,
  reportResponse,
  siteIdParams,
} from '@airboard/shared/api';
import type { DatabaseHandle } from '../../db/connect';
import type { ReadDatabase } from '../../db/read-replica';
import { siteForAdministrator, siteForMember } from '../../plugins/access';
import { requireAuth } from '../../plugins/auth';
import { attachmentHeader } from '../../lib/attachment';
import { HttpError } from '../../lib/http-error';
import { CsvTickets } from './report-csv-tickets';
import { reportCsv, reportFileName } from './report-csv';
import { openingHoursOf } from './occupied-quarters';
import {
  buildReport,
  checkReportRequest,
  measurementsTree,
  resetOpeningHours,
  saveOpeningHours,
} from './reports.service';

export const reportRoutes =
  ({ database, reads }: { database: DatabaseHandle; reads: ReadDatabase }): FastifyPluginAsyncZod =>
  async (app) => {
    const csvTickets = new CsvTickets(database.db);
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
          reads.current(),
          site,
          request.query,
          request.body.measurementIds,
        );
        return { results: { report } };
      },
    );

    app.post(
      '/api/sites/reports/:siteId/csv',
      {
        schema: {
          summary: 'Get a single-use, short-lived ticket to download a report as CSV',
          operationId: 'requestReportCsv',
          tags: ['reports'],
          params: siteIdParams,
          body: reportCsvRequest,
          response: { 200: reportCsvTicketResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const site = await siteForMember(database.db, auth, request.params.siteId);
        // Refused now, as JSON the app can show, rather than in the middle of a download.
        await checkReportRequest(database, site, request.body);
        const { ticket, expiresAt } = await csvTickets.issue(auth, site.id, request.body);
        return {
          results: {
            ticket,
            url: `/api/sites/reports/${site.id}/csv?ticket=${ticket}`,
            expiresAt: expiresAt.toISOString(),
          },
        };
      },
    );

    app.get(
      '/api/sites/reports/:siteId/csv',
      {
        // A browser navigation carries no Bearer header: the ticket is the credential.
        config: { public: true, heavy: true },
        schema: {
          summary: 'Download a report as CSV (RFC 4180, UTF-8 with BOM), streamed',
          operationId: 'downloadReportCsv',
          tags: ['reports'],
          params: siteIdParams,
          querystring: reportCsvQuery,
          response: {
            200: z.string().describe('The CSV file (text/csv; charset=utf-8)'),
            404: errorResponse,
          },
        },
      },
      async (request, reply) => {
        const redeemed = await csvTickets.redeem(request.query.ticket, request.params.siteId);
        if (!redeemed) {
          throw new HttpError(404, 'Download link expired or already used');
        }
        // The issuer may have left the project since: their membership is checked again.
        const site = await siteForMember(database.db, redeemed.auth, request.params.siteId);
        const { request: csv } = redeemed;
        const fileName = reportFileName(site, csv.startTime, csv.endTime);
        return (
          reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header('cache-control', 'no-store')
            .header('content-disposition', attachmentHeader(fileName))
            // Fastify pipes a stream as it is, past the serializer; the schema documents the file.
            .send(reportCsv(reads.current(), site, csv) as unknown as string)
        );
      },
    );

    app.get(
      '/api/sites/:siteId/openingHours',
      {
        schema: {
          summary: "Get the opening hours a site's 'occupied hours only' reports count",
          operationId: 'getOpeningHours',
          tags: ['reports'],
          params: siteIdParams,
          response: { 200: openingHoursResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const site = await siteForMember(database.db, requireAuth(request), request.params.siteId);
        return {
          results: { openingHours: openingHoursOf(site), isDefault: site.openingHours === null },
        };
      },
    );

    app.put(
      '/api/sites/:siteId/openingHours',
      {
        schema: {
          summary: "Set a site's opening hours (admins)",
          operationId: 'setOpeningHours',
          tags: ['reports'],
          params: siteIdParams,
          body: openingHoursSchema,
          response: { 200: openingHoursResponse, 403: errorResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const site = await siteForAdministrator(
          database.db,
          requireAuth(request),
          request.params.siteId,
          'Only admins can change opening hours',
        );
        const openingHours = await saveOpeningHours(database, site.id, request.body);
        return { results: { openingHours, isDefault: false } };
      },
    );

    app.delete(
      '/api/sites/:siteId/openingHours',
      {
        schema: {
          summary: 'Give a site back the default opening hours (admins)',
          operationId: 'resetOpeningHours',
          tags: ['reports'],
          params: siteIdParams,
          response: { 200: openingHoursResponse, 403: errorResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const site = await siteForAdministrator(
          database.db,
          requireAuth(request),
          request.params.siteId,
          'Only admins can change opening hours',
        );
        const openingHours = await resetOpeningHours(database, site.id);
        return { results: { openingHours, isDefault: true } };
      },
    );
  };
