/**
 * Devices (spec 002 §7 GET /api/sites/{siteId}/devices, POST /api/devices/{objectId}; issue 16):
 * a site's device list and the Device Info rename — for the admins and superAdmins of the
 * project: a member without the role gets 403, anyone else the same 404 as for an unknown site or
 * device. The rename body is strict: a request carrying any field besides deviceName is a 400.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deviceParams,
  deviceResponse,
  errorResponse,
  renameDeviceBody,
  siteDevicesParams,
  siteDevicesResponse,
} from '@airboard/shared/api';
import type { DatabaseHandle } from '../../db/connect';
import { deviceForAdministrator, siteForAdministrator } from '../../plugins/access';
import { requireAuth } from '../../plugins/auth';
import { ADMINS_ONLY, listSiteDevices, renameDevice } from './devices.service';

const failures = { 403: errorResponse, 404: errorResponse };
const tags = ['devices'];

export const deviceRoutes =
  ({ database: { db } }: { database: DatabaseHandle }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/sites/:siteId/devices',
      {
        schema: {
          summary: "List a site's devices with their signal, zone and connected status (admins)",
          operationId: 'getSiteDevices',
          tags,
          params: siteDevicesParams,
          response: { 200: siteDevicesResponse, ...failures },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const site = await siteForAdministrator(db, auth, request.params.siteId, ADMINS_ONLY);
        return { results: await listSiteDevices(db, site) };
      },
    );

    app.post(
      '/api/devices/:objectId',
      {
        schema: {
          summary: 'Rename a device; nothing else about it may change (admins)',
          operationId: 'renameDevice',
          tags,
          params: deviceParams,
          body: renameDeviceBody,
          response: { 200: deviceResponse, ...failures },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const device = await deviceForAdministrator(db, auth, request.params.objectId, ADMINS_ONLY);
        return { results: await renameDevice(db, auth, device, request.body.deviceName) };
      },
    );
  };
