/**
 * A site's schedule groups (issue 19): listed by the project's members, created, replaced whole
 * and deleted by its admins. Before a group is saved its points are checked against the site:
 * writable points of this site (400), of the group's kind (400), able to take every value the group
 * commands — within range, one of their states (400) — and in no other group (409; the key of
 * schedule_group_points decides when two saves race). Its name is unique per site whatever its
 * case (409, by the unique index) and the calendars it follows are its project's (400). A save
 * raises the group's version and replaces its points in one transaction, then plans its next
 * transition (schedule-planner.ts); every change goes to the audit log.
 */
import { z } from 'zod';
import {
  holidayCalendar,
  pointRangeDto,
  scheduleGroup,
  type ScheduleGroup,
  type ScheduleGroupInput,
} from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import {
  scheduleGroupValues,
  schedulePointKindOf,
  scheduleValuePointProblem,
  writeFunctionOf,
  type ScheduleCalendars,
} from '@airboard/shared/rules';
import type { DatabaseHandle, SqlRunner } from '../../db/connect';
import { newObjectId } from '../../db/ids';
import type { sites } from '../../db/schema/index';
import { valueKind } from '../../db/schema/index';
import { HttpError, notFound } from '../../lib/http-error';
import { isUniqueViolation, refusingDuplicate } from '../../lib/unique-violation';
import { auditScheduleChange } from './schedule-audit';
import { planScheduleGroup } from './schedule-planner';

const UNIQUE_NAME_INDEX = 'schedule_groups_name';
/** A point is in one group at most: the point is the key of its membership. */
const ONE_GROUP_PER_POINT = 'schedule_group_points_pkey';

export type ScheduleSite = Pick<
  typeof sites.$inferSelect,
  'id' | 'projectId' | 'timeZone' | 'canBeScheduled'
>;

const groupRow = z.object({
  id: z.string(),
  site_id: z.string(),
  name: z.string(),
  point_kind: scheduleGroup.shape.pointKind,
  point_ids: z.array(z.string()),
  default_value: scheduleGroup.shape.defaultValue,
  weekly: scheduleGroup.shape.weekly,
  holiday_program: scheduleGroup.shape.holidayProgram,
  calendars: scheduleGroup.shape.calendars,
  exceptions: scheduleGroup.shape.exceptions,
  version: z.number(),
  created_at: z.date(),
});
type GroupRow = z.infer<typeof groupRow>;

/** The group's columns, its points by name; `g` is the schedule_groups row. */
const GROUP_COLUMNS = `g.id, g.site_id, g.name, g.point_kind, g.default_value, g.weekly,
  g.holiday_program, g.calendars, g.exceptions, g.version, g.created_at,
  array(SELECT gp.point_id FROM schedule_group_points gp JOIN points p ON p.id = gp.point_id
         WHERE gp.group_id = g.id ORDER BY p.name, p.id) AS point_ids`;

export const toScheduleGroup = (row: GroupRow): ScheduleGroup => ({
  objectId: row.id,
  siteId: row.site_id,
  name: row.name,
  pointKind: row.point_kind,
  pointIds: row.point_ids,
  defaultValue: row.default_value,
  weekly: row.weekly,
  holidayProgram: row.holiday_program,
  calendars: row.calendars,
  exceptions: row.exceptions,
});

/** What the audit log keeps of a group: what it commands, summed up. */
const auditSummary = (group: ScheduleGroup) => ({
  name: group.name,
  pointKind: group.pointKind,
  pointIds: group.pointIds,
  defaultValue: group.defaultValue,
  weeklyBlocks: group.weekly.map((day) => day.length),
  holidayBlocks: group.holidayProgram.length,
  calendars: group.calendars.map((use) => `${use.calendarId}:${use.effect}`),
  exceptions: group.exceptions.length,
  values: scheduleGroupValues(group),
});

export async function listScheduleGroups(
  database: DatabaseHandle,
  site: ScheduleSite,
): Promise<ScheduleGroup[]> {
  const rows = await database.transaction((query) =>
    query(
      groupRow,
      `SELECT ${GROUP_COLUMNS} FROM schedule_groups g WHERE g.site_id = $1 ORDER BY lower(g.name), g.id`,
      [site.id],
    ),
  );
  return rows.map(toScheduleGroup);
}

/** The site's group (locked for a change with `forUpdate`); 404 when the site has none of that id. */
export async function siteGroup(
  query: SqlRunner,
  site: ScheduleSite,
  groupId: string,
  forUpdate = false,
): Promise<GroupRow> {
  const [row] = await query(
    groupRow,
    `SELECT ${GROUP_COLUMNS} FROM schedule_groups g WHERE g.id = $1 AND g.site_id = $2
     ${forUpdate ? 'FOR UPDATE' : ''}`,
    [groupId, site.id],
  );
  if (!row) {
    throw notFound('Schedule group not found');
  }
  return row;
}

export async function getScheduleGroup(
  database: DatabaseHandle,
  site: ScheduleSite,
  groupId: string,
): Promise<ScheduleGroup> {
  return toScheduleGroup(await database.transaction((query) => siteGroup(query, site, groupId)));
}

/**
 * The project's holiday calendars among `ids`, with their entries: what a group follows (the
 * rules ignore calendars it does not). `forShare` keeps them from being deleted until the
 * transaction ends, so a group saved meanwhile cannot follow a calendar that is gone.
 */
export function projectCalendars(
  query: SqlRunner,
  projectId: string,
  ids: readonly string[],
  forShare = false,
): Promise<ScheduleCalendars> {
  return query(
    z.object({ objectId: z.string(), entries: holidayCalendar.shape.entries }),
    `SELECT id AS "objectId", entries FROM holiday_calendars
      WHERE project_id = $1 AND id = ANY($2::text[]) ${forShare ? 'FOR SHARE' : ''}`,
    [projectId, ids],
  );
}

/** A 400 naming the field of the body at fault, as validation errors do. */
const refusedField = (field: (string | number)[], message: string) =>
  new HttpError(400, `body.${field.join('.')}: ${message}`);

const pointRow = z.object({
  id: z.string(),
  name: z.string(),
  unit: z.string(),
  kind: z.enum(valueKind.enumValues),
  range: pointRangeDto.nullable(),
  multi_state_values: z.array(z.string()).nullable(),
  functions: z.array(z.string()),
  /** The group the point is in, when another than the one saved. */
  other_group: z.string().nullable(),
});

/**
 * Checks the group's points against the site (see the module's comment), in the order of the
 * body's list: the first point at fault is the one named.
 */
async function checkPoints(
  query: SqlRunner,
  site: ScheduleSite,
  input: ScheduleGroupInput,
  groupId: string,
): Promise<void> {
  const rows = await query(
    pointRow,
    `SELECT p.id, coalesce(m.name, p.name) AS name, coalesce(m.unit, p.unit) AS unit,
            coalesce(m.kind, p.kind) AS kind, p.range, m.multi_state_values,
            array(SELECT DISTINCT unnest(p.functions || coalesce(m.writable_functions, '{}'))) AS functions,
            (SELECT g.name FROM schedule_group_points gp JOIN schedule_groups g ON g.id = gp.group_id
              WHERE gp.point_id = p.id AND gp.group_id <> $3) AS other_group
       FROM points p LEFT JOIN measurements m ON m.id = p.measurement_id
      WHERE p.site_id = $1 AND p.id = ANY($2::text[])`,
    [site.id, input.pointIds, groupId],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const values = scheduleGroupValues(input);
  input.pointIds.forEach((pointId, i) => {
    const point = byId.get(pointId);
    if (!point || writeFunctionOf(point.functions) === null) {
      throw refusedField(['pointIds', i], messages.schedulePointNotWritable);
    }
    const kind = schedulePointKindOf({
      kind: point.kind,
      multiStateValues: point.multi_state_values,
    });
    if (kind !== input.pointKind) {
      throw refusedField(['pointIds', i], messages.schedulePointWrongKind(point.name));
    }
    const schedulable = { ...point, multiStateValues: point.multi_state_values };
    const problem = values
      .map((value) => scheduleValuePointProblem(value, schedulable))
      .find((p) => p !== null);
    if (problem) {
      throw refusedField(['pointIds', i], problem);
    }
  });
  const taken = input.pointIds.map((id) => byId.get(id)!).find((p) => p.other_group !== null);
  if (taken) {
    throw new HttpError(409, messages.schedulePointInAnotherGroup(taken.name, taken.other_group!));
  }
}

/** 400 unless every calendar the group follows is one of the project's. */
async function checkCalendars(
  query: SqlRunner,
  site: ScheduleSite,
  input: ScheduleGroupInput,
): Promise<void> {
  const ids = input.calendars.map((use) => use.calendarId);
  const known = new Set(
    (await projectCalendars(query, site.projectId, ids, true)).map((c) => c.objectId),
  );
  const unknown = ids.findIndex((id) => !known.has(id));
  if (unknown >= 0) {
    throw refusedField(['calendars', unknown, 'calendarId'], messages.scheduleCalendarUnknown);
  }
}

/** 409 when the site is not one schedules are kept for. */
export function requireSchedulable(site: ScheduleSite): void {
  if (!site.canBeScheduled) {
    throw new HttpError(409, messages.scheduleSiteNotSchedulable);
  }
}

/**
 * The exceptions as kept: one the group had keeps its id, a new one (or one whose id the group
 * did not have, or had twice in the body) gets one.
 */
function identifiedExceptions(
  input: ScheduleGroupInput,
  previous: GroupRow | null,
): ScheduleGroup['exceptions'] {
  const kept = new Set(previous?.exceptions.map((e) => e.objectId) ?? []);
  return input.exceptions.map(({ objectId, ...exception }) => {
    const id = objectId !== undefined && kept.delete(objectId) ? objectId : newObjectId();
    return { objectId: id, ...exception };
  });
}

/** The columns an input sets, in the statements' order ($2 … $8). */
const inputValues = (input: ScheduleGroupInput, exceptions: ScheduleGroup['exceptions']) => [
  input.name,
  input.pointKind,
  JSON.stringify(input.defaultValue),
  JSON.stringify(input.weekly),
  JSON.stringify(input.holidayProgram),
  JSON.stringify(input.calendars),
  JSON.stringify(exceptions),
];

/**
 * A point of the body in another group, found after the key refused the save (another save took
 * it meanwhile): the same 409 the check gives; any other failure as it was.
 */
async function refusingPointInAnotherGroup<T>(
  database: DatabaseHandle,
  site: ScheduleSite,
  input: ScheduleGroupInput,
  groupId: string,
  save: () => Promise<T>,
): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error, ONE_GROUP_PER_POINT)) {
      await database.transaction((query) => checkPoints(query, site, input, groupId));
    }
    throw error;
  }
}

/**
 * Saves the group whole — created when `existing` is null — with its points, version and audit
 * entry in one transaction, then plans its next transition.
 */
async function saveGroup(
  database: DatabaseHandle,
  site: ScheduleSite,
  userId: string,
  groupId: string,
  input: ScheduleGroupInput,
  isNew: boolean,
  write: (query: SqlRunner, values: unknown[]) => Promise<void>,
): Promise<ScheduleGroup> {
  const saved = await refusingPointInAnotherGroup(database, site, input, groupId, () =>
    refusingDuplicate(UNIQUE_NAME_INDEX, messages.scheduleGroupNameTaken, () =>
      database.transaction(async (query) => {
        const previous = isNew ? null : await siteGroup(query, site, groupId, true);
        await checkPoints(query, site, input, groupId);
        await checkCalendars(query, site, input);
        await write(query, inputValues(input, identifiedExceptions(input, previous)));
        await query(`DELETE FROM schedule_group_points WHERE group_id = $1`, [groupId]);
        await query(
          `INSERT INTO schedule_group_points (point_id, group_id)
           SELECT unnest($2::text[]), $1`,
          [groupId, input.pointIds],
        );
        const group = toScheduleGroup(await siteGroup(query, site, groupId));
        await auditScheduleChange(query, {
          userId,
          projectId: site.projectId,
          action: isNew ? 'scheduleGroup.create' : 'scheduleGroup.update',
          objectType: 'scheduleGroup',
          objectId: groupId,
          before: previous && auditSummary(toScheduleGroup(previous)),
          after: auditSummary(group),
        });
        return group;
      }),
    ),
  );
  await planScheduleGroup(database, groupId);
  return saved;
}

export function createScheduleGroup(
  database: DatabaseHandle,
  site: ScheduleSite,
  userId: string,
  input: ScheduleGroupInput,
): Promise<ScheduleGroup> {
  const groupId = newObjectId();
  return saveGroup(database, site, userId, groupId, input, true, (query, values) =>
    query(
      `INSERT INTO schedule_groups (id, name, point_kind, default_value, weekly, holiday_program,
                calendars, exceptions, site_id, created_by)
         VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6::jsonb, $7::jsonb, $8::jsonb, $9, $10)`,
      [groupId, ...values, site.id, userId],
    ),
  );
}

/** Replaces the group whole, raising its version (404 when the site has no such group). */
export function updateScheduleGroup(
  database: DatabaseHandle,
  site: ScheduleSite,
  userId: string,
  groupId: string,
  input: ScheduleGroupInput,
): Promise<ScheduleGroup> {
  return saveGroup(database, site, userId, groupId, input, false, (query, values) =>
    query(
      `UPDATE schedule_groups SET name = $2, point_kind = $3, default_value = $4::jsonb,
                weekly = $5::jsonb, holiday_program = $6::jsonb, calendars = $7::jsonb,
                exceptions = $8::jsonb, version = version + 1, updated_at = clock_timestamp()
          WHERE id = $1`,
      [groupId, ...values],
    ),
  );
}

/**
 * Deletes the group (its points and history go with it) and its pending transition; 404 when the
 * site has no such group.
 */
export async function deleteScheduleGroup(
  database: DatabaseHandle,
  site: ScheduleSite,
  userId: string,
  groupId: string,
): Promise<void> {
  await database.transaction(async (query) => {
    const group = toScheduleGroup(await siteGroup(query, site, groupId, true));
    await query(`DELETE FROM schedule_groups WHERE id = $1`, [groupId]);
    await auditScheduleChange(query, {
      userId,
      projectId: site.projectId,
      action: 'scheduleGroup.delete',
      objectType: 'scheduleGroup',
      objectId: groupId,
      before: auditSummary(group),
      after: null,
    });
  });
  // A deleted group keeps no pending job.
  await planScheduleGroup(database, groupId);
}
