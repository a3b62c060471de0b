// DELETE /api/kiosks/{kioskId}: the kiosk and its link go; screens showing it stop at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { siteKiosksQueryOptions } from './get-site-kiosks';

export function useDeleteKiosk(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (kioskId: string): Promise<void> => {
      await api.delete(`/api/kiosks/${encodeURIComponent(kioskId)}`);
    },
    onSuccess: (_nothing, kioskId) => {
      const { queryKey } = siteKiosksQueryOptions(siteId);
      queryClient.setQueryData(queryKey, (list) => list?.filter((k) => k.objectId !== kioskId));
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
