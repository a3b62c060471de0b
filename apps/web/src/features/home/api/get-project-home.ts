// GET /api?slim=true: the signed-in project, its sites (sorted by name) and the map settings; read
// by the project home, the navigation bar and the side navigator.
import type { ProjectHome } from '@airboard/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { deferred } from '../../../lib/deferred-contracts';

export function fetchProjectHome(signal?: AbortSignal): Promise<ProjectHome> {
  return api.get('/api', {
    query: { slim: true },
    schema: deferred('getProjectHomeResponse'),
    ...(signal ? { signal } : {}),
  });
}

export const projectHomeQueryOptions = queryOptions({
  queryKey: ['project-home'],
  queryFn: ({ signal }) => fetchProjectHome(signal),
});

export function useProjectHome() {
  return useQuery(projectHomeQueryOptions);
}
