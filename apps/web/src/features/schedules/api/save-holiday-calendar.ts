// POST /api/projects/{projectId}/holidayCalendars and PUT …/holidayCalendars/{calendarId}: a
// calendar whole (name and entries), then the project's list read again.
import {
  holidayCalendarResponse,
  type HolidayCalendar,
  type HolidayCalendarInput,
} from '@airboard/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { holidayCalendarsPath, holidayCalendarsQueryOptions } from './get-holiday-calendars';

export type SaveHolidayCalendarVariables = {
  calendarId: string | null;
  input: HolidayCalendarInput;
};

export function useSaveHolidayCalendar(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ calendarId, input }: SaveHolidayCalendarVariables): Promise<HolidayCalendar> =>
      (calendarId === null
        ? api.post(holidayCalendarsPath(projectId), input, { schema: holidayCalendarResponse })
        : api.put(`${holidayCalendarsPath(projectId)}/${encodeURIComponent(calendarId)}`, input, {
            schema: holidayCalendarResponse,
          })
      ).then((r) => r.results),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: holidayCalendarsQueryOptions(projectId).queryKey }),
  });
}
