// GET /api/brand: the brand of the host the app is served from (and of the signed-in project's
// white label), for the sign-in pages and the footer.
import type { BrandInfo } from '@airboard/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { deferred } from '../../../lib/deferred-contracts';

export function fetchBrand(signal?: AbortSignal): Promise<BrandInfo> {
  return api
    .get('/api/brand', { schema: deferred('brandResponse'), ...(signal ? { signal } : {}) })
    .then((r) => r.brand);
}

export const brandQueryOptions = queryOptions({
  queryKey: ['brand'],
  queryFn: ({ signal }) => fetchBrand(signal),
  staleTime: Infinity,
});

export function useBrand() {
  return useQuery(brandQueryOptions);
}
