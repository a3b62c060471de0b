/**
 * Schedule routes (issue 19): a site's schedule groups (GET and POST
 * /api/sites/{siteId}/scheduleGroups, GET, PUT and DELETE …/{groupId}) and the history of their
 * scheduled writes (GET …/{groupId}/writes), the project's holiday calendars (GET and POST
 * /api/projects/{projectId}/holidayCalendars, PUT and DELETE …/{calendarId}), and a point's
 * schedule for the zone page (GET /api/points/{uuid}/schedule, beside the point's write endpoint).
 * The project's members read; its admins write (403 for other members, 404 for other projects).
 * Groups are created and changed only on a site that can be scheduled (409 otherwise); a group of
 * a site that no longer can be is still read and deleted.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deleteScheduleObjectResponse,
  errorResponse,
  holidayCalendarInput,
  holidayCalendarParams,
  holidayCalendarResponse,
  holidayCalendarsResponse,
  pointScheduleResponse,
  pointUuidParams,
  projectIdParams,
  scheduledWritesQuery,
  scheduledWritesResponse,
  scheduleGroupInput,
  scheduleGroupParams,
  scheduleGroupResponse,
  scheduleGroupsResponse,
  siteIdParams,
} from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import type { DatabaseHandle } from '../../db/connect';
import {
  requireAdministrator,
  roleInProject,
  siteForAdministrator,
  siteForMember,
} from '../../plugins/access';
import { requireAuth } from '../../plugins/auth';
import {
  createHolidayCalendar,
  deleteHolidayCalendar,
  listHolidayCalendars,
  updateHolidayCalendar,
} from './holiday-calendars.service';
import {
  createScheduleGroup,
  deleteScheduleGroup,
  getScheduleGroup,
  listScheduleGroups,
  requireSchedulable,
  updateScheduleGroup,
} from './schedule-groups.service';
import { listScheduledWrites, pointSchedule } from './schedule-writes.service';

const tags = ['schedules'];
const GROUPS = '/api/sites/:siteId/scheduleGroups';
const GROUP = `${GROUPS}/:groupId`;
const CALENDARS = '/api/projects/:projectId/holidayCalendars';
const CALENDAR = `${CALENDARS}/:calendarId`;
const success = { success: true as const };
/** An admin's change: refused to other members (403) and projects (404), or in conflict (409). */
const savedAs = <Saved>(saved: Saved) => ({
  200: saved,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
});

export const scheduleRoutes =
  ({
    database,
    clock,
  }: {
    database: DatabaseHandle;
    /** The scheduler's clock, which a point's value now and next change are read on. */
    clock: () => Date;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = database;

    /** The site, when the caller may change its schedules; the caller's id. */
    async function administeredSite(request: FastifyRequest, siteId: string) {
      const auth = requireAuth(request);
      const site = await siteForAdministrator(db, auth, siteId, messages.scheduleAdminsOnly);
      return { site, userId: auth.userId };
    }

    /** The project, when the caller may change its calendars; the caller's id. */
    async function administeredProject(request: FastifyRequest, projectId: string) {
      const auth = requireAuth(request);
      requireAdministrator(await roleInProject(db, auth, projectId), messages.scheduleAdminsOnly);
      return auth.userId;
    }

    app.get(
      GROUPS,
      {
        schema: {
          summary: "List a site's schedule groups",
          operationId: 'getScheduleGroups',
          tags,
          params: siteIdParams,
          response: { 200: scheduleGroupsResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const site = await siteForMember(db, requireAuth(request), request.params.siteId);
        return { results: await listScheduleGroups(database, site) };
      },
    );

    app.post(
      GROUPS,
      {
        schema: {
          summary: 'Create a schedule group of writable points (admins)',
          operationId: 'createScheduleGroup',
          tags,
          params: siteIdParams,
          body: scheduleGroupInput,
          response: savedAs(scheduleGroupResponse),
        },
      },
      async (request) => {
        const { site, userId } = await administeredSite(request, request.params.siteId);
        requireSchedulable(site);
        return { results: await createScheduleGroup(database, site, userId, request.body) };
      },
    );

    app.get(
      GROUP,
      {
        schema: {
          summary: 'Get a schedule group',
          operationId: 'getScheduleGroup',
          tags,
          params: scheduleGroupParams,
          response: { 200: scheduleGroupResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const site = await siteForMember(db, requireAuth(request), request.params.siteId);
        return { results: await getScheduleGroup(database, site, request.params.groupId) };
      },
    );

    app.put(
      GROUP,
      {
        schema: {
          summary: 'Replace a schedule group whole (admins)',
          operationId: 'updateScheduleGroup',
          tags,
          params: scheduleGroupParams,
          body: scheduleGroupInput,
          response: savedAs(scheduleGroupResponse),
        },
      },
      async (request) => {
        const { site, userId } = await administeredSite(request, request.params.siteId);
        requireSchedulable(site);
        const group = await updateScheduleGroup(
          database,
          site,
          userId,
          request.params.groupId,
          request.body,
        );
        return { results: group };
      },
    );

    app.delete(
      GROUP,
      {
        schema: {
          summary: 'Delete a schedule group and its history (admins)',
          operationId: 'deleteScheduleGroup',
          tags,
          params: scheduleGroupParams,
          response: { 200: deleteScheduleObjectResponse, 403: errorResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const { site, userId } = await administeredSite(request, request.params.siteId);
        await deleteScheduleGroup(database, site, userId, request.params.groupId);
        return success;
      },
    );

    app.get(
      `${GROUP}/writes`,
      {
        schema: {
          summary: "List a schedule group's scheduled writes with their read-back, newest first",
          operationId: 'getScheduledWrites',
          tags,
          params: scheduleGroupParams,
          querystring: scheduledWritesQuery,
          response: { 200: scheduledWritesResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const site = await siteForMember(db, requireAuth(request), request.params.siteId);
        return listScheduledWrites(database, site, request.params.groupId, request.query);
      },
    );

    app.get(
      '/api/points/:uuid/schedule',
      {
        schema: {
          summary: "Get a point's schedule: its group, value now, next change and manual override",
          operationId: 'getPointSchedule',
          tags,
          params: pointUuidParams,
          response: { 200: pointScheduleResponse, 404: errorResponse },
        },
      },
      async (request) => ({
        results: await pointSchedule(database, requireAuth(request), request.params.uuid, clock()),
      }),
    );

    app.get(
      CALENDARS,
      {
        schema: {
          summary: "List a project's holiday calendars",
          operationId: 'getHolidayCalendars',
          tags,
          params: projectIdParams,
          response: { 200: holidayCalendarsResponse, 404: errorResponse },
        },
      },
      async (request) => {
        await roleInProject(db, requireAuth(request), request.params.projectId);
        return { results: await listHolidayCalendars(database, request.params.projectId) };
      },
    );

    app.post(
      CALENDARS,
      {
        schema: {
          summary: 'Create a holiday calendar (admins)',
          operationId: 'createHolidayCalendar',
          tags,
          params: projectIdParams,
          body: holidayCalendarInput,
          response: savedAs(holidayCalendarResponse),
        },
      },
      async (request) => {
        const { projectId } = request.params;
        const userId = await administeredProject(request, projectId);
        return { results: await createHolidayCalendar(database, projectId, userId, request.body) };
      },
    );

    app.put(
      CALENDAR,
      {
        schema: {
          summary: 'Replace a holiday calendar whole (admins); the groups following it re-plan',
          operationId: 'updateHolidayCalendar',
          tags,
          params: holidayCalendarParams,
          body: holidayCalendarInput,
          response: savedAs(holidayCalendarResponse),
        },
      },
      async (request) => {
        const { projectId, calendarId } = request.params;
        const userId = await administeredProject(request, projectId);
        const calendar = await updateHolidayCalendar(
          database,
          projectId,
          userId,
          calendarId,
          request.body,
        );
        return { results: calendar };
      },
    );

    app.delete(
      CALENDAR,
      {
        schema: {
          summary: 'Delete a holiday calendar no schedule group follows (admins)',
          operationId: 'deleteHolidayCalendar',
          tags,
          params: holidayCalendarParams,
          response: savedAs(deleteScheduleObjectResponse),
        },
      },
      async (request) => {
        const { projectId, calendarId } = request.params;
        const userId = await administeredProject(request, projectId);
        await deleteHolidayCalendar(database, projectId, userId, calendarId);
        return success;
      },
    );
  };
