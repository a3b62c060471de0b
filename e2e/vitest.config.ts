// Vitest project for the browser tests: one built server for the whole run (global-setup.ts),
// spec files one after another because they share that server and its data, and generous
// timeouts for a cold Chromium on a 2-core CI machine. Run it with `npm run test:e2e`.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root: repoRoot,
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/specs/**/*.spec.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    // Threads, not forks: a fork worker outlives an interrupted run and spins (vitest#9123).
    pool: 'threads',
    // One retry on CI only: a browser test that fails once on a loaded 2-core machine should not
    // discard a whole run. A test that fails twice is a failure; locally nothing is retried so
    // flakes stay visible. The summary of `npm test` names every test that failed in the end.
    retry: process.env.CI ? 1 : 0,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
    // The JSON report is where `npm test` reads the e2e pass/fail counts from.
    reporters: ['default', 'json'],
    outputFile: { json: 'e2e/test-results/results.json' },
  },
});
