// POST /api/sites/{siteId}/reportSchedules/{scheduleId}/send: e-mails the report to its
// recipients now (a try of the schedule), leaving its weekly sending as it is. The server queues
// the sending and answers at once; the e-mails follow within moments.
import { sendReportScheduleResponse } from '@airboard/shared/api';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useSendReportSchedule(siteId: string) {
  return useMutation({
    mutationFn: (scheduleId: string) =>
      api
        .post(
          `/api/sites/${encodeURIComponent(siteId)}/reportSchedules/${encodeURIComponent(scheduleId)}/send`,
          undefined,
          { schema: sendReportScheduleResponse },
        )
        .then((r) => r.results),
  });
}
