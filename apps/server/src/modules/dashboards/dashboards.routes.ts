/**
 * Dashboards of a project (spec 001): the list the side navigator and selection read, and one
 * dashboard with its edits — create, name and defaults, sections, cards, multipoint points,
 * delete. Every member of the project may read and edit (decision 016); a member of another
 * project gets the same 404 as for an unknown project. Every edit names the version it was made
 * on and answers the dashboard after it; an edit on an older version gets 409.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DASHBOARD_FILE_MAX_BYTES,
  addCardBody,
  addMultipointPointBody,
  addSectionBody,
  cardParams,
  createDashboardBody,
  dashboardParams,
  dashboardFile,
  dashboardFileName,
  dashboardFileProblem,
  dashboardResponse,
  deleteDashboardResponse,
  errorResponse,
  importDashboardResponse,
  listDashboardsResponse,
  moveCardBody,
  multipointPointParams,
  projectIdParams,
  sectionParams,
  updateDashboardBody,
  updateSectionBody,
  versionQuery,
} from '@airboard/shared/api';
import type { FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../../db/connect';
import { attachmentHeader } from '../../lib/attachment';
import { HttpError, notFound } from '../../lib/http-error';
import { isMember } from '../../plugins/access';
import { requireAuth } from '../../plugins/auth';
import {
  addCard,
  addMultipointPoint,
  addSection,
  createDashboard,
  deleteCard,
  deleteDashboard,
  deleteSection,
  getDashboard,
  moveCard,
  removeMultipointPoint,
  updateDashboard,
  updateSection,
} from './dashboard-editing.service';
import { exportDashboard, importDashboard } from './dashboard-transfer.service';
import { listDashboards } from './dashboards.service';

const failures = { 404: errorResponse, 409: errorResponse, 422: errorResponse };
const tags = ['dashboards'];
const BASE = '/api/projects/:projectId/dashboards';

export const dashboardRoutes =
  ({ database }: { database: DatabaseHandle }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = database;
    /** The signed-in user, a member of the route's project (404 otherwise). */
    const member = async (request: FastifyRequest, projectId: string) => {
      const { userId } = requireAuth(request);
      if (!(await isMember(db, userId, projectId))) {
        throw notFound('Project not found');
      }
      return userId;
    };

    app.get(
      BASE,
      {
        schema: {
          summary: "List a project's dashboards",
          operationId: 'getProjectDashboards',
          tags,
          params: projectIdParams,
          response: { 200: listDashboardsResponse, 404: errorResponse },
        },
      },
      async (request) => {
        await member(request, request.params.projectId);
        return { results: await listDashboards(db, request.params.projectId) };
      },
    );

    app.post(
      BASE,
      {
        schema: {
          summary: 'Create a dashboard (empty, project level)',
          operationId: 'createDashboard',
          tags,
          params: projectIdParams,
          body: createDashboardBody,
          response: { 200: dashboardResponse, ...failures },
        },
      },
      async (request) => {
        const userId = await member(request, request.params.projectId);
        const { projectId } = request.params;
        return { results: await createDashboard(database, projectId, userId, request.body) };
      },
    );

    app.get(
      `${BASE}/:dashboardId`,
      {
        schema: {
          summary: 'Get a dashboard with its sections and cards',
          operationId: 'getDashboard',
          tags,
          params: dashboardParams,
          response: { 200: dashboardResponse, 404: errorResponse },
        },
      },
      async (request) => {
        await member(request, request.params.projectId);
        const { projectId, dashboardId } = request.params;
        return { results: await getDashboard(database, projectId, dashboardId) };
      },
    );

    app.patch(
      `${BASE}/:dashboardId`,
      {
        schema: {
          summary: "Change a dashboard's name, description or default site and zone",
          operationId: 'updateDashboard',
          tags,
          params: dashboardParams,
          body: updateDashboardBody,
          response: { 200: dashboardResponse, ...failures },
        },
      },
      async (request) => {
        await member(request, request.params.projectId);
        const { projectId, dashboardId } = request.params;
        return { results: await updateDashboard(database, projectId, dashboardId, request.body) };
      },
    );

    app.delete(
      `${BASE}/:dashboardId`,
      {
        schema: {
          summary: 'Delete a dashboard',
          operationId: 'deleteDashboard',
          tags,
          params: dashboardParams,
          querystring: versionQuery,
          response: { 200: deleteDashboardResponse, ...failures },
        },
      },
      async (request) => {
        await member(request, request.params.projectId);
        const { projectId, dashboardId } = request.params;
        await deleteDashboard(database, projectId, dashboardId, request.query.version);
        return { success: true as const };
      },
    );

    app.post(
      `${BASE}/:dashboardId/sections`,
      {
        schema: {
          summary: 'Add a section at the end of a dashboard',
          operationId: 'addDashboardSection',
          tags,
          params: dashboardParams,
          body: addSectionBody,
          response: { 200: dashboardResponse, ...failures },
        },
      },
      async (request) => {
        await member(request, request.params.projectId);
        const { projectId, dashboardId } = request.params;
        return { results: await addSection(database, projectId, dashboardId, request.body) };
      },
    );

    app.patch(
      `${BASE}/:dashboardId/sections/:sectionId`,
      {
        schema: {
          summary: 'Rename, collapse or expand a section',
          operationId: 'updateDashboardSection',
          tags,
          params: sectionParams,
          body: updateSectionBody,
          response: { 200: dashboardResponse, ...failures },
        },
      },
      async (request) => {
        await member(request, request.params.projectId);
        const { projectId, dashboardId, sectionId } = request.params;
        return {
          results: await updateSection(database, projectId, dashboardId, sectionId, request.body),
        };
      },
    );

    app.delete(
      `${BASE}/:dashboardId/sections/:sectionId`,
      {
        schema: {
          summary: 'Delete a section and its cards',
          operationId: 'deleteDashboardSection',
          tags,
          params: sectionParams,
          querystring: versionQuery,
          response: { 200: dashboardResponse, ...failures },
        },
      },
      async (request) => {
        await member(request, request.params.projectId);
        const { projectId, dashboardId, sectionId } = request.params;
        const { version } = request.query;
        return {
          results: await deleteSection(database, projectId, dashboardId, sectionId, version),
        };
      },
    );

    app.post(
      `${BASE}/:dashboardId/cards`,
      {
        schema: {
          summary: 'Add a point, link or multipoint card at the end of a section',
          operationId: 'addDashboardCard',
          tags,
          params: dashboardParams,
          body: addCardBody,
          response: { 200: dashboardResponse, ...failures },
        },
      },
      async (request) => {
        await member(request, request.params.projectId);
        const { projectId, dashboardId } = request.params;
        return { results: await addCard(database, projectId, dashboardId, request.body) };
      },
    );

    app.patch(
      `${BASE}/:dashboardId/cards/:cardId`,
      {
        schema: {
          summary: 'Move a card to a section and position',
          operationId: 'moveDashboardCard',
          tags,
          params: cardParams,
          body: moveCardBody,
          response: { 200: dashboardResponse, ...failures },
        },
      },
      async (request) => {
        await member(request, request.params.projectId);
        const { projectId, dashboardId, cardId } = request.params;
        return {
          results: await moveCard(database, projectId, dashboardId, cardId, request.body),
        };
      },
    );

    app.delete(
      `${BASE}/:dashboardId/cards/:cardId`,
      {
        schema: {
          summary: 'Delete a card',
          operationId: 'deleteDashboardCard',
          tags,
          params: cardParams,
          querystring: versionQuery,
          response: { 200: dashboardResponse, ...failures },
        },
      },
      async (request) => {
        await member(request, request.params.projectId);
        const { projectId, dashboardId, cardId } = request.params;
        const { version } = request.query;
        return { results: await deleteCard(database, projectId, dashboardId, cardId, version) };
      },
    );

    app.post(
      `${BASE}/:dashboardId/cards/:cardId/points`,
      {
        schema: {
          summary: "Add a point card's point to a multipoint card",
          operationId: 'addMultipointPoint',
          tags,
          params: cardParams,
          body: addMultipointPointBody,
          response: { 200: dashboardResponse, ...failures },
        },
      },
      async (request) => {
        await member(request, request.params.projectId);
        const { projectId, dashboardId, cardId } = request.params;
        return {
          results: await addMultipointPoint(database, projectId, dashboardId, cardId, request.body),
        };
      },
    );

    app.delete(
      `${BASE}/:dashboardId/cards/:cardId/points/:pointId`,
      {
        schema: {
          summary: 'Remove a point from a multipoint card',
          operationId: 'removeMultipointPoint',
          tags,
          params: multipointPointParams,
          querystring: versionQuery,
          response: { 200: dashboardResponse, ...failures },
        },
      },
      async (request) => {
        await member(request, request.params.projectId);
        const { projectId, dashboardId, cardId, pointId } = request.params;
        const { version } = request.query;
        return {
          results: await removeMultipointPoint(
            database,
            projectId,
            dashboardId,
            cardId,
            pointId,
            version,
          ),
        };
      },
    );

    app.get(
      `${BASE}/:dashboardId/export`,
      {
        schema: {
          summary: 'Export a dashboard as a file (sites, zones and points by id and name)',
          operationId: 'exportDashboard',
          tags,
          params: dashboardParams,
          response: { 200: dashboardFile, 404: errorResponse },
        },
      },
      async (request, reply) => {
        await member(request, request.params.projectId);
        const { projectId, dashboardId } = request.params;
        const file = await exportDashboard(database, projectId, dashboardId);
        const fileName = dashboardFileName(file.dashboard.name);
        void reply.header('content-disposition', attachmentHeader(fileName));
        return file;
      },
    );

    app.post(
      `${BASE}/import`,
      {
        schema: {
          summary: 'Create a dashboard from an exported file, mapping its sites, zones and points',
          operationId: 'importDashboard',
          tags,
          params: projectIdParams,
          body: dashboardFile,
          response: { 200: importDashboardResponse, 400: errorResponse, 404: errorResponse },
        },
        bodyLimit: DASHBOARD_FILE_MAX_BYTES,
        // A file that is not a dashboard file gets the message the import dialog shows for it,
        // not the generic validation message (and only once the caller may import here at all).
        attachValidation: true,
      },
      async (request) => {
        const userId = await member(request, request.params.projectId);
        if (request.validationError) {
          const parsed = dashboardFile.safeParse(request.body);
          throw new HttpError(
            400,
            parsed.success ? request.validationError.message : dashboardFileProblem(parsed.error),
          );
        }
        return importDashboard(database, request.params.projectId, userId, request.body);
      },
    );
  };
