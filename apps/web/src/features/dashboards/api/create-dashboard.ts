// POST /api/projects/{projectId}/dashboards with the spec's create payload (001 §7): an empty,
// project-level dashboard with its default site and zone. The list is refreshed after it.
import {
  dashboardResponse,
  type CreateDashboardBody,
  type DashboardDetail,
} from '@airboard/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { projectDashboardsQueryOptions } from './get-dashboards';

export function useCreateDashboard(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDashboardBody): Promise<DashboardDetail> =>
      api
        .post(`/api/projects/${encodeURIComponent(projectId)}/dashboards`, body, {
          schema: dashboardResponse,
        })
        .then((r) => r.results),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: projectDashboardsQueryOptions(projectId).queryKey,
      }),
  });
}
