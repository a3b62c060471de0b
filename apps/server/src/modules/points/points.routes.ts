/**
 * Point writes: POST /api/points/{uuid}/runFunction {function, arguments.curVal} queues a durable
 * write job and answers its id (spec 000 §7); the client polls GET /api/jobs/{jobId}.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  pointUuidParams,
  runFunctionBody,
  runFunctionResponse,
} from '@airboard/shared/api';
import type { DatabaseHandle } from '../../db/connect';
import { enqueueJob } from '../../jobs/job-runner';
import { isMember } from '../../plugins/access';
import { requireAuth } from '../../plugins/auth';
import { HttpError, notFound } from '../../plugins/errors';
import { POINT_WRITE_JOB } from './point-write';

export const pointRoutes =
  (database: DatabaseHandle): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/points/:uuid/runFunction',
      {
        schema: {
          summary: 'Write a value to a point (queues a job to poll)',
          operationId: 'runPointFunction',
          tags: ['points'],
          params: pointUuidParams,
          body: runFunctionBody,
          response: { 200: runFunctionResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const [point] = await database.transaction((query) =>
          query<{ id: string; project_id: string; functions: string[] }>(
            `SELECT p.id, s.project_id,
                    array(SELECT DISTINCT unnest(p.functions || coalesce(m.writable_functions, '{}'))) AS functions
               FROM points p JOIN sites s ON s.id = p.site_id
               LEFT JOIN measurements m ON m.id = p.measurement_id
              WHERE p.uuid = $1::uuid`,
            [request.params.uuid],
          ),
        );
        if (!point || !(await isMember(database.db, auth.userId, point.project_id))) {
          throw notFound('Point not found');
        }
        if (!point.functions.includes(request.body.function)) {
          throw new HttpError(400, `This point has no function ${request.body.function}`);
        }
        const jobId = await database.transaction((query) =>
          enqueueJob(query, {
            kind: POINT_WRITE_JOB,
            projectId: point.project_id,
            pointId: point.id,
            createdBy: auth.userId,
            payload: { function: request.body.function, arguments: request.body.arguments },
          }),
        );
        app.jobs.nudge();
        return { successMessage: 'Point write queued', results: { jobId } };
      },
    );
  };
