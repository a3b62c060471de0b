// The queries a kiosk's first paint needs: its route's loader starts them while the screen's code
// loads (app/router.tsx), and the server's render of a signed-in browser's kiosk waits for them
// (first-screen/). The hooks that show the kiosk read the same queries (use-site-kiosk.ts,
// use-public-kiosk.ts).
import type { QueryClient } from '@tanstack/react-query';
import { measurementsQueryOptions, siteQueryOptions, zonesQueryOptions } from '../../site-monitor';
import { kioskAddressOf } from '../lib/kiosk-address';
import { kioskMeasurementsQueryOptions, publicKioskQueryOptions } from './public-kiosk';

/** `search` and `linkId` as the kiosk route reads them (lib/kiosk-address.ts). */
export function prefetchKiosk(
  queryClient: QueryClient,
  search: URLSearchParams,
  linkId: string | null,
): Promise<unknown> {
  const address = kioskAddressOf(search, linkId);
  switch (address.kind) {
    case 'public':
      return Promise.all([
        queryClient.prefetchQuery(publicKioskQueryOptions(address.kioskId)),
        queryClient.prefetchQuery(kioskMeasurementsQueryOptions(address.kioskId)),
      ]);
    case 'site': {
      const { siteId, zoneId } = address;
      return Promise.all([
        queryClient.prefetchQuery(siteQueryOptions(siteId)),
        zoneId === null ? null : queryClient.prefetchQuery(zonesQueryOptions(siteId)),
        queryClient.prefetchQuery(
          measurementsQueryOptions({ siteId, zoneId: zoneId ?? undefined }),
        ),
      ]);
    }
    case 'none':
      return Promise.resolve();
  }
}
