// The first screens of most visits — home, a site or zone page, the dashboards and a signed-in
// kiosk — and what they load after the app's entry: their lazy route modules and the query
// modules their loaders import. A browser learns of those only once the entry has run (a second round of downloads before the first
// screen, issue 18's LCP). The build writes, for each screen, its routes' paths and every chunk
// those modules need beyond the entry's own (`.vite/first-screen-preloads.json`); the server
// names them as `modulepreload` links in the index.html it sends a signed-in browser for those
// paths (apps/server/src/plugins/first-screen-preloads.ts), so they download with the entry.
// The modules must match what app/router.tsx loads: e2e/specs/first-screen-preloads.spec.ts
// checks that a page loads each preloaded file and nothing else its first screen needed.
import type { Plugin, Rollup } from 'vite';
import { paths } from './src/lib/paths';

/** What every screen that reads server state loads beside its own module. */
const QUERY_SCOPE = [
  '/src/app/query-scope-outlet.tsx',
  '/src/lib/query-scope.tsx',
  '/src/lib/query-client.ts',
  '/src/lib/deferred-contract-schemas.ts',
];

/** What every signed-in screen loads beside its own module. */
const SIGNED_IN = [
  ...QUERY_SCOPE,
  '/src/app/signed-in-shell.tsx',
  '/src/features/navigation/index.ts',
  '/src/features/auth/api/locals.ts',
];

export const FIRST_SCREENS = [
  {
    paths: [paths.home.path],
    modules: [
      ...SIGNED_IN,
      '/src/features/home/routes/project-home-page.tsx',
      '/src/features/home/api/get-project-home.ts',
    ],
  },
  {
    paths: [paths.site.path, paths.zone.path],
    modules: [
      ...SIGNED_IN,
      '/src/features/site-monitor/routes/site-page.tsx',
      '/src/features/site-monitor/api/site-page-queries.ts',
    ],
  },
  {
    paths: [paths.dashboards.path],
    modules: [
      ...SIGNED_IN,
      '/src/features/dashboards/routes/dashboards-page.tsx',
      '/src/features/dashboards/api/get-dashboards.ts',
    ],
  },
  {
    // A signed-in user's kiosk of a site (/kiosk?siteId): no app bar, no session query.
    paths: [paths.kiosk.path],
    modules: [
      ...QUERY_SCOPE,
      '/src/features/kiosk-display/routes/kiosk-page.tsx',
      '/src/features/kiosk-display/api/kiosk-queries.ts',
    ],
  },
];

/** The build's record of them, read by the server. */
export const FIRST_SCREEN_PRELOADS_FILE = '.vite/first-screen-preloads.json';

/** A chunk and the chunks it imports statically, theirs too. */
function withImports(
  fileName: string,
  bundle: Rollup.OutputBundle,
  found = new Set<string>(),
): Set<string> {
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk' && !found.has(fileName)) {
    found.add(fileName);
    chunk.imports.forEach((imported) => withImports(imported, bundle, found));
  }
  return found;
}

export function firstScreenPreloads(): Plugin {
  return {
    name: 'airboard-first-screen-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) {
        return;
      }
      const loadedWithEntry = withImports(entry.fileName, bundle);
      const screens = FIRST_SCREENS.map((screen) => {
        const files = new Set<string>();
        for (const module of screen.modules) {
          const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(module)));
          if (!chunk) {
            this.error(`first-screen-preloads: no chunk holds ${module}`);
          }
          withImports(chunk.fileName, bundle, files);
        }
        return {
          paths: screen.paths,
          files: [...files].filter((file) => !loadedWithEntry.has(file)).map((file) => `/${file}`),
        };
      });
      this.emitFile({
        type: 'asset',
        fileName: FIRST_SCREEN_PRELOADS_FILE,
        source: `${JSON.stringify({ screens }, null, 2)}\n`,
      });
    },
  };
}
