// POST /api/sites/{siteId}/reportSchedules (a new scheduled e-mail) and PUT …/{scheduleId} (an
// edited one): the whole schedule as the dialog holds it. Not retried, so a failed save is never
// sent twice; the dialog keeps what was typed and says why.
import {
  reportScheduleResponse,
  type ReportSchedule,
  type ReportScheduleInput,
} from '@airboard/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storeReportSchedule } from './get-report-schedules';

export type SaveReportScheduleVariables = { scheduleId: string | null; input: ReportScheduleInput };

export function useSaveReportSchedule(siteId: string) {
  const queryClient = useQueryClient();
  const schedules = `/api/sites/${encodeURIComponent(siteId)}/reportSchedules`;
  return useMutation({
    mutationFn: ({ scheduleId, input }: SaveReportScheduleVariables): Promise<ReportSchedule> =>
      (scheduleId === null
        ? api.post(schedules, input, { schema: reportScheduleResponse })
        : api.put(`${schedules}/${encodeURIComponent(scheduleId)}`, input, {
            schema: reportScheduleResponse,
          })
      ).then((r) => r.results),
    onSuccess: (schedule) => storeReportSchedule(queryClient, siteId, schedule.objectId, schedule),
  });
}
