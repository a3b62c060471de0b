// GET /api/sites/{siteId}/reportSchedules: the site's scheduled report e-mails (issue 17), each
// with its next sending and whether the user may change it. A save or delete puts its answer in
// the cached list at once and reads the list again, so the order stays the server's.
import { reportSchedulesResponse, type ReportSchedule } from '@airboard/shared/api';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const reportSchedulesQueryOptions = (siteId: string) =>
  queryOptions({
    queryKey: ['reportSchedules', siteId],
    queryFn: ({ signal }) =>
      api
        .get(`/api/sites/${encodeURIComponent(siteId)}/reportSchedules`, {
          schema: reportSchedulesResponse,
          signal,
        })
        .then((r) => r.results),
  });

export const useReportSchedules = (siteId: string) => useQuery(reportSchedulesQueryOptions(siteId));

/** Replaces (or adds, or with null removes) a schedule in the cached list, then reads it again. */
export function storeReportSchedule(
  queryClient: QueryClient,
  siteId: string,
  scheduleId: string,
  schedule: ReportSchedule | null,
): void {
  const { queryKey } = reportSchedulesQueryOptions(siteId);
  queryClient.setQueryData(queryKey, (list) => {
    if (list === undefined) {
      return list;
    }
    if (schedule === null) {
      return list.filter((s) => s.objectId !== scheduleId);
    }
    const known = list.some((s) => s.objectId === scheduleId);
    return known
      ? list.map((s) => (s.objectId === scheduleId ? schedule : s))
      : [...list, schedule];
  });
  void queryClient.invalidateQueries({ queryKey });
}
