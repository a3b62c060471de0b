// The browser entry: mounts the providers and the router into #root — once a first screen the
// server rendered there can be replaced without a change (first-screen/).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { firstScreenReady } from './first-screen/ready';
import { takeFirstScreenAnswers } from './lib/first-screen-answers';
import { syncSignedInHint } from './lib/session-token';

syncSignedInHint();

const rendered = takeFirstScreenAnswers();
const router = createAppRouter();
const container = document.getElementById('root');
if (container === null) {
  throw new Error('index.html must contain an element with id "root"');
}

function start(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

if (rendered) {
  void firstScreenReady(router).then(() => start(container));
} else {
  start(container);
}
