/**
 * A scheduled report e-mail as its row is read (issue 17): by the routes' service and by the job
 * that sends it.
 */
import { z } from 'zod';
import { reportCsvFormat, reportIntervalSize } from '@airboard/shared/api';

export const scheduleRow = z.object({
  id: z.string(),
  site_id: z.string(),
  project_id: z.string(),
  created_by: z.string().nullable(),
  name: z.string(),
  measurement_ids: z.array(z.string()),
  format: reportCsvFormat,
  interval: reportIntervalSize.nullable(),
  occupied_only: z.boolean(),
  range_days: z.number(),
  weekday: z.number(),
  send_at: z.string(),
  recipient_ids: z.array(z.string()),
  next_run_at: z.date(),
  last_sent_at: z.date().nullable(),
  updated_at: z.date(),
});
export type ScheduleRow = z.infer<typeof scheduleRow>;

export const SCHEDULE_COLUMNS = `id, site_id, project_id, created_by, name, measurement_ids, format,
  interval, occupied_only, range_days, weekday, send_at, recipient_ids, next_run_at, last_sent_at,
  updated_at`;
