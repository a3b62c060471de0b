/**
 * GET /api/health: liveness, database reachability and overload, for load balancers and the e2e
 * suite. A server at its limits answers 200 with status `busy` (decision 011): it is alive, and
 * taking it out of rotation would only send its load elsewhere. It never waits in the database's
 * full queue: that the queue is full is the answer.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse, type HealthResponse } from '@airboard/shared/api';
import type { DatabaseHandle } from '../../db/connect';

export interface HealthDeps {
  database: Pick<DatabaseHandle, 'ping' | 'queue'>;
  version: string;
}

export const healthRoutes =
  ({ database, version }: HealthDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      {
        config: { public: true },
        schema: {
          summary: 'Check the server and its database, and whether the server is turning work away',
          operationId: 'getHealth',
          tags: ['system'],
          response: { 200: healthResponse, 503: healthResponse },
        },
      },
      async (_request, reply) => {
        const queueFull = database.queue.full();
        const reachable = queueFull || (await database.ping());
        const answer: HealthResponse = !reachable
          ? { status: 'degraded', database: 'unreachable', version }
          : {
              status: queueFull || app.overloaded() ? 'busy' : 'ok',
              database: queueFull ? 'busy' : 'ok',
              version,
            };
        return reply.code(reachable ? 200 : 503).send(answer);
      },
    );
  };
