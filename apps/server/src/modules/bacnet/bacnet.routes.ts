/**
 * A site's BACnet/IP settings (issue 21): GET and PUT /api/sites/{siteId}/bacnet, for the admins
 * and superAdmins of the site's project — a member without the role gets 403, anyone else the
 * same 404 as for an unknown site. And its discovery, GET (how it stands) and POST (start one)
 * /api/sites/{siteId}/bacnet/discovery, for those who may use the onboarding wizard (staff); 404
 * for a site not read over BACnet. The site's building system answers the wizard from the stored
 * discovery (bacnet-discovery.service.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bacnetDiscovery,
  bacnetSettings,
  bacnetSettingsBody,
  bacnetSettingsParams,
  errorResponse,
} from '@airboard/shared/api';
import type { BuildingSystems } from '../../bas/building-systems';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/connect';
import { HttpError } from '../../lib/http-error';
import { siteForAdministrator, siteForOnboarding } from '../../plugins/access';
import { requireAuth } from '../../plugins/auth';
import {
  BACNET_ADMINS_ONLY,
  checkBacnetReach,
  readBacnetSettings,
  saveBacnetSettings,
} from './bacnet-settings.service';
import { readDiscovery, startDiscovery, storedDevices } from './bacnet-discovery.service';

const PATH = '/api/sites/:siteId/bacnet';
// A site's settings: listed with the site's other calls.
const tags = ['sites'];
const failures = { 403: errorResponse, 404: errorResponse };
/** The discovery's 404 for a site whose BACnet settings are off. */
export const NOT_READ_OVER_BACNET = 'This site is not read over BACnet';

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
    buildingSystems.useStoredDiscoveries((siteId) => storedDevices(db, siteId));

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

    /**
     * The site, for a caller who may use the wizard, with its BACnet system: the settings are read
     * afresh, as another process may have saved them since this one last polled.
     */
    const discoverable = async (request: FastifyRequest, siteId: string) => {
      const auth = requireAuth(request);
      const site = await siteForOnboarding(db, auth, siteId);
      buildingSystems.useBacnetSettings(site.id, await readBacnetSettings(db, site.id));
      const system = buildingSystems.bacnetOf(site);
      if (!system) {
        throw new HttpError(404, NOT_READ_OVER_BACNET);
      }
      return { auth, site, system };
    };

    app.get(
      `${PATH}/discovery`,
      {
        schema: {
          summary: "How the site's BACnet discovery stands (staff)",
          operationId: 'getSiteBacnetDiscovery',
          tags: ['onboarding'],
          params: bacnetSettingsParams,
          response: { 200: bacnetDiscovery, ...failures },
        },
      },
      async (request) => {
        const { site } = await discoverable(request, request.params.siteId);
        return readDiscovery(db, site.id);
      },
    );

    app.post(
      `${PATH}/discovery`,
      {
        schema: {
          summary:
            "Discover the site's BACnet devices and points in the background, unless a discovery runs (staff)",
          operationId: 'startSiteBacnetDiscovery',
          tags: ['onboarding'],
          params: bacnetSettingsParams,
          response: { 202: bacnetDiscovery, ...failures },
        },
      },
      async (request, reply) => {
        const { auth, site, system } = await discoverable(request, request.params.siteId);
        const discovery = await startDiscovery(
          db,
          system,
          { siteId: site.id, userId: auth.userId },
          request.log,
        );
        return reply.code(202).send(discovery);
      },
    );
  };
