// The TanStack Query client: the single cache of server state for the whole app.
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // api-client already retries GETs as the spec prescribes; retrying here too would multiply them.
      queries: { retry: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
