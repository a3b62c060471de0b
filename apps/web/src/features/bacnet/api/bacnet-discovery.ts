// GET and POST /api/sites/{siteId}/bacnet/discovery (issue 21): how the site's BACnet discovery
// stands, asked every second while it runs (the server writes its progress as it goes, whichever
// process runs it), and starting one. Staff only, like the wizard that shows it.
import { bacnetDiscovery, type BacnetDiscovery } from '@airboard/shared/api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bacnetSettingsPath } from './get-bacnet-settings';

/** How often a running discovery's progress is asked for. */
export const DISCOVERY_POLL_MS = 1_000;

const discoveryPath = (siteId: string) => `${bacnetSettingsPath(siteId)}/discovery`;

export const bacnetDiscoveryQueryOptions = (siteId: string) =>
  queryOptions({
    queryKey: ['bacnet-discovery', siteId],
    queryFn: ({ signal }): Promise<BacnetDiscovery> =>
      api.get(discoveryPath(siteId), { schema: bacnetDiscovery, signal }),
    refetchInterval: (query) =>
      query.state.data?.status === 'running' ? DISCOVERY_POLL_MS : false,
  });

export function useBacnetDiscovery(siteId: string) {
  return useQuery(bacnetDiscoveryQueryOptions(siteId));
}

export function useStartDiscovery(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<BacnetDiscovery> =>
      api.post(discoveryPath(siteId), undefined, { schema: bacnetDiscovery }),
    onSuccess: (discovery) =>
      queryClient.setQueryData(bacnetDiscoveryQueryOptions(siteId).queryKey, discovery),
  });
}
