// POST /api/projects/{projectId}/dashboards with the spec's create payload (001 §7): an empty,
// project-level dashboard with its default site and zone. The new dashboard is kept for its page;
// the list is read again after it, and if that fails the user is told the list may lack it
// ('Failed to handle dashboard creation') while the new dashboard still opens.
import {
  dashboardResponse,
  type CreateDashboardBody,
  type DashboardDetail,
} from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from '../../../lib/toasts';
import { api } from '../../../lib/api-client';
import { dashboardQueryOptions } from './dashboard';
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
    onSuccess: (dashboard) => {
      queryClient.setQueryData(
        dashboardQueryOptions(projectId, dashboard.objectId).queryKey,
        dashboard,
      );
      const list = projectDashboardsQueryOptions(projectId).queryKey;
      queryClient
        .refetchQueries({ queryKey: list }, { throwOnError: true })
        .catch(() =>
          enqueueSnackbar(messages.dashboardCreationHandlingFailed, { variant: 'warning' }),
        );
    },
  });
}
