// The server's build of the web app (decision 023): the first screen a signed-in browser asks for
// (home, a site or zone page) is rendered by the server from the app's own components, so it
// paints before the app's JavaScript has arrived (issue 18's LCP). This builds the renderer
// (src/first-screen/render.tsx) for Node into dist-first-screen/, outside dist/ so that it is
// never served. Everything is bundled (MUI and emotion are not loaded from node_modules as the
// server's other packages are: their Node entry points are not what the app runs); screens load
// as chunks, only when rendered.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { reactRouterProductionBuild } from './vite.config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), reactRouterProductionBuild()],
  // React's and MUI's production code, as the browser gets it.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    ssr: 'src/first-screen/render.tsx',
    outDir: 'dist-first-screen',
    emptyOutDir: true,
    target: 'node20',
    // The app's public files are dist/'s; the renderer needs none of them.
    copyPublicDir: false,
  },
});
