/**
 * What the request log line may say about a request: Fastify's request fields, but with the query
 * string of a sign-in address (/login, or any query naming `password`) replaced by `?[redacted]`,
 * because the spec's auto-login link carries the password in its query.
 */
import type { FastifyRequest } from 'fastify';

const LOGIN_PATH = /^\/login(\/|$)/;

/** The request URL as it may be logged: the path kept, a credential-bearing query redacted. */
export function loggableUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) {
    return url;
  }
  const path = url.slice(0, queryStart);
  const query = new URLSearchParams(url.slice(queryStart + 1));
  return LOGIN_PATH.test(path) || query.has('password') ? `${path}?[redacted]` : url;
}

/** pino's `req` serializer: the fields Fastify logs by default, with `url` made loggable. */
export function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: loggableUrl(req.url),
    version: req.headers['accept-version'],
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
