// GET /api/kits/{id}/devices (spec 002 §7): the kit's devices, hub first. Asked for again every
// PLACEMENT_CHECK_POLL_MS while a step shows whether a device has been heard (the placement check).
import { kitDevicesResponse, type OnboardingDevice } from '@airboard/shared/api';
import { PLACEMENT_CHECK_POLL_MS } from '@airboard/shared/rules';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function fetchKitDevices(linkId: string, signal?: AbortSignal): Promise<OnboardingDevice[]> {
  return api
    .get(`/api/kits/${encodeURIComponent(linkId)}/devices`, {
      schema: kitDevicesResponse,
      ...(signal ? { signal } : {}),
    })
    .then((r) => r.results);
}

export const kitDevicesQueryOptions = (linkId: string) =>
  queryOptions({
    queryKey: ['kit-onboarding', linkId, 'devices'],
    queryFn: ({ signal }) => fetchKitDevices(linkId, signal),
  });

export const useKitDevices = (
  linkId: string,
  { enabled, live }: { enabled: boolean; live: boolean },
) =>
  useQuery({
    ...kitDevicesQueryOptions(linkId),
    enabled,
    refetchInterval: live && PLACEMENT_CHECK_POLL_MS,
  });

/** Puts a device the server just onboarded into the kit's list in place (its room, its name). */
export function storeKitDevice(
  queryClient: QueryClient,
  linkId: string,
  device: OnboardingDevice,
): void {
  queryClient.setQueryData(kitDevicesQueryOptions(linkId).queryKey, (list) =>
    list?.map((d) => (d.objectId === device.objectId ? device : d)),
  );
}
