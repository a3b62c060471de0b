/**
 * What schedules did and do (issue 19): a group's scheduled writes with their read-back, newest
 * first, a page at a time; and a point's schedule for the zone page — its group, the value the
 * group commands now and its next change on the site's clock, and a manual write that overrides
 * it: a user's point write queued after the point's last scheduled write (or, before the first,
 * after the group was created) holds the point until the next transition writes it again.
 */
import { z } from 'zod';
import {
  scheduledWrite,
  scheduleValue,
  writeValue,
  type PointSchedule,
  type ScheduledWritesQuery,
  type ScheduledWritesResponse,
} from '@airboard/shared/api';
import { nextScheduleTransition, scheduleValueAt } from '@airboard/shared/rules';
import type { DatabaseHandle } from '../../db/connect';
import { notFound } from '../../lib/http-error';
import type { AuthContext } from '../../plugins/auth';
import {
  projectCalendars,
  siteGroup,
  toScheduleGroup,
  type ScheduleSite,
} from './schedule-groups.service';

const writeRow = z.object({
  id: z.string(),
  point_id: z.string(),
  point_name: z.string(),
  scheduled_at: z.date(),
  value: scheduleValue,
  status: scheduledWrite.shape.status,
  read_back: scheduleValue.nullable(),
  error_message: z.string().nullable(),
  written_at: z.date().nullable(),
});

/** A page of the group's writes (404 when the site has no such group). */
export function listScheduledWrites(
  database: DatabaseHandle,
  site: ScheduleSite,
  groupId: string,
  page: Required<ScheduledWritesQuery>,
): Promise<ScheduledWritesResponse> {
  return database.transaction(async (query) => {
    await siteGroup(query, site, groupId);
    const rows = await query(
      writeRow,
      `SELECT w.id::text AS id, w.point_id, coalesce(m.name, p.name) AS point_name, w.scheduled_at,
              w.value, w.status, w.read_back, w.error_message, w.written_at
         FROM scheduled_writes w JOIN points p ON p.id = w.point_id
         LEFT JOIN measurements m ON m.id = p.measurement_id
        WHERE w.group_id = $1
        ORDER BY w.scheduled_at DESC, w.id DESC LIMIT $2 OFFSET $3`,
      [groupId, page.limit, page.offset],
    );
    const [count] = await query(
      z.object({ total: z.coerce.number() }),
      `SELECT count(*) AS total FROM scheduled_writes WHERE group_id = $1`,
      [groupId],
    );
    return {
      results: rows.map((r) => ({
        objectId: r.id,
        pointId: r.point_id,
        pointName: r.point_name,
        scheduledAt: r.scheduled_at.toISOString(),
        value: r.value,
        status: r.status,
        readBack: r.read_back,
        errorMessage: r.error_message,
        writtenAt: r.written_at?.toISOString() ?? null,
      })),
      total: count!.total,
    };
  });
}

const pointRow = z.object({
  id: z.string(),
  project_id: z.string(),
  site_id: z.string(),
  time_zone: z.string(),
  can_be_scheduled: z.boolean(),
  group_id: z.string().nullable(),
  is_member: z.boolean(),
});

const overrideRow = z.object({ id: z.string(), created_at: z.date(), value: writeValue });

/** The point's schedule (see the module's comment); 404 for a point of another project. */
export async function pointSchedule(
  database: DatabaseHandle,
  auth: AuthContext,
  uuid: string,
  now: Date = new Date(),
): Promise<PointSchedule> {
  return database.transaction(async (query) => {
    const [point] = await query(
      pointRow,
      `SELECT p.id, s.project_id, s.id AS site_id, s.time_zone, s.can_be_scheduled, gp.group_id,
              EXISTS (SELECT 1 FROM memberships WHERE user_id = $2 AND project_id = s.project_id) AS is_member
         FROM points p JOIN sites s ON s.id = p.site_id
         LEFT JOIN schedule_group_points gp ON gp.point_id = p.id
        WHERE p.uuid = $1::uuid`,
      [uuid, auth.userId],
    );
    if (!point?.is_member) {
      throw notFound('Point not found');
    }
    const none = { pointId: point.id, group: null, value: null, next: null, manualOverride: null };
    if (point.group_id === null) {
      return none;
    }
    const site = {
      id: point.site_id,
      projectId: point.project_id,
      timeZone: point.time_zone,
      canBeScheduled: point.can_be_scheduled,
    };
    const row = await siteGroup(query, site, point.group_id);
    const group = toScheduleGroup(row);
    const calendarIds = group.calendars.map((use) => use.calendarId);
    const calendars = await projectCalendars(query, site.projectId, calendarIds);
    const next = nextScheduleTransition(group, calendars, site.timeZone, now);
    // A user's job on a point is a write (runFunction); the schedule's own jobs have no user.
    const [override] = await query(
      overrideRow,
      `SELECT j.id, j.created_at, j.payload->'arguments'->'curVal' AS value
         FROM jobs j
        WHERE j.point_id = $1 AND j.created_by IS NOT NULL
          AND j.status <> 'failed' AND j.created_at <= $3
          AND j.created_at > greatest($2::timestamptz,
                (SELECT max(coalesce(w.written_at, w.scheduled_at)) FROM scheduled_writes w
                  WHERE w.point_id = $1 AND w.scheduled_at <= $3))
        ORDER BY j.created_at DESC LIMIT 1`,
      [point.id, row.created_at.toISOString(), now.toISOString()],
    );
    return {
      ...none,
      group: { objectId: group.objectId, name: group.name, siteId: group.siteId },
      value: scheduleValueAt(group, calendars, site.timeZone, now),
      next: next && { at: next.at.toISOString(), value: next.value },
      manualOverride: override
        ? { jobId: override.id, at: override.created_at.toISOString(), value: override.value }
        : null,
    };
  });
}
