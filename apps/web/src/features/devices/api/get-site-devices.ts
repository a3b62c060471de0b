// GET /api/sites/{siteId}/devices: the site's devices for their project's admins (spec 002 §7,
// issue 16 item 1). Members are refused (403), so the list is asked for only by admins.
import { siteDevicesResponse, type Device } from '@airboard/shared/api';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function fetchSiteDevices(siteId: string, signal?: AbortSignal): Promise<Device[]> {
  return api
    .get(`/api/sites/${encodeURIComponent(siteId)}/devices`, {
      schema: siteDevicesResponse,
      ...(signal ? { signal } : {}),
    })
    .then((r) => r.results);
}

export const siteDevicesQueryOptions = (siteId: string) =>
  queryOptions({
    queryKey: ['devices', siteId],
    queryFn: ({ signal }) => fetchSiteDevices(siteId, signal),
  });

/** Enabled only for those allowed to see the devices: anyone else would only be refused. */
export function useSiteDevices(siteId: string, enabled: boolean) {
  return useQuery({ ...siteDevicesQueryOptions(siteId), enabled });
}

/** Puts a device the server just answered into the cached list in place, then reads it again. */
export function storeDevice(queryClient: QueryClient, siteId: string, device: Device): void {
  const { queryKey } = siteDevicesQueryOptions(siteId);
  queryClient.setQueryData(queryKey, (list) =>
    list?.map((d) => (d.objectId === device.objectId ? device : d)),
  );
  void queryClient.invalidateQueries({ queryKey });
}
