// GET /api/sites/{siteId}/scheduleGroups: the site's schedule groups, each whole (points, weekly
// program, holiday program, calendars followed, exceptions). Members read them; admins edit.
import { scheduleGroupsResponse, type ScheduleGroup } from '@airboard/shared/api';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const scheduleGroupsPath = (siteId: string) =>
  `/api/sites/${encodeURIComponent(siteId)}/scheduleGroups`;

export const scheduleGroupsQueryOptions = (siteId: string) =>
  queryOptions({
    queryKey: ['scheduleGroups', siteId],
    queryFn: ({ signal }): Promise<ScheduleGroup[]> =>
      api
        .get(scheduleGroupsPath(siteId), { schema: scheduleGroupsResponse, signal })
        .then((r) => r.results),
  });

export function useScheduleGroups(siteId: string, enabled: boolean) {
  return useQuery({ ...scheduleGroupsQueryOptions(siteId), enabled });
}

/** Puts a group the server just answered into the cached list, then reads the list again. */
export function storeScheduleGroup(queryClient: QueryClient, group: ScheduleGroup): void {
  const { queryKey } = scheduleGroupsQueryOptions(group.siteId);
  queryClient.setQueryData(queryKey, (list) => {
    if (list === undefined) {
      return list;
    }
    const known = list.some((g) => g.objectId === group.objectId);
    return known ? list.map((g) => (g.objectId === group.objectId ? group : g)) : [...list, group];
  });
  void queryClient.invalidateQueries({ queryKey });
}
