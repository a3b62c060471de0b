// GET /api/projects/{projectId}/holidayCalendars: the project's holiday calendars, which any of
// its sites' schedule groups may follow.
import { holidayCalendarsResponse, type HolidayCalendar } from '@airboard/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const holidayCalendarsPath = (projectId: string) =>
  `/api/projects/${encodeURIComponent(projectId)}/holidayCalendars`;

export const holidayCalendarsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: ['holidayCalendars', projectId],
    queryFn: ({ signal }): Promise<HolidayCalendar[]> =>
      api
        .get(holidayCalendarsPath(projectId), { schema: holidayCalendarsResponse, signal })
        .then((r) => r.results),
  });

export function useHolidayCalendars(projectId: string, enabled: boolean) {
  return useQuery({ ...holidayCalendarsQueryOptions(projectId), enabled });
}
