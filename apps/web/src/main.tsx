// The browser entry: mounts the providers and the router into #root.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { syncSignedInHint } from './lib/session-token';

syncSignedInHint();

const router = createAppRouter();
const container = document.getElementById('root');
if (container === null) {
  throw new Error('index.html must contain an element with id "root"');
}

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
