/**
 * Kiosk management (spec 002 §7 GET /api/kiosks/site/{siteId}, POST /api/kiosk/share; issue 15):
 * list, create, edit, delete, revoke, re-issue and share a site's kiosks — for the admins and
 * superAdmins of the site's project (decision 019): a member without the role gets 403, anyone
 * else the same 404 as for an unknown site or kiosk.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  kioskInput,
  kioskParams,
  kioskResponse,
  shareKioskBody,
  shareKioskResponse,
  siteKiosksParams,
  siteKiosksResponse,
  successResponse,
} from '@airboard/shared/api';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/connect';
import type { MailQueue } from '../../jobs/email-job';
import { kioskForAdministrator, siteForAdministrator } from '../../plugins/access';
import { requireAuth } from '../../plugins/auth';
import { shareKiosk } from './kiosk-share.service';
import type { KioskScreens } from './kiosk-screens';
import {
  ADMINS_ONLY,
  createKiosk,
  deleteKiosk,
  listSiteKiosks,
  reissueKiosk,
  revokeKiosk,
  updateKiosk,
} from './kiosks.service';

const failures = { 403: errorResponse, 404: errorResponse };
const tags = ['kiosks'];

export interface KioskRouteDeps {
  database: DatabaseHandle;
  config: Pick<Config, 'PUBLIC_URL'>;
  /** Queues the share e-mails as durable jobs. */
  mailer: MailQueue;
  kioskScreens: KioskScreens;
}

export const kioskRoutes =
  ({ database: { db }, config, mailer, kioskScreens }: KioskRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = { db, config, screens: kioskScreens };

    app.get(
      '/api/kiosks/site/:siteId',
      {
        schema: {
          summary: "List a site's kiosks with their links and whether a screen shows them (admins)",
          operationId: 'getSiteKiosks',
          tags,
          params: siteKiosksParams,
          response: { 200: siteKiosksResponse, ...failures },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const site = await siteForAdministrator(db, auth, request.params.siteId, ADMINS_ONLY);
        return { results: await listSiteKiosks(deps, request, site) };
      },
    );

    app.post(
      '/api/kiosks/site/:siteId',
      {
        schema: {
          summary: 'Create a kiosk of a site, with a new public link (admins)',
          operationId: 'createKiosk',
          tags,
          params: siteKiosksParams,
          body: kioskInput,
          response: { 200: kioskResponse, ...failures },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const site = await siteForAdministrator(db, auth, request.params.siteId, ADMINS_ONLY);
        return { results: await createKiosk(deps, request, site, auth.userId, request.body) };
      },
    );

    app.put(
      '/api/kiosks/:kioskId',
      {
        schema: {
          summary: "Save a kiosk's name, type, zone, measurements and offline e-mail (admins)",
          operationId: 'updateKiosk',
          tags,
          params: kioskParams,
          body: kioskInput,
          response: { 200: kioskResponse, ...failures },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const target = await kioskForAdministrator(db, auth, request.params.kioskId, ADMINS_ONLY);
        return { results: await updateKiosk(deps, request, target, auth.userId, request.body) };
      },
    );

    app.delete(
      '/api/kiosks/:kioskId',
      {
        schema: {
          summary: 'Delete a kiosk; its link stops working (admins)',
          operationId: 'deleteKiosk',
          tags,
          params: kioskParams,
          response: { 200: successResponse, ...failures },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const { kiosk } = await kioskForAdministrator(
          db,
          auth,
          request.params.kioskId,
          ADMINS_ONLY,
        );
        await deleteKiosk(deps, kiosk);
        return { success: true as const };
      },
    );

    app.post(
      '/api/kiosks/:kioskId/revoke',
      {
        schema: {
          summary: "Revoke a kiosk's link: its public calls answer 404 at once (admins)",
          operationId: 'revokeKiosk',
          tags,
          params: kioskParams,
          response: { 200: kioskResponse, ...failures },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const target = await kioskForAdministrator(db, auth, request.params.kioskId, ADMINS_ONLY);
        return { results: await revokeKiosk(deps, request, target) };
      },
    );

    app.post(
      '/api/kiosks/:kioskId/reissue',
      {
        schema: {
          summary: 'Give a kiosk a new public link; the old one stays dead (admins)',
          operationId: 'reissueKiosk',
          tags,
          params: kioskParams,
          response: { 200: kioskResponse, ...failures },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const target = await kioskForAdministrator(db, auth, request.params.kioskId, ADMINS_ONLY);
        return { results: await reissueKiosk(deps, request, target) };
      },
    );

    app.post(
      '/api/kiosk/share',
      {
        schema: {
          summary: "E-mail a kiosk's public link to up to 20 addresses (admins; rate-limited)",
          operationId: 'shareKiosk',
          tags,
          body: shareKioskBody,
          response: {
            200: shareKioskResponse,
            ...failures,
            409: errorResponse,
            429: errorResponse,
          },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const target = await kioskForAdministrator(db, auth, request.body.kiosk, ADMINS_ONLY);
        const sent = await shareKiosk(
          { db, mailer, config },
          request,
          auth.userId,
          target,
          request.body.emails,
        );
        return { success: true as const, sent };
      },
    );
  };
