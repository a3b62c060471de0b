// DELETE /api/querypoints/queries/{id}: removes one of the caller's saved filters.
import { deleteSavedQueryResponse } from '@airboard/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { savedQueriesQueryOptions } from './get-saved-queries';

export function useDeleteQuery(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (objectId: string) =>
      api.delete(`/api/querypoints/queries/${encodeURIComponent(objectId)}`, {
        schema: deleteSavedQueryResponse,
      }),
    onSuccess: () => queryClient.invalidateQueries(savedQueriesQueryOptions(projectId)),
  });
}
