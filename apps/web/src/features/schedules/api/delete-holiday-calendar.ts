// DELETE /api/projects/{projectId}/holidayCalendars/{calendarId}: the calendar goes. One that
// groups still follow is refused with the server's message naming them.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { holidayCalendarsPath, holidayCalendarsQueryOptions } from './get-holiday-calendars';

export function useDeleteHolidayCalendar(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (calendarId: string): Promise<void> => {
      await api.delete(`${holidayCalendarsPath(projectId)}/${encodeURIComponent(calendarId)}`);
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: holidayCalendarsQueryOptions(projectId).queryKey }),
  });
}
