// GET /api/querypoints/queries?projectId: the caller's saved filters in the project (spec 002 §7);
// saving, renaming and deleting one refresh this list through the same key.
import { savedQueriesResponse } from '@airboard/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const savedQueriesQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: ['saved-point-queries', projectId],
    queryFn: ({ signal }) =>
      api
        .get('/api/querypoints/queries', {
          query: { projectId },
          schema: savedQueriesResponse,
          signal,
        })
        .then((r) => r.results),
  });

export function useSavedQueries(projectId: string) {
  return useQuery(savedQueriesQueryOptions(projectId));
}
