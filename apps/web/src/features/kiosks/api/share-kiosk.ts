// POST /api/kiosk/share {emails, kiosk}: the server e-mails each address the kiosk's name and link
// from the brand's sender. Limited per user (429) and to 20 addresses a share (decision 019).
import { shareKioskResponse, type shareKioskBody } from '@airboard/shared/api';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type ShareKioskVariables = { kioskId: string; emails: string[] };

export function useShareKiosk() {
  return useMutation({
    mutationFn: ({ kioskId, emails }: ShareKioskVariables) =>
      api.post(
        '/api/kiosk/share',
        { emails, kiosk: kioskId } satisfies z.input<typeof shareKioskBody>,
        { schema: shareKioskResponse },
      ),
  });
}
