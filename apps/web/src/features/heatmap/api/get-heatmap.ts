// The heat map calls (spec 000 §7): GET /api/sites/{siteId}/heatmap/measurements (the measurement
// types present) and GET /api/sites/{siteId}/heatmap/alerts (the periods × zones grid of alert
// counts or mean values for a period, cut in the site's time zone: no zone is sent, so the server
// uses the site's, whatever the browser's is).
import {
  heatmapResponse,
  heatmapTypesResponse,
  type HeatmapPeriod,
  type HeatmapResult,
  type HeatmapTypesResponse,
} from '@airboard/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type HeatmapRequest = {
  siteId: string;
  kind: 'alerts' | 'measurements';
  measurementType: string | null;
  period: HeatmapPeriod;
  startDate: string | null;
  endDate: string | null;
};

export function fetchHeatmap(
  request: HeatmapRequest,
  signal?: AbortSignal,
): Promise<HeatmapResult> {
  return api
    .get(`/api/sites/${encodeURIComponent(request.siteId)}/heatmap/alerts`, {
      query: {
        type: request.kind,
        measurementType: request.measurementType,
        timePeriod: request.period,
        startDate: request.period === 'custom' ? request.startDate : null,
        endDate: request.period === 'custom' ? request.endDate : null,
      },
      schema: heatmapResponse,
      ...(signal ? { signal } : {}),
    })
    .then((r) => r.results);
}

export function useHeatmap(request: HeatmapRequest, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['heatmap', request],
      queryFn: ({ signal }) => fetchHeatmap(request, signal),
      enabled,
    }),
  );
}

export function fetchHeatmapTypes(
  siteId: string,
  signal?: AbortSignal,
): Promise<HeatmapTypesResponse['results']> {
  return api
    .get(`/api/sites/${encodeURIComponent(siteId)}/heatmap/measurements`, {
      schema: heatmapTypesResponse,
      ...(signal ? { signal } : {}),
    })
    .then((r) => r.results);
}

export function useHeatmapTypes(siteId: string) {
  return useQuery(
    queryOptions({
      queryKey: ['heatmap-types', siteId],
      queryFn: ({ signal }) => fetchHeatmapTypes(siteId, signal),
    }),
  );
}
