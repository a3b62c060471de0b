/**
 * Serves the built single-page app with history fallback: any GET that is not an API call and not
 * a file gets index.html, so deep links survive a reload. Unknown /api/* paths stay JSON 404s.
 * A file the build compressed (name.br, name.gz beside it) is sent in the encoding the browser
 * prefers; the others go through the compression plugin. A signed-in browser's index.html for home
 * or a site page names that screen's files (first-screen-preloads.ts) and, when the browser sends
 * the session's cookie, comes with the screen rendered (first-screen-renderer.ts; decision 023).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FirstScreen } from '@airboard/shared';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionCookieToken } from '../auth/session-cookie';
import { startFirstScreenRenderer } from './first-screen-renderer';
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

const ROOT_ELEMENT = '<div id="root"></div>';

/** JSON inside a <script> element: no '<' can end it (or open a comment) there. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The app's start in a page with a first screen (apps/web/public/first-screen-start.js). */
const FIRST_SCREEN_START = '/first-screen-start.js';
const APP_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD_LINK = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * index.html with a rendered first screen in #root (inert: it does nothing until the app has
 * taken over), its title, and the answers it was drawn from for the app to start with. The app's
 * scripts start once the screen has been painted: the page names them to a small script of its
 * own instead of loading them as it is read, so on a slow connection the page's bytes come first.
 */
export function withFirstScreen(index: string, screen: FirstScreen): string | null {
  const app = APP_SCRIPT.exec(index)?.[1];
  if (!index.includes(ROOT_ELEMENT) || app === undefined) {
    return null;
  }
  const preloads = [...index.matchAll(PRELOAD_LINK)].map(([, href]) => href);
  const start = `<script defer src="${FIRST_SCREEN_START}" data-app="${app}" data-preload="${preloads.join(' ')}"></script>`;
  const root =
    `<div id="root"><div data-first-screen inert>${screen.html}</div></div>` +
    `<script type="application/json" id="first-screen-answers">${scriptJson(screen.answers)}</script>`;
  const page = index
    .replace(PRELOAD_LINK, '')
    .replace(APP_SCRIPT, () => start)
    .replace(ROOT_ELEMENT, () => root);
  return screen.title === null
    ? page
    : page.replace(/<title>[^<]*<\/title>/, () => `<title>${screen.title}</title>`);
}

export async function registerSpa(
  app: FastifyInstance,
  webDist: string,
  firstScreenTimeoutMs: number,
): Promise<void> {
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
  const renderer = preloads
    ? startFirstScreenRenderer(app, {
        dir: path.join(webDist, '..', 'dist-first-screen'),
        isApiPath,
        warmUpPaths: preloads.paths,
        timeoutMs: firstScreenTimeoutMs,
      })
    : null;
  if (renderer) {
    app.addHook('onClose', () => renderer.close());
  }
  app.get(FALLBACK_ROUTE, { schema: { hide: true } }, async (request, reply) => {
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
    if (!withPreloads) {
      return reply.sendFile('index.html');
    }
    const token = sessionCookieToken(request);
    const screen = renderer && token ? await renderer.render(request, token) : null;
    const page = screen ? withFirstScreen(withPreloads, screen) : null;
    // A rendered screen holds the account's data: for this browser only.
    return page
      ? reply
          .header('cache-control', 'private, no-cache')
          .type('text/html; charset=utf-8')
          .send(page)
      : reply.type('text/html; charset=utf-8').send(withPreloads);
  });
}
