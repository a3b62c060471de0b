// TanStack Query's provider, on the app's query client (or a test's): loaded with the first screen
// or part that reads server state, so the sign-in page, which reads none through it, does not
// download the library (issue 18; decision 021). Routes get it from app/query-scope-outlet.tsx,
// parts of the app frame and of the sign-in page from components/with-queries.tsx.
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './query-client';
import { useQueryClientOverride } from './query-client-override';

export function QueryScope({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={useQueryClientOverride() ?? queryClient}>
      {children}
    </QueryClientProvider>
  );
}
