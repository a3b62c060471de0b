/** GET /api/health: liveness plus database reachability, for load balancers and the e2e suite. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse } from '@airboard/shared/api';

export interface HealthDeps {
  ping(): Promise<boolean>;
  version: string;
}

export const healthRoutes =
  (deps: HealthDeps): FastifyPluginAsyncZod =>
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
        const reachable = await deps.ping();
        return reply.code(reachable ? 200 : 503).send({
          status: reachable ? 'ok' : 'degraded',
          database: reachable ? 'ok' : 'unreachable',
          version: deps.version,
        });
      },
    );
  };
