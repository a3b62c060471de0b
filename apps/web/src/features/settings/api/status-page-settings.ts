// GET, PUT and DELETE /api/projects/{projectId}/statusPage: the address the project's public status
// page is published under (issue 17). Admins publish or move it (PUT) and unpublish it (DELETE);
// the answer is the setting as now, so it replaces the one read.
import { statusPageSettings, type StatusPageSettings } from '@airboard/shared/api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const statusPageSettingsUrl = (projectId: string) =>
  `/api/projects/${encodeURIComponent(projectId)}/statusPage`;

export const statusPageSettingsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: ['statusPageSettings', projectId],
    queryFn: ({ signal }) =>
      api.get(statusPageSettingsUrl(projectId), { schema: statusPageSettings, signal }),
  });

export const useStatusPageSettings = (projectId: string) =>
  useQuery(statusPageSettingsQueryOptions(projectId));

export function usePublishStatusPage(projectId: string) {
  return useStatusPageChange(projectId, (slug: string) =>
    api.put(statusPageSettingsUrl(projectId), { slug }, { schema: statusPageSettings }),
  );
}

export function useUnpublishStatusPage(projectId: string) {
  return useStatusPageChange(projectId, () =>
    api.delete(statusPageSettingsUrl(projectId), { schema: statusPageSettings }),
  );
}

function useStatusPageChange<T>(
  projectId: string,
  change: (variables: T) => Promise<StatusPageSettings>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (saved) =>
      queryClient.setQueryData(statusPageSettingsQueryOptions(projectId).queryKey, saved),
  });
}
