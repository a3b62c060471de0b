/**
 * Serves the built single-page app with history fallback: any GET that is not an API call and not
 * a file gets index.html, so deep links survive a reload. Unknown /api/* paths stay JSON 404s.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Path prefixes owned by the API; the SPA never answers them. */
const API_PREFIXES = ['/api/', '/users/', '/locals'];

export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return pathname === '/api' || API_PREFIXES.some((p) => pathname.startsWith(p));
}

/**
 * Whether a request is for the API, judged on the path the router matched or, when none did, on
 * the path decoded the way the router decodes it: `/%61pi/…` is `/api/…` and is treated as such.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  return isApiPath(request.routeOptions.url ?? '') || isApiPath(decodedPath(request.url));
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
    // Hashed assets never change; index.html must always be revalidated.
    setHeaders(res, filePath) {
      res.setHeader(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
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
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
