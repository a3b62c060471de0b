// Root Vitest config: `npx vitest run` runs the unit and API suites of every workspace.
// Each project keeps its own vitest.config.ts (environment, setup files); e2e is left out on
// purpose because it needs the built server and Chromium — it runs via `npm run test:e2e`.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
  },
});
