// GET /api/sites/{siteId}/floors: the site's floors (plan image and zone rectangles); the site
// page shows its floor-plan switch only when there is at least one.
import type { Floor } from '@airboard/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { deferred } from '../../../lib/deferred-contracts';

export function fetchFloors(siteId: string, signal?: AbortSignal): Promise<Floor[]> {
  return api
    .get(`/api/sites/${encodeURIComponent(siteId)}/floors`, {
      schema: deferred('getFloorsResponse'),
      ...(signal ? { signal } : {}),
    })
    .then((r) => r.results);
}

export const floorsQueryOptions = (siteId: string) =>
  queryOptions({
    queryKey: ['floors', siteId],
    queryFn: ({ signal }) => fetchFloors(siteId, signal),
  });

export function useFloors(siteId: string) {
  return useQuery(floorsQueryOptions(siteId));
}
