/**
 * Issue 19's scheduler bench: 1,000 schedule groups of 20 writable setpoints each (20,000 points)
 * on one site in New York, each group a school day (07:00–16:30 at 21.5, 17 outside) with a
 * holiday calendar and an evening exception, the days varied so groups differ.
 * - Computing a day of transitions for every group with the shared rules (what the scheduler and
 *   the page's preview do), next to a baseline of reading each group's value at one instant.
 * - Planning every group (planScheduleGroup: lock, compute the next transition, replace its job),
 *   and running every group's transition job at one instant (20,000 scheduled writes, each with
 *   its point-write and read-back jobs queued).
 * - Lateness on a small run through the app's own job runner and simulated building system:
 *   10 groups × 20 points whose exception starts at the next minute, so 200 points are written at
 *   one instant; per write, written_at minus the scheduled time (goal ≤ 5 s) and the read-back's
 *   settling minus it (goal ≤ 60 s); and a zone-page write queued into them.
 */
import { z } from 'zod';
import type { HolidayCalendarEntry, ScheduleBlock } from '@airboard/shared/api';
import { scheduleTransitions, scheduleValueAt } from '@airboard/shared/rules';
import { openDatabase, type Database, type DatabaseHandle } from '../apps/server/src/db/connect';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { newObjectId } from '../apps/server/src/db/ids';
import * as s from '../apps/server/src/db/schema/index';
import { enqueueJob, type JobRow } from '../apps/server/src/jobs/job-runner';
import { POINT_WRITE_JOB } from '../apps/server/src/modules/points/point-write';
import {
  groupProgram,
  lockScheduleGroup,
  planScheduleGroup,
  SCHEDULE_TRANSITION_JOB,
} from '../apps/server/src/modules/schedules/schedule-planner';
import { scheduleTransitionJobHandler } from '../apps/server/src/modules/schedules/schedule-transition-job';
import { fmt, timeIt } from './timing';
import { createProject, createSite } from '../apps/server/test/fixtures/factories';
import { setUp } from './telemetry-fixture';

const GROUPS = 1_000;
const POINTS_PER_GROUP = 20;
const SMALL_GROUPS = 10;
const TIME_ZONE = 'America/New_York';
/** Monday 15 Nov 2027, 00:00 in New York: the day whose transitions are computed. */
const DAY_START = new Date('2027-11-15T05:00:00Z');
const DAY_END = new Date('2027-11-16T05:00:00Z');

const calendarEntries: HolidayCalendarEntry[] = [
  { kind: 'date', date: '2027-12-24' },
  { kind: 'range', from: '2027-12-27', to: '2027-12-31' },
  { kind: 'weekNDay', month: 1, week: 3, weekday: 1 },
];

/** Group `i`'s week: a school day whose start moves by quarter hours, so groups differ. */
function weekOf(i: number): ScheduleBlock[][] {
  const start = `0${6 + (i % 3)}:${String((i % 4) * 15).padStart(2, '0')}`;
  const day = [
    { start, end: '12:00', value: 21.5 },
    { start: '12:30', end: '16:30', value: 21 },
  ];
  return [[], day, day, day, day, day, []];
}

/** 20,000 setpoints of the site, each with its measurement, in a few statements. */
async function insertSetpoints(db: Database, siteId: string, count: number) {
  const ids: string[] = [];
  for (let from = 0; from < count; from += 1_000) {
    const measurements = [];
    const points = [];
    for (let i = from; i < Math.min(count, from + 1_000); i += 1) {
      const measurementId = newObjectId();
      const pointId = newObjectId();
      ids.push(pointId);
      measurements.push({
        id: measurementId,
        siteId,
        zoneId: null,
        name: `Setpoint ${i}`,
        type: 'point',
        pointType: null,
        kind: 'Number' as const,
        unit: '°C',
        writableFunctions: ['numWrite'],
      });
      points.push({
        id: pointId,
        siteId,
        zoneId: null,
        measurementId,
        name: `Setpoint ${i}`,
        type: null,
        kind: 'Number' as const,
        unit: '°C',
        functions: ['numWrite'],
        range: { min: 10, max: 30 },
      });
    }
    await db.insert(s.measurements).values(measurements);
    await db.insert(s.points).values(points);
  }
  return ids;
}

/** Groups of POINTS_PER_GROUP of the points; their ids. */
async function insertGroups(
  db: Database,
  siteId: string,
  pointIds: string[],
  calendarId: string,
  prefix: string,
  exceptionAt: (i: number) => { start: string; end: string } | null,
) {
  const groupIds: string[] = [];
  for (let g = 0; g * POINTS_PER_GROUP < pointIds.length; g += 1) {
    const id = newObjectId();
    const exception = exceptionAt(g);
    await db.insert(s.scheduleGroups).values({
      id,
      siteId,
      name: `${prefix} ${g}`,
      pointKind: 'number',
      defaultValue: 17,
      weekly: weekOf(g),
      holidayProgram: [],
      calendars: [{ calendarId, effect: 'skip' }],
      exceptions: exception
        ? [{ objectId: newObjectId(), ...exception, value: 19, note: 'Evening event' }]
        : [],
    });
    await db
      .insert(s.scheduleGroupPoints)
      .values(
        pointIds
          .slice(g * POINTS_PER_GROUP, (g + 1) * POINTS_PER_GROUP)
          .map((pointId) => ({ pointId, groupId: id })),
      );
    groupIds.push(id);
  }
  return groupIds;
}

/** The site's wall-clock minute of an instant, as an exception's "YYYY-MM-DDTHH:MM". */
function localMinute(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

const stats = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `min ${(sorted[0]! / 1000).toFixed(2)} s, p50 ${(at(0.5) / 1000).toFixed(2)} s, p95 ${(at(0.95) / 1000).toFixed(2)} s, max ${(sorted.at(-1)! / 1000).toFixed(2)} s`;
};

/** The site scheduled (in New York) and its project's holiday calendar; the calendar's id. */
async function schedulableSite(db: Database, site: { projectId: string; siteId: string }) {
  await db.update(s.sites).set({ timeZone: TIME_ZONE, canBeScheduled: true });
  const calendarId = newObjectId();
  await db.insert(s.holidayCalendars).values({
    id: calendarId,
    projectId: site.projectId,
    name: 'District holidays',
    entries: calendarEntries,
  });
  return calendarId;
}

export async function benchSchedules(): Promise<string> {
  // Without the app: its job runner would send the writes the transitions queue.
  const handle = await openDatabase({});
  try {
    return [await benchAtScale(handle), await benchLateness()].join('\n');
  } finally {
    await handle.close();
  }
}

async function benchAtScale(handle: DatabaseHandle): Promise<string> {
  await migrateDatabase(handle);
  const { db } = handle;
  const project = await createProject(db);
  const site = await createSite(db, project.id);
  const f = { projectId: project.id, siteId: site.id };
  const calendarId = await schedulableSite(db, f);
  const loadStart = performance.now();
  const pointIds = await insertSetpoints(db, f.siteId, GROUPS * POINTS_PER_GROUP);
  const groupIds = await insertGroups(db, f.siteId, pointIds, calendarId, 'Group', (g) => ({
    start: `2027-11-${String(15 + (g % 5)).padStart(2, '0')}T18:00`,
    end: `2027-11-${String(15 + (g % 5)).padStart(2, '0')}T21:00`,
  }));
  const loadMs = performance.now() - loadStart;

  // The programs as the scheduler reads them.
  const read = await handle.transaction(async (query) => {
    const out = [];
    for (const id of groupIds) {
      out.push((await lockScheduleGroup(query, id))!);
    }
    return out;
  });
  let transitions = 0;
  const day = await timeIt(5, () => {
    transitions = 0;
    for (const { group, calendars } of read) {
      transitions += scheduleTransitions(
        groupProgram(group),
        calendars,
        TIME_ZONE,
        DAY_START,
        DAY_END,
      ).length;
    }
    return Promise.resolve();
  });
  const valueAt = await timeIt(5, () => {
    for (const { group, calendars } of read) {
      scheduleValueAt(groupProgram(group), calendars, TIME_ZONE, DAY_START);
    }
    return Promise.resolve();
  });

  const planStart = performance.now();
  for (const id of groupIds) {
    await planScheduleGroup(handle, id, DAY_START);
  }
  const planMs = performance.now() - planStart;

  // Every group's first transition of the day, run as the job runner would, one after another.
  const jobs = await handle.transaction((query) =>
    query(
      z.object({ id: z.string(), payload: z.record(z.string(), z.unknown()) }),
      `SELECT id, payload FROM jobs WHERE kind = $1 AND status = 'pending'`,
      [SCHEDULE_TRANSITION_JOB],
    ),
  );
  const handler = scheduleTransitionJobHandler(handle, {
    now: () => new Date(String(jobs[0]!.payload.at)),
  });
  const runStart = performance.now();
  for (const job of jobs) {
    const row: JobRow = {
      id: job.id,
      kind: SCHEDULE_TRANSITION_JOB,
      project_id: f.projectId,
      point_id: null,
      created_by: null,
      payload: job.payload,
      attempts: 1,
      max_attempts: 3,
    };
    await handler.run(row);
  }
  const runMs = performance.now() - runStart;
  const [queued] = await handle.transaction((query) =>
    query(
      z.object({ writes: z.number(), jobs: z.number() }),
      `SELECT (SELECT count(*) FROM scheduled_writes)::int AS writes,
                (SELECT count(*) FROM jobs WHERE kind IN ('point-write', 'schedule-readback'))::int AS jobs`,
    ),
  );
  return [
    `Schedules (issue 19): ${GROUPS} groups × ${POINTS_PER_GROUP} points, ${TIME_ZONE} (loaded in ${(loadMs / 1000).toFixed(1)} s)`,
    `  a day of transitions, every group (${transitions} transitions): ${fmt(day)}`,
    `  baseline, every group's value at one instant: ${fmt(valueAt)}`,
    `  planning every group (lock, next transition, its job): ${(planMs / 1000).toFixed(2)} s, ${(planMs / GROUPS).toFixed(1)} ms a group`,
    `  running every group's transition at one instant (${queued!.writes} scheduled writes, ${queued!.jobs} jobs queued): ${(runMs / 1000).toFixed(2)} s, ${(runMs / GROUPS).toFixed(1)} ms a group`,
  ].join('\n');
}

/**
 * The small run: the app's runner and simulated building system (50 ms a write) do the work. Half
 * a second into it, a write from the zone page to a point of no group, queued and nudged as the
 * route does (who asked does not change its turn): how long it waits behind the schedule's. The database's wait queue is
 * sampled meanwhile: requests are refused beyond DB_MAX_QUEUED (32) waiting calls.
 */
async function benchLateness(): Promise<string> {
  const handle = await openDatabase({});
  const f = await setUp(handle);
  const { db } = handle;
  try {
    const calendarId = await schedulableSite(db, f);
    const smallPoints = await insertSetpoints(db, f.siteId, SMALL_GROUPS * POINTS_PER_GROUP);
    const [manualPoint] = await insertSetpoints(db, f.siteId, 1);
    const start = new Date(Math.ceil((Date.now() + 5_000) / 60_000) * 60_000);
    const smallGroups = await insertGroups(db, f.siteId, smallPoints, calendarId, 'Small', () => ({
      start: localMinute(start),
      end: localMinute(new Date(start.getTime() + 3_600_000)),
    }));
    for (const id of smallGroups) {
      await planScheduleGroup(handle, id);
    }
    let mostWaiting = 0;
    const sampler = setInterval(() => {
      mostWaiting = Math.max(mostWaiting, handle.queue.waiting());
    }, 5);
    const manualWrite = new Promise<string>((resolve, reject) => {
      setTimeout(
        () => {
          handle
            .transaction((query) =>
              enqueueJob(query, {
                kind: POINT_WRITE_JOB,
                projectId: f.projectId,
                pointId: manualPoint!,
                payload: { function: 'numWrite', arguments: { curVal: 23 } },
              }),
            )
            .then((id) => {
              f.app.jobs.nudge();
              resolve(id);
            }, reject);
        },
        start.getTime() + 500 - Date.now(),
      );
    });
    manualWrite.catch(() => undefined); // awaited below
    // Until every write is settled by its read-back (a cheap look, so the bench adds little load).
    const deadline = start.getTime() + 120_000;
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const [settled] = await handle.transaction((query) =>
        query(
          z.object({ n: z.number() }),
          `SELECT count(*)::int AS n FROM scheduled_writes
            WHERE group_id = ANY($1::text[]) AND scheduled_at = $2 AND status <> 'pending'`,
          [smallGroups, start.toISOString()],
        ),
      );
      if (settled!.n === smallPoints.length) {
        break;
      }
    }
    clearInterval(sampler);
    const rows = await handle.transaction((query) =>
      query(
        z.object({ written: z.number().nullable(), read: z.number().nullable() }),
        `SELECT extract(epoch FROM w.written_at - w.scheduled_at)::float8 * 1000 AS written,
                extract(epoch FROM j.completed_at - w.scheduled_at)::float8 * 1000 AS read
           FROM scheduled_writes w
           LEFT JOIN jobs j ON j.kind = 'schedule-readback' AND j.payload->>'writeId' = w.id::text
          WHERE w.group_id = ANY($1::text[]) AND w.scheduled_at = $2`,
        [smallGroups, start.toISOString()],
      ),
    );
    const [manual] = await handle.transaction(async (query) =>
      query(
        z.object({ ms: z.number().nullable() }),
        `SELECT extract(epoch FROM completed_at - created_at)::float8 * 1000 AS ms FROM jobs WHERE id = $1`,
        [await manualWrite],
      ),
    );
    const written = rows.flatMap((r) => (r.written === null ? [] : [r.written]));
    const readBack = rows.flatMap((r) => (r.read === null ? [] : [r.read]));
    const manualMs = manual?.ms ?? null;
    return [
      `  small run, ${smallPoints.length} writes at one instant through the job runner: written ${written.length}/${smallPoints.length} after the scheduled time ${stats(written)}; read back ${readBack.length} after ${stats(readBack)}`,
      `  a zone-page write queued 0.5 s into them: completed ${manualMs === null ? 'never' : `${(manualMs / 1000).toFixed(2)} s`} after it was queued; database calls waiting at most ${mostWaiting} (requests refused from 32)`,
    ].join('\n');
  } finally {
    await f.app.close();
    await handle.close();
  }
}
