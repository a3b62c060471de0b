/**
 * Ingestion routes: POST /api/ingest (public, authenticated by an ingest key in the x-ingest-key
 * header; batches bounded by item count and by the app's body limit, both 413), and the admin
 * routes that create, list and revoke ingest keys.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createIngestKeyBody,
  createIngestKeyResponse,
  errorResponse,
  INGEST_KEY_HEADER,
  ingestBody,
  ingestKeyDto,
  ingestKeyParams,
  ingestKeysResponse,
  ingestResponse,
} from '@airboard/shared/api';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/connect';
import { requireAuth } from '../../plugins/auth';
import { createIngestKey, listIngestKeys, revokeIngestKey } from './ingest-keys.service';
import { ingestBatch } from './ingest.service';

export const ingestRoutes =
  ({ database }: { database: DatabaseHandle }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/ingest',
      {
        config: { public: true },
        schema: {
          tags: ['ingest'],
          body: ingestBody,
          response: {
            200: ingestResponse,
            400: errorResponse,
            401: errorResponse,
            413: errorResponse,
          },
        },
      },
      async (request) => {
        const header = request.headers[INGEST_KEY_HEADER];
        return ingestBatch(database, typeof header === 'string' ? header : undefined, request.body);
      },
    );

    const adminResponses = { 401: errorResponse, 403: errorResponse, 404: errorResponse };
    app.post(
      '/api/ingestKeys',
      {
        schema: {
          tags: ['ingest'],
          security: [{ bearer: [] }],
          body: createIngestKeyBody,
          response: { 200: createIngestKeyResponse, 400: errorResponse, ...adminResponses },
        },
      },
      async (request) => ({
        results: await createIngestKey(database, requireAuth(request), request.body),
      }),
    );
    app.get(
      '/api/ingestKeys',
      {
        schema: {
          tags: ['ingest'],
          security: [{ bearer: [] }],
          response: { 200: ingestKeysResponse, ...adminResponses },
        },
      },
      async (request) => ({ results: await listIngestKeys(database, requireAuth(request)) }),
    );
    app.post(
      '/api/ingestKeys/:keyId/revoke',
      {
        schema: {
          tags: ['ingest'],
          security: [{ bearer: [] }],
          params: ingestKeyParams,
          response: { 200: z.object({ results: ingestKeyDto }), ...adminResponses },
        },
      },
      async (request) => ({
        results: await revokeIngestKey(database, requireAuth(request), request.params.keyId),
      }),
    );
  };
