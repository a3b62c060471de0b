// GET /api/pointtypes: the point-type catalogue (names, descriptions, thresholds) for the score
// help, the score breakdown and measurement details; it changes rarely, so it is cached long.
import { getPointTypesResponse, type PointType } from '@airboard/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function fetchPointTypes(signal?: AbortSignal): Promise<PointType[]> {
  return api
    .get('/api/pointtypes', { schema: getPointTypesResponse, ...(signal ? { signal } : {}) })
    .then((r) => r.results);
}

export const pointTypesQueryOptions = queryOptions({
  queryKey: ['point-types'],
  queryFn: ({ signal }) => fetchPointTypes(signal),
  staleTime: Infinity,
});

export function usePointTypes() {
  return useQuery(pointTypesQueryOptions);
}
