// `npm start`: builds the web app and the server only when their inputs changed since their last
// build (builds.mjs), then runs the server in this process (issue 18); the server's render of
// first screens (decision 023) is built after it is up, so the first start serves no later.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildWhatChanged } from './builds.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

await buildWhatChanged({ later: false });
// The server in this process: one Node start-up less, and Ctrl-C reaches it directly.
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
await buildWhatChanged({ later: true });
