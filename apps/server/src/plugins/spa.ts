/**
 * Serves the built single-page app with history fallback: any GET that is not an API call and not
 * a file gets index.html, so deep links survive a reload. Unknown /api/* paths stay JSON 404s.
 * A file the build compressed (name.br, name.gz beside it) is sent in the encoding the browser
 * prefers; the others go through the compression plugin. A signed-in browser's index.html for home
 * or a site page names that screen's files (first-screen-preloads.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadFirstScreenPreloads } from './first-screen-preloads';

/** Path prefixes owned by the API; the SPA never answers them. */
const API_PREFIXES = ['/api/', '/users/', '/locals'];

export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return pathname === '/api' || API_PREFIXES.some((p) => pathname.startsWith(p));
}

/** The SPA's catch-all route, which matches any GET the other routes do not. */
const FALLBACK_ROUTE = '/*';

/** Whether a request is for the API, judged on its routed path (so `/%61pi/…` is `/api/…`). */
export function isApiRequest(request: FastifyRequest): boolean {
  return isApiPath(routedPath(request));
}

/**
 * The route the router matched, or, when none did (a 404, the SPA's catch-all), the path decoded
 * the way the router decodes it. Prefix checks on the raw URL miss encoded spellings.
 */
export function routedPath(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  return route && route !== FALLBACK_ROUTE ? route : decodedPath(request.url);
}

function decodedPath(url: string): string {
  const pathname = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(pathname);
  } catch {
    // Malformed escapes: the router answers 400 or 404; judge the path as sent.
    return pathname;
  }
}

export async function registerSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ webDist }, 'web app is not built; run `npm run build` to serve the UI');
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    // Hashed assets never change; index.html must always be revalidated. Caches keep one copy per
    // encoding.
    setHeaders(res, filePath) {
      res.setHeader('vary', 'accept-encoding');
      res.setHeader(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  const preloads = loadFirstScreenPreloads(webDist);
  app.get(FALLBACK_ROUTE, { schema: { hide: true } }, (request, reply) => {
    const pathname = decodedPath(request.url);
    if (isApiPath(pathname)) {
      return reply.callNotFound();
    }
    const candidate = path.join(webDist, path.normalize(pathname));
    if (
      candidate.startsWith(webDist) &&
      pathname !== '/' &&
      fs.existsSync(candidate) &&
      fs.statSync(candidate).isFile()
    ) {
      return reply.sendFile(path.relative(webDist, candidate));
    }
    // Caches keep a signed-in browser's copy (with its preloads) and a signed-out one's apart.
    reply.header('cache-control', 'no-cache').header('vary', 'cookie');
    const withPreloads = preloads?.indexFor(request, pathname);
    return withPreloads
      ? reply.type('text/html; charset=utf-8').send(withPreloads)
      : reply.sendFile('index.html');
  });
}
