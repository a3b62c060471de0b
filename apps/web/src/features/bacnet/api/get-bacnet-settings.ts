// GET /api/sites/{siteId}/bacnet (issue 21): the site's BACnet/IP settings, for its project's
// admins; a site never configured answers the defaults, off.
import { bacnetSettings, type BacnetSettings } from '@airboard/shared/api';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const bacnetSettingsPath = (siteId: string) =>
  `/api/sites/${encodeURIComponent(siteId)}/bacnet`;

export const bacnetSettingsQueryOptions = (siteId: string) =>
  queryOptions({
    queryKey: ['bacnet-settings', siteId],
    queryFn: ({ signal }): Promise<BacnetSettings> =>
      api.get(bacnetSettingsPath(siteId), { schema: bacnetSettings, signal }),
  });

export function useBacnetSettings(siteId: string) {
  return useQuery(bacnetSettingsQueryOptions(siteId));
}

/** Shows the settings the server just saved at once, then reads them again. */
export function storeBacnetSettings(
  queryClient: QueryClient,
  siteId: string,
  settings: BacnetSettings,
): void {
  const { queryKey } = bacnetSettingsQueryOptions(siteId);
  queryClient.setQueryData(queryKey, settings);
  void queryClient.invalidateQueries({ queryKey });
}
