/**
 * Plans a schedule group's next transition (issue 19): the instant its value next changes, on
 * the site's clock, computed by the shared rules, stored as the group's next_transition_at, with
 * the one durable 'schedule-transition' job that applies it. The API plans a group after every
 * create and update (which raise its version); the transition job plans the next one in the
 * transaction that applies the current one. Planning locks the group row, so two plans of a group
 * never leave two jobs behind.
 */
import { z } from 'zod';
import {
  holidayCalendar,
  scheduleGroup,
  scheduleValue,
  type ScheduleValue,
} from '@airboard/shared/api';
import {
  nextScheduleTransition,
  type ScheduleCalendars,
  type ScheduleProgram,
} from '@airboard/shared/rules';
import type { DatabaseHandle, SqlRunner } from '../../db/connect';
import { enqueueJob } from '../../jobs/job-runner';

export const SCHEDULE_TRANSITION_JOB = 'schedule-transition';
const TRANSITION_MAX_ATTEMPTS = 10;

/**
 * A transition job's payload: the group, the version it was planned for and the instant it
 * applies. A job whose group has another version or another next transition by then is stale.
 */
export const scheduleTransitionPayload = z.object({
  groupId: z.string(),
  version: z.number(),
  at: z.iso.datetime(),
});
export type ScheduleTransitionPayload = z.infer<typeof scheduleTransitionPayload>;

/** A group as the scheduler reads it: its program, site clock and plan. */
const plannedGroupRow = z.object({
  id: z.string(),
  name: z.string(),
  point_kind: z.string(),
  project_id: z.string(),
  time_zone: z.string(),
  version: z.number(),
  next_transition_at: z.date().nullable(),
  default_value: scheduleValue,
  weekly: scheduleGroup.shape.weekly,
  holiday_program: scheduleGroup.shape.holidayProgram,
  calendars: scheduleGroup.shape.calendars,
  exceptions: scheduleGroup.shape.exceptions,
});
export type PlannedGroup = z.infer<typeof plannedGroupRow>;

/** The group's program in the shared rules' terms. */
export function groupProgram(group: PlannedGroup): ScheduleProgram {
  return {
    defaultValue: group.default_value,
    weekly: group.weekly,
    holidayProgram: group.holiday_program,
    calendars: group.calendars,
    exceptions: group.exceptions,
  };
}

/**
 * The group, its row locked until the transaction ends (a plan or a transition of the group
 * waits for the one under way), and the holiday calendars it follows; null once deleted.
 */
export async function lockScheduleGroup(
  query: SqlRunner,
  groupId: string,
): Promise<{ group: PlannedGroup; calendars: ScheduleCalendars } | null> {
  const [group] = await query(
    plannedGroupRow,
    `SELECT g.id, g.name, g.point_kind, s.project_id, s.time_zone, g.version, g.next_transition_at, g.default_value,
            g.weekly, g.holiday_program, g.calendars, g.exceptions
       FROM schedule_groups g JOIN sites s ON s.id = g.site_id
      WHERE g.id = $1 FOR UPDATE OF g`,
    [groupId],
  );
  if (!group) {
    return null;
  }
  const calendars = await query(
    holidayCalendar.pick({ objectId: true, entries: true }),
    `SELECT id AS "objectId", entries FROM holiday_calendars
      WHERE project_id = $1 AND id = ANY($2::text[])`,
    [group.project_id, group.calendars.map((use) => use.calendarId)],
  );
  return { group, calendars };
}

/**
 * Cancels the group's pending transition job, planned at `plannedAt` (the group's stored next
 * transition): found through the claim index on (status, run_at), not by reading every pending
 * job. Without it (a deleted group), every pending transition job of the group.
 */
async function cancelPendingTransitions(
  query: SqlRunner,
  groupId: string,
  plannedAt: Date | null | undefined,
): Promise<void> {
  if (plannedAt === null) {
    return;
  }
  const group = `kind = $1 AND payload->>'groupId' = $2`;
  await (plannedAt
    ? query(`DELETE FROM jobs WHERE status = 'pending' AND run_at = $3 AND ${group}`, [
        SCHEDULE_TRANSITION_JOB,
        groupId,
        plannedAt.toISOString(),
      ])
    : query(`DELETE FROM jobs WHERE status = 'pending' AND ${group}`, [
        SCHEDULE_TRANSITION_JOB,
        groupId,
      ]));
}

/**
 * Plans a locked group's first transition after `after`: stores it and leaves exactly one pending
 * job for it (none when the group's value never changes again). Returns the transition.
 */
export async function planLockedGroup(
  query: SqlRunner,
  group: PlannedGroup,
  calendars: ScheduleCalendars,
  after: Date,
): Promise<{ at: Date; value: ScheduleValue } | null> {
  const next = nextScheduleTransition(groupProgram(group), calendars, group.time_zone, after);
  await cancelPendingTransitions(query, group.id, group.next_transition_at);
  await query(`UPDATE schedule_groups SET next_transition_at = $2 WHERE id = $1`, [
    group.id,
    next?.at.toISOString() ?? null,
  ]);
  if (next) {
    const payload: ScheduleTransitionPayload = {
      groupId: group.id,
      version: group.version,
      at: next.at.toISOString(),
    };
    await enqueueJob(query, {
      kind: SCHEDULE_TRANSITION_JOB,
      projectId: group.project_id,
      payload,
      runAt: next.at,
      // A database that fails a transition is retried for about half an hour (2^n s apart).
      maxAttempts: TRANSITION_MAX_ATTEMPTS,
    });
  }
  return next;
}

/**
 * (Re)plans a group's next transition after `now` inside the caller's transaction: the API's
 * create or update can plan in the transaction that saves the group, so no crash between the two
 * leaves a group without its job. A deleted group keeps no pending job.
 */
export async function planScheduleGroupWith(
  query: SqlRunner,
  groupId: string,
  now: Date = new Date(),
): Promise<void> {
  const locked = await lockScheduleGroup(query, groupId);
  if (!locked) {
    await cancelPendingTransitions(query, groupId, undefined);
    return;
  }
  await planLockedGroup(query, locked.group, locked.calendars, now);
}

/** The same, in a transaction of its own: after a create or an update. */
export function planScheduleGroup(
  database: DatabaseHandle,
  groupId: string,
  now: Date = new Date(),
): Promise<void> {
  return database.transaction((query) => planScheduleGroupWith(query, groupId, now));
}

/** Groups whose planned transition has no job waiting or running for it. */
const STUCK_GROUPS = `
  SELECT g.id FROM schedule_groups g
   WHERE g.next_transition_at IS NOT NULL
     AND NOT EXISTS (SELECT 1 FROM jobs j
                      WHERE j.kind = $1 AND j.status IN ('pending', 'running')
                        AND j.payload->>'groupId' = g.id)`;

/**
 * Gives a job back to every group whose planned transition lost its own: a transition job that
 * failed all its attempts (a database down for half an hour) leaves none, and nothing else would
 * plan the group again. Each is planned anew from the same instant, so its missed transition
 * applies at once, late, as after a server that was down. The scheduler runs this when the server
 * starts. Returns the groups planned.
 */
export async function replanStuckGroups(database: DatabaseHandle): Promise<number> {
  const stuck = await database.transaction((query) =>
    query(z.object({ id: z.string() }), STUCK_GROUPS, [SCHEDULE_TRANSITION_JOB]),
  );
  let planned = 0;
  for (const { id } of stuck) {
    await database.transaction(async (query) => {
      const locked = await lockScheduleGroup(query, id);
      // Another server may have planned it since: the check again, under the group's lock.
      const still = await query(z.object({ id: z.string() }), `${STUCK_GROUPS} AND g.id = $2`, [
        SCHEDULE_TRANSITION_JOB,
        id,
      ]);
      const at = locked?.group.next_transition_at;
      if (locked && at && still.length > 0) {
        await planLockedGroup(query, locked.group, locked.calendars, new Date(at.getTime() - 1));
        planned += 1;
      }
    });
  }
  return planned;
}
