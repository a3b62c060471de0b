/**
 * The scheduler on the real database with a fake clock and a fake building system: a transition
 * writes each point of its group once (through the point-write path, audited as the schedule) and
 * plans the next; a restart between queueing and running, a crash after committing, a second
 * copy of the job or a second scheduler never writes twice; an edit voids the old job; a server
 * down past transitions applies the value in force, once; DST days write each change once; the
 * read-back settles each write, and a mismatch or a building system that keeps failing (retried
 * with back-off) raises the point's "schedule not applied" alert.
 */
import pino from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ScheduleGroupInput } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { scheduleTransitions } from '@airboard/shared/rules';
import type { BasValue, BuildingAutomationConnector } from '../../bas/connector';
import type { DatabaseHandle } from '../../db/connect';
import { enqueueJob, startJobRunner, type JobRunner } from '../../jobs/job-runner';
import { useTelemetryDatabase } from '../../../test/fixtures/hooks';
import {
  buildScheduleGroupInput,
  createScheduleGroupRow,
  createWritablePoint,
} from '../../../test/fixtures/schedule-groups';
import { secondProcessHandle } from '../../../test/fixtures/test-database';
import { POINT_WRITE_JOB, pointWriteHandler } from '../points/point-write';
import { SCHEDULE_ALERT_CONFIG_ID } from './schedule-alert';
import {
  groupProgram,
  lockScheduleGroup,
  planScheduleGroup,
  replanStuckGroups,
  SCHEDULE_TRANSITION_JOB,
} from './schedule-planner';
import { SCHEDULE_READBACK_JOB, scheduleReadbackJobHandler } from './schedule-readback';
import { scheduleTransitionJobHandler } from './schedule-transition-job';

const t = useTelemetryDatabase();
const silentLog = pino({ enabled: false });

/** A building system in memory; it can refuse writes, ignore them or stop answering reads. */
class FakeSystem implements BuildingAutomationConnector {
  values = new Map<string, BasValue>();
  writes: { ref: string; value: BasValue }[] = [];
  failWrites = false;
  ignoreWrites = false;
  failReads = false;
  readDevices() {
    return Promise.resolve([]);
  }
  readPoint(ref: string) {
    return this.failReads
      ? Promise.reject(new Error('The building system is offline'))
      : Promise.resolve(this.values.get(ref) ?? null);
  }
  writePoint(ref: string, value: BasValue) {
    if (this.failWrites) {
      return Promise.reject(new Error('The building system refused the write'));
    }
    this.writes.push({ ref, value });
    if (!this.ignoreWrites) {
      this.values.set(ref, value);
    }
    return Promise.resolve();
  }
}

/** What the system was sent, by point reference (writes to points go out side by side). */
const sentOnce = (system: FakeSystem) =>
  [...system.writes].sort((a, b) => (a.ref < b.ref ? -1 : 1));

/** The scheduler's clock: tests move it to each transition. */
let clock = new Date();

function schedulerRunner(handle: DatabaseHandle, system: FakeSystem): JobRunner {
  return startJobRunner({
    database: handle,
    handlers: {
      [POINT_WRITE_JOB]: pointWriteHandler(handle, () => system, { writeTimeoutMs: 2_000 }),
      [SCHEDULE_TRANSITION_JOB]: scheduleTransitionJobHandler(handle, { now: () => clock }),
      [SCHEDULE_READBACK_JOB]: scheduleReadbackJobHandler(handle, () => system, {
        readTimeoutMs: 2_000,
      }),
    },
    log: silentLog,
    // Nothing runs but what a test drains.
    pollMs: 3_600_000,
  });
}

/**
 * Monday 15 Nov 2027 in New York (EST, UTC−5): the school day runs 07:00–16:30. The fake clock is
 * ahead of the database's, so a planned job waits until a test brings it due.
 */
const MONDAY_6AM = new Date('2027-11-15T11:00:00Z');
const MONDAY_7AM = new Date('2027-11-15T12:00:00Z');
const MONDAY_8AM = new Date('2027-11-15T13:00:00Z');
const MONDAY_1630 = new Date('2027-11-15T21:30:00Z');
const TUESDAY_7AM = new Date('2027-11-16T12:00:00Z');

let groups = 0;
/** A group of `count` new setpoints of the site, planned from `now`; the points' refs. */
async function createGroup(
  count: number,
  now = MONDAY_6AM,
  overrides: Partial<ScheduleGroupInput> = {},
) {
  groups += 1;
  const points = [];
  for (let i = 0; i < count; i += 1) {
    points.push(
      await createWritablePoint(t.db, t.site, t.zone.id, {
        name: `Setpoint ${groups}.${i}`,
        range: { min: 10, max: 30 },
      }),
    );
  }
  const name = `Classroom setpoints ${groups}`;
  const groupId = await createScheduleGroupRow(
    t.db,
    t.site.id,
    points.map((p) => p.id),
    name,
  );
  if (Object.keys(overrides).length > 0) {
    await t.handle.transaction((q) =>
      q(
        `UPDATE schedule_groups SET weekly = $2::jsonb, default_value = $3::jsonb, exceptions = '[]' WHERE id = $1`,
        [
          groupId,
          JSON.stringify(buildScheduleGroupInput([], overrides).weekly),
          JSON.stringify(buildScheduleGroupInput([], overrides).defaultValue),
        ],
      ),
    );
  }
  await planScheduleGroup(t.handle, groupId, now);
  return {
    groupId,
    name,
    pointIds: points.map((p) => p.id),
    refs: points.map((p) => p.basRef ?? `airboard:${p.id}`).sort(),
  };
}

const transitionJobs = (groupId: string) =>
  t.rows(
    z.object({ id: z.string(), status: z.string(), run_at: z.date(), payload: z.unknown() }),
    `SELECT id, status::text AS status, run_at, payload FROM jobs
      WHERE kind = $1 AND payload->>'groupId' = $2 ORDER BY created_at`,
    [SCHEDULE_TRANSITION_JOB, groupId],
  );

const scheduledWrites = (groupId: string) =>
  t.rows(
    z.object({
      point_id: z.string(),
      scheduled_at: z.date(),
      value: z.unknown(),
      status: z.string(),
      read_back: z.unknown(),
      written_at: z.date().nullable(),
      error_message: z.string().nullable(),
    }),
    `SELECT point_id, scheduled_at, value, status, read_back, written_at, error_message
       FROM scheduled_writes WHERE group_id = $1 ORDER BY scheduled_at, point_id`,
    [groupId],
  );

const nextTransition = async (groupId: string) =>
  (
    await t.rows(
      z.object({ next_transition_at: z.date().nullable() }),
      `SELECT next_transition_at FROM schedule_groups WHERE id = $1`,
      [groupId],
    )
  )[0]!.next_transition_at;

/** Brings the group's planned transition (in the fake clock's future) due now, clock at it. */
async function reachNextTransition(groupId: string, late = 0) {
  const at = await nextTransition(groupId);
  clock = new Date(at!.getTime() + late);
  await t.handle.transaction((q) =>
    q(
      `UPDATE jobs SET run_at = now() WHERE kind = $1 AND status = 'pending' AND payload->>'groupId' = $2`,
      [SCHEDULE_TRANSITION_JOB, groupId],
    ),
  );
  return at!;
}

/** Brings the pending writes and read-backs due now (the runner's back-off waits in real time). */
const retriesDue = () =>
  t.handle.transaction((q) =>
    q(`UPDATE jobs SET run_at = now() WHERE status = 'pending' AND kind <> $1`, [
      SCHEDULE_TRANSITION_JOB,
    ]),
  );

/** Runs what is due, then the read-backs (due a little after the writes on the fake clock). */
async function runWithReadbacks(runner: JobRunner) {
  await runner.drain();
  await retriesDue();
  await runner.drain();
}

beforeEach(async () => {
  await t.handle.transaction((q) => q(`DELETE FROM jobs`));
});

describe('planning', () => {
  it('plans the next transition with one pending job carrying the version, replaced on replanning', async () => {
    const { groupId } = await createGroup(1);
    expect(await nextTransition(groupId)).toEqual(MONDAY_7AM);
    await t.handle.transaction((q) =>
      q(`UPDATE schedule_groups SET version = version + 1 WHERE id = $1`, [groupId]),
    );
    await planScheduleGroup(t.handle, groupId, MONDAY_6AM);
    await planScheduleGroup(t.handle, groupId, MONDAY_6AM);
    const jobs = await transitionJobs(groupId);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.run_at).toEqual(MONDAY_7AM);
    expect(jobs[0]!.payload).toEqual({ groupId, version: 2, at: MONDAY_7AM.toISOString() });
  });

  it('leaves no job for a deleted group, nor for one whose value never changes', async () => {
    const { groupId } = await createGroup(1);
    await t.handle.transaction((q) => q(`DELETE FROM schedule_groups WHERE id = $1`, [groupId]));
    await planScheduleGroup(t.handle, groupId, MONDAY_6AM);
    expect(await transitionJobs(groupId)).toEqual([]);
    const flat = await createGroup(1, MONDAY_6AM, {
      weekly: [[], [], [], [], [], [], []],
    });
    expect(await nextTransition(flat.groupId)).toBeNull();
    expect(await transitionJobs(flat.groupId)).toEqual([]);
  });
  it('gives a job back at start-up to a group whose transition job gave up, for the same transition', async () => {
    const { groupId } = await createGroup(1);
    await t.handle.transaction((q) =>
      q(`UPDATE jobs SET status = 'failed' WHERE kind = $1 AND payload->>'groupId' = $2`, [
        SCHEDULE_TRANSITION_JOB,
        groupId,
      ]),
    );
    // Every group of the file lost its job to beforeEach, so more than this one are planned.
    expect(await replanStuckGroups(t.handle)).toBeGreaterThanOrEqual(1);
    const pending = (await transitionJobs(groupId)).filter((j) => j.status === 'pending');
    expect(pending.map((j) => [j.run_at, j.payload])).toEqual([
      [MONDAY_7AM, { groupId, version: 1, at: MONDAY_7AM.toISOString() }],
    ]);
    expect(await replanStuckGroups(t.handle)).toBe(0);
  });
});

describe('applying a transition', () => {
  it('writes every point once through the point-write path, reads it back and plans the next', async () => {
    const system = new FakeSystem();
    const { groupId, name, pointIds, refs } = await createGroup(3);
    await reachNextTransition(groupId);
    const runner = schedulerRunner(t.handle, system);
    await runWithReadbacks(runner);
    await runner.stop();
    expect(sentOnce(system)).toEqual(refs.map((ref) => ({ ref, value: 21.5 })));
    const writes = await scheduledWrites(groupId);
    expect(writes.map((w) => [w.scheduled_at, w.value, w.status, w.read_back])).toEqual(
      pointIds.map(() => [MONDAY_7AM, 21.5, 'written', 21.5]),
    );
    expect(writes.every((w) => w.written_at !== null)).toBe(true);
    expect(await nextTransition(groupId)).toEqual(MONDAY_1630);
    expect((await transitionJobs(groupId)).map((j) => j.status)).toEqual(['completed', 'pending']);
    // The audit log names the schedule as who wrote.
    const audit = await t.rows(
      z.object({ user_id: z.string().nullable(), new_value: z.unknown(), by: z.string() }),
      `SELECT user_id, new_value, details->>'by' AS by FROM audit_log
        WHERE action = 'point.write' AND object_id = ANY($1::text[])`,
      [pointIds],
    );
    expect(audit).toEqual(
      pointIds.map(() => ({ user_id: null, new_value: 21.5, by: messages.scheduleWriter(name) })),
    );
  });

  it('fires once across a restart between queueing and running, and across a crash after committing', async () => {
    const system = new FakeSystem();
    const { groupId, refs } = await createGroup(2);
    // The server stops before the job runs: the next one runs it.
    const first = schedulerRunner(t.handle, system);
    await first.stop();
    await reachNextTransition(groupId);
    const [job] = await transitionJobs(groupId);
    // The next server had taken it and committed the transition, then died before finishing it.
    await t.handle.transaction((q) =>
      q(
        `UPDATE jobs SET status = 'running', locked_by = 'gone', locked_at = now() - interval '1 hour', attempts = 1
          WHERE id = $1`,
        [job!.id],
      ),
    );
    const handler = scheduleTransitionJobHandler(t.handle, { now: () => clock });
    await handler.run({
      id: job!.id,
      kind: SCHEDULE_TRANSITION_JOB,
      project_id: t.project.id,
      point_id: null,
      created_by: null,
      payload: job!.payload as Record<string, unknown>,
      attempts: 1,
      max_attempts: 3,
    });
    // A third server recovers the interrupted job: it finds the group moved on and writes nothing.
    const third = schedulerRunner(t.handle, system);
    await runWithReadbacks(third);
    await third.stop();
    expect(sentOnce(system)).toEqual(refs.map((ref) => ({ ref, value: 21.5 })));
    expect((await scheduledWrites(groupId)).map((w) => w.status)).toEqual(['written', 'written']);
    const jobs = await transitionJobs(groupId);
    expect(jobs.map((j) => j.status)).toEqual(['completed', 'pending']);
    expect(jobs[1]!.run_at).toEqual(MONDAY_1630);
  });

  it('voids the job of an older version: only the edited plan writes', async () => {
    const system = new FakeSystem();
    const { groupId, refs } = await createGroup(1);
    const [old] = await transitionJobs(groupId);
    // An edit (the version raised) moves the school day to 08:00 and replans...
    await t.handle.transaction((q) =>
      q(
        `UPDATE schedule_groups SET version = version + 1,
                weekly = jsonb_set(weekly, '{1,0,start}', '"08:00"') WHERE id = $1`,
        [groupId],
      ),
    );
    await planScheduleGroup(t.handle, groupId, MONDAY_6AM);
    // ...while another server still holds the old job, due at 07:00.
    await t.handle.transaction((q) =>
      enqueueJob(q, {
        kind: SCHEDULE_TRANSITION_JOB,
        projectId: t.project.id,
        payload: old!.payload as Record<string, unknown>,
      }),
    );
    clock = MONDAY_7AM;
    const runner = schedulerRunner(t.handle, system);
    await runner.drain();
    expect(system.writes).toEqual([]);
    expect(await nextTransition(groupId)).toEqual(MONDAY_8AM);
    await reachNextTransition(groupId);
    await runner.drain();
    await runner.stop();
    expect(system.writes).toEqual([{ ref: refs[0], value: 21.5 }]);
    expect((await scheduledWrites(groupId)).map((w) => w.scheduled_at)).toEqual([MONDAY_8AM]);
  });

  it('plans an edited group anew when its old job comes and the edit was never planned', async () => {
    const system = new FakeSystem();
    const { groupId } = await createGroup(1);
    // Saved (the version raised, the day moved to 08:00), then the server stopped before planning.
    await t.handle.transaction((q) =>
      q(
        `UPDATE schedule_groups SET version = version + 1,
                weekly = jsonb_set(weekly, '{1,0,start}', '"08:00"') WHERE id = $1`,
        [groupId],
      ),
    );
    await reachNextTransition(groupId);
    const runner = schedulerRunner(t.handle, system);
    await runner.drain();
    await runner.stop();
    expect(system.writes).toEqual([]);
    const pending = (await transitionJobs(groupId)).filter((j) => j.status === 'pending');
    expect(pending.map((j) => j.payload)).toEqual([
      { groupId, version: 2, at: MONDAY_8AM.toISOString() },
    ]);
  });

  it('applies the value in force once when the server was down past transitions', async () => {
    const system = new FakeSystem();
    const { groupId, refs } = await createGroup(2);
    // Down from before 07:00 until 17:00: 07:00 and 16:30 were missed; 17 is in force.
    await reachNextTransition(groupId, MONDAY_1630.getTime() - MONDAY_7AM.getTime() + 30 * 60_000);
    const runner = schedulerRunner(t.handle, system);
    await runner.drain();
    await runner.stop();
    expect(sentOnce(system)).toEqual(refs.map((ref) => ({ ref, value: 17 })));
    expect((await scheduledWrites(groupId)).map((w) => [w.scheduled_at, w.value])).toEqual([
      [MONDAY_1630, 17],
      [MONDAY_1630, 17],
    ]);
    expect(await nextTransition(groupId)).toEqual(TUESDAY_7AM);
  });

  it('leaves a manual write in place until the next transition', async () => {
    const system = new FakeSystem();
    const { groupId, pointIds, refs } = await createGroup(1);
    await reachNextTransition(groupId);
    const runner = schedulerRunner(t.handle, system);
    await runWithReadbacks(runner);
    await t.handle.transaction((q) =>
      enqueueJob(q, {
        kind: POINT_WRITE_JOB,
        projectId: t.project.id,
        pointId: pointIds[0]!,
        createdBy: t.admin.id,
        payload: { function: 'numWrite', arguments: { curVal: 19 } },
      }),
    );
    await runner.drain();
    expect(system.values.get(refs[0]!)).toBe(19);
    // Nothing but the next transition is waiting.
    const pending = await t.rows(
      z.object({ kind: z.string(), run_at: z.date() }),
      `SELECT kind, run_at FROM jobs WHERE status = 'pending'`,
    );
    expect(pending).toEqual([{ kind: SCHEDULE_TRANSITION_JOB, run_at: MONDAY_1630 }]);
    await reachNextTransition(groupId);
    await runner.drain();
    await runner.stop();
    expect(system.values.get(refs[0]!)).toBe(17);
  });
});

describe('daylight saving time', () => {
  async function runDay(groupId: string, dayEnd: Date) {
    const system = new FakeSystem();
    const runner = schedulerRunner(t.handle, system);
    for (;;) {
      const at = await nextTransition(groupId);
      if (!at || at >= dayEnd) {
        break;
      }
      await reachNextTransition(groupId);
      await runner.drain();
    }
    await runner.stop();
    return (await scheduledWrites(groupId)).map((w) => [w.scheduled_at.toISOString(), w.value]);
  }

  async function expectedDay(groupId: string, from: Date, to: Date) {
    const locked = await t.handle.transaction((q) => lockScheduleGroup(q, groupId));
    return scheduleTransitions(
      groupProgram(locked!.group),
      locked!.calendars,
      locked!.group.time_zone,
      from,
      to,
    ).map((step) => [step.at.toISOString(), step.value]);
  }

  it('runs a 02:30 block once on the spring-forward day, from 03:00', async () => {
    const night = [{ start: '02:30', end: '04:00', value: 19 }];
    const from = new Date('2027-03-14T04:00:00Z'); // Sunday 14 Mar 2027, 00:00 EST
    const { groupId } = await createGroup(1, from, {
      weekly: [night, [], [], [], [], [], []],
      defaultValue: 17,
    });
    const dayEnd = new Date('2027-03-15T04:00:00Z');
    const writes = await runDay(groupId, dayEnd);
    expect(writes).toEqual([
      ['2027-03-14T07:00:00.000Z', 19],
      ['2027-03-14T08:00:00.000Z', 17],
    ]);
    expect(writes).toEqual(await expectedDay(groupId, from, dayEnd));
  });

  it('does not run the repeated hour twice on the fall-back day', async () => {
    const night = [{ start: '01:30', end: '02:30', value: 19 }];
    const from = new Date('2027-11-07T04:00:00Z'); // Sunday 7 Nov 2027, 00:00 EDT
    const { groupId } = await createGroup(1, from, {
      weekly: [night, [], [], [], [], [], []],
      defaultValue: 17,
    });
    const dayEnd = new Date('2027-11-08T05:00:00Z');
    const writes = await runDay(groupId, dayEnd);
    expect(writes).toEqual([
      ['2027-11-07T05:30:00.000Z', 19],
      ['2027-11-07T07:30:00.000Z', 17],
    ]);
  });
});

describe('read-back', () => {
  const openScheduleAlerts = (pointIds: string[]) =>
    t.rows(
      z.object({ is_active: z.boolean(), alert_type: z.string(), message: z.string() }),
      `SELECT a.is_active, c.alert_type::text AS alert_type, c.message FROM alerts a
         JOIN alert_configs c ON c.id = a.alert_config_id
         JOIN points p ON p.measurement_id = a.measurement_id
        WHERE a.alert_config_id = $1 AND p.id = ANY($2::text[]) AND a.is_active`,
      [SCHEDULE_ALERT_CONFIG_ID, pointIds],
    );

  it('marks a write the system did not keep notApplied, alerts, and clears the alert once applied', async () => {
    const system = new FakeSystem();
    system.ignoreWrites = true;
    const { groupId, pointIds } = await createGroup(1);
    await reachNextTransition(groupId);
    const runner = schedulerRunner(t.handle, system);
    await runWithReadbacks(runner);
    const [write] = await scheduledWrites(groupId);
    expect([write!.status, write!.read_back]).toEqual(['notApplied', null]);
    expect(await openScheduleAlerts(pointIds)).toEqual([
      { is_active: true, alert_type: 'warning', message: messages.scheduleNotApplied },
    ]);
    system.ignoreWrites = false;
    await reachNextTransition(groupId);
    await runWithReadbacks(runner);
    await runner.stop();
    expect((await scheduledWrites(groupId)).map((w) => w.status)).toEqual([
      'notApplied',
      'written',
    ]);
    expect(await openScheduleAlerts(pointIds)).toEqual([]);
  });

  it('retries a failing building system with back-off, then marks the write failed and alerts', async () => {
    const system = new FakeSystem();
    system.failWrites = true;
    const { groupId, pointIds } = await createGroup(1);
    await reachNextTransition(groupId);
    const runner = schedulerRunner(t.handle, system);
    await runner.drain();
    // The write is retried later, each time later than the last.
    const waits: number[] = [];
    for (let round = 0; round < 10; round += 1) {
      const [retry] = await t.rows(
        z.object({ wait: z.number() }),
        `SELECT extract(epoch FROM run_at - updated_at)::float8 AS wait FROM jobs
          WHERE kind = $1 AND status = 'pending' ORDER BY run_at LIMIT 1`,
        [POINT_WRITE_JOB],
      );
      if (!retry) {
        break;
      }
      waits.push(Math.round(retry.wait));
      await retriesDue();
      await runner.drain();
    }
    expect(waits).toEqual([2, 4]);
    await retriesDue();
    await runner.drain();
    await runner.stop();
    const [write] = await scheduledWrites(groupId);
    expect(write!.status).toBe('failed');
    expect(write!.error_message).toBe('The building system refused the write');
    expect(await openScheduleAlerts(pointIds)).toHaveLength(1);
  });

  it('fails and alerts when the system cannot be read back after the retries', async () => {
    const system = new FakeSystem();
    const { groupId, pointIds } = await createGroup(1);
    await reachNextTransition(groupId);
    // The write goes out; then the system stops answering reads.
    const writer = startJobRunner({
      database: t.handle,
      handlers: {
        [POINT_WRITE_JOB]: pointWriteHandler(t.handle, () => system, { writeTimeoutMs: 2_000 }),
        [SCHEDULE_TRANSITION_JOB]: scheduleTransitionJobHandler(t.handle, { now: () => clock }),
      },
      log: silentLog,
      pollMs: 3_600_000,
    });
    await writer.drain();
    await writer.stop();
    system.failReads = true;
    const runner = schedulerRunner(t.handle, system);
    for (let round = 0; round < 12; round += 1) {
      await retriesDue();
      await runner.drain();
    }
    await runner.stop();
    const [write] = await scheduledWrites(groupId);
    expect([write!.status, write!.error_message]).toEqual([
      'failed',
      'The building system is offline',
    ]);
    const [readback] = await t.rows(
      z.object({ status: z.string(), attempts: z.number() }),
      `SELECT status::text AS status, attempts FROM jobs WHERE kind = $1`,
      [SCHEDULE_READBACK_JOB],
    );
    expect(readback).toEqual({ status: 'failed', attempts: 8 });
    expect(await openScheduleAlerts(pointIds)).toHaveLength(1);
  });
});

describe('two schedulers on one database', () => {
  it('never write a point twice', async () => {
    const system = new FakeSystem();
    const created: Awaited<ReturnType<typeof createGroup>>[] = [];
    for (let i = 0; i < 6; i += 1) {
      created.push(await createGroup(4));
    }
    clock = MONDAY_7AM;
    // Every transition job queued twice, as if two servers had each planned it.
    await t.handle.transaction(async (q) => {
      for (const { groupId } of created) {
        const [job] = await q(
          z.object({ payload: z.record(z.string(), z.unknown()) }),
          `SELECT payload FROM jobs WHERE kind = $1 AND payload->>'groupId' = $2`,
          [SCHEDULE_TRANSITION_JOB, groupId],
        );
        await enqueueJob(q, {
          kind: SCHEDULE_TRANSITION_JOB,
          projectId: t.project.id,
          payload: job!.payload,
        });
      }
      await q(`UPDATE jobs SET run_at = now() WHERE kind = $1`, [SCHEDULE_TRANSITION_JOB]);
    });
    // On PostgreSQL the second scheduler has its own connections, as another process would.
    const secondProcess = await secondProcessHandle(t.database);
    const first = schedulerRunner(t.handle, system);
    const second = schedulerRunner(secondProcess.handle, system);
    await Promise.all([first.drain(), second.drain()]);
    await retriesDue();
    await Promise.all([first.drain(), second.drain()]);
    await Promise.all([first.stop(), second.stop()]);
    await secondProcess.release();
    const refs = created.flatMap((g) => g.refs);
    expect(system.writes.map((w) => w.ref).sort()).toEqual([...refs].sort());
    for (const { groupId } of created) {
      expect((await scheduledWrites(groupId)).map((w) => w.status)).toEqual([
        'written',
        'written',
        'written',
        'written',
      ]);
      expect((await transitionJobs(groupId)).filter((j) => j.status === 'pending')).toHaveLength(1);
    }
  }, 30_000);
});
