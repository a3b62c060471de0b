// GET /api/devices/{id} by a device link (spec 002 §7): the device, the sites of its project it may
// be put in, and the project. Asked for again every PLACEMENT_CHECK_POLL_MS while a step shows
// whether the device has been heard.
import { deviceLookupResponse, type OnboardingDevice } from '@airboard/shared/api';
import { PLACEMENT_CHECK_POLL_MS } from '@airboard/shared/rules';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type DeviceLookup = z.infer<typeof deviceLookupResponse>;

export function fetchOnboardingDevice(linkId: string, signal?: AbortSignal): Promise<DeviceLookup> {
  return api.get(`/api/devices/${encodeURIComponent(linkId)}`, {
    schema: deviceLookupResponse,
    ...(signal ? { signal } : {}),
  });
}

export const onboardingDeviceQueryOptions = (linkId: string) =>
  queryOptions({
    queryKey: ['device-onboarding', linkId],
    queryFn: ({ signal }) => fetchOnboardingDevice(linkId, signal),
  });

export const useOnboardingDevice = (
  linkId: string,
  { enabled, live }: { enabled: boolean; live: boolean },
) =>
  useQuery({
    ...onboardingDeviceQueryOptions(linkId),
    enabled,
    refetchInterval: live && PLACEMENT_CHECK_POLL_MS,
  });

/** Puts the device as the server just onboarded it in place. */
export function storeOnboardingDevice(
  queryClient: QueryClient,
  linkId: string,
  device: OnboardingDevice,
): void {
  queryClient.setQueryData(onboardingDeviceQueryOptions(linkId).queryKey, (lookup) =>
    lookup ? { ...lookup, results: device } : lookup,
  );
}
