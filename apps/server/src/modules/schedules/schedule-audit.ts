/**
 * Schedule changes in the audit log (issue 19, item 4): who created, changed or deleted a group or
 * a holiday calendar, with a summary of it before and after — the audit log keeps small entries,
 * so a program is summed up, not copied — and the parts that changed.
 */
import type { SqlRunner } from '../../db/connect';

export interface ScheduleChange<Summary extends Record<string, unknown>> {
  userId: string;
  projectId: string;
  action: string;
  objectType: 'scheduleGroup' | 'holidayCalendar';
  objectId: string;
  before: Summary | null;
  after: Summary | null;
}

/** The keys whose values differ between two summaries. */
function changedKeys(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys({ ...before, ...after }).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}

export async function auditScheduleChange<Summary extends Record<string, unknown>>(
  query: SqlRunner,
  change: ScheduleChange<Summary>,
): Promise<void> {
  const details =
    change.before && change.after ? { changed: changedKeys(change.before, change.after) } : null;
  await query(
    `INSERT INTO audit_log (user_id, project_id, action, object_type, object_id, old_value, new_value, details)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8::jsonb)`,
    [
      change.userId,
      change.projectId,
      change.action,
      change.objectType,
      change.objectId,
      change.before && JSON.stringify(change.before),
      change.after && JSON.stringify(change.after),
      details && JSON.stringify(details),
    ],
  );
}
