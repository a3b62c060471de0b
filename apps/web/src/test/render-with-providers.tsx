// Renders a component inside the app's real providers with a fresh query client, for component
// tests: features' tests reach the composition root only through here. A screen is given the
// query client's provider as its route would give it (lib/query-scope.tsx); renderRoute renders
// the routes, which provide it themselves.
import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { AppProviders } from '../app/providers';
import { QueryScope } from '../lib/query-scope';
import { createQueryClient } from '../lib/query-client';

export function renderWithProviders(
  ui: ReactElement,
  queryClient: QueryClient = createQueryClient(),
) {
  return render(
    <AppProviders queryClient={queryClient}>
      <QueryScope>{ui}</QueryScope>
    </AppProviders>,
  );
}

/** The app's providers alone, as main.tsx mounts them around the router. */
export function renderInAppProviders(ui: ReactElement, queryClient: QueryClient) {
  return render(<AppProviders queryClient={queryClient}>{ui}</AppProviders>);
}
