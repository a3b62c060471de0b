// The security suite (`npm run test:security`, a step of `npm test` after the build): each file
// starts the built server and replays the attacks of issue 11 against it over real HTTP. Kept out
// of the server project because it needs dist/ and starts processes; one file at a time so a flood
// in one file cannot slow another's timing-sensitive checks.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'security',
    environment: 'node',
    include: ['test/security/**/*.attack.test.ts'],
    setupFiles: ['test/setup.ts'],
    // The demo data folder every file's server starts from a copy of, seeded once per run.
    globalSetup: ['test/security/seeded-data-folder.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
