// GET /api/onboarding/{siteId}: the building system's topology ('Commander Topology') and the
// site's mapping of it ('AQ Topology'), read by all three wizard steps. Staff only: the server
// answers 403 to anyone else. Refresh asks the building system again (`refresh=true`) and puts
// its answer in the same cache entry.
import { onboardingTopologyResponse, type OnboardingTopology } from '@airboard/shared/api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function fetchTopology(
  siteId: string,
  { refresh = false, signal }: { refresh?: boolean; signal?: AbortSignal } = {},
): Promise<OnboardingTopology> {
  return api
    .get(`/api/onboarding/${encodeURIComponent(siteId)}`, {
      schema: onboardingTopologyResponse,
      ...(refresh ? { query: { refresh: true } } : {}),
      ...(signal ? { signal } : {}),
    })
    .then((r) => r.results);
}

export const topologyQueryOptions = (siteId: string) =>
  queryOptions({
    queryKey: ['onboarding', siteId],
    queryFn: ({ signal }) => fetchTopology(siteId, { signal }),
  });

export function useTopology(siteId: string) {
  return useQuery(topologyQueryOptions(siteId));
}

export function useRefreshTopology(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => fetchTopology(siteId, { refresh: true }),
    onSuccess: (topology) =>
      queryClient.setQueryData(topologyQueryOptions(siteId).queryKey, topology),
  });
}
