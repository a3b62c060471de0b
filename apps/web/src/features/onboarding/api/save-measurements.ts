// POST /api/onboarding/measurements/: the whole mapping of a site with the chosen units; the
// server creates the new zones and measurements and marks the site onboarded. No idempotency key:
// the server does not replay this write, so the client never sends it twice.
import {
  saveOnboardingResponse,
  type SaveOnboardingBody,
  type SaveOnboardingResponse,
} from '@airboard/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { clearStoredMapping } from '../lib/mapping-storage';

export function useSaveMeasurements(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<SaveOnboardingBody, 'siteId'>): Promise<SaveOnboardingResponse> =>
      api.post(
        '/api/onboarding/measurements/',
        { ...body, siteId },
        { schema: saveOnboardingResponse },
      ),
    // The saved mapping is the server's now. New zones and measurements change the site's status,
    // its zones, measurements and the side navigator: everything cached is read again.
    onSuccess: () => {
      clearStoredMapping(siteId);
      void queryClient.invalidateQueries();
    },
  });
}
