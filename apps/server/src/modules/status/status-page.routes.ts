/**
 * GET /api/status/{slug}: a project's public status page (spec 002 §7 'GET {host}/fafa/site/status
 * … sites array'; issue 17), by the project's status slug and without a sign-in. Kept in the API's
 * namespace, so the SPA fallback and the API's error answers treat it like every other call. The
 * answer may be kept by caches on the way until the server reads again.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, statusPageParams, statusPageResponse } from '@airboard/shared/api';
import { STATUS_PAGE_REFRESH_MS } from '@airboard/shared/rules';
import type { DatabaseHandle } from '../../db/connect';
import type { PublicAnswerCache } from '../../lib/public-answer-cache';
import { notFound } from '../../lib/http-error';
import { STATUS_PAGE_NOT_FOUND, statusPage } from './status-page.service';

/** Seconds a cache on the way may keep an answer read at `generatedAt`: until the server reads again. */
const maxAgeSeconds = (generatedAt: string): number =>
  Math.max(0, Math.floor((Date.parse(generatedAt) + STATUS_PAGE_REFRESH_MS - Date.now()) / 1000));

export const statusPageRoutes =
  ({
    database,
    statusPages,
  }: {
    database: DatabaseHandle;
    statusPages: PublicAnswerCache;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/status/:slug',
      {
        // Open to anyone; a malformed slug is answered like an unknown one, not with a 400.
        config: { public: true },
        attachValidation: true,
        schema: {
          summary: "A project's public site status table and 90-day history, by its status slug",
          operationId: 'getStatusPage',
          tags: ['status'],
          params: statusPageParams,
          response: { 200: statusPageResponse, 404: errorResponse },
        },
      },
      async (request, reply) => {
        if (request.validationError) {
          throw notFound(STATUS_PAGE_NOT_FOUND);
        }
        const answer = await statusPage(database, statusPages, request.params.slug);
        void reply.header('cache-control', `public, max-age=${maxAgeSeconds(answer.generatedAt)}`);
        return answer;
      },
    );
  };
