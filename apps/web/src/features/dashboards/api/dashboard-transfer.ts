// A dashboard as a file (issue 13, item 9): GET …/dashboards/{dashboardId}/export answers the file
// 'Export JSON' saves, and POST …/dashboards/import creates a dashboard from one, answering it with
// the sites, zones and points it could not map. The project's list is refreshed after an import.
import {
  dashboardFile,
  importDashboardResponse,
  type DashboardFile,
  type ImportDashboardResponse,
} from '@airboard/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { projectDashboardsQueryOptions } from './get-dashboards';

const dashboardsUrl = (projectId: string) =>
  `/api/projects/${encodeURIComponent(projectId)}/dashboards`;

/** Read on a click, not cached: a file is exported as the dashboard is at that moment. */
export function useExportDashboard(projectId: string, dashboardId: string) {
  return useMutation({
    mutationFn: (): Promise<DashboardFile> =>
      api.get(`${dashboardsUrl(projectId)}/${encodeURIComponent(dashboardId)}/export`, {
        schema: dashboardFile,
      }),
  });
}

export function useImportDashboard(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: DashboardFile): Promise<ImportDashboardResponse> =>
      api.post(`${dashboardsUrl(projectId)}/import`, file, { schema: importDashboardResponse }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: projectDashboardsQueryOptions(projectId).queryKey,
      }),
  });
}
