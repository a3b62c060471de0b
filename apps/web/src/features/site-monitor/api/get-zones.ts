// GET /api/zones: a site's zones sorted by name (with their measurements when asked), for the zone
// dropdown, zone link cards, breadcrumbs and the side navigator.
import type { Zone } from '@airboard/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { deferred } from '../../../lib/deferred-contracts';

export function fetchZones(
  siteId: string,
  withMeasurements: boolean,
  signal?: AbortSignal,
): Promise<Zone[]> {
  return api
    .get('/api/zones', {
      query: { siteId, withMeasurements },
      schema: deferred('getZonesResponse'),
      ...(signal ? { signal } : {}),
    })
    .then((r) => r.results);
}

export const zonesQueryOptions = (siteId: string, withMeasurements = false) =>
  queryOptions({
    queryKey: ['zones', siteId, withMeasurements],
    queryFn: ({ signal }) => fetchZones(siteId, withMeasurements, signal),
  });

export function useZones(siteId: string, withMeasurements = false, refreshMs?: number) {
  return useQuery({
    ...zonesQueryOptions(siteId, withMeasurements),
    refetchInterval: refreshMs ?? false,
  });
}
