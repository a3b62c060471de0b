/**
 * The one error handler: every failure becomes JSON `{ errorMessage }` with the right status.
 * Validation errors name the field and the problem; 5xx never carry stack traces or SQL.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error';

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const refused = httpErrorIn(error);
    if (refused) {
      return reply
        .code(refused.statusCode)
        .headers(refused.headers)
        .send({ errorMessage: refused.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'request';
      const problems = error.validation.map((v) => {
        const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return `${where}${field ? `.${field}` : ''}: ${v.message ?? 'is invalid'}`;
      });
      return reply.code(400).send({ errorMessage: problems.join('; ') });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      const unavailable = isDatabaseUnavailable(error);
      return reply
        .code(unavailable ? 503 : 500)
        .headers(unavailable ? { 'retry-after': '5' } : {})
        .send({
          errorMessage: unavailable ? 'Service temporarily unavailable' : 'Internal Server Error',
        });
    }
    // Fastify's own 4xx (body too large, bad JSON, unsupported media type): their message is safe.
    return reply.code(status).send({ errorMessage: error.message });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send({ errorMessage: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });
}

/**
 * An HttpError, also when Drizzle wrapped it in its own ("Failed query: …"): the database's wait
 * queue refuses work with one (db/wait-queue.ts) from under the query builder.
 */
function httpErrorIn(error: unknown): HttpError | null {
  for (let e = error; e instanceof Error; e = e.cause) {
    if (e instanceof HttpError) {
      return e;
    }
  }
  return null;
}

/**
 * Connection failures of PostgreSQL or PGlite: the client should retry, not see a bug. Drizzle
 * wraps the driver's error in its own ("Failed query: …"), so the causes are looked at too.
 */
function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    const code = (e as Error & { code?: unknown }).code;
    if (
      (typeof code === 'string' && UNAVAILABLE_CODES.includes(code)) ||
      /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|PGlite is closed/i.test(
        e.message,
      )
    ) {
      return true;
    }
  }
  return false;
}

/** Network errors, and PostgreSQL's admin shutdown, cannot-connect-now and connection failures. */
const UNAVAILABLE_CODES = [
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P03',
  '08006',
  '08001',
  '08003',
];
