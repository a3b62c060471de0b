/**
 * Scheduled report e-mails sent through a real SMTP server on loopback: a due sending e-mails each
 * recipient who is still a member once, with the report's CSV attached under the download's name,
 * and moves the schedule to its next week with that week's job queued. A second copy of the job (a
 * retry, another server) sends nothing more; an edit before the sending makes the job queued
 * before it send nothing; a CSV over the limit is left out with a word why; "send now" leaves the
 * weekly sending as it was.
 */
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { reportScheduleResponse, type ReportScheduleInput } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import * as s from '../../../db/schema/index';
import { enqueueJob } from '../../../jobs/job-runner';
import { ingestReadings } from '../../../telemetry/ingest';
import { drainLiveState } from '../../../telemetry/live-state';
import { createUser } from '../../../../test/fixtures/factories';
import { useMailedApp } from '../../../../test/fixtures/hooks';
import { buildReportScheduleInput } from '../../../../test/fixtures/report-schedules';
import {
  attachmentsOf,
  decodeQuotedPrintable,
  headerOf,
} from '../../../../test/fixtures/smtp-mailbox';
import {
  createSensor,
  createTelemetryWorld,
  type TelemetryWorld,
} from '../../../../test/fixtures/telemetry';
import { REPORT_EMAIL_JOB, reportEmailJobHandler } from './report-email-job';

const PUBLIC_URL = 'https://reports.example';
const t = useMailedApp({ config: { PUBLIC_URL } });
let f: TelemetryWorld;
let measurementIds: string[];
let recipients: { id: string; email: string }[];
/** Monday 16 Nov 2026, 08:00 in New York: a sending whose week (9–15 Nov) has readings. */
const DUE = new Date('2026-11-16T13:00:00Z');
const minute = 60_000;

beforeAll(async () => {
  f = await createTelemetryWorld(t.db);
  const co2 = await createSensor(t.db, f.site.id, f.zone.id, { measurementName: 'Room CO2' });
  const hall = await createSensor(t.db, f.site.id, f.zone.id, { measurementName: 'Hall CO2' });
  measurementIds = [co2.measurementId, hall.measurementId];
  const readings = [];
  for (
    let ms = Date.parse('2026-11-08T00:00:00Z');
    ms < Date.parse('2026-11-17T00:00:00Z');
    ms += 15 * minute
  ) {
    readings.push({ seriesId: co2.point.seriesId, ts: new Date(ms), value: 700 });
    readings.push({ seriesId: hall.point.seriesId, ts: new Date(ms), value: 500 });
  }
  await ingestReadings(t.handle, readings);
  await drainLiveState(t.handle);
  recipients = [
    await createUser(t.db, { projectIds: [f.project.id], email: 'principal@school.test' }),
    await createUser(t.db, { projectIds: [f.project.id], email: 'facilities@school.test' }),
  ];
});

let names = 0;
async function createSchedule(overrides: Partial<ReportScheduleInput> = {}) {
  names += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/sites/${f.site.id}/reportSchedules`,
    headers: { authorization: `Bearer ${f.memberToken}` },
    payload: buildReportScheduleInput(
      {
        name: `Weekly CO2 ${names}`,
        measurementIds,
        recipientIds: recipients.map((r) => r.id),
      },
      overrides,
    ),
  });
  expect(res.statusCode, res.body).toBe(200);
  return reportScheduleResponse.parse(res.json()).results;
}

/** Makes the schedule's queued sending due at `due`, as if that Monday had come. */
async function makeDue(scheduleId: string, due = DUE) {
  await t.handle.transaction(async (query) => {
    await query(`UPDATE report_schedules SET next_run_at = $2 WHERE id = $1`, [scheduleId, due]);
    await query(
      `UPDATE jobs SET run_at = $2, payload = jsonb_set(payload, '{dueAt}', to_jsonb($3::text))
        WHERE kind = $4 AND status = 'pending' AND payload->>'scheduleId' = $1`,
      [scheduleId, due, due.toISOString(), REPORT_EMAIL_JOB],
    );
  });
}

const scheduleRow = async (id: string) =>
  (await t.db.select().from(s.reportSchedules).where(eq(s.reportSchedules.id, id)))[0];

const pendingSendings = (scheduleId: string) =>
  t.rows(
    z.object({ run_at: z.date() }),
    `SELECT run_at FROM jobs WHERE kind = $1 AND status = 'pending' AND payload->>'scheduleId' = $2`,
    [REPORT_EMAIL_JOB, scheduleId],
  );

/** The messages of a schedule: those whose subject names it. */
async function mailsOf(name: string): Promise<string[]> {
  const all = await t.mailAfterJobs();
  return all.filter((m) => headerOf(m, 'Subject')?.includes(`${name} (`));
}

describe('a due sending', () => {
  it('e-mails each recipient once, with the CSV attached, and queues next week', async () => {
    const schedule = await createSchedule();
    await makeDue(schedule.objectId);
    const mails = await mailsOf(schedule.name);
    expect(mails.map((m) => headerOf(m, 'To')).sort()).toEqual([
      'facilities@school.test',
      'principal@school.test',
    ]);
    const mail = mails[0]!;
    expect(headerOf(mail, 'Subject')).toBe(
      `Airboard: ${schedule.name} (Test Site, 2026-11-09 to 2026-11-15)`,
    );
    const [csv] = attachmentsOf(mail);
    expect(csv).toMatchObject({
      filename: 'Test Site report 2026-11-09 to 2026-11-15.csv',
      contentType: 'text/csv',
    });
    const rows = parse<Record<string, string>>(csv!.text, { bom: true, columns: true });
    // A day per row and measurement, on the site's clock.
    expect(rows).toHaveLength(2 * 7);
    expect(rows[0]).toMatchObject({
      site: 'Test Site',
      measurement: 'Room CO2',
      'interval start': '2026-11-09T00:00:00-05:00',
      avg: '700',
      count: '96',
    });
    expect(rows[7]).toMatchObject({ measurement: 'Hall CO2', avg: '500' });
    const text = decodeQuotedPrintable(mail);
    expect(text).toContain('Measurements: Room 101 / Room CO2, Room 101 / Hall CO2.');
    expect(text).toContain(`${PUBLIC_URL}/projects/${f.project.id}/sites/${f.site.id}/reports`);

    const after = await scheduleRow(schedule.objectId);
    expect(after!.lastSentAt).not.toBeNull();
    // The next Monday 08:00 after now (the due one is long past): a week's job, not a backlog.
    expect(after!.nextRunAt.getTime()).toBeGreaterThan(Date.now());
    expect(after!.nextRunAt.getUTCDay()).toBe(1);
    expect(await pendingSendings(schedule.objectId)).toEqual([{ run_at: after!.nextRunAt }]);
  });

  it('sends once when the job runs twice (a retry, a second server)', async () => {
    const schedule = await createSchedule();
    await makeDue(schedule.objectId);
    // A second copy of the due job, drained from two places at once.
    await t.handle.transaction((query) =>
      enqueueJob(query, {
        kind: REPORT_EMAIL_JOB,
        projectId: f.project.id,
        payload: { scheduleId: schedule.objectId, dueAt: DUE.toISOString() },
      }),
    );
    await Promise.all([t.app.jobs.drain(), t.app.jobs.drain()]);
    expect(await mailsOf(schedule.name)).toHaveLength(2);
    expect(await pendingSendings(schedule.objectId)).toHaveLength(1);
    const results = await t.rows(
      z.object({ result: z.record(z.string(), z.unknown()) }),
      `SELECT result FROM jobs WHERE kind = $1 AND payload->>'scheduleId' = $2 AND status = 'completed'`,
      [REPORT_EMAIL_JOB, schedule.objectId],
    );
    expect(results.map((r) => r.result)).toEqual(
      expect.arrayContaining([
        { scheduleId: schedule.objectId, mailed: 2 },
        { skipped: 'The scheduled e-mail was edited or sent already' },
      ]),
    );
  });

  it('skips the sending an edit replaced', async () => {
    const schedule = await createSchedule();
    await makeDue(schedule.objectId);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/sites/${f.site.id}/reportSchedules/${schedule.objectId}`,
      headers: { authorization: `Bearer ${f.memberToken}` },
      payload: {
        name: schedule.name,
        measurementIds,
        format: 'wide',
        interval: null,
        occupiedOnly: true,
        rangeDays: 3,
        weekday: 3,
        sendAt: '07:00',
        recipientIds: [recipients[0]!.id],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await mailsOf(schedule.name)).toEqual([]);
    // Only the edited schedule's Wednesday sending is left.
    const [next] = await pendingSendings(schedule.objectId);
    expect(next!.run_at.toISOString()).toBe(
      reportScheduleResponse.parse(res.json()).results.nextRunAt,
    );
  });

  it('sends nothing for a deleted schedule', async () => {
    const schedule = await createSchedule();
    await makeDue(schedule.objectId);
    await t.db.delete(s.reportSchedules).where(eq(s.reportSchedules.id, schedule.objectId));
    expect(await mailsOf(schedule.name)).toEqual([]);
  });

  it('leaves out a recipient who is no longer a member', async () => {
    const leaving = await createUser(t.db, {
      projectIds: [f.project.id],
      email: 'leaving@school.test',
    });
    const schedule = await createSchedule({ recipientIds: [recipients[0]!.id, leaving.id] });
    await t.db.delete(s.memberships).where(eq(s.memberships.userId, leaving.id));
    await makeDue(schedule.objectId);
    const mails = await mailsOf(schedule.name);
    expect(mails.map((m) => headerOf(m, 'To'))).toEqual(['principal@school.test']);
  });
});

describe('a CSV over the limit', () => {
  it('is left out, and the e-mail says where to download it', async () => {
    const schedule = await createSchedule({ recipientIds: [recipients[0]!.id] });
    // Due for this handler's job only: the app's queued one stays in the future.
    await t.handle.transaction((query) =>
      query(`UPDATE report_schedules SET next_run_at = $2 WHERE id = $1`, [schedule.objectId, DUE]),
    );
    const handler = reportEmailJobHandler(t.handle, {
      publicUrl: PUBLIC_URL,
      attachmentMaxBytes: 100,
    });
    const result = await handler.run({
      id: 'a-job',
      kind: REPORT_EMAIL_JOB,
      project_id: f.project.id,
      point_id: null,
      created_by: null,
      payload: { scheduleId: schedule.objectId, dueAt: DUE.toISOString() },
      attempts: 1,
      max_attempts: 3,
    });
    expect(result).toEqual({ scheduleId: schedule.objectId, mailed: 1 });
    const [mail] = await mailsOf(schedule.name);
    expect(attachmentsOf(mail!)).toEqual([]);
    expect(decodeQuotedPrintable(mail!)).toContain(messages.reportEmailNotAttached('100 bytes'));
  });
});

describe('send now', () => {
  it('e-mails the report of the days before today, leaving the weekly sending as it was', async () => {
    const schedule = await createSchedule({ recipientIds: [recipients[1]!.id] });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/sites/${f.site.id}/reportSchedules/${schedule.objectId}/send`,
      headers: { authorization: `Bearer ${f.memberToken}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mails = await mailsOf(schedule.name);
    expect(mails.map((m) => headerOf(m, 'To'))).toEqual(['facilities@school.test']);
    expect(attachmentsOf(mails[0]!)).toHaveLength(1);
    const after = await scheduleRow(schedule.objectId);
    expect(after!.nextRunAt.toISOString()).toBe(schedule.nextRunAt);
    expect(await pendingSendings(schedule.objectId)).toHaveLength(1);
  });
});
