// One dashboard (GET …/dashboards/{dashboardId}) and its edits. Every edit sends the version the
// screen last read and keeps the dashboard it answers; an edit made on an older version (409)
// reloads the dashboard and says it changed elsewhere, and the caller keeps its dialog open with
// what the user typed (decision 016).
import {
  dashboardResponse,
  deleteDashboardResponse,
  type DashboardDetail,
} from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from '../../../lib/toasts';
import { api, ApiError } from '../../../lib/api-client';
import { projectDashboardsQueryOptions } from './get-dashboards';

const base = (projectId: string, dashboardId: string) =>
  `/api/projects/${encodeURIComponent(projectId)}/dashboards/${encodeURIComponent(dashboardId)}`;

export const dashboardQueryOptions = (projectId: string, dashboardId: string) =>
  queryOptions({
    queryKey: ['dashboard', projectId, dashboardId],
    queryFn: ({ signal }) =>
      api
        .get(base(projectId, dashboardId), { schema: dashboardResponse, signal })
        .then((r) => r.results),
  });

export function useDashboard(projectId: string, dashboardId: string) {
  return useQuery(dashboardQueryOptions(projectId, dashboardId));
}

/**
 * Opens a dashboard from the selection: reads it first, so its page opens with it. One deleted
 * since the list was read says 'Failed to navigate to dashboard' and the list is read again; any
 * other failure opens the page, which says it cannot load and offers Retry.
 */
export function useOpenDashboard(projectId: string, open: (dashboardId: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dashboardId: string) =>
      queryClient.fetchQuery(dashboardQueryOptions(projectId, dashboardId)),
    onSuccess: (dashboard) => open(dashboard.objectId),
    onError: (error, dashboardId) => {
      if (error instanceof ApiError && error.status === 404) {
        enqueueSnackbar(messages.navigateToDashboardFailed, { variant: 'error' });
        void queryClient.invalidateQueries({
          queryKey: projectDashboardsQueryOptions(projectId).queryKey,
        });
      } else {
        open(dashboardId);
      }
    },
  });
}

/** An edit: where under the dashboard, how, and what (the version is added here). */
export type DashboardEdit =
  { method: 'PATCH' | 'POST'; path: string; body: object } | { method: 'DELETE'; path: string };

export function useDashboardEdit(projectId: string, dashboardId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = dashboardQueryOptions(projectId, dashboardId);
  return useMutation({
    mutationFn: (edit: DashboardEdit): Promise<DashboardDetail> => {
      const version = queryClient.getQueryData(queryKey)?.version ?? 1;
      const url = `${base(projectId, dashboardId)}${edit.path}`;
      const answer =
        edit.method === 'DELETE'
          ? api.delete(url, { query: { version }, schema: dashboardResponse })
          : edit.method === 'PATCH'
            ? api.patch(url, { ...edit.body, version }, { schema: dashboardResponse })
            : api.post(url, { ...edit.body, version }, { schema: dashboardResponse });
      return answer.then((r) => r.results);
    },
    onSuccess: (dashboard) => {
      queryClient.setQueryData(queryKey, dashboard);
      void queryClient.invalidateQueries({
        queryKey: projectDashboardsQueryOptions(projectId).queryKey,
      });
    },
    onError: (error) => {
      if (isChangedElsewhere(error)) {
        enqueueSnackbar(messages.dashboardChangedElsewhere, { variant: 'info' });
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}

/** Deletes the dashboard (at the version the screen last read) and forgets it. */
export function useDeleteDashboard(projectId: string, dashboardId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = dashboardQueryOptions(projectId, dashboardId);
  return useMutation({
    mutationFn: () =>
      api.delete(base(projectId, dashboardId), {
        query: { version: queryClient.getQueryData(queryKey)?.version ?? 1 },
        schema: deleteDashboardResponse,
      }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey });
      // The list the user goes back to no longer shows it, even before it is read again.
      const list = projectDashboardsQueryOptions(projectId).queryKey;
      queryClient.setQueryData(list, (old) => old?.filter((d) => d.objectId !== dashboardId));
      void queryClient.invalidateQueries({ queryKey: list });
    },
  });
}

/**
 * Whether an edit failed because the dashboard changed elsewhere (409): the edit hook has said so
 * and reloaded it, so callers add no failure toast of their own.
 */
export const isChangedElsewhere = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 409;

/** The server's message of a failed edit, for the spec's "Failed to …: {message}" toasts. */
export const editFailure = (error: unknown): string =>
  error instanceof Error ? error.message : 'Unknown error';
