// The "web" Vitest project: component and unit tests in happy-dom (decision 024), run alone or
// from the repo root. A file that needs a browser behaviour happy-dom lacks names jsdom in its
// first line (`// @vitest-environment jsdom`) and says why.
import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      environment: 'happy-dom',
      environmentOptions: {
        // The live-stream client's tests talk to a real server on another loopback port.
        happyDOM: { settings: { fetch: { disableSameOriginPolicy: true } } },
      },
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      // Above the finds' 10 s wait of src/test/setup.ts (a lazily loaded screen's first render).
      testTimeout: 20_000,
    },
  }),
);
