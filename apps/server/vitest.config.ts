import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The security suite needs the built server: vitest.security.config.ts runs it.
    exclude: ['test/security/**', '**/node_modules/**'],
    setupFiles: ['test/setup.ts'],
    // Each file opens its own database (in-memory PGlite, or a fresh PostgreSQL database).
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
