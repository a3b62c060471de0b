// POST /api/projects/{projectId}/kits {devices: [{serialNumber, productId}]}: registers a kit of
// devices by serial number and gives it its onboarding link. A serial number already registered is
// refused (409, naming it); the dialog says so and keeps what was entered.
import { adminKitResponse, type AdminKit, type registerKitBody } from '@airboard/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { projectKitsQueryOptions, refreshProjectKits } from './get-project-kits';

export type RegisterKitBody = z.input<typeof registerKitBody>;

export function useRegisterKit(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterKitBody): Promise<AdminKit> =>
      api
        .post(`/api/projects/${encodeURIComponent(projectId)}/kits`, body, {
          schema: adminKitResponse,
        })
        .then((r) => r.results),
    onSuccess: (kit) => {
      // Listed at once (newest first), so its link can be handed over before the list is read again.
      queryClient.setQueryData(projectKitsQueryOptions(projectId).queryKey, (list) => [
        kit,
        ...(list ?? []),
      ]);
      return refreshProjectKits(queryClient, projectId);
    },
  });
}
