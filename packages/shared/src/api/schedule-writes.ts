/**
 * What schedules did and will do (issue 19): a group's history of scheduled writes with what the
 * building system read back, newest first and paged like the point explorer (limit, offset,
 * total), and a point's schedule as the zone page shows it — its group, the value commanded now,
 * the next change, and a manual write that holds the point until that change.
 */
import { z } from 'zod';
import { writeValue } from './points';
import { scheduleValue } from './schedule-groups';

/** The writes listed at most per page. */
export const SCHEDULED_WRITES_PAGE_MAX = 200;

/** GET /api/sites/{siteId}/scheduleGroups/{groupId}/writes?limit&offset */
export const scheduledWritesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(SCHEDULED_WRITES_PAGE_MAX).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type ScheduledWritesQuery = z.input<typeof scheduledWritesQuery>;

/** 'written': read back equal; 'notApplied': read back different; 'failed': not written. */
export const SCHEDULED_WRITE_STATUSES = ['pending', 'written', 'notApplied', 'failed'] as const;

export const scheduledWrite = z.object({
  objectId: z.string(),
  pointId: z.string(),
  /** The point as its measurement is named (its own name without one). */
  pointName: z.string(),
  /** The transition the value was written for. */
  scheduledAt: z.iso.datetime({ offset: true }),
  value: scheduleValue,
  status: z.enum(SCHEDULED_WRITE_STATUSES),
  readBack: scheduleValue.nullable(),
  errorMessage: z.string().nullable(),
  writtenAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ScheduledWrite = z.infer<typeof scheduledWrite>;
/** One page of the group's writes, and how many it has in all. */
export const scheduledWritesResponse = z.object({
  results: z.array(scheduledWrite),
  total: z.number().int(),
});
export type ScheduledWritesResponse = z.infer<typeof scheduledWritesResponse>;

/** A change of a schedule's value. */
const scheduleChange = z.object({ at: z.iso.datetime({ offset: true }), value: scheduleValue });

export const pointSchedule = z.object({
  pointId: z.string(),
  /** The group commanding the point; null when it is in none (the rest is then null too). */
  group: z.object({ objectId: z.string(), name: z.string(), siteId: z.string() }).nullable(),
  /** What the group commands now. */
  value: scheduleValue.nullable(),
  /** The next change of that value; null when it never changes again. */
  next: scheduleChange.nullable(),
  /**
   * A user's write to the point since its last scheduled write: it holds the point until the next
   * change, when the schedule writes it again.
   */
  manualOverride: z
    .object({ jobId: z.string(), at: z.iso.datetime({ offset: true }), value: writeValue })
    .nullable(),
});
export type PointSchedule = z.infer<typeof pointSchedule>;
export const pointScheduleResponse = z.object({ results: pointSchedule });

export const deleteScheduleObjectResponse = z.object({ success: z.literal(true) });
