// PUT /api/sites/{siteId}/bacnet: the whole settings as the dialog holds them. The server refuses
// (400) what its rules refuse and addresses outside the networks the deployment allows; the dialog
// then says why and keeps what was typed.
import { bacnetSettings, type BacnetSettings, type BacnetSettingsBody } from '@airboard/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bacnetSettingsPath, storeBacnetSettings } from './get-bacnet-settings';

export function useSaveBacnetSettings(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BacnetSettingsBody): Promise<BacnetSettings> =>
      api.put(bacnetSettingsPath(siteId), body, { schema: bacnetSettings }),
    onSuccess: (settings) => storeBacnetSettings(queryClient, siteId, settings),
  });
}
