// POST /api/sites/{siteId}/alerts/{alertId}/acknowledge: a user acknowledges an open alert with a
// comment; the alert lists of that site are refreshed so who and when show at once.
import { acknowledgeAlertResponse, type AlertDto } from '@airboard/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

type Acknowledge = { siteId: string; alertId: string; comment: string };

export function acknowledgeAlert({ siteId, alertId, comment }: Acknowledge): Promise<AlertDto> {
  return api
    .post(
      `/api/sites/${encodeURIComponent(siteId)}/alerts/${encodeURIComponent(alertId)}/acknowledge`,
      { comment },
      { schema: acknowledgeAlertResponse },
    )
    .then((r) => r.alert);
}

export function useAcknowledgeAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acknowledgeAlert,
    onSuccess: (_alert, { siteId }) =>
      queryClient.invalidateQueries({ queryKey: ['site-alerts', siteId] }),
  });
}
