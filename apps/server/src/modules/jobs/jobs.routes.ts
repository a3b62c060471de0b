/**
 * GET /api/jobs/{jobId} (spec 000 §7): a job's status, errorMessage and the value it writes,
 * polled by the writable-value editor. Only members of the job's project see it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '@airboard/shared';
import { errorResponse, jobParams, jobResponse, type JobStatus } from '@airboard/shared/api';
import type { DatabaseHandle } from '../../db/connect';
import { isMember } from '../../plugins/access';
import { requireAuth } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';

export const jobRoutes =
  (database: DatabaseHandle): FastifyPluginAsyncZod =>
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
      async (request) => {
        const auth = requireAuth(request);
        const [job] = await database.transaction((query) =>
          query<{
            id: string;
            status: JobStatus;
            project_id: string | null;
            payload: { function?: string; arguments?: { curVal?: unknown } };
            error_message: string | null;
            created_at: Date;
            completed_at: Date | null;
          }>(
            `SELECT id, status, project_id, payload, error_message, created_at, completed_at FROM jobs WHERE id = $1`,
            [request.params.jobId],
          ),
        );
        if (!job?.project_id || !(await isMember(database.db, auth.userId, job.project_id))) {
          throw notFound('Job not found');
        }
        const curVal = job.payload.arguments?.curVal;
        return {
          results: {
            objectId: job.id,
            status: job.status,
            function: job.payload.function ?? null,
            // A failed job always says why; a retry's interim error is not shown while pending.
            errorMessage:
              job.status === 'failed' ? (job.error_message ?? messages.pointWriteFailed) : null,
            arguments: {
              curVal:
                typeof curVal === 'number' ||
                typeof curVal === 'boolean' ||
                typeof curVal === 'string'
                  ? curVal
                  : null,
            },
            createdAt: new Date(job.created_at).toISOString(),
            completedAt: job.completed_at ? new Date(job.completed_at).toISOString() : null,
          },
        };
      },
    );
  };
