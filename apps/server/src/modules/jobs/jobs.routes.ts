/**
 * GET /api/jobs/{jobId} (spec 000 §7): a job's status, errorMessage and the value it writes,
 * polled by the writable-value editor. Only members of the job's project see it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, jobParams, jobResponse } from '@airboard/shared/api';
import type { DatabaseHandle } from '../../db/connect';
import { requireAuth } from '../../plugins/auth';
import { jobForMember } from './jobs.service';

export const jobRoutes =
  ({ database }: { database: DatabaseHandle }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/jobs/:jobId',
      {
        schema: {
          summary: 'Get the status of a point-write job',
          operationId: 'getJob',
          tags: ['points'],
          params: jobParams,
          response: { 200: jobResponse, 404: errorResponse },
        },
      },
      async (request) => ({
        results: await jobForMember(database, requireAuth(request), request.params.jobId),
      }),
    );
  };
