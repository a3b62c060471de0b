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
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/connect';
import { requireAuth } from '../../plugins/auth';
import { createIngestKey, listIngestKeys, revokeIngestKey } from './ingest-keys.service';
import type { DeviceContacts } from '../../telemetry/device-contacts';
import { ingestBatch } from './ingest.service';

export const ingestRoutes =
  ({
    database,
    config,
    deviceContacts,
  }: {
    database: DatabaseHandle;
    config: Pick<Config, 'RETENTION_READINGS_DAYS'>;
    deviceContacts: DeviceContacts;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/ingest',
      {
        config: { public: true },
        schema: {
          summary: 'Send a batch of readings (authenticated by an ingest key)',
          operationId: 'ingestReadings',
          tags: ['ingest'],
          security: [{ ingestKey: [] }],
          body: ingestBody,
          response: { 200: ingestResponse, 401: errorResponse, 413: errorResponse },
        },
      },
      async (request) => {
        const header = request.headers[INGEST_KEY_HEADER];
        return ingestBatch(
          database,
          typeof header === 'string' ? header : undefined,
          request.body,
          { keptDays: config.RETENTION_READINGS_DAYS, contacts: deviceContacts },
        );
      },
    );

    app.post(
      '/api/ingestKeys',
      {
        schema: {
          summary: 'Create an ingest key for a site or a device (admins; the key is shown once)',
          operationId: 'createIngestKey',
          tags: ['ingest'],
          body: createIngestKeyBody,
          response: { 200: createIngestKeyResponse, 403: errorResponse, 404: errorResponse },
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
          summary: "List the project's ingest keys (admins)",
          operationId: 'listIngestKeys',
          tags: ['ingest'],
          response: { 200: ingestKeysResponse, 403: errorResponse },
        },
      },
      async (request) => ({ results: await listIngestKeys(database, requireAuth(request)) }),
    );
    app.post(
      '/api/ingestKeys/:keyId/revoke',
      {
        schema: {
          summary: 'Revoke an ingest key (admins)',
          operationId: 'revokeIngestKey',
          tags: ['ingest'],
          params: ingestKeyParams,
          response: {
            200: z.object({ results: ingestKeyDto }),
            403: errorResponse,
            404: errorResponse,
          },
        },
      },
      async (request) => ({
        results: await revokeIngestKey(database, requireAuth(request), request.params.keyId),
      }),
    );
  };
