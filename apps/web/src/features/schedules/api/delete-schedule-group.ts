// DELETE /api/sites/{siteId}/scheduleGroups/{groupId}: the group goes, its points are free for
// another group, and no transition of it is written any more.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { scheduleGroupsPath, scheduleGroupsQueryOptions } from './get-schedule-groups';

export function useDeleteScheduleGroup(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (groupId: string): Promise<void> => {
      await api.delete(`${scheduleGroupsPath(siteId)}/${encodeURIComponent(groupId)}`);
    },
    onSuccess: (_nothing, groupId) => {
      const { queryKey } = scheduleGroupsQueryOptions(siteId);
      queryClient.setQueryData(queryKey, (list) => list?.filter((g) => g.objectId !== groupId));
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
