/**
 * Scheduled report e-mail contracts (issue 17): a report definition of a site (measurements, CSV
 * layout, interval, occupied hours only, how many days) e-mailed as CSV once a week, on a weekday
 * and at a time of the site's clock, to chosen members of its project; and those members, to
 * choose from.
 */
import { z } from 'zod';
import {
  REPORT_SCHEDULE_NAME_MAX,
  REPORT_SCHEDULE_RANGE_DAYS_MAX,
  REPORT_SCHEDULE_RANGE_DAYS_MIN,
  REPORT_SCHEDULE_RECIPIENTS_MAX,
  SEND_AT_PATTERN,
} from '../rules/report-schedules';
import { objectIdSchema, safeText, siteIdParams } from './common';
import { reportBody, reportCsvFormat, reportIntervalSize } from './reports';

export const reportScheduleParams = siteIdParams.extend({ scheduleId: objectIdSchema });

/** A schedule as saved (created or edited whole). */
export const reportScheduleInput = z.object({
  name: safeText().trim().min(1).max(REPORT_SCHEDULE_NAME_MAX),
  measurementIds: reportBody.shape.measurementIds,
  format: reportCsvFormat,
  /** null: chosen from the range, as the report screen's 'Automatic' does. */
  interval: reportIntervalSize.nullable(),
  occupiedOnly: z.boolean(),
  /** The whole days before the sending day the report covers. */
  rangeDays: z
    .number()
    .int()
    .min(REPORT_SCHEDULE_RANGE_DAYS_MIN)
    .max(REPORT_SCHEDULE_RANGE_DAYS_MAX),
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: z.number().int().min(1).max(7),
  sendAt: z.string().regex(SEND_AT_PATTERN, 'must be HH:mm').describe("HH:mm on the site's clock"),
  /** Members of the site's project. */
  recipientIds: z.array(objectIdSchema).min(1).max(REPORT_SCHEDULE_RECIPIENTS_MAX),
});
export type ReportScheduleInput = z.infer<typeof reportScheduleInput>;

export const reportSchedule = reportScheduleInput.extend({
  objectId: z.string(),
  name: z.string(),
  recipientIds: z.array(z.string()),
  /** Whether the caller may edit, send and delete it: its creator or an admin of the project. */
  canEdit: z.boolean(),
  /** The next weekly e-mail (ISO instant). */
  nextRunAt: z.string(),
  lastSentAt: z.string().nullable(),
});
export type ReportSchedule = z.infer<typeof reportSchedule>;
export const reportSchedulesResponse = z.object({ results: z.array(reportSchedule) });
export const reportScheduleResponse = z.object({ results: reportSchedule });
export const deleteReportScheduleResponse = z.object({ success: z.literal(true) });
/** Send now: the queued job that builds the report and e-mails it. */
export const sendReportScheduleResponse = z.object({ results: z.object({ jobId: z.string() }) });

/** A member of the site's project a report may be e-mailed to. */
export const reportRecipient = z.object({
  objectId: z.string(),
  /** First and last name; empty when the member set none. */
  name: z.string(),
  /** Given to the project's admins, and to each member for themselves only; null otherwise. */
  email: z.string().nullable(),
});
export type ReportRecipient = z.infer<typeof reportRecipient>;
export const reportRecipientsResponse = z.object({ results: z.array(reportRecipient) });
