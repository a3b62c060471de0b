// Root Vitest config: `npx vitest run` runs the unit and API suites of every workspace.
// Each project keeps its own vitest.config.ts (environment, setup files); e2e is left out on
// purpose because it needs the built server and Chromium — it runs via `npm run test:e2e`.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
    // Vitest runs cores − 1 files at once by default: one on a 2-core machine. Most of a server
    // test file's time is spent waiting (its embedded database runs in a thread of its own,
    // servers and timers), so a file per core keeps both cores busy.
    maxWorkers: '100%',
  },
});
