/**
 * Strict-Transport-Security only on answers sent over https (issue 11, finding 11): browsers ignore
 * it on plain http, and sending it there claims a protection the connection does not have. Helmet's
 * own header is off; this sends the same value (one year, subdomains included) when the request
 * came over TLS. Behind a TLS-terminating proxy, the proxy sends it.
 */
import type { FastifyInstance } from 'fastify';

const HSTS_VALUE = `max-age=${365 * 24 * 60 * 60}; includeSubDomains`;

export function registerHstsOverHttps(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', HSTS_VALUE);
    }
  });
}
