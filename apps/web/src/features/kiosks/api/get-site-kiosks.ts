// GET /api/kiosks/site/{siteId}: the site's kiosks for their admins (decision 019). Read again each
// poll interval of a screen, so a kiosk's online state and last contact stay current on the list.
import { siteKiosksResponse, type Kiosk } from '@airboard/shared/api';
import { KIOSK_POLL_MS } from '@airboard/shared/rules';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function fetchSiteKiosks(siteId: string, signal?: AbortSignal): Promise<Kiosk[]> {
  return api
    .get(`/api/kiosks/site/${encodeURIComponent(siteId)}`, {
      schema: siteKiosksResponse,
      ...(signal ? { signal } : {}),
    })
    .then((r) => r.results);
}

export const siteKiosksQueryOptions = (siteId: string) =>
  queryOptions({
    queryKey: ['kiosks', siteId],
    queryFn: ({ signal }) => fetchSiteKiosks(siteId, signal),
  });

/** Enabled only for those allowed to manage kiosks: anyone else would only be refused. */
export function useSiteKiosks(siteId: string, enabled: boolean) {
  return useQuery({ ...siteKiosksQueryOptions(siteId), enabled, refetchInterval: KIOSK_POLL_MS });
}

/**
 * Puts a kiosk the server just answered into the cached list (in place, or at the end when new),
 * then reads the list again, so the change shows at once and the order stays the server's.
 */
export function storeKiosk(queryClient: QueryClient, siteId: string, kiosk: Kiosk): void {
  const { queryKey } = siteKiosksQueryOptions(siteId);
  queryClient.setQueryData(queryKey, (list) => {
    if (list === undefined) {
      return list;
    }
    const known = list.some((k) => k.objectId === kiosk.objectId);
    return known ? list.map((k) => (k.objectId === kiosk.objectId ? kiosk : k)) : [...list, kiosk];
  });
  void queryClient.invalidateQueries({ queryKey });
}
