// GET /api/querypoints/point/types?projectId: the point types the project's points use, for the
// point-type filter (spec 002 §7).
import { explorerPointTypesResponse } from '@airboard/shared/api';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useExplorerPointTypes(projectId: string) {
  return useQuery({
    queryKey: ['explorer-point-types', projectId],
    queryFn: ({ signal }) =>
      api
        .get('/api/querypoints/point/types', {
          query: { projectId },
          schema: explorerPointTypesResponse,
          signal,
        })
        .then((r) => r.results),
    staleTime: 5 * 60_000,
  });
}
