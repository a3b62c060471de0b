/**
 * The public kiosk calls (spec 002 §6, §7; decision 019), by the kiosk's public id and without a
 * sign-in: GET /api/kiosk/{id}, GET /api/kiosk/{id}/measurements and GET /api/zone/public/{zoneId}
 * ?kioskId. Every id that shows nothing — unknown, revoked, or malformed however long — gets the
 * same 404. Answers may be kept by caches on the way for as long as the server keeps them.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  kioskMeasurementsResponse,
  publicKioskParams,
  publicKioskResponse,
  publicZoneParams,
  publicZoneQuery,
  publicZoneResponse,
} from '@airboard/shared/api';
import { PUBLIC_KIOSK_CACHE_MS } from '@airboard/shared/rules';
import type { DatabaseHandle } from '../../db/connect';
import { notFound } from '../../lib/http-error';
import type { KioskScreens } from './kiosk-screens';
import {
  KIOSK_NOT_FOUND,
  kioskMeasurements,
  publicKiosk,
  publicZone,
} from './public-kiosk.service';

const tags = ['kiosks'];
/** Open to anyone; a malformed id is answered like an unknown one, not with a 400. */
const publicRoute = { config: { public: true }, attachValidation: true } as const;
const CACHE_CONTROL = `public, max-age=${PUBLIC_KIOSK_CACHE_MS / 1000}`;

/**
 * The answer of a request whose ids parsed, marked cacheable once there is one (a 404 or a 503 is
 * never kept); the one 404 for a request whose ids did not even parse.
 */
async function cacheable<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: () => Promise<T>,
): Promise<T> {
  if (request.validationError) {
    throw notFound(KIOSK_NOT_FOUND);
  }
  const value = await answer();
  void reply.header('cache-control', CACHE_CONTROL);
  return value;
}

export const publicKioskRoutes =
  ({
    database: { db },
    kioskScreens,
  }: {
    database: DatabaseHandle;
    kioskScreens: KioskScreens;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = { db, screens: kioskScreens };

    app.get(
      '/api/kiosk/:kioskId',
      {
        ...publicRoute,
        schema: {
          summary: "A kiosk's frame by its public id: names, time zone and branding (public)",
          operationId: 'getPublicKiosk',
          tags,
          params: publicKioskParams,
          response: { 200: publicKioskResponse, 404: errorResponse },
        },
      },
      async (request, reply) => {
        return cacheable(request, reply, () => publicKiosk(deps, request.params.kioskId));
      },
    );

    app.get(
      '/api/kiosk/:kioskId/measurements',
      {
        ...publicRoute,
        schema: {
          summary: "A kiosk's measurements, ratings and score slides by its public id (public)",
          operationId: 'getKioskMeasurements',
          tags,
          params: publicKioskParams,
          response: { 200: kioskMeasurementsResponse, 404: errorResponse },
        },
      },
      async (request, reply) => {
        return cacheable(request, reply, () => kioskMeasurements(deps, request.params.kioskId));
      },
    );

    app.get(
      '/api/zone/public/:zoneId',
      {
        ...publicRoute,
        schema: {
          summary:
            'A zone a kiosk shows, by name and scores (public, by the id of a kiosk showing it)',
          operationId: 'getPublicZone',
          tags,
          params: publicZoneParams,
          querystring: publicZoneQuery,
          response: { 200: publicZoneResponse, 404: errorResponse },
        },
      },
      async (request, reply) => {
        const { params, query } = request;
        return cacheable(request, reply, () => publicZone(deps, query.kioskId, params.zoneId));
      },
    );
  };
