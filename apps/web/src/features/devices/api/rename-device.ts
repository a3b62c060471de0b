// POST /api/devices/{objectId} {deviceName} (spec 002 §5, §7): the Device Info dialog may change
// only the name. A failed save is said in the dialog, which keeps what was typed.
import { deviceResponse, type Device } from '@airboard/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storeDevice } from './get-site-devices';

export type RenameDeviceVariables = { objectId: string; deviceName: string };

export function useRenameDevice(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ objectId, deviceName }: RenameDeviceVariables): Promise<Device> =>
      api
        .post(
          `/api/devices/${encodeURIComponent(objectId)}`,
          { deviceName },
          { schema: deviceResponse },
        )
        .then((r) => r.results),
    onSuccess: (device) => storeDevice(queryClient, siteId, device),
  });
}
