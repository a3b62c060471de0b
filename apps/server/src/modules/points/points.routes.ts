/**
 * Point writes: POST /api/points/{uuid}/runFunction {function, arguments.curVal} queues a durable
 * write job and answers its id (spec 000 §7); the client polls GET /api/jobs/{jobId}. An
 * Idempotency-Key header makes a re-sent request the same write. The points
 * area runs its own write jobs: it registers their handler with the job system.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  IDEMPOTENCY_KEY_HEADER,
  pointUuidParams,
  runFunctionBody,
  runFunctionHeaders,
  runFunctionResponse,
} from '@airboard/shared/api';
import type { BuildingSystems } from '../../bas/building-systems';
import type { BuildingAutomationConnector } from '../../bas/connector';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/connect';
import { requireAuth } from '../../plugins/auth';
import { POINT_WRITE_JOB, pointWriteHandler } from './point-write';
import { queuePointWrite } from './points.service';

export interface PointDeps {
  database: DatabaseHandle;
  /** The building system the writes go to when the point's site has none of its own. */
  buildingSystem: BuildingAutomationConnector;
  /** The sites' own building systems. */
  buildingSystems: BuildingSystems;
  config: Pick<Config, 'POINT_WRITE_TIMEOUT_MS'>;
}

export const pointRoutes =
  ({ database, buildingSystem, buildingSystems, config }: PointDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.jobs.handle(
      POINT_WRITE_JOB,
      pointWriteHandler(database, (site) => buildingSystems.forSite(site) ?? buildingSystem, {
        writeTimeoutMs: config.POINT_WRITE_TIMEOUT_MS,
      }),
    );
    app.post(
      '/api/points/:uuid/runFunction',
      {
        schema: {
          summary: 'Write a value to a point (admins; queues a job to poll)',
          operationId: 'runPointFunction',
          tags: ['points'],
          description:
            "Send an Idempotency-Key header (one new key per write) to make a re-sent request the same write: it answers the first one's job.",
          params: pointUuidParams,
          headers: runFunctionHeaders,
          body: runFunctionBody,
          response: {
            200: runFunctionResponse,
            403: errorResponse,
            404: errorResponse,
            422: errorResponse,
          },
        },
      },
      async (request) => {
        const jobId = await queuePointWrite(
          database,
          requireAuth(request),
          request.params.uuid,
          request.body,
          request.headers[IDEMPOTENCY_KEY_HEADER],
        );
        app.jobs.nudge();
        return { successMessage: 'Point write queued', results: { jobId } };
      },
    );
  };
