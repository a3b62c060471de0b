/**
 * The test clock (test servers only): without AIRBOARD_TEST_CLOCK its route does not exist (404)
 * and the setting is refused in production; with it, only staff move the clock, a bad body is a
 * 400, and moving it past a schedule group's next transition writes the point once (the
 * scheduled write, the point's value), its read-back settles once the clock passes it too, and
 * the point's schedule is read on the same clock. Real database, real scheduler and job runner.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { wallClockMs } from '@airboard/shared';
import { pointScheduleResponse, scheduleGroupResponse } from '@airboard/shared/api';
import { SimulatedBuildingSystem } from '../../bas/simulated-system';
import { loadConfig } from '../../config';
import { createSession, createUser } from '../../../test/fixtures/factories';
import { useTelemetryApp, useTestApp } from '../../../test/fixtures/hooks';
import {
  allowSchedules,
  buildScheduleGroupInput,
  callApi,
  createWritablePoint,
} from '../../../test/fixtures/schedule-groups';
import { TestClock } from './test-clock.service';

const CLOCK = '/api/test/clock';
const t = useTelemetryApp({
  ready: true,
  config: { AIRBOARD_TEST_CLOCK: true },
  buildingSystem: new SimulatedBuildingSystem({ writeDelayMs: 0 }),
});
const off = useTestApp();
let staffToken: string;

beforeAll(async () => {
  const staff = await createUser(t.db, { projectIds: [t.project.id], role: 'admin', staff: true });
  staffToken = await createSession(t.db, staff.id, t.project.id);
});

const advance = (body: object, token: string | null = staffToken, app = t.app) =>
  callApi(app, 'POST', CLOCK, token, body);
const clockAnswer = z.object({ results: z.object({ now: z.string(), dueJobs: z.number() }) });

describe('without AIRBOARD_TEST_CLOCK', () => {
  it('has no test clock route: 404, and none in the route catalogue', async () => {
    const staff = await createUser(off.db, { staff: true });
    const token = await createSession(off.db, staff.id);
    expect((await advance({ advanceMs: 60_000 }, token, off.app)).statusCode).toBe(404);
    expect((await advance({ advanceMs: 60_000 }, null, off.app)).statusCode).toBe(404);
    expect(off.app.routeCatalogue.some((route) => route.url === CLOCK)).toBe(false);
  });

  it('is off unless set, and refused in production', () => {
    expect(loadConfig({}).AIRBOARD_TEST_CLOCK).toBe(false);
    expect(loadConfig({ AIRBOARD_TEST_CLOCK: 'on', NODE_ENV: 'test' }).AIRBOARD_TEST_CLOCK).toBe(
      true,
    );
    expect(() => loadConfig({ AIRBOARD_TEST_CLOCK: 'on', NODE_ENV: 'production' })).toThrow(
      /AIRBOARD_TEST_CLOCK: the test clock is for test servers/,
    );
  });
});

describe('POST /api/test/clock with AIRBOARD_TEST_CLOCK on', () => {
  it('adds that one route, hidden from the API documentation', async () => {
    const added = t.app.routeCatalogue.filter(
      (route) =>
        !off.app.routeCatalogue.some((r) => r.method === route.method && r.url === route.url),
    );
    expect(added.map((route) => `${route.method} ${route.url}`)).toEqual([`POST ${CLOCK}`]);
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(document.paths)).not.toContain(CLOCK);
  });

  it('refuses an anonymous caller (401) and a member who is not staff (403)', async () => {
    expect((await advance({ advanceMs: 0 }, null)).statusCode).toBe(401);
    expect((await advance({ advanceMs: 0 }, t.adminToken)).statusCode).toBe(403);
  });

  it('refuses a bad body with 400, and a move back', async () => {
    for (const body of [
      {},
      { advanceMs: -1 },
      { advanceMs: 1.5 },
      { advanceToIso: 'tomorrow' },
      { advanceMs: 1, advanceToIso: new Date().toISOString() },
    ]) {
      expect((await advance(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const back = await advance({ advanceToIso: new Date(Date.now() - 60_000).toISOString() });
    expect(back.statusCode).toBe(400);
    expect(back.json()).toEqual({
      errorMessage: expect.stringMatching(/^The test clock moves forward only/) as string,
    });
  });

  it("runs a group's transition once the clock passes it: the write, its value, its read-back", async () => {
    await allowSchedules(t.db, t.site.id);
    const point = await createWritablePoint(t.db, t.site, t.zone.id, {
      name: 'Gym setpoint',
      range: { min: 10, max: 30 },
    });
    const read = await advance({ advanceMs: 0 });
    const now = new Date(clockAnswer.parse(read.json()).results.now);
    // An evening event two hours on (on the site's clock, a quarter hour), over a flat 17.
    const start = new Date(Math.ceil((now.getTime() + 2 * 3_600_000) / 900_000) * 900_000);
    const end = new Date(start.getTime() + 3_600_000);
    const created = await callApi(
      t.app,
      'POST',
      `/api/sites/${t.site.id}/scheduleGroups`,
      t.adminToken,
      buildScheduleGroupInput([point.id], {
        name: 'Gym',
        weekly: [[], [], [], [], [], [], []],
        exceptions: [{ start: onSite(start), end: onSite(end), value: 23, note: 'Evening event' }],
      }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const groupId = scheduleGroupResponse.parse(created.json()).results.objectId;
    const writes = () =>
      t.rows(
        z.object({ scheduled_at: z.date(), value: z.number(), status: z.string() }),
        `SELECT scheduled_at, value, status FROM scheduled_writes WHERE group_id = $1`,
        [groupId],
      );
    const value = async () =>
      (
        await t.rows(
          z.object({ cur_val: z.number().nullable() }),
          `SELECT cur_val FROM points WHERE id = $1`,
          [point.id],
        )
      )[0]!.cur_val;

    // A minute short of it, nothing is due.
    const short = await advance({ advanceToIso: new Date(start.getTime() - 60_000).toISOString() });
    expect(clockAnswer.parse(short.json()).results.dueJobs).toBe(0);
    await t.app.jobs.drain();
    expect(await writes()).toEqual([]);

    // A minute past it, the transition runs (made due by this move, or by the sweep each second).
    const past = await advance({ advanceToIso: new Date(start.getTime() + 60_000).toISOString() });
    expect(new Date(clockAnswer.parse(past.json()).results.now).getTime()).toBeGreaterThanOrEqual(
      start.getTime() + 60_000,
    );
    await t.app.jobs.drain();
    expect(await writes()).toEqual([
      {
        scheduled_at: start,
        value: 23,
        status: expect.stringMatching(/^(pending|written)$/) as string,
      },
    ]);
    expect(await value()).toBe(23);
    const audit = await t.rows(
      z.object({ new_value: z.number() }),
      `SELECT new_value FROM audit_log WHERE action = 'point.write' AND object_id = $1`,
      [point.id],
    );
    expect(audit).toEqual([{ new_value: 23 }]);

    // Its read-back is due seconds after the write, on the same clock; the next transition is the
    // event's end, an hour on, so nothing writes twice.
    expect((await advance({ advanceMs: 60_000 })).statusCode).toBe(200);
    await t.app.jobs.drain();
    expect(await writes()).toEqual([{ scheduled_at: start, value: 23, status: 'written' }]);

    // The zone page's note reads the same clock: 23 now, back to 17 at the event's end.
    const schedule = await callApi(
      t.app,
      'GET',
      `/api/points/${point.uuid}/schedule`,
      t.adminToken,
    );
    expect(pointScheduleResponse.parse(schedule.json()).results).toMatchObject({
      value: 23,
      next: { at: end.toISOString(), value: 17 },
      manualOverride: null,
    });
  });
});

describe('TestClock', () => {
  it('runs ahead of the system clock by every move, and never back', () => {
    let system = 1_000;
    const clock = new TestClock(() => system);
    expect(clock.advanceTo(new Date(5_000))).toBe(true);
    system += 10;
    expect(clock.now().getTime()).toBe(5_010);
    expect(clock.advanceTo(new Date(4_000))).toBe(false);
    expect(clock.now().getTime()).toBe(5_010);
  });
});

/** An instant on the fixture site's clock (New York), as a schedule writes it: 2027-11-15T18:00. */
const onSite = (at: Date) =>
  new Date(wallClockMs(at.getTime(), 'America/New_York')).toISOString().slice(0, 16);
