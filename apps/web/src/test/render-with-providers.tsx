// Renders a component inside the app's real providers with a fresh query client, for component
// tests: features' tests reach the composition root only through here.
import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../lib/query-client';

export function renderWithProviders(
  ui: ReactElement,
  queryClient: QueryClient = createQueryClient(),
) {
  return render(<AppProviders queryClient={queryClient}>{ui}</AppProviders>);
}
