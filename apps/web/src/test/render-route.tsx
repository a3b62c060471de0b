// Renders the real route table at an address, inside the real providers, for component tests. The
// routes' loaders prefetch into the same fresh query client the screens read.
import { createMemoryRouter, RouterProvider } from 'react-router';
import { appRoutes } from '../app/router';
import { createQueryClient } from '../lib/query-client';
import { renderInAppProviders } from './render-with-providers';

export function renderRoute(initialEntry: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(appRoutes(queryClient), { initialEntries: [initialEntry] });
  const view = renderInAppProviders(<RouterProvider router={router} />, queryClient);
  return { router, queryClient, ...view };
}
