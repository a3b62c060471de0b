/**
 * Plans, as the server starts, the schedule groups that have no next transition: the demo's,
 * which the demo foundation loads below the scheduler (db/seed/load/schedules.ts) and so cannot
 * plan. A group the API saves is planned as it is saved, and one whose transition job gave up is
 * replanStuckGroups' (schedule-planner.ts); a group whose value never changes is computed again,
 * to the same nothing.
 */
import { isNull } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/connect';
import { scheduleGroups } from '../../db/schema/index';
import { planScheduleGroup } from './schedule-planner';

/** Plans every group without a next transition; how many it found. */
export async function planUnplannedScheduleGroups(
  database: DatabaseHandle,
  now: Date = new Date(),
): Promise<number> {
  const unplanned = await database.db
    .select({ id: scheduleGroups.id })
    .from(scheduleGroups)
    .where(isNull(scheduleGroups.nextTransitionAt));
  for (const { id } of unplanned) {
    await planScheduleGroup(database, id, now);
  }
  return unplanned.length;
}
