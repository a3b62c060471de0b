import { defineProject } from 'vitest/config';
import { filesOnATestDatabase } from './test/files-on-a-test-database';

// The PostgreSQL run (scripts/with-postgres.mjs) runs only the files it can test differently.
const onPostgres = process.env.TEST_DATABASE === 'postgres';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: onPostgres ? filesOnATestDatabase() : ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The security suite needs the built server: vitest.security.config.ts runs it.
    exclude: ['test/security/**', '**/node_modules/**'],
    setupFiles: ['test/setup.ts'],
    // Each file opens its own database (in-memory PGlite, or a fresh PostgreSQL database), a copy
    // of one migrated database made once per run.
    globalSetup: ['test/database-template.ts'],
    pool: 'forks',
    // A worker keeps the modules it loaded from one file to the next: loading the app's modules
    // again for each file took about a third of the project's time. Nothing a file changes is
    // kept in a module: each builds its own app on its own database.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
