// GET /api/trendData for one measurement over a time range: the [time, value] pairs a trend chart
// draws. It lives beside the shared measurement widgets because the site pages and the dashboards
// both draw these cards.
import { trendResponse, type TrendResult } from '@airboard/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { createRequestSlots } from '../../lib/request-slots';
import type { TimeRange } from '../period-range';

type TrendRequest = { siteId: string; measurementId: string; range: TimeRange };

/**
 * Trends are heavy requests, of which the server works on only a few at once (4 by default):
 * a tab asks for at most this many at a time, leaving room for another tab or user.
 */
const TRENDS_AT_ONCE = 3;
const trendSlots = createRequestSlots(TRENDS_AT_ONCE);

export function fetchTrendData(request: TrendRequest, signal?: AbortSignal): Promise<TrendResult> {
  return trendSlots(() => getTrendData(request, signal), signal);
}

function getTrendData(request: TrendRequest, signal?: AbortSignal): Promise<TrendResult> {
  return api
    .get('/api/trendData', {
      query: {
        siteId: request.siteId,
        pointId: request.measurementId,
        startTime: request.range.start.toISOString(),
        endTime: request.range.end.toISOString(),
        type: 'value',
      },
      schema: trendResponse,
      ...(signal ? { signal } : {}),
    })
    .then((r) => r.results);
}

export const trendDataQueryOptions = (request: TrendRequest) =>
  queryOptions({
    queryKey: [
      'trend',
      request.siteId,
      request.measurementId,
      // Minutes: "up to now" ranges move every render; a minute is fine-grained enough for a chart.
      Math.floor(request.range.start.getTime() / 60_000),
      Math.floor(request.range.end.getTime() / 60_000),
    ],
    queryFn: ({ signal }) => fetchTrendData(request, signal),
  });

export function useTrendData(request: TrendRequest) {
  return useQuery(trendDataQueryOptions(request));
}
