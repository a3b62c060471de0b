// The queries the site page (and zone page) needs for its first paint: the site, its zones with
// their measurements and its floors. Its route's loader starts them while the page's code loads
// (app/router.tsx); the page's hooks read the same queries.
import type { QueryClient } from '@tanstack/react-query';
import { floorsQueryOptions } from './get-floors';
import { siteQueryOptions } from './get-site';
import { zonesQueryOptions } from './get-zones';

export function prefetchSitePage(queryClient: QueryClient, siteId: string): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(siteQueryOptions(siteId)),
    queryClient.prefetchQuery(zonesQueryOptions(siteId, true)),
    queryClient.prefetchQuery(floorsQueryOptions(siteId)),
  ]);
}
