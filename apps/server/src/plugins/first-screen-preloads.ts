/**
 * The first screen's files, named in the index.html a signed-in browser gets for home or a site or
 * zone page (issue 18's LCP): the build lists, per screen, the chunks it loads beyond the app's
 * entry (apps/web/first-screen-preloads.ts); as `<link rel="modulepreload">` they download with the
 * entry instead of after it has run. Only for a browser whose cookie says it is signed in (the
 * web app's hint, nothing secret: lib/session-token.ts), so a signed-out visitor of / loads the
 * sign-in page alone. A build without the list (or a path of no first screen) gets index.html as
 * it is.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SIGNED_IN_COOKIE } from '@airboard/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requestCookie } from '../lib/request-cookie';

const PRELOADS_FILE = '.vite/first-screen-preloads.json';

const preloadsFile = z.object({
  screens: z.array(
    z.object({
      paths: z.array(z.string()),
      files: z.array(z.string().regex(/^\/assets\/[\w.-]+\.js$/)),
    }),
  ),
});

/** A route path of the web app ('/projects/:projectId/sites/:siteId') as a pathname pattern. */
function pathPattern(routePath: string): RegExp {
  const parts = routePath
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${parts.join('/')}/?$`);
}

export interface FirstScreenPreloads {
  /** A page of each first screen (its route's parameters given as '-'). */
  paths: string[];
  /** index.html with the screen's preload links for a signed-in request of its path, else null. */
  indexFor(request: FastifyRequest, pathname: string): string | null;
}

export function loadFirstScreenPreloads(webDist: string): FirstScreenPreloads | null {
  const file = path.join(webDist, PRELOADS_FILE);
  if (!fs.existsSync(file)) {
    return null;
  }
  const { screens } = preloadsFile.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
  const index = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  if (!index.includes('</head>')) {
    return null;
  }
  const pages = screens.map((screen) => {
    const links = screen.files
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
      .join('');
    return {
      patterns: screen.paths.map(pathPattern),
      html: index.replace('</head>', `${links}</head>`),
    };
  });
  return {
    paths: screens.map(({ paths: [first = '/'] }) => first.replace(/:\w+/g, '-')),
    indexFor(request, pathname) {
      if (requestCookie(request, SIGNED_IN_COOKIE) !== '1') {
        return null;
      }
      return pages.find((page) => page.patterns.some((p) => p.test(pathname)))?.html ?? null;
    },
  };
}
