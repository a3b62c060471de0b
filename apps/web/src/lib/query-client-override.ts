// Which query client the screens use, known without loading TanStack Query: the sign-in page does
// not use it (its JavaScript budget, issue 18; decision 021), so the start-up code names the client
// here and loads it only where a screen needs it (lib/query-scope.tsx).
import type { QueryClient } from '@tanstack/react-query';
import { createContext, use } from 'react';

/** A test's own client for what it renders; the app leaves it empty and uses lib/query-client's. */
export const QueryClientOverride = createContext<QueryClient | null>(null);

/** The client of the app's screens, loading TanStack Query when it is not in yet. */
export async function loadQueryClient(override: QueryClient | null = null): Promise<QueryClient> {
  return override ?? (await import('./query-client')).queryClient;
}

/** The test's client, if a test gave one (for code that loads the client itself). */
export function useQueryClientOverride(): QueryClient | null {
  return use(QueryClientOverride);
}
