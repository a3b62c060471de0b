// POST /api/kiosks/site/{siteId} (a new kiosk) and PUT /api/kiosks/{kioskId} (an edited one): the
// whole kiosk as the dialog holds it. No idempotency key, so a failed save is never sent twice;
// the dialog keeps what was typed and says why.
import { kioskResponse, type Kiosk, type KioskInput } from '@airboard/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storeKiosk } from './get-site-kiosks';

export type SaveKioskVariables = { kioskId: string | null; input: KioskInput };

export function useSaveKiosk(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kioskId, input }: SaveKioskVariables): Promise<Kiosk> =>
      (kioskId === null
        ? api.post(`/api/kiosks/site/${encodeURIComponent(siteId)}`, input, {
            schema: kioskResponse,
          })
        : api.put(`/api/kiosks/${encodeURIComponent(kioskId)}`, input, { schema: kioskResponse })
      ).then((r) => r.results),
    onSuccess: (kiosk) => storeKiosk(queryClient, siteId, kiosk),
  });
}
