// The browser entry: mounts the providers and the router into #root — once a first screen the
// server rendered there can be replaced without a change (first-screen/).
import { startTransition, StrictMode } from 'react';
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

const app = (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

if (rendered) {
  // As a transition React renders the app in slices, giving the browser its turn between them
  // (input, paint) where one render would block it for the whole of it (hundreds of ms on a
  // slow phone); the server's screen stays on show, inert, until the app's replaces it at once.
  void firstScreenReady(router).then(() => {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  });
} else {
  createRoot(container).render(app);
}
