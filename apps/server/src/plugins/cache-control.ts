/**
 * Private answers are never cached (issue 11, finding 11): every response to an API path (/api,
 * /users, /locals) carries `Cache-Control: no-store`, so a shared proxy or the browser's cache never
 * keeps a session token, a project's data or an error about it. A route that chose its own caching
 * (the public API documentation, the web app's /logout page) keeps it; the web app's files are not
 * API paths and keep theirs.
 */
import type { FastifyInstance } from 'fastify';
import { isApiRequest } from './spa';

export function registerNoStoreForApi(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!reply.hasHeader('cache-control') && isApiRequest(request)) {
      reply.header('cache-control', 'no-store');
    }
  });
}
