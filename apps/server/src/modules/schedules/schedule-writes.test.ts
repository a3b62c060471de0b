/**
 * What schedules did and do, through the API: a group's scheduled writes newest first, paged, with
 * their status and read-back; and a point's schedule — its group, the value commanded now and the
 * next change on the site's clock, and a user's write since the last scheduled one, which
 * overrides the schedule until that change. Members read both; others get 404, anonymous 401.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  pointScheduleResponse,
  scheduledWritesResponse,
  scheduleGroupResponse,
  type ScheduleGroup,
} from '@airboard/shared/api';
import { nextScheduleTransition } from '@airboard/shared/rules';
import { useTelemetryApp } from '../../../test/fixtures/hooks';
import {
  allowSchedules,
  buildScheduleGroupInput,
  callApi,
  createWritablePoint,
} from '../../../test/fixtures/schedule-groups';
import { newObjectId } from '../../db/ids';
import { jobs, scheduledWrites } from '../../db/schema/index';
import { POINT_WRITE_JOB } from '../points/point-write';

const t = useTelemetryApp();
let grouped: { id: string; uuid: string };
let loose: { id: string; uuid: string };
let group: ScheduleGroup;

/** A wall-clock day from today, as an exception's date. */
const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  await allowSchedules(t.db, t.site.id);
  grouped = await createWritablePoint(t.db, t.site, t.zone.id, { name: 'Room 101 setpoint' });
  loose = await createWritablePoint(t.db, t.site, t.zone.id, { name: 'Room 102 setpoint' });
  // An exception from two days ago to two days ahead: 23 now, back to 17 when it ends.
  const res = await callApi(
    t.app,
    'POST',
    `/api/sites/${t.site.id}/scheduleGroups`,
    t.adminToken,
    buildScheduleGroupInput([grouped.id], {
      name: 'Event',
      weekly: [[], [], [], [], [], [], []],
      exceptions: [
        {
          start: `${dayFromToday(-2)}T00:00`,
          end: `${dayFromToday(2)}T00:00`,
          value: 23,
          note: '',
        },
      ],
    }),
  );
  expect(res.statusCode, res.body).toBe(200);
  group = scheduleGroupResponse.parse(res.json()).results;
});

const get = (url: string, token: string | null = t.memberToken) =>
  callApi(t.app, 'GET', url, token);

describe('the history of scheduled writes', () => {
  const writesUrl = () => `/api/sites/${t.site.id}/scheduleGroups/${group.objectId}/writes`;

  beforeAll(async () => {
    const hour = 3_600_000;
    const base = Date.now() - 10 * hour;
    await t.db.insert(scheduledWrites).values(
      Array.from({ length: 5 }, (_, i) => ({
        groupId: group.objectId,
        pointId: grouped.id,
        scheduledAt: new Date(base + i * hour),
        value: 17 + i,
        status: i === 4 ? 'notApplied' : 'written',
        readBack: i === 4 ? 17 : 17 + i,
        writtenAt: new Date(base + i * hour + 2_000),
      })),
    );
  });

  it('lists the writes newest first, a page at a time, with their read-back', async () => {
    const first = await get(`${writesUrl()}?limit=2`);
    expect(first.statusCode, first.body).toBe(200);
    const page = scheduledWritesResponse.parse(first.json());
    expect(page.total).toBe(5);
    expect(page.results.map((w) => w.value)).toEqual([21, 20]);
    expect(page.results[0]).toMatchObject({
      pointId: grouped.id,
      pointName: 'Room 101 setpoint',
      status: 'notApplied',
      readBack: 17,
      errorMessage: null,
    });
    const last = scheduledWritesResponse.parse(
      (await get(`${writesUrl()}?limit=2&offset=4`)).json(),
    );
    expect(last.results.map((w) => w.value)).toEqual([17]);
  });

  it('refuses a page out of bounds with 400', async () => {
    expect((await get(`${writesUrl()}?limit=0`)).statusCode).toBe(400);
    expect((await get(`${writesUrl()}?offset=-1`)).statusCode).toBe(400);
  });

  it('answers 401 anonymous, 404 for another project and an unknown group', async () => {
    expect((await get(writesUrl(), null)).statusCode).toBe(401);
    expect((await get(writesUrl(), t.outsiderToken)).statusCode).toBe(404);
    expect((await get(`/api/sites/${t.site.id}/scheduleGroups/unknown/writes`)).statusCode).toBe(
      404,
    );
  });
});

describe("a point's schedule", () => {
  const scheduleOf = async (uuid: string) => {
    const res = await get(`/api/points/${uuid}/schedule`);
    expect(res.statusCode, res.body).toBe(200);
    return pointScheduleResponse.parse(res.json()).results;
  };

  it('says the value now and the next change, on the site clock', async () => {
    const now = new Date();
    const schedule = await scheduleOf(grouped.uuid);
    const next = nextScheduleTransition(group, [], t.site.timeZone, now)!;
    expect(schedule).toMatchObject({
      pointId: grouped.id,
      group: { objectId: group.objectId, name: 'Event', siteId: t.site.id },
      value: 23,
      next: { at: next.at.toISOString(), value: 17 },
    });
  });

  it('answers no group for a point in none', async () => {
    expect(await scheduleOf(loose.uuid)).toEqual({
      pointId: loose.id,
      group: null,
      value: null,
      next: null,
      manualOverride: null,
    });
  });

  it("shows a user's write since the last scheduled one as overriding, until the next", async () => {
    expect((await scheduleOf(grouped.uuid)).manualOverride).toBeNull();
    const jobId = newObjectId();
    await t.db.insert(jobs).values({
      id: jobId,
      kind: POINT_WRITE_JOB,
      projectId: t.project.id,
      pointId: grouped.id,
      createdBy: t.admin.id,
      status: 'completed',
      payload: { function: 'numWrite', arguments: { curVal: 19 } },
    });
    const overridden = await scheduleOf(grouped.uuid);
    expect(overridden.manualOverride).toMatchObject({ jobId, value: 19 });
    // The schedule's own writes (no user) are not overrides, and a later scheduled write ends it.
    await t.db.insert(scheduledWrites).values({
      groupId: group.objectId,
      pointId: grouped.id,
      scheduledAt: new Date(),
      value: 23,
      status: 'written',
      readBack: 23,
      writtenAt: new Date(Date.now() + 1_000),
    });
    expect((await scheduleOf(grouped.uuid)).manualOverride).toBeNull();
  });

  it('answers 401 anonymous, 404 for another project, 400 for a malformed id', async () => {
    const url = `/api/points/${grouped.uuid}/schedule`;
    expect((await get(url, null)).statusCode).toBe(401);
    expect((await get(url, t.outsiderToken)).statusCode).toBe(404);
    expect((await get('/api/points/not-a-uuid/schedule')).statusCode).toBe(400);
  });
});
