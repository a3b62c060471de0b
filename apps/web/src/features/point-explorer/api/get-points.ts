// GET /api/querypoints/points: one page of a site's points matching the filters, with the total
// (spec 002 §7). The server filters and pages; the previous page stays shown while the next loads.
import { pointsResponse, type PointsResponse } from '@airboard/shared/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ExplorerFilters } from '../lib/explorer-filters';

export type PointsPage = { limit: number; offset: number };

export const pointsQueryOptions = (filters: ExplorerFilters, page: PointsPage) =>
  queryOptions({
    queryKey: ['explorer-points', filters, page],
    queryFn: ({ signal }): Promise<PointsResponse> =>
      api.get('/api/querypoints/points', {
        query: {
          siteId: filters.siteId,
          zoneId: filters.zoneId,
          pointType: filters.pointType,
          alarmStatus: filters.alarmStatus,
          name: filters.name,
          ...page,
        },
        schema: pointsResponse,
        signal,
      }),
  });

/** The page of points; nothing is asked before a site is chosen (002 §5). */
export function usePoints(filters: ExplorerFilters, page: PointsPage) {
  return useQuery({
    ...pointsQueryOptions(filters, page),
    enabled: filters.siteId !== undefined,
    placeholderData: keepPreviousData,
  });
}
