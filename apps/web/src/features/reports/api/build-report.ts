// POST /api/sites/reports/{siteId}: the report of the chosen measurements over whole days of the
// site, cut into hours, days or weeks. The key holds every parameter, so a report asked for again
// with the same ones is the one already shown.
import { reportResponse, type ReportResponse } from '@airboard/shared/api';
import type { ReportIntervalSize } from '@airboard/shared/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type Report = ReportResponse['results']['report'];

export type ReportRequest = {
  siteId: string;
  /** ISO instants: the site's midnight of the first day and of the day after the last. */
  startTime: string;
  endTime: string;
  interval: ReportIntervalSize;
  /** Only the quarter hours in the site's opening hours. */
  occupiedOnly: boolean;
  measurementIds: string[];
};

export const reportQueryOptions = (request: ReportRequest) =>
  queryOptions({
    queryKey: ['report', request],
    queryFn: ({ signal }) =>
      api
        .post(
          `/api/sites/reports/${request.siteId}`,
          { measurementIds: request.measurementIds },
          {
            query: {
              startTime: request.startTime,
              endTime: request.endTime,
              interval: request.interval,
              occupiedOnly: String(request.occupiedOnly),
            },
            schema: reportResponse,
            signal,
          },
        )
        .then((r) => r.results.report),
    // A report is asked for once: a failure says 'Cannot Generate Report' rather than retrying.
    retry: false,
    staleTime: Infinity,
  });

/** The report once asked for (null: not yet). */
export function useReport(request: ReportRequest | null) {
  return useQuery({
    ...reportQueryOptions(
      request ?? {
        siteId: '',
        startTime: '',
        endTime: '',
        interval: 'day',
        occupiedOnly: false,
        measurementIds: [],
      },
    ),
    enabled: request !== null,
  });
}
