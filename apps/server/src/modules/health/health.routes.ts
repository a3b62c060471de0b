/**
 * GET /api/health: liveness, database reachability and overload, for load balancers and the e2e
 * suite, and how far the demo history is while it loads behind a first start (the web app's
 * notice and the e2e suite wait on it). A server at its limits answers 200 with status `busy`
 * (decision 011): it is alive, and taking it out of rotation would only send its load elsewhere.
 * It never waits in the database's full queue: that the queue is full is the answer.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse, type HealthResponse } from '@airboard/shared/api';
import type { DatabaseHandle } from '../../db/connect';

export interface HealthDeps {
  database: Pick<DatabaseHandle, 'ping' | 'queue'>;
  version: string;
  demoHistory: DemoHistoryProgress;
}

/** How much of the demo history is in while it loads behind a first start (main.ts starts it). */
export interface DemoHistoryProgress {
  /** 0–100 while it loads; null when it is all in, or there is no demo. */
  percent(): number | null;
}

export const healthRoutes =
  ({ database, version, demoHistory }: HealthDeps): FastifyPluginAsyncZod =>
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
        const loadingPercent = demoHistory.percent();
        const answer: HealthResponse = {
          ...(!reachable
            ? { status: 'degraded', database: 'unreachable', version }
            : {
                status: queueFull || app.overloaded() ? 'busy' : 'ok',
                database: queueFull ? 'busy' : 'ok',
                version,
              }),
          ...(loadingPercent === null ? {} : { demoHistory: { loadingPercent } }),
        };
        return reply.code(reachable ? 200 : 503).send(answer);
      },
    );
  };
