/**
 * A site's BACnet/IP settings (issue 21): GET and PUT /api/sites/{siteId}/bacnet, for the admins
 * and superAdmins of the site's project — a member without the role gets 403, anyone else the
 * same 404 as for an unknown site.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bacnetSettings,
  bacnetSettingsBody,
  bacnetSettingsParams,
  errorResponse,
} from '@airboard/shared/api';
import type { BuildingSystems } from '../../bas/building-systems';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/connect';
import { siteForAdministrator } from '../../plugins/access';
import { requireAuth } from '../../plugins/auth';
import {
  BACNET_ADMINS_ONLY,
  checkBacnetReach,
  readBacnetSettings,
  saveBacnetSettings,
} from './bacnet-settings.service';

const PATH = '/api/sites/:siteId/bacnet';
// A site's settings: listed with the site's other calls.
const tags = ['sites'];
const failures = { 403: errorResponse, 404: errorResponse };

export const bacnetRoutes =
  ({
    database: { db },
    buildingSystems,
    config,
  }: {
    database: DatabaseHandle;
    buildingSystems: BuildingSystems;
    config: Pick<Config, 'BACNET_NETWORKS'>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    /** The caller and the site, when they administer its project: 403 for its other members, else 404. */
    const administrator = async (request: FastifyRequest, siteId: string) => {
      const auth = requireAuth(request);
      return { auth, site: await siteForAdministrator(db, auth, siteId, BACNET_ADMINS_ONLY) };
    };

    app.get(
      PATH,
      {
        schema: {
          summary: "Get the site's BACnet/IP settings (admins)",
          operationId: 'getSiteBacnetSettings',
          tags,
          params: bacnetSettingsParams,
          response: { 200: bacnetSettings, ...failures },
        },
      },
      async (request) => {
        const { site } = await administrator(request, request.params.siteId);
        return readBacnetSettings(db, site.id);
      },
    );

    app.put(
      PATH,
      {
        schema: {
          summary:
            "Replace the site's BACnet/IP settings; its building system reconnects with them at its next use (admins)",
          operationId: 'putSiteBacnetSettings',
          tags,
          params: bacnetSettingsParams,
          body: bacnetSettingsBody,
          response: { 200: bacnetSettings, ...failures },
        },
      },
      async (request) => {
        const { auth, site } = await administrator(request, request.params.siteId);
        checkBacnetReach(request.body, config.BACNET_NETWORKS);
        return saveBacnetSettings(
          db,
          buildingSystems,
          { userId: auth.userId, projectId: site.projectId },
          site.id,
          request.body,
        );
      },
    );
  };
