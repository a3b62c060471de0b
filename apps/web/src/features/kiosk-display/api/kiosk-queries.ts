// The queries a kiosk shows, one list for its hooks (use-site-kiosk.ts, use-public-kiosk.ts) and
// for its route's loader, which starts them while the screen's code loads (app/router.tsx); the
// server's render of a signed-in browser's kiosk waits for them (first-screen/).
import type { QueryClient } from '@tanstack/react-query';
import { measurementsQueryOptions, siteQueryOptions, zonesQueryOptions } from '../../site-monitor';
import { kioskAddressOf } from '../lib/kiosk-address';
import { kioskMeasurementsQueryOptions, publicKioskQueryOptions } from './public-kiosk';

/** A signed-in user's kiosk of a site or zone: the site monitor's own calls. */
export const siteKioskQueries = (siteId: string, zoneId: string | null) => ({
  site: siteQueryOptions(siteId),
  zones: zonesQueryOptions(siteId),
  measurements: measurementsQueryOptions({ siteId, zoneId: zoneId ?? undefined }),
});

/** A kiosk by its public id: its frame and its values. */
export const publicKioskQueries = (kioskId: string) => ({
  frame: publicKioskQueryOptions(kioskId),
  measurements: kioskMeasurementsQueryOptions(kioskId),
});

/** `search` and `linkId` as the kiosk route reads them (lib/kiosk-address.ts). */
export function prefetchKiosk(
  queryClient: QueryClient,
  search: URLSearchParams,
  linkId: string | null,
): Promise<unknown> {
  const address = kioskAddressOf(search, linkId);
  switch (address.kind) {
    case 'public': {
      const { frame, measurements } = publicKioskQueries(address.kioskId);
      return Promise.all([
        queryClient.prefetchQuery(frame),
        queryClient.prefetchQuery(measurements),
      ]);
    }
    case 'site': {
      const { site, zones, measurements } = siteKioskQueries(address.siteId, address.zoneId);
      return Promise.all([
        queryClient.prefetchQuery(site),
        // The zones only name a zone's kiosk (use-site-kiosk.ts).
        address.zoneId === null ? null : queryClient.prefetchQuery(zones),
        queryClient.prefetchQuery(measurements),
      ]);
    }
    case 'none':
      return Promise.resolve();
  }
}
