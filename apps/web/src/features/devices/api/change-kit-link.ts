// POST /api/kits/{kitId}/revoke and /reissue: revoking stops the kit's onboarding link (and its QR
// code) working at once; re-issuing gives the kit a new link, the old one staying dead.
import { adminKitResponse, type AdminKit } from '@airboard/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshProjectKits } from './get-project-kits';

export type KitLinkChange = 'revoke' | 'reissue';

export function useChangeKitLink(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kitId, change }: { kitId: string; change: KitLinkChange }) =>
      api
        .post(`/api/kits/${encodeURIComponent(kitId)}/${change}`, undefined, {
          schema: adminKitResponse,
        })
        .then((r): AdminKit => r.results),
    onSuccess: () => refreshProjectKits(queryClient, projectId),
  });
}
