/**
 * The installer's calls (spec 002 §6, §7; issue 16), public: no sign-in, only the link the
 * installer was given — a kit's (/konboarding/{id}) or a device's (/do/{id}). The reads take it
 * in the path, the writes in ONBOARDING_LINK_HEADER, and each reaches only what its link covers
 * (onboarding-links.ts). A link that opens nothing is the one 404, whatever its shape. GET
 * /api/devices/{id} also answers a device's objectId, to the admins of its project. Every call is
 * rate-limited per client address (onboarding-rate-limits.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createOnboardingSiteBody,
  createOnboardingZoneBody,
  createOnboardingZoneParams,
  deviceLookupParams,
  deviceLookupResponse,
  errorResponse,
  kitDevicesResponse,
  kitLinkParams,
  ONBOARDING_LINK_HEADER,
  onboardDeviceBody,
  onboardDeviceParams,
  onboardDeviceResponse,
  onboardingLinkHeaders,
  onboardingSiteResponse,
  onboardingZoneResponse,
  publicKitResponse,
} from '@airboard/shared/api';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/connect';
import { deviceForAdministrator } from '../../plugins/access';
import { requireAuth } from '../../plugins/auth';
import { ADMINS_ONLY } from '../devices/devices.service';
import { onboardDevice } from './device-onboarding';
import { completeKitWhenDone } from './kit-hand-over';
import { kitDevices, onboardingDeviceOf, projectSites, publicKitOf } from './onboarding-devices';
import { isLinkId, linkedDevice, linkNotFound, onboardingLink, openKit } from './onboarding-links';
import { onboardingSite, onboardingZone } from './onboarding-places';
import { onboardingReadLimit, onboardingWriteLimit } from './onboarding-rate-limits';

const tags = ['devices'];
/** Reads by a link in the path: a malformed one is answered like an unknown one, not with a 400. */
const publicRead = {
  config: { public: true, rateLimit: onboardingReadLimit },
  attachValidation: true,
} as const;
const publicWrite = { config: { public: true, rateLimit: onboardingWriteLimit } } as const;
const failures = { 404: errorResponse, 429: errorResponse };
const writeDescription = `Send the installer's link id (a kit's or a device's) in the ${ONBOARDING_LINK_HEADER} header; a missing, unknown, revoked or expired link, or anything the link does not cover, is a 404.`;

export const kitOnboardingRoutes =
  ({ database, config }: { database: DatabaseHandle; config: Config }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = database;
    const handOver = { database, config, onMailQueued: () => app.jobs.nudge() };

    app.get(
      '/api/kits/:id',
      {
        ...publicRead,
        schema: {
          summary:
            "A kit by its onboarding link: product, site, status and the link's expiry (public)",
          operationId: 'getPublicKit',
          tags,
          params: kitLinkParams,
          response: { 200: publicKitResponse, ...failures },
        },
      },
      async (request) => {
        if (request.validationError) {
          throw linkNotFound();
        }
        return { results: await publicKitOf(db, await openKit(db, request.params.id)) };
      },
    );

    app.get(
      '/api/kits/:id/devices',
      {
        ...publicRead,
        schema: {
          summary: "A kit's devices by its onboarding link, hub first, then by serial (public)",
          operationId: 'getKitDevices',
          tags,
          params: kitLinkParams,
          response: { 200: kitDevicesResponse, ...failures },
        },
      },
      async (request) => {
        if (request.validationError) {
          throw linkNotFound();
        }
        const kit = await openKit(db, request.params.id);
        return { results: await kitDevices(db, kit.id) };
      },
    );

    app.get(
      '/api/devices/:objectId',
      {
        ...publicRead,
        schema: {
          summary:
            "A device by its onboarding link with its project's sites (public), or by objectId (admins)",
          operationId: 'getDevice',
          tags,
          description:
            "With a device's onboarding link id (/do/{id}) anyone gets the device and the sites of its project it may be put in; with its objectId, an admin of its project gets the device.",
          params: deviceLookupParams,
          response: {
            200: deviceLookupResponse,
            401: errorResponse,
            403: errorResponse,
            ...failures,
          },
        },
      },
      async (request) => {
        const { objectId: id } = request.params;
        if (request.validationError) {
          throw linkNotFound();
        }
        if (isLinkId(id)) {
          const device = await linkedDevice(db, id);
          return {
            results: await onboardingDeviceOf(db, device.id),
            sites: await projectSites(db, device.projectId),
            projectId: device.projectId,
          };
        }
        const auth = requireAuth(request);
        const device = await deviceForAdministrator(db, auth, id, ADMINS_ONLY);
        return { results: await onboardingDeviceOf(db, device.id) };
      },
    );

    app.post(
      '/api/sites',
      {
        ...publicWrite,
        schema: {
          summary: "Create the kit's or the device's site; a repeat answers the same one (public)",
          operationId: 'createOnboardingSite',
          tags,
          description: writeDescription,
          headers: onboardingLinkHeaders,
          body: createOnboardingSiteBody,
          response: { 200: onboardingSiteResponse, ...failures },
        },
      },
      async (request) => {
        const link = await onboardingLink(db, request.headers[ONBOARDING_LINK_HEADER]);
        return { results: await onboardingSite(database, link, request.body) };
      },
    );

    app.post(
      '/api/sites/:siteId/zones',
      {
        ...publicWrite,
        schema: {
          summary: 'Create a room in the site, or answer its room of that name (public)',
          operationId: 'createOnboardingZone',
          tags,
          description: writeDescription,
          headers: onboardingLinkHeaders,
          params: createOnboardingZoneParams,
          body: createOnboardingZoneBody,
          response: { 200: onboardingZoneResponse, ...failures },
        },
      },
      async (request) => {
        const link = await onboardingLink(db, request.headers[ONBOARDING_LINK_HEADER]);
        const zone = await onboardingZone(database, link, request.params.siteId, request.body.name);
        return { results: zone };
      },
    );

    app.post(
      '/api/devices/:objectId/onboard',
      {
        ...publicWrite,
        schema: {
          summary:
            'Put a sensor in its room (a hub in its site), create its measurements and mark it onboarded (public)',
          operationId: 'onboardDevice',
          tags,
          description: writeDescription,
          headers: onboardingLinkHeaders,
          params: onboardDeviceParams,
          body: onboardDeviceBody,
          response: { 200: onboardDeviceResponse, ...failures },
        },
      },
      async (request) => {
        const link = await onboardingLink(db, request.headers[ONBOARDING_LINK_HEADER]);
        const { objectId } = request.params;
        const { kitId } = await onboardDevice(database, link, objectId, request.body);
        if (kitId) {
          await completeKitWhenDone(handOver, request, kitId);
        }
        return { results: await onboardingDeviceOf(db, objectId) };
      },
    );
  };
