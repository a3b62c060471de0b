// DELETE /api/sites/{siteId}/reportSchedules/{scheduleId}: no more e-mails of it, from now on.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storeReportSchedule } from './get-report-schedules';

export function useDeleteReportSchedule(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (scheduleId: string): Promise<void> => {
      await api.delete(
        `/api/sites/${encodeURIComponent(siteId)}/reportSchedules/${encodeURIComponent(scheduleId)}`,
      );
    },
    onSuccess: (_nothing, scheduleId) => storeReportSchedule(queryClient, siteId, scheduleId, null),
  });
}
