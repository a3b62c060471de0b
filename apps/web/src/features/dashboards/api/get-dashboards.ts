// GET /api/projects/{projectId}/dashboards: the project's dashboards, which the selection lists
// and the side navigator shows under the project, each site and each zone by their level.
import { listDashboardsResponse, type DashboardSummary } from '@airboard/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function fetchProjectDashboards(
  projectId: string,
  signal?: AbortSignal,
): Promise<DashboardSummary[]> {
  return api
    .get(`/api/projects/${encodeURIComponent(projectId)}/dashboards`, {
      schema: listDashboardsResponse,
      ...(signal ? { signal } : {}),
    })
    .then((r) => r.results);
}

export const projectDashboardsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: ['dashboards', projectId],
    queryFn: ({ signal }) => fetchProjectDashboards(projectId, signal),
  });

export function useProjectDashboards(projectId: string | undefined) {
  return useQuery({
    ...projectDashboardsQueryOptions(projectId ?? ''),
    enabled: projectId !== undefined,
  });
}
