// PUT /api/querypoints/queries/{id} {name}: renames one of the caller's saved filters, under the
// same name rules as saving.
import { savedQueryResponse } from '@airboard/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { savedQueriesQueryOptions } from './get-saved-queries';

export function useRenameQuery(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ objectId, name }: { objectId: string; name: string }) =>
      api
        .put(
          `/api/querypoints/queries/${encodeURIComponent(objectId)}`,
          { name },
          { schema: savedQueryResponse },
        )
        .then((r) => r.results),
    onSuccess: () => queryClient.invalidateQueries(savedQueriesQueryOptions(projectId)),
  });
}
