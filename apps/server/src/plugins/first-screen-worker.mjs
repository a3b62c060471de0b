// The thread that renders first screens (first-screen-renderer.ts; decision 023). It loads the web
// app's server build (apps/web/src/first-screen/render.tsx) and renders one page per message; each
// API answer the page's queries need is asked of the server's thread, which answers it through
// its own routes for the browser's session. Rendering here keeps React's work off the thread that
// answers the API.
import { parentPort, workerData } from 'node:worker_threads';

const { renderFirstScreen } = await import(workerData.rendererUrl);

/** Answers asked of the server's thread and not yet given, by ask number. */
const asked = new Map();
let lastAsk = 0;

function ask(id, path) {
  return new Promise((resolve) => {
    lastAsk += 1;
    asked.set(lastAsk, resolve);
    parentPort.postMessage({ type: 'ask', id, ask: lastAsk, path });
  });
}

parentPort.on('message', (message) => {
  if (message.type === 'answer') {
    asked.get(message.ask)?.(message.answer);
    asked.delete(message.ask);
    return;
  }
  const { id, url, mediaWidth } = message;
  renderFirstScreen({ url, mediaWidth, answer: (path) => ask(id, path) }).then(
    (screen) => parentPort.postMessage({ type: 'rendered', id, screen }),
    (error) =>
      parentPort.postMessage({
        type: 'rendered',
        id,
        screen: null,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }),
  );
});

// Each first screen once, with no answers (its screen shows its error state): its code loads now,
// not with the first browser's page. Pages asked for meanwhile wait behind these renders.
for (const path of workerData.warmUpPaths) {
  renderFirstScreen({
    url: `http://localhost${path}`,
    mediaWidth: workerData.warmUpWidth,
    answer: async () => ({ status: 404, body: '{}' }),
  }).catch(() => undefined);
}
