/**
 * Point explorer routes (spec 002 §7): GET /api/querypoints/point/types, GET
 * /api/querypoints/points (a site's points, filtered and paged by the server), and the caller's
 * saved queries of a project: GET and POST /api/querypoints/queries?projectId, PUT (rename) and
 * DELETE /api/querypoints/queries/{queryId}.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deleteSavedQueryResponse,
  errorResponse,
  explorerPointTypesQuery,
  explorerPointTypesResponse,
  pointsQuery,
  pointsResponse,
  renameQueryBody,
  saveQueryBody,
  savedQueriesQuery,
  savedQueriesResponse,
  savedQueryParams,
  savedQueryResponse,
} from '@airboard/shared/api';
import type { DatabaseHandle } from '../../db/connect';
import { notFound } from '../../lib/http-error';
import { siteForMember } from '../../plugins/access';
import { requireAuth } from '../../plugins/auth';
import { explorerPointTypes, searchPoints } from './point-search.service';
import {
  deleteQuery,
  listSavedQueries,
  renameQuery,
  requireMemberOf,
  saveQuery,
} from './saved-queries.service';

const tags = ['point explorer'];
const failures = { 404: errorResponse };
const nameFailures = { 404: errorResponse, 409: errorResponse };

export const queryPointRoutes =
  ({ database: { db } }: { database: DatabaseHandle }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/querypoints/point/types',
      {
        schema: {
          summary: "List the point types a project's points use (the session's project by default)",
          operationId: 'getExplorerPointTypes',
          tags,
          querystring: explorerPointTypesQuery,
          response: { 200: explorerPointTypesResponse, ...failures },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const projectId = request.query.projectId ?? auth.projectId;
        if (projectId === null) {
          throw notFound('Project not found');
        }
        await requireMemberOf(db, auth, projectId);
        return { results: await explorerPointTypes(db, projectId) };
      },
    );

    app.get(
      '/api/querypoints/points',
      {
        schema: {
          summary:
            "Search a site's points by zone, type, alarm status and name, one page at a time",
          operationId: 'searchPoints',
          tags,
          querystring: pointsQuery,
          response: { 200: pointsResponse, ...failures },
        },
      },
      async (request) => {
        const { siteId, ...search } = request.query;
        const site = await siteForMember(db, requireAuth(request), siteId);
        return searchPoints(db, request.log, site, search);
      },
    );

    app.get(
      '/api/querypoints/queries',
      {
        schema: {
          summary: "List the caller's saved point queries in a project",
          operationId: 'getSavedPointQueries',
          tags,
          querystring: savedQueriesQuery,
          response: { 200: savedQueriesResponse, ...failures },
        },
      },
      async (request) => ({
        results: await listSavedQueries(db, requireAuth(request), request.query.projectId),
      }),
    );

    app.post(
      '/api/querypoints/queries',
      {
        schema: {
          summary: "Save the point explorer's filters under a name",
          operationId: 'savePointQuery',
          tags,
          querystring: savedQueriesQuery,
          body: saveQueryBody,
          response: { 200: savedQueryResponse, ...nameFailures },
        },
      },
      async (request) => ({
        results: await saveQuery(db, requireAuth(request), request.query.projectId, request.body),
      }),
    );

    app.put(
      '/api/querypoints/queries/:queryId',
      {
        schema: {
          summary: "Rename one of the caller's saved point queries",
          operationId: 'renamePointQuery',
          tags,
          params: savedQueryParams,
          body: renameQueryBody,
          response: { 200: savedQueryResponse, ...nameFailures },
        },
      },
      async (request) => ({
        results: await renameQuery(
          db,
          requireAuth(request),
          request.params.queryId,
          request.body.name,
        ),
      }),
    );

    app.delete(
      '/api/querypoints/queries/:queryId',
      {
        schema: {
          summary: "Delete one of the caller's saved point queries",
          operationId: 'deletePointQuery',
          tags,
          params: savedQueryParams,
          response: { 200: deleteSavedQueryResponse, ...failures },
        },
      },
      async (request) => {
        await deleteQuery(db, requireAuth(request), request.params.queryId);
        return { success: true as const };
      },
    );
  };
