// GET /api/site: one site (scores, alert count, refresh interval, first data date); a foreign or
// unknown site is a 404, which the page turns into the no-access message.
import type { Site } from '@airboard/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { deferred } from '../../../lib/deferred-contracts';

export function fetchSite(siteId: string, signal?: AbortSignal): Promise<Site> {
  return api
    .get('/api/site', {
      query: { siteId },
      schema: deferred('getSiteResponse'),
      ...(signal ? { signal } : {}),
    })
    .then((r) => r.site);
}

export const siteQueryOptions = (siteId: string) =>
  queryOptions({ queryKey: ['site', siteId], queryFn: ({ signal }) => fetchSite(siteId, signal) });

export function useSite(siteId: string, refreshMs?: number) {
  return useQuery({ ...siteQueryOptions(siteId), refetchInterval: refreshMs ?? false });
}
