// GET /api/projects/{projectId}/kits: the project's kits with their onboarding links and progress,
// newest first, for its admins (issue 16 item 5). The device list shows them under the devices.
import { projectKitsResponse, type AdminKit } from '@airboard/shared/api';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function fetchProjectKits(projectId: string, signal?: AbortSignal): Promise<AdminKit[]> {
  return api
    .get(`/api/projects/${encodeURIComponent(projectId)}/kits`, {
      schema: projectKitsResponse,
      ...(signal ? { signal } : {}),
    })
    .then((r) => r.results);
}

export const projectKitsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: ['kits', projectId],
    queryFn: ({ signal }) => fetchProjectKits(projectId, signal),
  });

export function useProjectKits(projectId: string) {
  return useQuery(projectKitsQueryOptions(projectId));
}

/** After a kit changed (registered, revoked, re-issued): the list is read again. */
export function refreshProjectKits(queryClient: QueryClient, projectId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: projectKitsQueryOptions(projectId).queryKey });
}
