/**
 * Scheduled report e-mail routes (issue 17): a site's schedules, listed and created by any member
 * of its project (GET and POST /api/sites/{siteId}/reportSchedules), edited, deleted and sent now
 * by their creator or an admin (PUT and DELETE …/{scheduleId}, POST …/{scheduleId}/send), and the
 * project's members a report may go to (GET /api/sites/{siteId}/reportRecipients). The area also
 * runs the 'report-email' jobs that send them.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deleteReportScheduleResponse,
  errorResponse,
  reportRecipientsResponse,
  reportScheduleInput,
  reportScheduleParams,
  reportScheduleResponse,
  reportSchedulesResponse,
  sendReportScheduleResponse,
  siteIdParams,
} from '@airboard/shared/api';
import type { Config } from '../../../config';
import type { DatabaseHandle } from '../../../db/connect';
import { memberRole, siteForMember } from '../../../plugins/access';
import { requireAuth } from '../../../plugins/auth';
import { REPORT_EMAIL_JOB, reportEmailJobHandler } from './report-email-job';
import {
  createReportSchedule,
  deleteReportSchedule,
  listReportSchedules,
  reportRecipients,
  sendReportScheduleNow,
  updateReportSchedule,
  type Caller,
  type ScheduleSite,
} from './report-schedules.service';

const tags = ['reports'];
const SCHEDULES = '/api/sites/:siteId/reportSchedules';
const ONE = `${SCHEDULES}/:scheduleId`;

export const reportScheduleRoutes =
  ({
    database,
    config,
  }: {
    database: DatabaseHandle;
    config: Pick<Config, 'PUBLIC_URL'>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    app.jobs.handle(
      REPORT_EMAIL_JOB,
      reportEmailJobHandler(database, { publicUrl: config.PUBLIC_URL }),
    );

    /** The site (404 unless the caller is a member of its project) and the caller's role there. */
    async function siteAndCaller(
      request: FastifyRequest,
      siteId: string,
    ): Promise<{ site: ScheduleSite; caller: Caller }> {
      const auth = requireAuth(request);
      const site = await siteForMember(database.db, auth, siteId);
      const role = (await memberRole(database.db, auth.userId, site.projectId))!;
      return { site, caller: { userId: auth.userId, role } };
    }

    app.get(
      SCHEDULES,
      {
        schema: {
          summary: "List a site's scheduled report e-mails",
          operationId: 'getReportSchedules',
          tags,
          params: siteIdParams,
          response: { 200: reportSchedulesResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const { site, caller } = await siteAndCaller(request, request.params.siteId);
        return { results: await listReportSchedules(database, site, caller) };
      },
    );

    app.post(
      SCHEDULES,
      {
        schema: {
          summary: 'Schedule a report to be e-mailed as CSV every week',
          operationId: 'createReportSchedule',
          tags,
          params: siteIdParams,
          body: reportScheduleInput,
          response: { 200: reportScheduleResponse, 404: errorResponse, 409: errorResponse },
        },
      },
      async (request) => {
        const { site, caller } = await siteAndCaller(request, request.params.siteId);
        return { results: await createReportSchedule(database, site, caller, request.body) };
      },
    );

    app.put(
      ONE,
      {
        schema: {
          summary: 'Change a scheduled report e-mail (its creator or an admin)',
          operationId: 'updateReportSchedule',
          tags,
          params: reportScheduleParams,
          body: reportScheduleInput,
          response: {
            200: reportScheduleResponse,
            403: errorResponse,
            404: errorResponse,
            409: errorResponse,
          },
        },
      },
      async (request) => {
        const { site, caller } = await siteAndCaller(request, request.params.siteId);
        const schedule = await updateReportSchedule(
          database,
          site,
          caller,
          request.params.scheduleId,
          request.body,
        );
        return { results: schedule };
      },
    );

    app.delete(
      ONE,
      {
        schema: {
          summary: 'Delete a scheduled report e-mail (its creator or an admin)',
          operationId: 'deleteReportSchedule',
          tags,
          params: reportScheduleParams,
          response: { 200: deleteReportScheduleResponse, 403: errorResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const { site, caller } = await siteAndCaller(request, request.params.siteId);
        await deleteReportSchedule(database, site, caller, request.params.scheduleId);
        return { success: true as const };
      },
    );

    app.post(
      `${ONE}/send`,
      {
        schema: {
          summary: 'E-mail a scheduled report to its recipients now (its creator or an admin)',
          operationId: 'sendReportSchedule',
          tags,
          params: reportScheduleParams,
          response: { 200: sendReportScheduleResponse, 403: errorResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const { site, caller } = await siteAndCaller(request, request.params.siteId);
        const jobId = await sendReportScheduleNow(
          database,
          site,
          caller,
          request.params.scheduleId,
        );
        app.jobs.nudge();
        return { results: { jobId } };
      },
    );

    app.get(
      '/api/sites/:siteId/reportRecipients',
      {
        schema: {
          summary: "List the members of a site's project a report may be e-mailed to",
          operationId: 'getReportRecipients',
          tags,
          params: siteIdParams,
          response: { 200: reportRecipientsResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const { site, caller } = await siteAndCaller(request, request.params.siteId);
        return { results: await reportRecipients(database, site, caller) };
      },
    );
  };
