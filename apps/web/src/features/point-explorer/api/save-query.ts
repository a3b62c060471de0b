// POST /api/querypoints/queries?projectId: saves the current filters under a name (spec 002 §5,
// §7). The server's name and no-filter refusals come back as ApiErrors with the spec's messages.
import { savedQueryResponse, type SaveQueryBody } from '@airboard/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { savedQueriesQueryOptions } from './get-saved-queries';

export function useSaveQuery(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveQueryBody) =>
      api
        .post('/api/querypoints/queries', body, {
          query: { projectId },
          schema: savedQueryResponse,
        })
        .then((r) => r.results),
    onSuccess: () => queryClient.invalidateQueries(savedQueriesQueryOptions(projectId)),
  });
}
