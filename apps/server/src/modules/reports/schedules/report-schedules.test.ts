/**
 * Scheduled report e-mails through the API: any member lists and creates them, with the next
 * sending computed and its job queued; only the creator or an admin edits, sends or deletes one
 * (403 for another member, 404 for another project's user); recipients must be members (400),
 * measurements the site's (404), names unique per site whatever their case (409).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  reportRecipientsResponse,
  reportScheduleResponse,
  reportSchedulesResponse,
  type ReportScheduleInput,
} from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { nextSending, REPORT_SCHEDULE_NAME_MAX } from '@airboard/shared/rules';
import { createSession, createSite, createUser } from '../../../../test/fixtures/factories';
import { useTelemetryApp } from '../../../../test/fixtures/hooks';
import { buildReportScheduleInput } from '../../../../test/fixtures/report-schedules';
import { createSensor, createZone } from '../../../../test/fixtures/telemetry';

const t = useTelemetryApp();
let measurementId: string;
let otherSiteMeasurementId: string;
let colleague: { id: string; email: string; token: string };

beforeAll(async () => {
  measurementId = (await createSensor(t.db, t.site.id, t.zone.id)).measurementId;
  const otherSite = await createSite(t.db, t.project.id, { name: 'Annex' });
  const otherZone = await createZone(t.db, otherSite.id);
  otherSiteMeasurementId = (await createSensor(t.db, otherSite.id, otherZone.id)).measurementId;
  const user = await createUser(t.db, { projectIds: [t.project.id] });
  colleague = {
    id: user.id,
    email: user.email,
    token: await createSession(t.db, user.id, t.project.id),
  };
});

const input = (overrides: Partial<ReportScheduleInput> = {}): ReportScheduleInput =>
  buildReportScheduleInput(
    {
      name: 'Weekly CO2',
      measurementIds: [measurementId],
      recipientIds: [t.member.id, colleague.id],
    },
    overrides,
  );

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  token: string | null,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api/sites/${t.site.id}/${path}`,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    ...(payload ? { payload } : {}),
  });

async function create(overrides: Partial<ReportScheduleInput> = {}, token = t.memberToken) {
  const res = await call('POST', 'reportSchedules', token, input(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return reportScheduleResponse.parse(res.json()).results;
}

const queuedSendings = (scheduleId: string) =>
  t.rows(
    z.object({ run_at: z.date(), payload: z.object({ dueAt: z.string().nullable() }) }),
    `SELECT run_at, payload FROM jobs WHERE kind = 'report-email' AND payload->>'scheduleId' = $1
      ORDER BY created_at`,
    [scheduleId],
  );

describe('creating and listing', () => {
  it('saves a schedule with its next sending and queues that sending', async () => {
    const before = new Date();
    const schedule = await create({ name: 'Monday CO2' });
    expect(schedule).toMatchObject({
      name: 'Monday CO2',
      measurementIds: [measurementId],
      recipientIds: [t.member.id, colleague.id],
      canEdit: true,
      lastSentAt: null,
    });
    const expected = nextSending(1, '08:00', t.site.timeZone, before);
    expect(schedule.nextRunAt).toBe(expected.toISOString());
    expect(await queuedSendings(schedule.objectId)).toEqual([
      {
        run_at: expected,
        payload: expect.objectContaining({ dueAt: expected.toISOString() }) as unknown,
      },
    ]);
  });

  it("lists the site's schedules, editable by their creator and admins only", async () => {
    const schedule = await create({ name: 'Listed' });
    const listed = async (token: string) =>
      reportSchedulesResponse
        .parse((await call('GET', 'reportSchedules', token)).json())
        .results.find((s) => s.objectId === schedule.objectId);
    expect((await listed(t.memberToken))?.canEdit).toBe(true);
    expect((await listed(colleague.token))?.canEdit).toBe(false);
    expect((await listed(t.adminToken))?.canEdit).toBe(true);
  });

  it('keeps each recipient once', async () => {
    const schedule = await create({
      name: 'Twice',
      recipientIds: [colleague.id, colleague.id],
    });
    expect(schedule.recipientIds).toEqual([colleague.id]);
  });

  it('refuses a taken name whatever its case with 409', async () => {
    await create({ name: 'Taken name' });
    const res = await call('POST', 'reportSchedules', t.memberToken, input({ name: 'TAKEN NAME' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ errorMessage: messages.reportScheduleNameTaken });
  });

  it('refuses an invalid schedule with 400 naming the field', async () => {
    for (const bad of [
      { sendAt: '24:00' },
      { weekday: 0 },
      { rangeDays: 0 },
      { rangeDays: 32 },
      { recipientIds: [] },
      { name: ' ' },
      { name: 'x'.repeat(REPORT_SCHEDULE_NAME_MAX + 1) },
    ]) {
      const res = await call('POST', 'reportSchedules', t.memberToken, input(bad));
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json<{ errorMessage: string }>().errorMessage).toContain(Object.keys(bad)[0]);
    }
  });

  it('refuses a recipient who is not a member of the project with 400', async () => {
    const stranger = await createUser(t.db);
    const res = await call(
      'POST',
      'reportSchedules',
      t.memberToken,
      input({ name: 'Stranger', recipientIds: [t.member.id, stranger.id] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errorMessage: messages.reportRecipientsNotMembers });
  });

  it("refuses another site's measurement with 404, as a report does", async () => {
    const res = await call(
      'POST',
      'reportSchedules',
      t.memberToken,
      input({ name: 'Annex', measurementIds: [otherSiteMeasurementId] }),
    );
    expect(res.statusCode).toBe(404);
  });

  it('lists the members of the project as recipients, no one else, with e-mails for admins only', async () => {
    const res = await call('GET', 'reportRecipients', t.memberToken);
    const recipients = reportRecipientsResponse.parse(res.json()).results;
    expect(recipients.map((r) => r.objectId).sort()).toEqual(
      [t.member.id, t.admin.id, colleague.id].sort(),
    );
    // A member sees their own e-mail and no one else's (security.md 3); admins see them all.
    const emailOf = (list: typeof recipients, id: string) =>
      list.find((r) => r.objectId === id)!.email;
    expect(emailOf(recipients, t.member.id)).toMatch(/@/);
    expect(emailOf(recipients, colleague.id)).toBeNull();
    expect(emailOf(recipients, t.admin.id)).toBeNull();
    const asAdmin = reportRecipientsResponse.parse(
      (await call('GET', 'reportRecipients', t.adminToken)).json(),
    ).results;
    expect(emailOf(asAdmin, colleague.id)).toBe(colleague.email);
  });
});

describe('changing', () => {
  it('lets the creator edit a schedule, moving its sending and queueing the new one', async () => {
    const schedule = await create({ name: 'To move' });
    const res = await call(
      'PUT',
      `reportSchedules/${schedule.objectId}`,
      t.memberToken,
      input({ name: 'Moved', weekday: 5, sendAt: '17:30', recipientIds: [colleague.id] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const moved = reportScheduleResponse.parse(res.json()).results;
    expect(moved).toMatchObject({ name: 'Moved', weekday: 5, recipientIds: [colleague.id] });
    const sendings = await queuedSendings(schedule.objectId);
    expect(sendings.map((s) => s.payload.dueAt)).toEqual([schedule.nextRunAt, moved.nextRunAt]);
  });

  it('lets an admin edit, send and delete a member’s schedule', async () => {
    const schedule = await create({ name: 'Admin may' });
    const path = `reportSchedules/${schedule.objectId}`;
    expect((await call('PUT', path, t.adminToken, input({ name: 'Admin did' }))).statusCode).toBe(
      200,
    );
    expect((await call('POST', `${path}/send`, t.adminToken)).statusCode).toBe(200);
    expect((await call('DELETE', path, t.adminToken)).statusCode).toBe(200);
  });

  it('refuses another member with 403', async () => {
    const schedule = await create({ name: 'Not theirs' });
    const path = `reportSchedules/${schedule.objectId}`;
    for (const res of [
      await call('PUT', path, colleague.token, input({ name: 'Mine now' })),
      await call('POST', `${path}/send`, colleague.token),
      await call('DELETE', path, colleague.token),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ errorMessage: messages.reportScheduleNotYours });
    }
  });

  it('deletes a schedule', async () => {
    const schedule = await create({ name: 'To delete' });
    const path = `reportSchedules/${schedule.objectId}`;
    expect((await call('DELETE', path, t.memberToken)).json()).toEqual({ success: true });
    const list = reportSchedulesResponse.parse(
      (await call('GET', 'reportSchedules', t.memberToken)).json(),
    );
    expect(list.results.map((s) => s.objectId)).not.toContain(schedule.objectId);
    expect((await call('DELETE', path, t.memberToken)).statusCode).toBe(404);
  });
});

describe('access', () => {
  it('refuses an anonymous caller with 401', async () => {
    const schedule = await create({ name: 'Anonymous' });
    const path = `reportSchedules/${schedule.objectId}`;
    for (const res of [
      await call('GET', 'reportSchedules', null),
      await call('POST', 'reportSchedules', null, input({ name: 'Nobody' })),
      await call('PUT', path, null, input()),
      await call('POST', `${path}/send`, null),
      await call('DELETE', path, null),
      await call('GET', 'reportRecipients', null),
    ]) {
      expect(res.statusCode).toBe(401);
    }
  });

  it("hides the site and its schedules from another project's user behind 404", async () => {
    const schedule = await create({ name: 'Hidden' });
    const path = `reportSchedules/${schedule.objectId}`;
    for (const res of [
      await call('GET', 'reportSchedules', t.outsiderToken),
      await call('POST', 'reportSchedules', t.outsiderToken, input({ name: 'Outsider' })),
      await call('PUT', path, t.outsiderToken, input()),
      await call('POST', `${path}/send`, t.outsiderToken),
      await call('DELETE', path, t.outsiderToken),
      await call('GET', 'reportRecipients', t.outsiderToken),
    ]) {
      expect(res.statusCode).toBe(404);
    }
  });
});
