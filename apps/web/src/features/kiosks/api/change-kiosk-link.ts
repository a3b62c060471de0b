// POST /api/kiosks/{kioskId}/revoke and /reissue: revoking stops the kiosk's link (and its QR code)
// working at once; re-issuing gives it a new link, the old one staying dead (decision 019).
import { kioskResponse, type Kiosk } from '@airboard/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storeKiosk } from './get-site-kiosks';

export type KioskLinkChange = 'revoke' | 'reissue';

export function useChangeKioskLink(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kioskId, change }: { kioskId: string; change: KioskLinkChange }) =>
      api
        .post(`/api/kiosks/${encodeURIComponent(kioskId)}/${change}`, undefined, {
          schema: kioskResponse,
        })
        .then((r): Kiosk => r.results),
    onSuccess: (kiosk) => storeKiosk(queryClient, siteId, kiosk),
  });
}
