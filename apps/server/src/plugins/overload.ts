/**
 * Overload protection (security requirement 21, issue 11 findings 1 and 6). Every API route is
 * limited (judged on the routed path, so `/%61pi/…` counts like `/api/…`, and on the routes of the
 * API document, so `/users/…` and `/logout` count too); the health check is exempt, so a busy
 * server is not taken for a dead one.
 *
 * - At most `maxInFlight` API requests are worked on at once, and of them at most `maxHeavy` of the
 *   routes declared `config: { heavy: true }` (reports, heat maps, trends: long periods keep the
 *   database long). One more is answered 503 with Retry-After straight away instead of waiting.
 * - A request is counted once its body has arrived (preValidation), so clients that send a body
 *   slowly, or not at all, hold no slot: the server's request timeout cuts them off instead.
 * - Heavy requests run as heavy work (db/heavy-work.ts): the embedded database serves ordinary
 *   statements first.
 * - At most `maxConnectionsPerAddress` connections are open per client address; a request on one
 *   more is answered 503 and its connection closed.
 */
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { asHeavyWork } from '../db/heavy-work';
import { serverBusy } from '../lib/http-error';
import { isApiRequest, routedPath } from './spa';

const HEALTH_ROUTE = '/api/health';

export interface OverloadLimits {
  maxInFlight: number;
  maxHeavy: number;
  maxConnectionsPerAddress: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route may keep the database long (a long period); it has its own, smaller limit. */
    heavy?: boolean;
    /**
     * The route answers with a stream that stays open (the live stream): it holds no request
     * slot, or a few hundred open tabs would take them all; connections per address bound it.
     */
    stream?: boolean;
  }
  interface FastifyInstance {
    /** True while every request slot is taken: the health check reports it. */
    overloaded(): boolean;
  }
}

export function registerOverloadGuard(app: FastifyInstance, limits: OverloadLimits): void {
  limitConnectionsPerAddress(app, limits.maxConnectionsPerAddress);

  let inFlight = 0;
  let heavyInFlight = 0;
  /** The requests holding a slot, and whether theirs is also a heavy one. */
  const counted = new WeakMap<FastifyRequest, { heavy: boolean }>();
  app.decorate('overloaded', () => inFlight >= limits.maxInFlight);

  app.addHook('preValidation', async (request, reply) => {
    if (!isLimited(request)) {
      return;
    }
    const heavy = request.routeOptions.config.heavy === true;
    if (inFlight >= limits.maxInFlight || (heavy && heavyInFlight >= limits.maxHeavy)) {
      throw serverBusy();
    }
    inFlight++;
    heavyInFlight += heavy ? 1 : 0;
    counted.set(request, { heavy });
    // A connection that drops mid-answer may never reach onResponse; 'close' always comes.
    reply.raw.once('close', () => release(request));
  });
  // The rest of a heavy request (its handler and every statement it runs) is heavy work, which the
  // embedded database serves after ordinary statements (db/heavy-work.ts). Run from a callback
  // hook so the hooks and handler after it start inside the mark.
  app.addHook('preValidation', (request, _reply, done) => {
    if (counted.get(request)?.heavy === true) {
      asHeavyWork(done);
    } else {
      done();
    }
  });
  // Whichever comes first; a request is released once.
  const release = (request: FastifyRequest) => {
    const slot = counted.get(request);
    if (slot) {
      counted.delete(request);
      inFlight--;
      heavyInFlight -= slot.heavy ? 1 : 0;
    }
  };
  app.addHook('onResponse', async (request) => release(request));
  app.addHook('onRequestAbort', async (request) => release(request));
}

/** API requests: the routed path is the API's, or the route is one of the API document's. */
function isLimited(request: FastifyRequest): boolean {
  if (routedPath(request) === HEALTH_ROUTE || request.routeOptions.config.stream === true) {
    return false;
  }
  const schema = request.routeOptions.schema;
  return isApiRequest(request) || (schema !== undefined && schema.hide !== true);
}

/**
 * Counts open connections per remote address. The default is generous because every client
 * behind one proxy (or on loopback, like the tests and the e2e suite) shares an address; it bounds
 * the sockets one address can hold, while slow clients are cut off by the timeouts.
 */
function limitConnectionsPerAddress(app: FastifyInstance, max: number): void {
  const open = new Map<string, number>();
  const overLimit = new WeakSet<Socket>();
  app.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = (open.get(address) ?? 0) + 1;
    open.set(address, count);
    if (count > max) {
      overLimit.add(socket);
    }
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) {
        open.set(address, left);
      } else {
        open.delete(address);
      }
    });
  });
  app.addHook('onRequest', async (request, reply) => {
    if (overLimit.has(request.raw.socket)) {
      // Answered below the routes (whose response schemas know nothing of it), and closed.
      const busy = serverBusy();
      reply.hijack();
      reply.raw
        .writeHead(busy.statusCode, {
          ...busy.headers,
          'content-type': 'application/json; charset=utf-8',
          connection: 'close',
        })
        .end(JSON.stringify({ errorMessage: busy.message }));
    }
  });
}
