/**
 * The 'report-email' job (issue 17): one per due sending of a scheduled report (payload
 * {scheduleId, dueAt}, run at dueAt), or per "send now" (dueAt null). It builds the report's CSV
 * from the schedule as read, then in one transaction locks the schedule, checks it is still as
 * read and still due at dueAt, queues one e-mail per recipient who is still a member of the
 * project, notes the sending and moves the schedule to its next week with that week's job. So a
 * crash, a retry or a second server never sends a week twice nor loses one: whichever job commits
 * first moves the schedule on, and any other for that week finds it no longer due. An edit queues
 * a fresh job (report-schedules.service.ts), so a job that finds its schedule edited or deleted
 * sends nothing.
 *
 * The CSV is the download's (report-csv.ts), collected up to REPORT_EMAIL_ATTACHMENT_MAX_BYTES;
 * a larger one is left out and the e-mail says to download it from the app.
 */
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { messages } from '@airboard/shared/messages';
import {
  defaultReportInterval,
  fileSizeLabel,
  nextSending,
  REPORT_EMAIL_ATTACHMENT_MAX_BYTES,
  REPORT_INTERVAL_LABELS,
  scheduledReportRange,
} from '@airboard/shared/rules';
import type { DatabaseHandle, SqlRunner } from '../../../db/connect';
import { sites } from '../../../db/schema/index';
import { queueEmail } from '../../../jobs/email-job';
import { enqueueJob, type JobHandler } from '../../../jobs/job-runner';
import type { MailMessage } from '../../../mail/mailer';
import { scheduledReportMail } from '../../../mail/templates';
import { publicLinkBase } from '../../branding/brand-links.service';
import { resolveBrand } from '../../branding/branding.service';
import { reportCsv, reportFileName } from '../report-csv';
import { reportMeasurements } from '../reports.service';
import { SCHEDULE_COLUMNS, scheduleRow, type ScheduleRow } from './schedule-row';

export const REPORT_EMAIL_JOB = 'report-email';

const payloadSchema = z.object({ scheduleId: z.string(), dueAt: z.iso.datetime().nullable() });

/** Queues a sending of the schedule: at dueAt, or at once when dueAt is null ("send now"). */
export function queueReportEmail(
  query: SqlRunner,
  sending: { projectId: string; scheduleId: string; dueAt: Date | null },
): Promise<string> {
  return enqueueJob(query, {
    kind: REPORT_EMAIL_JOB,
    projectId: sending.projectId,
    payload: { scheduleId: sending.scheduleId, dueAt: sending.dueAt?.toISOString() ?? null },
    ...(sending.dueAt ? { runAt: sending.dueAt } : {}),
  });
}

export interface ReportEmailOptions {
  /** Links in the e-mail start here: nothing was requested through a brand's host. */
  publicUrl: string;
  /** The largest CSV attached; REPORT_EMAIL_ATTACHMENT_MAX_BYTES unless a test sets it. */
  attachmentMaxBytes?: number;
}

type Site = typeof sites.$inferSelect;

/** How many times a "send now" rebuilds a report whose schedule was edited while it was built. */
const SEND_NOW_PASSES = 3;

export function reportEmailJobHandler(
  database: DatabaseHandle,
  options: ReportEmailOptions,
): JobHandler {
  return {
    async run(job) {
      const { scheduleId, dueAt } = payloadSchema.parse(job.payload);
      const due = dueAt === null ? null : new Date(dueAt);
      for (let pass = 1; pass <= SEND_NOW_PASSES; pass += 1) {
        const read = await readSchedule(database, scheduleId);
        if (!read) {
          return { skipped: 'The scheduled e-mail was deleted' };
        }
        if (due && read.schedule.next_run_at.getTime() !== due.getTime()) {
          return { skipped: 'The scheduled e-mail was edited or sent already' };
        }
        let mails: MailMessage[];
        try {
          mails = await composeMails(database, read, due ?? new Date(), options);
        } catch (error) {
          // A week whose report cannot be built is given up, not the schedule.
          if (due && job.attempts >= job.max_attempts) {
            await database.transaction((query) =>
              moveOn(query, read.schedule, read.site.timeZone, due, false),
            );
          }
          throw error;
        }
        const sent = await database.transaction(async (query) => {
          const [now] = await query(
            scheduleRow,
            `SELECT ${SCHEDULE_COLUMNS} FROM report_schedules WHERE id = $1 FOR UPDATE`,
            [scheduleId],
          );
          if (!now || now.updated_at.getTime() !== read.schedule.updated_at.getTime()) {
            return null;
          }
          if (due && now.next_run_at.getTime() !== due.getTime()) {
            return null;
          }
          // A recipient who left the project meanwhile is not sent it.
          const members = await stillMembers(query, now);
          const queued = mails.filter((m) => members.has(m.to));
          for (const mail of queued) {
            await queueEmail(query, mail);
          }
          await moveOn(query, now, read.site.timeZone, due, queued.length > 0);
          return queued.length;
        });
        if (sent !== null) {
          return { scheduleId, mailed: sent };
        }
        // Weekly: the edit queued the job that sends this week now; once deleted, nothing does.
        if (due) {
          return { skipped: 'The scheduled e-mail was edited or deleted while it was built' };
        }
      }
      throw new Error('The scheduled e-mail kept changing while its report was built');
    },
  };
}

async function readSchedule(
  database: DatabaseHandle,
  scheduleId: string,
): Promise<{ schedule: ScheduleRow; site: Site } | null> {
  const [schedule] = await database.transaction((query) =>
    query(scheduleRow, `SELECT ${SCHEDULE_COLUMNS} FROM report_schedules WHERE id = $1`, [
      scheduleId,
    ]),
  );
  if (!schedule) {
    return null;
  }
  const [site] = await database.db.select().from(sites).where(eq(sites.id, schedule.site_id));
  return site ? { schedule, site } : null;
}

/**
 * Notes a sending (when `sent`) and, for a weekly one, moves the schedule to its next week after
 * both the due time and now — a server that was down sends the week it missed once, late, rather
 * than every week it missed — and queues that week's job.
 */
async function moveOn(
  query: SqlRunner,
  schedule: ScheduleRow,
  timeZone: string,
  due: Date | null,
  sent: boolean,
) {
  if (sent) {
    await query(`UPDATE report_schedules SET last_sent_at = now() WHERE id = $1`, [schedule.id]);
  }
  if (!due) {
    return;
  }
  const after = new Date(Math.max(due.getTime(), Date.now()));
  const next = nextSending(schedule.weekday, schedule.send_at, timeZone, after);
  const [moved] = await query(
    z.object({ id: z.string() }),
    `UPDATE report_schedules SET next_run_at = $2 WHERE id = $1 AND next_run_at = $3 RETURNING id`,
    [schedule.id, next.toISOString(), due.toISOString()],
  );
  if (moved) {
    await queueReportEmail(query, {
      projectId: schedule.project_id,
      scheduleId: schedule.id,
      dueAt: next,
    });
  }
}

/** The schedule's recipients who are members of its project still, by e-mail address. */
async function stillMembers(query: SqlRunner, schedule: ScheduleRow): Promise<Set<string>> {
  const rows = await query(
    z.object({ email: z.string() }),
    `SELECT u.email FROM memberships m JOIN users u ON u.id = m.user_id
      WHERE m.project_id = $1 AND u.id = ANY($2::text[])`,
    [schedule.project_id, schedule.recipient_ids],
  );
  return new Set(rows.map((r) => r.email));
}

/** The e-mail of every recipient of the report sent at `sending`, its CSV built once. */
async function composeMails(
  database: DatabaseHandle,
  { schedule, site }: { schedule: ScheduleRow; site: Site },
  sending: Date,
  options: ReportEmailOptions,
): Promise<MailMessage[]> {
  const range = scheduledReportRange(sending, site.timeZone, schedule.range_days);
  // Measurements deleted since the schedule was saved are left out.
  const measurements = await database.transaction(async (query) => {
    const left = await query(
      z.object({ id: z.string() }),
      `SELECT id FROM measurements WHERE site_id = $1 AND id = ANY($2::text[])`,
      [site.id, schedule.measurement_ids],
    );
    const ids = new Set(left.map((m) => m.id));
    return reportMeasurements(
      query,
      site.id,
      schedule.measurement_ids.filter((id) => ids.has(id)),
    );
  });
  if (measurements.length === 0) {
    return [];
  }
  const request = {
    ...range,
    measurementIds: measurements.map((m) => m.id),
    format: schedule.format,
    raw: false,
    occupiedOnly: schedule.occupied_only,
    ...(schedule.interval ? { interval: schedule.interval } : {}),
  };
  const limit = options.attachmentMaxBytes ?? REPORT_EMAIL_ATTACHMENT_MAX_BYTES;
  const csv = await collected(reportCsv(database, site, request), limit);
  const fileName = reportFileName(site, range.startTime, range.endTime);
  const day = (instant: Date) => instant.toLocaleDateString('en-CA', { timeZone: site.timeZone });
  const brand = await resolveBrand(database.db, { hostname: '', projectId: site.projectId });
  const url = `${publicLinkBase(options.publicUrl)}/projects/${site.projectId}/sites/${site.id}/reports`;
  const content = scheduledReportMail(
    brand,
    {
      name: schedule.name,
      site: site.name,
      firstDay: day(range.startTime),
      lastDay: day(new Date(range.endTime.getTime() - 1)),
      measurements: measurements.map((m) => (m.zone ? `${m.zone} / ${m.name}` : m.name)),
      interval:
        REPORT_INTERVAL_LABELS[
          schedule.interval ?? defaultReportInterval(range.startTime, range.endTime)
        ],
      occupiedOnly: schedule.occupied_only,
      notAttached: csv === null ? messages.reportEmailNotAttached(fileSizeLabel(limit)) : null,
    },
    url,
  );
  const attachments =
    csv === null
      ? []
      : [{ filename: fileName, content: csv, contentType: 'text/csv; charset=utf-8' }];
  const recipients = await database.transaction((query) => stillMembers(query, schedule));
  return [...recipients].map((email) => ({
    to: email,
    from: brand.inviteSender,
    ...content,
    ...(attachments.length > 0 ? { attachments } : {}),
  }));
}

/** The stream's text, or null once it grows past `limit` bytes. */
async function collected(stream: Readable, limit: number): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer | string>) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    size += bytes.length;
    if (size > limit) {
      // Leaving the loop ends the stream, so the rest of the file is never built.
      return null;
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks).toString('utf8');
}
