// The "web" Vitest project: component and unit tests in jsdom, run alone or from the repo root.
import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      // Above the finds' 10 s wait of src/test/setup.ts (a lazily loaded screen's first render).
      testTimeout: 20_000,
    },
  }),
);
