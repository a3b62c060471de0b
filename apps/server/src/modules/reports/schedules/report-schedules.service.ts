/**
 * Scheduled report e-mails (issue 17): a site's saved report definitions, each e-mailed as CSV
 * once a week to chosen members of its project. Any member of the project lists and creates
 * them; a schedule's creator or an admin of the project edits, sends now and deletes it (403 for
 * the other members). Recipients must be members of the project (400), measurements the site's
 * (404, as reports answer), and names unique per site whatever their case (409; the unique index
 * decides, so two saves at once cannot both win). Saving computes the next sending and queues its
 * job in the same transaction (report-email-job.ts says how a job sends once).
 */
import { z } from 'zod';
import type { ReportRecipient, ReportSchedule, ReportScheduleInput } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { canAdminister, nextSending, type Role } from '@airboard/shared/rules';
import type { DatabaseHandle, SqlRunner } from '../../../db/connect';
import { newObjectId } from '../../../db/ids';
import { forbidden, HttpError, notFound } from '../../../lib/http-error';
import { refusingDuplicate } from '../../../lib/unique-violation';
import { reportMeasurements } from '../reports.service';
import { queueReportEmail } from './report-email-job';
import { SCHEDULE_COLUMNS, scheduleRow, type ScheduleRow } from './schedule-row';

const UNIQUE_NAME_INDEX = 'report_schedules_name';

/** The site a schedule belongs to, and the caller's role in its project. */
export interface ScheduleSite {
  id: string;
  projectId: string;
  timeZone: string;
}
export interface Caller {
  userId: string;
  role: Role;
}

const mayEdit = (row: ScheduleRow, caller: Caller) =>
  row.created_by === caller.userId || canAdminister(caller.role);

function toSchedule(row: ScheduleRow, caller: Caller): ReportSchedule {
  return {
    objectId: row.id,
    name: row.name,
    measurementIds: row.measurement_ids,
    format: row.format,
    interval: row.interval,
    occupiedOnly: row.occupied_only,
    rangeDays: row.range_days,
    weekday: row.weekday,
    sendAt: row.send_at,
    recipientIds: row.recipient_ids,
    canEdit: mayEdit(row, caller),
    nextRunAt: row.next_run_at.toISOString(),
    lastSentAt: row.last_sent_at?.toISOString() ?? null,
  };
}

export async function listReportSchedules(
  database: DatabaseHandle,
  site: ScheduleSite,
  caller: Caller,
): Promise<ReportSchedule[]> {
  const rows = await database.transaction((query) =>
    query(
      scheduleRow,
      `SELECT ${SCHEDULE_COLUMNS} FROM report_schedules WHERE site_id = $1 ORDER BY lower(name), id`,
      [site.id],
    ),
  );
  return rows.map((row) => toSchedule(row, caller));
}

/** The members of the site's project, by name then e-mail: whom a report may be e-mailed to. */
export async function reportRecipients(
  database: DatabaseHandle,
  site: ScheduleSite,
  caller: Caller,
): Promise<ReportRecipient[]> {
  const rows = await database.transaction((query) =>
    query(
      z.object({ id: z.string(), name: z.string(), email: z.string() }),
      `SELECT u.id, trim(concat_ws(' ', u.first_name, u.last_name)) AS name, u.email
         FROM memberships m JOIN users u ON u.id = m.user_id
        WHERE m.project_id = $1
        ORDER BY (u.first_name = '' AND u.last_name = ''), lower(u.first_name),
                 lower(u.last_name), u.email`,
      [site.projectId],
    ),
  );
  // Other users' e-mails go only to those who manage the project's members (security.md 3).
  const seesEmails = canAdminister(caller.role);
  return rows.map((r) => ({
    objectId: r.id,
    name: r.name,
    email: seesEmails || r.id === caller.userId ? r.email : null,
  }));
}

/** The input as kept: its recipients once each, checked to be members (400 otherwise). */
async function checkedInput(
  query: SqlRunner,
  site: ScheduleSite,
  input: ReportScheduleInput,
): Promise<ReportScheduleInput> {
  // 404 for a measurement that is not the site's, as a report would answer.
  await reportMeasurements(query, site.id, input.measurementIds);
  const recipientIds = [...new Set(input.recipientIds)];
  const members = await query(
    z.object({ user_id: z.string() }),
    `SELECT user_id FROM memberships WHERE project_id = $1 AND user_id = ANY($2::text[])`,
    [site.projectId, recipientIds],
  );
  if (members.length !== recipientIds.length) {
    throw new HttpError(400, messages.reportRecipientsNotMembers);
  }
  return { ...input, recipientIds };
}

/** The columns an input sets, in the order of the statements below ($2 … $10). */
const inputValues = (input: ReportScheduleInput) => [
  input.name,
  JSON.stringify(input.measurementIds),
  input.format,
  input.interval,
  input.occupiedOnly,
  input.rangeDays,
  input.weekday,
  input.sendAt,
  JSON.stringify(input.recipientIds),
];

/**
 * Saves the schedule and queues the job of its next sending, in one transaction: an edit's job
 * stands in for the one queued before it, which finds the schedule changed and sends nothing.
 */
async function saveAndQueue(
  database: DatabaseHandle,
  site: ScheduleSite,
  write: (query: SqlRunner, nextRunAt: Date) => Promise<ScheduleRow | undefined>,
  input: ReportScheduleInput,
): Promise<ScheduleRow> {
  return refusingDuplicate(UNIQUE_NAME_INDEX, messages.reportScheduleNameTaken, () =>
    database.transaction(async (query) => {
      const nextRunAt = nextSending(input.weekday, input.sendAt, site.timeZone, new Date());
      const row = await write(query, nextRunAt);
      if (!row) {
        throw notFound('Scheduled e-mail not found');
      }
      await queueReportEmail(query, {
        projectId: site.projectId,
        scheduleId: row.id,
        dueAt: nextRunAt,
      });
      return row;
    }),
  );
}

export async function createReportSchedule(
  database: DatabaseHandle,
  site: ScheduleSite,
  caller: Caller,
  input: ReportScheduleInput,
): Promise<ReportSchedule> {
  const row = await saveAndQueue(
    database,
    site,
    async (query, nextRunAt) => {
      const checked = await checkedInput(query, site, input);
      const [inserted] = await query(
        scheduleRow,
        `INSERT INTO report_schedules (id, name, measurement_ids, format, interval, occupied_only,
                range_days, weekday, send_at, recipient_ids, project_id, site_id, created_by, next_run_at)
         VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $13, $14)
         RETURNING ${SCHEDULE_COLUMNS}`,
        [
          newObjectId(),
          ...inputValues(checked),
          site.projectId,
          site.id,
          caller.userId,
          nextRunAt.toISOString(),
        ],
      );
      return inserted;
    },
    input,
  );
  return toSchedule(row, caller);
}

/**
 * The site's schedule locked for a change by the caller: 404 when the site has none of that id,
 * 403 when the caller neither created it nor administers the project.
 */
async function editableSchedule(
  query: SqlRunner,
  site: ScheduleSite,
  caller: Caller,
  scheduleId: string,
): Promise<ScheduleRow> {
  const [row] = await query(
    scheduleRow,
    `SELECT ${SCHEDULE_COLUMNS} FROM report_schedules WHERE id = $1 AND site_id = $2 FOR UPDATE`,
    [scheduleId, site.id],
  );
  if (!row) {
    throw notFound('Scheduled e-mail not found');
  }
  if (!mayEdit(row, caller)) {
    throw forbidden(messages.reportScheduleNotYours);
  }
  return row;
}

export async function updateReportSchedule(
  database: DatabaseHandle,
  site: ScheduleSite,
  caller: Caller,
  scheduleId: string,
  input: ReportScheduleInput,
): Promise<ReportSchedule> {
  const row = await saveAndQueue(
    database,
    site,
    async (query, nextRunAt) => {
      await editableSchedule(query, site, caller, scheduleId);
      const checked = await checkedInput(query, site, input);
      const [updated] = await query(
        scheduleRow,
        `UPDATE report_schedules SET name = $2, measurement_ids = $3::jsonb, format = $4,
                interval = $5, occupied_only = $6, range_days = $7, weekday = $8, send_at = $9,
                recipient_ids = $10::jsonb, next_run_at = $11, updated_at = clock_timestamp()
          WHERE id = $1 RETURNING ${SCHEDULE_COLUMNS}`,
        [scheduleId, ...inputValues(checked), nextRunAt.toISOString()],
      );
      return updated;
    },
    input,
  );
  return toSchedule(row, caller);
}

/** Runs a change of the caller's editable schedule (see editableSchedule) in one transaction. */
const changing = <T>(
  database: DatabaseHandle,
  site: ScheduleSite,
  caller: Caller,
  scheduleId: string,
  change: (query: SqlRunner) => Promise<T>,
): Promise<T> =>
  database.transaction(async (query) => {
    await editableSchedule(query, site, caller, scheduleId);
    return change(query);
  });

/** Deletes the schedule; its queued job finds it gone and sends nothing. */
export const deleteReportSchedule = (
  database: DatabaseHandle,
  site: ScheduleSite,
  caller: Caller,
  scheduleId: string,
): Promise<void> =>
  changing(database, site, caller, scheduleId, (query) =>
    query(`DELETE FROM report_schedules WHERE id = $1`, [scheduleId]),
  );

/** Queues the schedule's report to its recipients now, leaving its weekly sending as it is. */
export const sendReportScheduleNow = (
  database: DatabaseHandle,
  site: ScheduleSite,
  caller: Caller,
  scheduleId: string,
): Promise<string> =>
  changing(database, site, caller, scheduleId, (query) =>
    queueReportEmail(query, { projectId: site.projectId, scheduleId, dueAt: null }),
  );
