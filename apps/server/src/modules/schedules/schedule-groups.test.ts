/**
 * Schedule groups through the API: members list and read them; admins and superAdmins create,
 * replace and delete them on a site that can be scheduled (409 on one that cannot), a plain
 * member gets 403, another project's user 404, an anonymous caller 401. A group's points must be
 * writable points of the site of its kind whose ranges and states take every value (400 naming the
 * point), in no other group (409, also when two saves race); names are unique per site whatever
 * their case (409); calendars the project's (400). Every save raises the version, replaces the
 * points, plans the next transition and is audited.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  scheduleGroupResponse,
  scheduleGroupsResponse,
  type ScheduleGroupInput,
} from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { nextScheduleTransition } from '@airboard/shared/rules';
import {
  createProject,
  createSession,
  createSite,
  createUser,
} from '../../../test/fixtures/factories';
import { useTelemetryApp } from '../../../test/fixtures/hooks';
import {
  allowSchedules,
  type ApiMethod,
  buildScheduleGroupInput,
  callApi,
  createHolidayCalendarRow,
  createScheduleGroupRow,
  createWritablePoint,
} from '../../../test/fixtures/schedule-groups';
import { SCHEDULE_TRANSITION_JOB } from './schedule-planner';

const t = useTelemetryApp();
let superAdminToken: string;
/** Writable points of the site: numbers with a range, on/off, multi-state, and a read-only one. */
const p = {} as Record<
  'room1' | 'room2' | 'room3' | 'free' | 'fan' | 'mode' | 'readOnly' | 'annex',
  { id: string; uuid: string; siteId: string }
>;

beforeAll(async () => {
  await allowSchedules(t.db, t.site.id);
  const superAdmin = await createUser(t.db, { projectIds: [t.project.id], role: 'superAdmin' });
  superAdminToken = await createSession(t.db, superAdmin.id, t.project.id);
  const site = t.site;
  const setpoint = (name: string) =>
    createWritablePoint(t.db, site, t.zone.id, { name, range: { min: 15, max: 28 }, unit: '°C' });
  p.room1 = await setpoint('Room 101 setpoint');
  p.room2 = await setpoint('Room 102 setpoint');
  p.room3 = await setpoint('Room 103 setpoint');
  p.free = await setpoint('Room 104 setpoint');
  p.fan = await createWritablePoint(t.db, site, t.zone.id, { name: 'Ionizer', kind: 'bool' });
  p.mode = await createWritablePoint(t.db, site, t.zone.id, {
    name: 'Fan mode',
    kind: 'multiState',
    states: ['Auto', 'Low', 'High'],
  });
  p.readOnly = await createWritablePoint(t.db, site, t.zone.id, { name: 'CO2', readOnly: true });
  const annex = await createSite(t.db, t.project.id, { name: 'Annex', canBeScheduled: true });
  p.annex = await createWritablePoint(t.db, annex, null, { name: 'Annex setpoint' });
});

const call = (
  method: ApiMethod,
  path: string,
  token: string | null,
  payload?: object,
  siteId = t.site.id,
) => callApi(t.app, method, `/api/sites/${siteId}/scheduleGroups${path}`, token, payload);

const input = (pointIds: string[], overrides: Partial<ScheduleGroupInput> = {}) =>
  buildScheduleGroupInput(pointIds, overrides);

async function create(body: ScheduleGroupInput, token = t.adminToken) {
  const res = await call('POST', '', token, body);
  expect(res.statusCode, res.body).toBe(200);
  return scheduleGroupResponse.parse(res.json()).results;
}

const deleteGroup = async (groupId: string) =>
  expect((await call('DELETE', `/${groupId}`, t.adminToken)).statusCode).toBe(200);

const groupRow = (groupId: string) =>
  t.rows(
    z.object({
      version: z.number(),
      updated_at: z.date(),
      next_transition_at: z.date().nullable(),
    }),
    `SELECT version, updated_at, next_transition_at FROM schedule_groups WHERE id = $1`,
    [groupId],
  );
const pendingTransitions = (groupId: string) =>
  t.rows(
    z.object({ run_at: z.date(), payload: z.object({ version: z.number() }) }),
    `SELECT run_at, payload FROM jobs WHERE kind = $1 AND status = 'pending' AND payload->>'groupId' = $2`,
    [SCHEDULE_TRANSITION_JOB, groupId],
  );
const auditOf = (groupId: string) =>
  t.rows(
    z.object({
      user_id: z.string().nullable(),
      action: z.string(),
      old_value: z.record(z.string(), z.unknown()).nullable(),
      new_value: z.record(z.string(), z.unknown()).nullable(),
      details: z.object({ changed: z.array(z.string()) }).nullable(),
    }),
    `SELECT user_id, action, old_value, new_value, details FROM audit_log
      WHERE object_type = 'scheduleGroup' AND object_id = $1 ORDER BY id`,
    [groupId],
  );

describe('creating and reading', () => {
  it('saves a group with its points, plans its next transition and audits it', async () => {
    const before = new Date();
    const group = await create(input([p.room2.id, p.room1.id], { name: 'Floor 1' }));
    expect(group).toMatchObject({
      siteId: t.site.id,
      name: 'Floor 1',
      pointKind: 'number',
      defaultValue: 17,
    });
    expect(group.pointIds).toEqual([p.room1.id, p.room2.id]);
    const [row] = await groupRow(group.objectId);
    const expected = nextScheduleTransition(group, [], t.site.timeZone, before);
    expect(row).toMatchObject({ version: 1, next_transition_at: expected!.at });
    expect(await pendingTransitions(group.objectId)).toEqual([
      { run_at: expected!.at, payload: expect.objectContaining({ version: 1 }) as unknown },
    ]);
    expect(await auditOf(group.objectId)).toEqual([
      expect.objectContaining({
        user_id: t.admin.id,
        action: 'scheduleGroup.create',
        old_value: null,
        new_value: expect.objectContaining({ name: 'Floor 1', values: [17, 21.5] }) as unknown,
      }),
    ]);
    await deleteGroup(group.objectId);
  });

  it('lists the groups and reads one for any member', async () => {
    const group = await create(input([p.room1.id], { name: 'Listed' }));
    const listed = await call('GET', '', t.memberToken);
    expect(listed.statusCode).toBe(200);
    expect(scheduleGroupsResponse.parse(listed.json()).results).toContainEqual(group);
    const one = await call('GET', `/${group.objectId}`, t.memberToken);
    expect(scheduleGroupResponse.parse(one.json()).results).toEqual(group);
    await deleteGroup(group.objectId);
  });

  it('gives each exception an id and keeps it when the group is saved again', async () => {
    const exceptions = [
      { start: '2030-12-03T18:00', end: '2030-12-03T21:00', value: 21, note: 'Concert' },
    ];
    const group = await create(input([p.room1.id], { name: 'Events', exceptions }));
    const id = group.exceptions[0]!.objectId;
    expect(id).toEqual(expect.any(String));
    const res = await call(
      'PUT',
      `/${group.objectId}`,
      t.adminToken,
      input([p.room1.id], {
        name: 'Events',
        exceptions: [
          ...group.exceptions,
          { ...exceptions[0]!, start: '2030-12-04T18:00', end: '2030-12-04T21:00' },
        ],
      }),
    );
    const saved = scheduleGroupResponse.parse(res.json()).results;
    expect(saved.exceptions[0]!.objectId).toBe(id);
    expect(saved.exceptions[1]!.objectId).not.toBe(id);
    await deleteGroup(group.objectId);
  });

  it('lets a superAdmin save groups', async () => {
    const group = await create(input([p.room1.id], { name: 'By superAdmin' }), superAdminToken);
    await deleteGroup(group.objectId);
  });

  it('answers 404 for a group of another site or an unknown id', async () => {
    const annexGroup = await createScheduleGroupRow(t.db, p.annex.siteId, [p.annex.id], 'Annex');
    expect((await call('GET', `/${annexGroup}`, t.memberToken)).statusCode).toBe(404);
    expect((await call('GET', '/unknown', t.memberToken)).statusCode).toBe(404);
  });
});

describe('roles and projects', () => {
  it('refuses an anonymous caller with 401', async () => {
    expect((await call('GET', '', null)).statusCode).toBe(401);
    expect((await call('POST', '', null, input([p.room1.id]))).statusCode).toBe(401);
  });

  it('refuses a plain member with 403', async () => {
    const res = await call('POST', '', t.memberToken, input([p.room1.id]));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ errorMessage: messages.scheduleAdminsOnly });
  });

  it("hides the site from another project's user behind a 404", async () => {
    expect((await call('GET', '', t.outsiderToken)).statusCode).toBe(404);
    expect((await call('POST', '', t.outsiderToken, input([p.room1.id]))).statusCode).toBe(404);
    const group = await create(input([p.room1.id], { name: 'Hidden' }));
    for (const method of ['GET', 'DELETE'] as const) {
      expect((await call(method, `/${group.objectId}`, t.outsiderToken)).statusCode).toBe(404);
    }
    await deleteGroup(group.objectId);
  });

  it('refuses to save groups on a site that cannot be scheduled, but reads it', async () => {
    const plain = await createSite(t.db, t.project.id, { name: 'Unscheduled' });
    const point = await createWritablePoint(t.db, plain, null, { name: 'Setpoint' });
    const res = await call('POST', '', t.adminToken, input([point.id]), plain.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ errorMessage: messages.scheduleSiteNotSchedulable });
    const listed = await call('GET', '', t.memberToken, undefined, plain.id);
    expect(listed.json()).toEqual({ results: [] });
  });
});

describe('validation against the points', () => {
  const refusal = async (body: ScheduleGroupInput) => {
    const res = await call('POST', '', t.adminToken, body);
    return { status: res.statusCode, message: res.json<{ errorMessage: string }>().errorMessage };
  };

  it('refuses a malformed body with 400 naming the field', async () => {
    const res = await call('POST', '', t.adminToken, { ...input([p.room1.id]), weekly: [[]] });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errorMessage: string }>().errorMessage).toContain('body.weekly');
  });

  it('refuses a point that is not a writable point of the site', async () => {
    for (const pointId of [p.readOnly.id, p.annex.id, 'unknown']) {
      expect(await refusal(input([p.room1.id, pointId]))).toEqual({
        status: 400,
        message: `body.pointIds.1: ${messages.schedulePointNotWritable}`,
      });
    }
  });

  it('refuses a point of another kind than the group', async () => {
    expect(await refusal(input([p.fan.id]))).toEqual({
      status: 400,
      message: `body.pointIds.0: ${messages.schedulePointWrongKind('Ionizer')}`,
    });
    const modes = input([p.mode.id], {
      pointKind: 'bool',
      defaultValue: false,
      weekly: [[], [], [], [], [], [], []],
    });
    expect((await refusal(modes)).message).toBe(
      `body.pointIds.0: ${messages.schedulePointWrongKind('Fan mode')}`,
    );
  });

  it("refuses a number outside a point's range, and takes one within", async () => {
    const hot = input([p.room1.id], {
      name: 'Hot',
      exceptions: [{ start: '2030-01-01T08:00', end: '2030-01-01T09:00', value: 30, note: '' }],
    });
    expect(await refusal(hot)).toEqual({
      status: 400,
      message: `body.pointIds.0: ${messages.scheduleValueOutsideRange('Room 101 setpoint', 30, '15 to 28 °C')}`,
    });
    const cold = input([p.room1.id], { name: 'Cold', defaultValue: 14 });
    expect((await refusal(cold)).status).toBe(400);
    const group = await create(input([p.room1.id], { name: 'Within', defaultValue: 15 }));
    await deleteGroup(group.objectId);
  });

  it('takes on/off values for on/off points', async () => {
    const weekly = [[], [{ start: '07:00', end: '16:00', value: true }], [], [], [], [], []];
    const group = await create(
      input([p.fan.id], { name: 'Ionizer', pointKind: 'bool', defaultValue: false, weekly }),
    );
    expect(group.pointKind).toBe('bool');
    // The default program's 21.5 is not on or off.
    const numbers = await call(
      'POST',
      '',
      t.adminToken,
      input([p.fan.id], { pointKind: 'bool', defaultValue: false }),
    );
    expect(numbers.statusCode).toBe(400);
    await deleteGroup(group.objectId);
  });

  it('refuses a state the multi-state point does not have, and takes one it has', async () => {
    const weekly = [[], [{ start: '07:00', end: '16:00', value: 'High' }], [], [], [], [], []];
    const modes = (defaultValue: string) =>
      input([p.mode.id], { name: 'Modes', pointKind: 'multiState', defaultValue, weekly });
    expect(await refusal(modes('Turbo'))).toEqual({
      status: 400,
      message: `body.pointIds.0: ${messages.scheduleStateUnknown('Fan mode', 'Turbo', 'Auto, Low, High')}`,
    });
    const group = await create(modes('Auto'));
    await deleteGroup(group.objectId);
  });

  it("refuses a holiday calendar of another project with 400, and takes the project's", async () => {
    const other = await createProject(t.db, { name: 'Elsewhere' });
    const foreign = await createHolidayCalendarRow(t.db, other.id, 'Foreign');
    const own = await createHolidayCalendarRow(t.db, t.project.id, 'District');
    const calendars = [
      { calendarId: own, effect: 'skip' as const },
      { calendarId: foreign, effect: 'skip' as const },
    ];
    expect(await refusal(input([p.room1.id], { calendars }))).toEqual({
      status: 400,
      message: `body.calendars.1.calendarId: ${messages.scheduleCalendarUnknown}`,
    });
    const group = await create(input([p.room1.id], { calendars: calendars.slice(0, 1) }));
    await deleteGroup(group.objectId);
  });
});

describe('conflicts', () => {
  it('refuses a point already in another group with 409 naming both', async () => {
    const first = await create(input([p.room1.id], { name: 'First' }));
    const res = await call(
      'POST',
      '',
      t.adminToken,
      input([p.room2.id, p.room1.id], { name: 'Second' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      errorMessage: messages.schedulePointInAnotherGroup('Room 101 setpoint', 'First'),
    });
    await deleteGroup(first.objectId);
  });

  it('lets only one of two saves racing for a point take it', async () => {
    const answers = await Promise.all(
      ['Racer A', 'Racer B'].map((name) =>
        call('POST', '', t.adminToken, input([p.room3.id], { name })),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!;
    await deleteGroup(scheduleGroupResponse.parse(winner.json()).results.objectId);
  });

  it('refuses a name the site has whatever its case with 409', async () => {
    const first = await create(input([p.room1.id], { name: 'Classrooms' }));
    const res = await call('POST', '', t.adminToken, input([p.room2.id], { name: 'CLASSROOMS' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ errorMessage: messages.scheduleGroupNameTaken });
    await deleteGroup(first.objectId);
  });
});

describe('replacing and deleting', () => {
  it('replaces the group whole: points, version, updated time, plan and audit', async () => {
    const group = await create(input([p.room1.id, p.room2.id], { name: 'Replaced' }));
    const [before] = await groupRow(group.objectId);
    const res = await call(
      'PUT',
      `/${group.objectId}`,
      t.adminToken,
      input([p.room2.id, p.free.id], { name: 'Replaced', defaultValue: 16 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const saved = scheduleGroupResponse.parse(res.json()).results;
    expect(saved).toMatchObject({ objectId: group.objectId, defaultValue: 16 });
    expect(saved.pointIds).toEqual([p.room2.id, p.free.id]);
    const [after] = await groupRow(group.objectId);
    expect(after!.version).toBe(2);
    expect(after!.updated_at.getTime()).toBeGreaterThan(before!.updated_at.getTime());
    expect((await pendingTransitions(group.objectId)).map((j) => j.payload.version)).toEqual([2]);
    // Room 101 is free again.
    const other = await create(input([p.room1.id], { name: 'Room 101 alone' }));
    const audit = await auditOf(group.objectId);
    expect(audit.at(-1)).toMatchObject({
      action: 'scheduleGroup.update',
      old_value: { defaultValue: 17, pointIds: [p.room1.id, p.room2.id] },
      new_value: { defaultValue: 16, pointIds: [p.room2.id, p.free.id] },
      details: { changed: ['pointIds', 'defaultValue', 'values'] },
    });
    await deleteGroup(group.objectId);
    await deleteGroup(other.objectId);
  });

  it('refuses a plain member, and answers 404 for a group the site does not have', async () => {
    const group = await create(input([p.room1.id], { name: 'Kept' }));
    const body = input([p.room1.id], { name: 'Kept' });
    expect((await call('PUT', `/${group.objectId}`, t.memberToken, body)).statusCode).toBe(403);
    expect((await call('DELETE', `/${group.objectId}`, t.memberToken)).statusCode).toBe(403);
    expect((await call('PUT', '/unknown', t.adminToken, body)).statusCode).toBe(404);
    expect((await call('DELETE', '/unknown', t.adminToken)).statusCode).toBe(404);
    await deleteGroup(group.objectId);
  });

  it('deletes the group with its points and pending transition, and audits it', async () => {
    const group = await create(input([p.room1.id], { name: 'Deleted' }));
    await deleteGroup(group.objectId);
    expect(await groupRow(group.objectId)).toEqual([]);
    expect(await pendingTransitions(group.objectId)).toEqual([]);
    expect((await auditOf(group.objectId)).map((a) => a.action)).toEqual([
      'scheduleGroup.create',
      'scheduleGroup.delete',
    ]);
    expect((await call('GET', `/${group.objectId}`, t.memberToken)).statusCode).toBe(404);
  });
});
