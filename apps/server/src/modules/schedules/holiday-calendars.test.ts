/**
 * A project's holiday calendars through the API: members list them, admins create, replace and
 * delete them (403 for a plain member, 404 for another project's user, 401 anonymous); names are
 * unique per project whatever their case (409); a changed calendar re-plans the groups following
 * it; a calendar a group follows is not deleted (409 naming the group); every change is audited.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  holidayCalendarResponse,
  holidayCalendarsResponse,
  scheduleGroupResponse,
  type HolidayCalendarInput,
} from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { useTelemetryApp } from '../../../test/fixtures/hooks';
import {
  allowSchedules,
  type ApiMethod,
  buildScheduleGroupInput,
  callApi,
  createWritablePoint,
} from '../../../test/fixtures/schedule-groups';
import { SCHEDULE_TRANSITION_JOB } from './schedule-planner';

const t = useTelemetryApp();
let pointId: string;

beforeAll(async () => {
  await allowSchedules(t.db, t.site.id);
  pointId = (await createWritablePoint(t.db, t.site, t.zone.id, { name: 'Room 101 setpoint' })).id;
});

const call = (method: ApiMethod, path: string, token: string | null, payload?: object) =>
  callApi(t.app, method, `/api/projects/${t.project.id}/holidayCalendars${path}`, token, payload);

const district = (
  name: string,
  entries?: HolidayCalendarInput['entries'],
): HolidayCalendarInput => ({
  name,
  entries: entries ?? [
    { kind: 'date', date: '2027-01-01' },
    { kind: 'range', from: '2026-12-21', to: '2027-01-01' },
    { kind: 'weekNDay', month: 1, week: 3, weekday: 1 },
  ],
});

async function create(body: HolidayCalendarInput) {
  const res = await call('POST', '', t.adminToken, body);
  expect(res.statusCode, res.body).toBe(200);
  return holidayCalendarResponse.parse(res.json()).results;
}

const auditActions = (calendarId: string) =>
  t.rows(
    z.object({ action: z.string(), user_id: z.string().nullable() }),
    `SELECT action, user_id FROM audit_log WHERE object_type = 'holidayCalendar' AND object_id = $1 ORDER BY id`,
    [calendarId],
  );

describe('holiday calendars', () => {
  it('creates, lists, replaces and deletes a calendar, auditing each change', async () => {
    const calendar = await create(district('District'));
    expect(calendar).toMatchObject({ projectId: t.project.id, name: 'District' });
    const listed = await call('GET', '', t.memberToken);
    expect(holidayCalendarsResponse.parse(listed.json()).results).toContainEqual(calendar);
    const replaced = await call(
      'PUT',
      `/${calendar.objectId}`,
      t.adminToken,
      district('District 2027', [{ kind: 'date', date: '2027-07-04' }]),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(holidayCalendarResponse.parse(replaced.json()).results).toEqual({
      ...calendar,
      name: 'District 2027',
      entries: [{ kind: 'date', date: '2027-07-04' }],
    });
    expect((await call('DELETE', `/${calendar.objectId}`, t.adminToken)).statusCode).toBe(200);
    expect((await call('GET', '', t.memberToken)).json()).toEqual({ results: [] });
    expect(await auditActions(calendar.objectId)).toEqual(
      ['create', 'update', 'delete'].map((a) => ({
        action: `holidayCalendar.${a}`,
        user_id: t.admin.id,
      })),
    );
  });

  it('refuses a malformed calendar with 400 naming the field', async () => {
    const res = await call('POST', '', t.adminToken, {
      name: 'Backwards',
      entries: [{ kind: 'range', from: '2027-01-02', to: '2027-01-01' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errorMessage: string }>().errorMessage).toContain('body.entries.0.to');
  });

  it('refuses a name the project has whatever its case with 409', async () => {
    const calendar = await create(district('Taken'));
    for (const res of [
      await call('POST', '', t.adminToken, district('TAKEN')),
      await call(
        'PUT',
        `/${(await create(district('Other'))).objectId}`,
        t.adminToken,
        district('taken'),
      ),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ errorMessage: messages.holidayCalendarNameTaken });
    }
    expect(calendar.name).toBe('Taken');
  });

  it('refuses anonymous callers, plain members and other projects', async () => {
    const calendar = await create(district('Guarded'));
    expect((await call('GET', '', null)).statusCode).toBe(401);
    expect((await call('POST', '', null, district('Anonymous'))).statusCode).toBe(401);
    expect((await call('POST', '', t.memberToken, district('Member'))).statusCode).toBe(403);
    expect(
      (await call('PUT', `/${calendar.objectId}`, t.memberToken, district('Member'))).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/${calendar.objectId}`, t.memberToken)).statusCode).toBe(403);
    expect((await call('GET', '', t.outsiderToken)).statusCode).toBe(404);
    expect((await call('POST', '', t.outsiderToken, district('Outsider'))).statusCode).toBe(404);
    expect((await call('DELETE', `/${calendar.objectId}`, t.outsiderToken)).statusCode).toBe(404);
    expect((await call('PUT', '/unknown', t.adminToken, district('Unknown'))).statusCode).toBe(404);
  });

  it('re-plans the groups following a changed calendar, and will not delete it while followed', async () => {
    const calendar = await create(district('Followed'));
    const res = await callApi(
      t.app,
      'POST',
      `/api/sites/${t.site.id}/scheduleGroups`,
      t.adminToken,
      buildScheduleGroupInput([pointId], {
        name: 'Classrooms',
        calendars: [{ calendarId: calendar.objectId, effect: 'skip' }],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const group = scheduleGroupResponse.parse(res.json()).results;
    const plannedJobs = () =>
      t.rows(
        z.object({ id: z.string() }),
        `SELECT id FROM jobs WHERE kind = $1 AND status = 'pending' AND payload->>'groupId' = $2`,
        [SCHEDULE_TRANSITION_JOB, group.objectId],
      );
    const [before] = await plannedJobs();
    await call('PUT', `/${calendar.objectId}`, t.adminToken, district('Followed', []));
    const after = await plannedJobs();
    expect(after).toHaveLength(1);
    expect(after[0]!.id).not.toBe(before!.id);

    const refused = await call('DELETE', `/${calendar.objectId}`, t.adminToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ errorMessage: messages.holidayCalendarInUse('“Classrooms”') });
  });
});
