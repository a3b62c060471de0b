// The server's render of a signed-in browser's first screen (decision 023; issue 18's LCP): the
// app's own route table, screens and providers, rendered to HTML in a worker thread of the server
// (apps/server/src/plugins/first-screen-renderer.ts) so that home or a site page paints before the app's JavaScript
// has arrived. The screens' loaders prefetch their queries as in the browser; their requests go
// to the server's own API for the browser's session (`answer`), and the answers are sent with the
// page so that the browser's app starts from the same data (lib/first-screen-answers.ts) and its
// first render replaces this one without a change. A render that ends anywhere but on a screen (a
// redirect, an error) gives null: the browser gets the app as usual.
import type { ApiAnswer, ColorMode, FirstScreen } from '@airboard/shared';
import type { LocalsResponse } from '@airboard/shared/api';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { appRoutes, prefetchesOf } from '../app/router';
import { autoColorMode, autoThemeApplies } from '../features/theme';
import { createQueryClient } from '../lib/query-client';
import { renderForSession } from '../lib/session-token';

type RenderRequest = {
  /** The page's address as the browser asked for it. */
  url: string;
  /** The width of the browser's window, as far as the server knows it (media queries). */
  mediaWidth: number;
  /** Answers a GET of the API (a path with its query) for the browser's session. */
  answer: (path: string) => Promise<ApiAnswer>;
};

const LOCALS_PATH = '/locals';
const TITLE = /^<title>([^<]*)<\/title>/;

/**
 * The theme the browser's app starts in: the account's (which the app adopts when the session
 * starts: features/theme/theme-sync.tsx), or the automatic theme's of the hour.
 */
function colorModeOf(answers: Record<string, unknown>): ColorMode {
  const locals = answers[LOCALS_PATH] as LocalsResponse | undefined;
  if (!locals) {
    return 'dark';
  }
  return autoThemeApplies(locals.project) ? autoColorMode(new Date()) : locals.user.theme;
}

/** The API as the screens' requests reach it here: GETs only, answered for the session. */
function apiFetch(answer: RenderRequest['answer'], answers: Record<string, unknown>): typeof fetch {
  return async (input, init) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if ((init?.method ?? 'GET') !== 'GET' || !path.startsWith('/')) {
      return new Response(null, { status: 405 });
    }
    const { status, body } = await answer(path);
    if (status === 200) {
      answers[path] = JSON.parse(body) as unknown;
    }
    return new Response(body, { status, headers: { 'content-type': 'application/json' } });
  };
}

/**
 * The page's markup, with no script in it: the page's scripts may not run inline (CSP), and this
 * markup must show without any. React sends a part that finished late, or a large one, after the
 * rest with an inline script that moves it into place; the whole page is rendered before anything
 * is sent here, so no part is late, and no part counts as large.
 */
async function markupWithoutScripts(page: ReactElement): Promise<string | null> {
  const { prelude } = await prerenderToNodeStream(page, {
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  let html = '';
  for await (const chunk of prelude) {
    html += String(chunk);
  }
  return html.includes('<script') ? null : html;
}

/**
 * Every style the page's render used, as one style element before its markup. Emotion records a
 * style once per cache, also when the part using it stops to load its code; the part's second
 * render would not write it. The element names its styles as Emotion's own server rendering does
 * (`data-emotion="css <name> …"`): the browser's Emotion, as it starts, moves it to the head and
 * counts those styles as written, so the app's takeover writes only the styles it adds (on a slow
 * phone, writing them all again was a good part of the takeover's longest task).
 */
function pageStyles(cache: EmotionCache): string {
  const written = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  const names = written.map(([name]) => name).join(' ');
  const rules = written.map(([, rule]) => rule).join('');
  return `<style data-emotion="${cache.key} ${names}">${rules}</style>`;
}

async function render({ url, mediaWidth, answer }: RenderRequest): Promise<FirstScreen | null> {
  const answers: Record<string, unknown> = {};
  // The app's requests read the global fetch; this worker renders one screen at a time (below).
  globalThis.fetch = apiFetch(answer, answers);
  renderForSession('server');
  const queryClient = createQueryClient();
  const handler = createStaticHandler(appRoutes(queryClient));
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.errors !== null || context.statusCode !== 200) {
    return null;
  }
  await Promise.all(prefetchesOf(context.loaderData));
  const styles = createCache({ key: 'css' });
  // Emotion's "compat" mode keeps each style in the cache rather than beside its element, where
  // a part rendered again after it loaded would lose it (see pageStyles).
  styles.compat = true;
  const page = (
    <CacheProvider value={styles}>
      <AppProviders
        queryClient={queryClient}
        serverRender={{
          colorMode: colorModeOf(answers),
          mediaWidth,
        }}
      >
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppProviders>
    </CacheProvider>
  );
  const markup = await markupWithoutScripts(page);
  if (markup === null) {
    return null;
  }
  // React puts a screen's <title> first; the page's head is where it belongs.
  const title = TITLE.exec(markup);
  return {
    html: pageStyles(styles) + (title ? markup.slice(title[0].length) : markup),
    title: title?.[1] ?? null,
    answers,
  };
}

let queue: Promise<unknown> = Promise.resolve();

/** Renders the first screen of `url`, after any render already asked for (they share globals). */
export function renderFirstScreen(request: RenderRequest): Promise<FirstScreen | null> {
  const rendered = queue.then(() => render(request));
  queue = rendered.catch(() => undefined);
  return rendered;
}
