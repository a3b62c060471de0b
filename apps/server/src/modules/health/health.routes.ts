/** GET /api/health: liveness plus database reachability, for load balancers and the e2e suite. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse } from '@airboard/shared/api';
import type { DatabaseHandle } from '../../db/connect';

export interface HealthDeps {
  database: Pick<DatabaseHandle, 'ping'>;
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
          summary: 'Check the server and its database',
          operationId: 'getHealth',
          tags: ['system'],
          response: { 200: healthResponse, 503: healthResponse },
        },
      },
      async (_request, reply) => {
        const reachable = await database.ping();
        return reply.code(reachable ? 200 : 503).send({
          status: reachable ? 'ok' : 'degraded',
          database: reachable ? 'ok' : 'unreachable',
          version,
        });
      },
    );
  };
