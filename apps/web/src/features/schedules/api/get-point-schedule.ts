// GET /api/points/{uuid}/schedule: the zone page's line under a scheduled point — its group, the
// value commanded now, the next change, and a manual write holding the point until then.
import { pointScheduleResponse, type PointSchedule } from '@airboard/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Read again this often, so the next change and an override that ended show without a reload. */
const POINT_SCHEDULE_REFRESH_MS = 60_000;

export const pointScheduleQueryOptions = (pointUuid: string) =>
  queryOptions({
    // Under 'measurements': a manual write refreshes the site's measurements, and with them this,
    // so the override it starts shows at once.
    queryKey: ['measurements', 'schedule', pointUuid],
    queryFn: ({ signal }): Promise<PointSchedule> =>
      api
        .get(`/api/points/${encodeURIComponent(pointUuid)}/schedule`, {
          schema: pointScheduleResponse,
          signal,
        })
        .then((r) => r.results),
  });

export function usePointSchedule(pointUuid: string | null) {
  return useQuery({
    ...pointScheduleQueryOptions(pointUuid ?? ''),
    enabled: pointUuid !== null,
    refetchInterval: POINT_SCHEDULE_REFRESH_MS,
  });
}
