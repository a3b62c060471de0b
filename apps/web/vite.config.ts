// Vite build and dev server for the web app: React, the API proxy to the local server, vendor chunks.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { ProxyOptions } from 'vite';

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

// Libraries that change rarely get their own long-cached chunks; heavy ones used by a few screens
// (charts, maps, canvas) stay out of the start-up bundle because only lazy screens import them.
const vendorChunks: ReadonlyArray<readonly [chunk: string, packages: readonly string[]]> = [
  ['react', ['react', 'react-dom', 'scheduler', 'react-router']],
  ['mui', ['@mui', '@emotion']],
  ['query', ['@tanstack']],
  ['echarts', ['echarts', 'zrender']],
  ['leaflet', ['leaflet']],
  ['konva', ['konva', 'react-konva']],
];

function vendorChunkOf(moduleId: string): string | undefined {
  const packagePath = moduleId.split('/node_modules/').at(-1);
  if (packagePath === undefined || packagePath === moduleId) {
    return undefined;
  }
  const found = vendorChunks.find(([, packages]) =>
    packages.some((name) => packagePath === name || packagePath.startsWith(`${name}/`)),
  );
  return found?.[0];
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  server: { port: 5173, strictPort: true, proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: { output: { manualChunks: vendorChunkOf } },
  },
});
