/**
 * The address a project's public status page is published under (issue 17): GET for any of its
 * members, PUT (publish or move) and DELETE (unpublish) for its admins and superAdmins — a member
 * without the role gets 403, anyone else the same 404 as for an unknown project.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  statusPageSettings,
  statusPageSettingsBody,
  statusPageSettingsParams,
} from '@airboard/shared/api';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/connect';
import type { PublicAnswerCache } from '../../lib/public-answer-cache';
import { requireAdministrator, roleInProject } from '../../plugins/access';
import { requireAuth } from '../../plugins/auth';
import {
  publishStatusPage,
  readStatusPageSettings,
  STATUS_PAGE_ADMINS_ONLY,
  type StatusPageSettingsDeps,
} from './status-page-settings.service';

const PATH = '/api/projects/:projectId/statusPage';
const tags = ['status'];
const failures = { 403: errorResponse, 404: errorResponse };

export const statusPageSettingsRoutes =
  ({
    database: { db },
    config,
    statusPages,
  }: {
    database: DatabaseHandle;
    config: Config;
    statusPages: PublicAnswerCache;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const deps: StatusPageSettingsDeps = { db, config, statusPages };
    /** The caller, when they administer the path's project: 403 for its other members, else 404. */
    const administrator = async (request: FastifyRequest, projectId: string) => {
      const auth = requireAuth(request);
      requireAdministrator(await roleInProject(db, auth, projectId), STATUS_PAGE_ADMINS_ONLY);
      return auth;
    };

    app.get(
      PATH,
      {
        schema: {
          summary: "Get the address the project's public status page is published under",
          operationId: 'getStatusPageSettings',
          tags,
          params: statusPageSettingsParams,
          response: { 200: statusPageSettings, 404: errorResponse },
        },
      },
      async (request) => {
        const { projectId } = request.params;
        await roleInProject(db, requireAuth(request), projectId);
        return readStatusPageSettings(deps, request, projectId);
      },
    );

    app.put(
      PATH,
      {
        schema: {
          summary:
            "Publish the project's status page under an address, or move it there; the old address answers 404 at once (admins)",
          operationId: 'publishStatusPage',
          tags,
          params: statusPageSettingsParams,
          body: statusPageSettingsBody,
          response: { 200: statusPageSettings, ...failures, 409: errorResponse },
        },
      },
      async (request) => {
        const { projectId } = request.params;
        const auth = await administrator(request, projectId);
        return publishStatusPage(deps, request, auth, projectId, request.body.slug);
      },
    );

    app.delete(
      PATH,
      {
        schema: {
          summary: "Unpublish the project's status page; its address answers 404 at once (admins)",
          operationId: 'unpublishStatusPage',
          tags,
          params: statusPageSettingsParams,
          response: { 200: statusPageSettings, ...failures },
        },
      },
      async (request) => {
        const { projectId } = request.params;
        const auth = await administrator(request, projectId);
        return publishStatusPage(deps, request, auth, projectId, null);
      },
    );
  };
