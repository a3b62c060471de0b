// GET /api/sites/{siteId}/scheduleGroups/{groupId}/writes: a page of the group's scheduled writes,
// newest first, each with what the building system read back.
import { scheduledWritesResponse, type ScheduledWritesResponse } from '@airboard/shared/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { scheduleGroupsPath } from './get-schedule-groups';

export const SCHEDULED_WRITES_PAGE = 20;

export const scheduledWritesQueryOptions = (siteId: string, groupId: string, page: number) =>
  queryOptions({
    queryKey: ['scheduleGroups', siteId, groupId, 'writes', page],
    queryFn: ({ signal }): Promise<ScheduledWritesResponse> =>
      api.get(`${scheduleGroupsPath(siteId)}/${encodeURIComponent(groupId)}/writes`, {
        query: { limit: SCHEDULED_WRITES_PAGE, offset: page * SCHEDULED_WRITES_PAGE },
        schema: scheduledWritesResponse,
        signal,
      }),
  });

export function useScheduledWrites(siteId: string, groupId: string, page: number) {
  return useQuery({
    ...scheduledWritesQueryOptions(siteId, groupId, page),
    placeholderData: keepPreviousData,
  });
}
