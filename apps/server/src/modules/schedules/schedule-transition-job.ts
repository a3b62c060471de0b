/**
 * The 'schedule-transition' job (issue 19): one per group, planned at its next transition
 * (schedule-planner.ts). In one transaction it locks the group, checks the job is still the
 * group's plan (same version, same next transition), records one scheduled write per point,
 * queues each write as an ordinary point write (validation, the building system and the audit log
 * are the point-write path's, the audit naming "schedule {name}") with its read-back
 * (schedule-readback.ts), and plans the next transition. So a crash, a retry or a second server
 * never loses or doubles a write: whichever commits first moves the group on, any other finds the
 * plan changed, and (point, scheduled time) is unique besides.
 *
 * A server that was down past transitions applies the value in force now, once, as of the latest
 * transition it missed. Between transitions nothing writes: a manual write stays until the next.
 */
import { z } from 'zod';
import { messages } from '@airboard/shared/messages';
import { scheduleTransitions, scheduleValueAt } from '@airboard/shared/rules';
import type { DatabaseHandle, SqlRunner } from '../../db/connect';
import type { JobHandler } from '../../jobs/job-runner';
import { queueUnattendedPointWrites } from '../points/points.service';
import {
  groupProgram,
  lockScheduleGroup,
  planLockedGroup,
  scheduleTransitionPayload,
  type PlannedGroup,
} from './schedule-planner';
import { queueScheduleReadbacks } from './schedule-readback';

/** The point-write function that sets a point of each kind of group. */
const WRITE_FUNCTION: Record<string, string> = {
  number: 'numWrite',
  bool: 'boolWrite',
  multiState: 'strWrite',
};

export interface ScheduleTransitionOptions {
  /** The scheduler's clock (tests set it). */
  now?: () => Date;
}

export function scheduleTransitionJobHandler(
  database: DatabaseHandle,
  options: ScheduleTransitionOptions = {},
): JobHandler {
  const clock = options.now ?? (() => new Date());
  return {
    async run(job) {
      const planned = scheduleTransitionPayload.parse(job.payload);
      const at = new Date(planned.at);
      return database.transaction(async (query) => {
        const locked = await lockScheduleGroup(query, planned.groupId);
        if (!locked) {
          return { skipped: 'The schedule group was deleted' };
        }
        const { group, calendars } = locked;
        if (group.version !== planned.version) {
          // Edited since: its edit planned the group anew. Planned again from the same instant
          // (the same transition, its job replaced), so an edit whose planning never happened
          // (a crash between saving and planning) still leaves the group a job.
          const from = group.next_transition_at ?? clock();
          await planLockedGroup(query, group, calendars, new Date(from.getTime() - 1));
          return { skipped: 'The schedule group was changed' };
        }
        if (group.next_transition_at?.getTime() !== at.getTime()) {
          return { skipped: 'The schedule group has moved on (a retry or another server)' };
        }
        // Late (a server down past transitions): the value in force now, as of the latest missed.
        const now = new Date(Math.max(clock().getTime(), at.getTime()));
        const program = groupProgram(group);
        const step = scheduleTransitions(program, calendars, group.time_zone, at, now).at(-1) ?? {
          at,
          value: scheduleValueAt(program, calendars, group.time_zone, at),
        };
        const writes = await applyStep(query, group, step, now);
        const next = await planLockedGroup(query, group, calendars, now);
        return {
          scheduledAt: step.at.toISOString(),
          writes,
          nextTransitionAt: next?.at.toISOString() ?? null,
        };
      });
    },
  };
}

/**
 * Records the step's write for every point of the group and queues, for those not recorded
 * before, the point write and its read-back. Returns how many were queued.
 */
async function applyStep(
  query: SqlRunner,
  group: PlannedGroup,
  step: { at: Date; value: PlannedGroup['default_value'] },
  now: Date,
): Promise<number> {
  const inserted = await query(
    z.object({ id: z.string(), point_id: z.string() }),
    `INSERT INTO scheduled_writes (group_id, point_id, scheduled_at, value)
     SELECT $1, point_id, $2, $3::jsonb FROM schedule_group_points WHERE group_id = $1
     ON CONFLICT (point_id, scheduled_at) DO NOTHING
     RETURNING id::text AS id, point_id`,
    [group.id, step.at.toISOString(), JSON.stringify(step.value)],
  );
  const writeJobIds = await queueUnattendedPointWrites(
    query,
    inserted.map((write) => ({
      projectId: group.project_id,
      pointId: write.point_id,
      function: WRITE_FUNCTION[group.point_kind] ?? 'numWrite',
      value: step.value,
      by: messages.scheduleWriter(group.name),
    })),
  );
  await queueScheduleReadbacks(
    query,
    inserted.map((write, i) => ({
      projectId: group.project_id,
      pointId: write.point_id,
      writeId: write.id,
      writeJobId: writeJobIds[i]!,
    })),
    now,
  );
  return inserted.length;
}
