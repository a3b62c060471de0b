/**
 * Schedules (issue 19): a site's schedule groups — writable points of one kind commanded by a
 * weekly program, holiday calendars and one-off exceptions — the project's holiday calendars, and
 * the record of every scheduled write with its read-back. The programs are stored as the shared
 * contracts describe them (packages/shared/src/api/schedule-groups.ts): they are read and written
 * whole, and the rules in packages/shared compute their values and transitions.
 */
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  HolidayCalendarEntry,
  ScheduleBlock,
  ScheduleCalendarUse,
  ScheduleException,
  ScheduleValue,
} from '@airboard/shared/api';
import { createdAt, objectId, tstz, updatedAt } from './common';
import { createdByColumn, projectIdColumn, siteIdColumn } from './references';
import { points } from './telemetry';

/** A project's holiday calendar: dates, date ranges and week-n-day rules its groups may follow. */
export const holidayCalendars = pgTable(
  'holiday_calendars',
  {
    id: objectId().primaryKey(),
    projectId: projectIdColumn(),
    name: text('name').notNull(),
    entries: jsonb('entries').$type<HolidayCalendarEntry[]>().notNull(),
    createdBy: createdByColumn(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Names are unique per project, ignoring case.
  (t) => [uniqueIndex('holiday_calendars_name').on(t.projectId, sql`lower(${t.name})`)],
);

/** A site's schedule group: what its points are commanded to, and when. */
export const scheduleGroups = pgTable(
  'schedule_groups',
  {
    id: objectId().primaryKey(),
    siteId: siteIdColumn(),
    name: text('name').notNull(),
    /** 'number', 'bool' or 'multiState': every point of the group is of this kind. */
    pointKind: text('point_kind').notNull(),
    defaultValue: jsonb('default_value').$type<ScheduleValue>().notNull(),
    /** Seven days, Sunday first, each a list of blocks. */
    weekly: jsonb('weekly').$type<ScheduleBlock[][]>().notNull(),
    /** The day program used on the days of a calendar followed with effect 'program'. */
    holidayProgram: jsonb('holiday_program').$type<ScheduleBlock[]>().notNull(),
    /** Calendars followed, in priority order. */
    calendars: jsonb('calendars').$type<ScheduleCalendarUse[]>().notNull(),
    exceptions: jsonb('exceptions').$type<ScheduleException[]>().notNull(),
    /**
     * Raised on every change: the transition job planned for an older version does nothing, and
     * the change plans the next one, so an edit never leaves a stale write behind.
     */
    version: integer('version').notNull().default(1),
    /** The next instant the group's value changes, and its durable job (null: none coming). */
    nextTransitionAt: tstz('next_transition_at'),
    createdBy: createdByColumn(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('schedule_groups_name').on(t.siteId, sql`lower(${t.name})`)],
);

/** The points of a group. A point is in one group at most: its key is the point. */
export const scheduleGroupPoints = pgTable(
  'schedule_group_points',
  {
    pointId: text('point_id')
      .primaryKey()
      .references(() => points.id, { onDelete: 'cascade' }),
    groupId: text('group_id')
      .notNull()
      .references(() => scheduleGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [index('schedule_group_points_group').on(t.groupId)],
);

/**
 * Every write a schedule made: the value for a point at a transition, the job that wrote it, and
 * what the building system read back. (point, scheduledAt) is unique, so a transition processed
 * twice — a retry, a second server — cannot write a point twice.
 */
export const scheduledWrites = pgTable(
  'scheduled_writes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    groupId: text('group_id')
      .notNull()
      .references(() => scheduleGroups.id, { onDelete: 'cascade' }),
    pointId: text('point_id')
      .notNull()
      .references(() => points.id, { onDelete: 'cascade' }),
    scheduledAt: tstz('scheduled_at').notNull(),
    value: jsonb('value').$type<ScheduleValue>().notNull(),
    /** 'pending', 'written' (read back equal), 'notApplied' (read back different) or 'failed'. */
    status: text('status').notNull().default('pending'),
    readBack: jsonb('read_back').$type<ScheduleValue | null>(),
    errorMessage: text('error_message'),
    writtenAt: tstz('written_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('scheduled_writes_point_time').on(t.pointId, t.scheduledAt),
    index('scheduled_writes_group_time').on(t.groupId, t.scheduledAt),
  ],
);
