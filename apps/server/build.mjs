// Bundles the server (with @airboard/shared's TypeScript) into dist/main.js; npm packages stay
// external and load from node_modules. Migrations are read from src/db/migrations at run time.
// The embedded database's thread and the first screens' renderer start from their own files,
// copied beside the bundle.
import fs from 'node:fs';
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // npm packages stay external; workspace packages are TypeScript source, so they are bundled.
  plugins: [
    {
      name: 'external-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@airboard/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  logLevel: 'warning',
});

fs.copyFileSync('src/db/pglite-worker.mjs', 'dist/pglite-worker.mjs');
fs.copyFileSync('src/plugins/first-screen-worker.mjs', 'dist/first-screen-worker.mjs');
