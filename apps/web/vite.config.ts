// Vite build and dev server for the web app: React, the API proxy to the local server, vendor
// chunks, the manifest the sign-in budget is checked on (scripts/check-sign-in-size.mjs) and every
// built file compressed once (brotli and gzip) for the server to send as it is.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Plugin, ProxyOptions, Rollup } from 'vite';
import { FIRST_SCREENS, firstScreenPreloads } from './first-screen-preloads';

const apiServer = 'http://127.0.0.1:3000';

// The SPA owns /logout as a page; only the API call (a fetch, not a browser navigation) is proxied.
const logoutProxy: ProxyOptions = {
  target: apiServer,
  bypass: (request) => (request.headers.accept?.includes('text/html') ? '/index.html' : undefined),
};

const proxy: Record<string, string | ProxyOptions> = {
  '/api': apiServer,
  '/users': apiServer,
  '/locals': apiServer,
  '/logout': logoutProxy,
};

// Libraries every screen runs get their own long-cached chunks; heavy ones used by a few screens
// (charts, maps, canvas, date pickers) stay out of the start-up bundle because only lazy screens
// import them. A library named nowhere here and not of MUI's family (the QR code encoder, the
// toasts) goes where Rollup puts it: with the screens that import it.
const vendorChunks: ReadonlyArray<readonly [chunk: string, packages: readonly string[]]> = [
  ['react', ['react', 'react-dom', 'scheduler', 'react-router']],
  ['query', ['@tanstack']],
  ['zod', ['zod']],
  // Named, or Rollup would move it into the date pickers' chunk, which imports it too.
  ['dayjs', ['dayjs']],
  ['echarts', ['echarts', 'zrender']],
  ['leaflet', ['leaflet']],
  // react-konva brings a React renderer of its own (react-reconciler, ~40 kB gzip).
  ['konva', ['konva', 'react-konva', 'react-reconciler', 'its-fine']],
  ['pickers', ['@mui/x-date-pickers']],
];

/** MUI, emotion and the helpers only they use: split by the screens that use them (below). */
const uiPackages = [
  '@mui',
  '@emotion',
  '@popperjs',
  '@babel/runtime',
  'react-transition-group',
  'clsx',
  'prop-types',
  'react-is',
  'stylis',
  'hoist-non-react-statics',
];

/** The sign-in screen: what it loads before it is usable is kept to a budget (issue 18). */
const SIGN_IN_SCREEN = '/src/features/auth/routes/login-page.tsx';
/** The app bar's tooltip, which the sign-in page loads after its first render. */
const TOOLTIP = '/@mui/material/esm/Tooltip/index.js';

/** A module and every module it imports statically, theirs too. */
function staticClosure(starts: string[], meta: Rollup.ManualChunkMeta): Set<string> {
  const found = new Set<string>();
  const visit = (id: string) => {
    if (!found.has(id)) {
      found.add(id);
      meta.getModuleInfo(id)?.importedIds.forEach(visit);
    }
  };
  starts.forEach(visit);
  return found;
}

/**
 * The chunk of a library module: a vendor chunk above; for MUI's family, 'ui-core' for what the
 * sign-in page uses (the entry's and its screen's static imports: only what it needs), 'tooltip'
 * for the tooltip it defers, 'ui' for what the first screens add (home and the site page with
 * what they load: first-screen-preloads.ts) and 'ui-more' for the components only other screens
 * use (tables, steppers, tabs, pagination…), so the first screens do not download them; one chunk
 * each, rather than dozens of small ones (one per combination of components). Each is named
 * explicitly: Rollup moves a module no rule names into the chunk of a module that imports it.
 */
function chunkingFor(meta: Rollup.ManualChunkMeta) {
  const ids = [...meta.getModuleIds()];
  const closureOf = (suffixes: string[], withEntry = false) =>
    staticClosure(
      ids.filter(
        (id) =>
          (withEntry && meta.getModuleInfo(id)?.isEntry) ||
          suffixes.some((suffix) => id.endsWith(suffix)),
      ),
      meta,
    );
  const signIn = closureOf([SIGN_IN_SCREEN], true);
  const tooltip = closureOf([TOOLTIP]);
  const firstScreens = closureOf(FIRST_SCREENS.flatMap((screen) => screen.modules));
  return (moduleId: string): string | undefined => {
    const packagePath = moduleId.split('/node_modules/').at(-1);
    if (packagePath === undefined || packagePath === moduleId) {
      return undefined;
    }
    const isOf = (name: string) => packagePath === name || packagePath.startsWith(`${name}/`);
    const found = vendorChunks.find(([, packages]) => packages.some(isOf));
    if (found) {
      return found[0];
    }
    if (!uiPackages.some(isOf)) {
      return undefined;
    }
    if (signIn.has(moduleId)) {
      return 'ui-core';
    }
    if (tooltip.has(moduleId)) {
      return 'tooltip';
    }
    return firstScreens.has(moduleId) ? 'ui' : 'ui-more';
  };
}

// One chunking per build (its module graph), worked out on the first module asked about.
const chunkings = new WeakMap<object, ReturnType<typeof chunkingFor>>();
function manualChunks(moduleId: string, meta: Rollup.ManualChunkMeta): string | undefined {
  let chunkOf = chunkings.get(meta.getModuleInfo);
  if (!chunkOf) {
    chunkOf = chunkingFor(meta);
    chunkings.set(meta.getModuleInfo, chunkOf);
  }
  return chunkOf(moduleId);
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;

/** Every file of a folder, its subfolders' included. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Writes name.br (brotli, best quality) and name.gz (gzip, level 9) beside each text file of the
 * build, where that is smaller: done once here, the server never compresses the app's files per
 * request (apps/server/src/plugins/spa.ts sends them by the browser's Accept-Encoding).
 */
function precompressed(): Plugin {
  let outDir = '';
  return {
    name: 'airboard-precompressed',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After the bundle and the public folder are written.
    async closeBundle() {
      const served = (file: string) => !path.relative(outDir, file).startsWith('.vite');
      const files = (await filesUnder(outDir)).filter((f) => served(f) && COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (file) => {
          const content = await fs.readFile(file);
          const variants: [string, Buffer][] = [
            [
              '.br',
              await brotli(content, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
            ],
            ['.gz', await gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION })],
          ];
          for (const [extension, compressed] of variants) {
            if (compressed.length < content.length) {
              await fs.writeFile(`${file}${extension}`, compressed);
            }
          }
        }),
      );
    },
  };
}

/**
 * React Router ships a production build beside its development one (the same code without its
 * development warnings), but its package exports name only the development files: the app's build
 * takes the production ones, both entries together so that one copy of the router runs.
 */
const reactRouterProduction = path.dirname(
  fileURLToPath(import.meta.resolve('react-router')).replace('/development/', '/production/'),
);
/** In builds only: the dev server and the tests keep the router's development warnings. */
export function reactRouterProductionBuild(): Plugin {
  return {
    name: 'airboard-react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: path.join(reactRouterProduction, 'index.mjs') },
          {
            find: /^react-router\/dom$/,
            replacement: path.join(reactRouterProduction, 'dom-export.mjs'),
          },
        ],
      },
    }),
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), reactRouterProductionBuild(), firstScreenPreloads(), precompressed()],
  server: { port: 5173, strictPort: true, proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which files each screen loads (the sign-in size check reads it).
    manifest: true,
    // Every browser the app supports preloads modules itself.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        manualChunks,
        // The app's own small shared modules (contracts, queries, helpers) join the chunks loaded
        // with them instead of being fetched one by one.
        experimentalMinChunkSize: 10_000,
      },
    },
  },
});
