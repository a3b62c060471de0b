/**
 * Overload protection (security requirement 21): at most `maxInFlight` API requests are worked on
 * at once. One more is answered 503 with Retry-After straight away, before its body is read,
 * instead of waiting in an unbounded queue for the database (PGlite is one connection; a
 * PostgreSQL pool has ten). Memory stays bounded by the limit times the body limit. The health
 * check is exempt, so a busy server is not taken for a dead one. Both are judged on the routed
 * path, so an encoded spelling (`/%61pi/…`) is counted like `/api/…`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routedPath } from './spa';

export const OVERLOAD_MESSAGE = 'The server is busy; retry in a moment';
/** Seconds a client should wait before retrying. */
const RETRY_AFTER_S = 1;
const HEALTH_ROUTE = '/api/health';

export function registerOverloadGuard(app: FastifyInstance, maxInFlight: number): void {
  let inFlight = 0;
  const counted = new WeakSet<FastifyRequest>();
  app.addHook('onRequest', async (request, reply) => {
    const path = routedPath(request);
    if (!path.startsWith('/api/') || path === HEALTH_ROUTE) {
      return;
    }
    if (inFlight >= maxInFlight) {
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_S))
        .send({ errorMessage: OVERLOAD_MESSAGE });
    }
    inFlight++;
    counted.add(request);
    // A connection that drops mid-answer may never reach onResponse; 'close' always comes.
    reply.raw.once('close', () => release(request));
  });
  // Whichever comes first; a request is released once.
  const release = (request: FastifyRequest) => {
    if (counted.delete(request)) {
      inFlight--;
    }
  };
  app.addHook('onResponse', async (request) => release(request));
  app.addHook('onRequestAbort', async (request) => release(request));
}
