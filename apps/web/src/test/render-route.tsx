// Renders the real route table at an address, inside the real providers, for component tests.
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '../app/router';
import { renderWithProviders } from './render-with-providers';

export function renderRoute(initialEntry: string) {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const view = renderWithProviders(<RouterProvider router={router} />);
  return { router, ...view };
}
