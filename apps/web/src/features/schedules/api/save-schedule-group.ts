// POST /api/sites/{siteId}/scheduleGroups (a new group) and PUT …/scheduleGroups/{groupId} (an
// edited one): the whole group as the editor holds it. A refusal (a point already in another
// group, overlapping exceptions, a value a point does not take) comes back as the server's
// message; the editor keeps the user's edits and shows it.
import {
  scheduleGroupResponse,
  type ScheduleGroup,
  type ScheduleGroupInput,
} from '@airboard/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { scheduleGroupsPath, storeScheduleGroup } from './get-schedule-groups';

export type SaveScheduleGroupVariables = { groupId: string | null; input: ScheduleGroupInput };

export function useSaveScheduleGroup(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, input }: SaveScheduleGroupVariables): Promise<ScheduleGroup> =>
      (groupId === null
        ? api.post(scheduleGroupsPath(siteId), input, { schema: scheduleGroupResponse })
        : api.put(`${scheduleGroupsPath(siteId)}/${encodeURIComponent(groupId)}`, input, {
            schema: scheduleGroupResponse,
          })
      ).then((r) => r.results),
    onSuccess: (group) => storeScheduleGroup(queryClient, group),
  });
}
