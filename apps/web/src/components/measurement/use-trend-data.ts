// The trend of one measurement over a time range: the [time, value] pairs a trend chart draws.
// Charts ask one by one; the asks of a site and period made within a few milliseconds go out as
// one GET /api/site/{siteId}/trends, so a dashboard of a hundred charts makes a request per site
// rather than per chart. It lives beside the shared measurement widgets because the site pages
// and the dashboards both draw these cards.
import { siteTrendsResponse, TRENDS_BATCH_MAX, type TrendResult } from '@airboard/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { createRequestBatch } from '../../lib/request-batch';
import { createRequestSlots } from '../../lib/request-slots';
import type { TimeRange } from '../period-range';

type TrendRequest = { siteId: string; measurementId: string; range: TimeRange };

/**
 * Trends are heavy requests, of which the server works on only a few at once (4 by default):
 * a tab asks for at most this many at a time, leaving room for another tab or user.
 */
const TRENDS_AT_ONCE = 3;
const trendSlots = createRequestSlots(TRENDS_AT_ONCE);
/** Long enough to gather the charts a render mounts together, short enough not to be seen. */
const BATCH_WINDOW_MS = 15;
const trendBatch = createRequestBatch<TrendResult>({
  windowMs: BATCH_WINDOW_MS,
  maxIds: TRENDS_BATCH_MAX,
  missing: () => new Error('Point not found'),
});

const toMinute = (date: Date) => Math.floor(date.getTime() / 60_000);

export function fetchTrendData(request: TrendRequest, signal?: AbortSignal): Promise<TrendResult> {
  const { siteId, range } = request;
  const startTime = range.start.toISOString();
  const endTime = range.end.toISOString();
  const send = (ids: string[]) =>
    trendSlots(() =>
      api
        .get(`/api/site/${encodeURIComponent(siteId)}/trends`, {
          query: { pointIds: JSON.stringify(ids), startTime, endTime, type: 'value' },
          schema: siteTrendsResponse,
        })
        .then((r) => r.results),
    );
  // Grouped as the query cache keys them (by the minute): asks of one period go together.
  const period = `${toMinute(range.start)} ${toMinute(range.end)}`;
  return trendBatch(`${siteId} ${period}`, request.measurementId, send, signal);
}

export const trendDataQueryOptions = (request: TrendRequest) =>
  queryOptions({
    queryKey: [
      'trend',
      request.siteId,
      request.measurementId,
      // Minutes: "up to now" ranges move every render; a minute is fine-grained enough for a chart.
      toMinute(request.range.start),
      toMinute(request.range.end),
    ],
    queryFn: ({ signal }) => fetchTrendData(request, signal),
  });

export function useTrendData(request: TrendRequest) {
  return useQuery(trendDataQueryOptions(request));
}
