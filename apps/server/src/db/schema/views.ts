/** What people arrange to look at: dashboards with sections and cards, kiosks, saved point queries. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MultipointEntry } from './json-types';
import {
  cardType,
  createdAt,
  dashboardLevel,
  kioskType,
  objectId,
  tstz,
  updatedAt,
} from './common';
import {
  projectIdColumn,
  siteIdColumn,
  userIdColumn,
  optionalSiteIdColumn,
  optionalZoneIdColumn,
  optionalUserIdColumn,
  createdByColumn,
} from './references';

export const dashboards = pgTable(
  'dashboards',
  {
    id: objectId().primaryKey(),
    projectId: projectIdColumn(),
    /** Default site and zone of the dashboard's pickers. */
    siteId: optionalSiteIdColumn('set null'),
    zoneId: optionalZoneIdColumn('set null'),
    name: text('name').notNull(),
    description: text('description'),
    level: dashboardLevel('level').notNull().default('project'),
    scope: text('scope'),
    /** Goes up with every change; a write made on an older version is refused (decision 016). */
    version: integer('version').notNull().default(1),
    createdBy: createdByColumn(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('dashboards_project').on(t.projectId), index('dashboards_zone').on(t.zoneId)],
);

export const dashboardSections = pgTable(
  'dashboard_sections',
  {
    id: objectId().primaryKey(),
    dashboardId: text('dashboard_id')
      .notNull()
      .references(() => dashboards.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isCollapsed: boolean('is_collapsed').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('dashboard_sections_dashboard').on(t.dashboardId)],
);

export const dashboardCards = pgTable(
  'dashboard_cards',
  {
    id: objectId().primaryKey(),
    dashboardId: text('dashboard_id')
      .notNull()
      .references(() => dashboards.id, { onDelete: 'cascade' }),
    sectionId: text('section_id')
      .notNull()
      .references(() => dashboardSections.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: cardType('type').notNull(),
    position: integer('position').notNull().default(0),
    siteId: optionalSiteIdColumn('cascade'),
    zoneId: optionalZoneIdColumn('cascade'),
    /** Point card: the measurement or point shown, and its units. */
    pointId: text('point_id'),
    units: text('units'),
    /** Link card: zone or site, and the id it leads to. */
    linkType: text('link_type'),
    linkTo: text('link_to'),
    metadata: jsonb('metadata').$type<{ measurementCount?: number }>().notNull().default({}),
    /** Multipoint card: up to 8 points. */
    points: jsonb('points').$type<MultipointEntry[]>().notNull().default([]),
  },
  (t) => [index('dashboard_cards_section').on(t.sectionId)],
);

export const kiosks = pgTable(
  'kiosks',
  {
    id: objectId().primaryKey(),
    /** Public id of the kiosk link (/kiosks/{uuid}); at least 128 random bits. */
    uuid: text('uuid').notNull().unique(),
    projectId: projectIdColumn(),
    siteId: siteIdColumn(),
    zoneId: optionalZoneIdColumn('cascade'),
    name: text('name').notNull(),
    type: kioskType('type').notNull().default('plain'),
    measurementIds: text('measurement_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    qrCodeUrl: text('qr_code_url'),
    revokedAt: tstz('revoked_at'),
    /** When a screen showing it last asked for its values (heartbeats, flushed from memory). */
    lastSeenAt: tstz('last_seen_at'),
    /** The admin who asked to be e-mailed when it goes offline; null: nobody is. */
    notifyOfflineUserId: optionalUserIdColumn('notify_offline_user_id'),
    /** When that admin was e-mailed about the offline spell going on; cleared once it is seen. */
    offlineNotifiedAt: tstz('offline_notified_at'),
    createdAt: createdAt(),
  },
  (t) => [index('kiosks_site').on(t.siteId)],
);

/** Point-explorer filters saved by a user; structured fields only, never SQL. */
export const savedPointQueries = pgTable(
  'saved_point_queries',
  {
    id: objectId().primaryKey(),
    userId: userIdColumn(),
    projectId: projectIdColumn(),
    name: text('name').notNull(),
    alarmStatus: text('alarm_status'),
    pointType: text('point_type'),
    siteId: optionalSiteIdColumn('cascade'),
    zoneId: optionalZoneIdColumn('cascade'),
    nameFilter: text('name_filter'),
    createdAt: createdAt(),
  },
  (t) => [
    // Names are unique per user and project, ignoring case (spec 002 §5).
    uniqueIndex('saved_point_queries_name').on(t.userId, t.projectId, sql`lower(${t.name})`),
  ],
);

/**
 * A report definition a member saved to be e-mailed as CSV every week (issue 17): what the
 * report screen had chosen, when to send it on the site's clock, and to whom. `nextRunAt` is the
 * instant of the next sending; the job that sends it moves it on in the same transaction, so a
 * restart or a second server never sends a week twice.
 */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    id: objectId().primaryKey(),
    projectId: projectIdColumn(),
    siteId: siteIdColumn(),
    createdBy: createdByColumn(),
    name: text('name').notNull(),
    measurementIds: jsonb('measurement_ids').$type<string[]>().notNull(),
    /** 'long' or 'wide' (the CSV's shape). */
    format: text('format').notNull(),
    /** 'hour', 'day' or 'week'; null: chosen from the range as the screen does. */
    interval: text('interval'),
    occupiedOnly: boolean('occupied_only').notNull().default(false),
    /** How many whole days before the sending day the report covers (7: the last week). */
    rangeDays: integer('range_days').notNull().default(7),
    /** ISO weekday (1 Monday … 7 Sunday) and "HH:mm" on the site's clock. */
    weekday: integer('weekday').notNull(),
    sendAt: text('send_at').notNull(),
    /** Users (members of the project) who receive it. */
    recipientIds: jsonb('recipient_ids').$type<string[]>().notNull(),
    nextRunAt: tstz('next_run_at').notNull(),
    lastSentAt: tstz('last_sent_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Names are unique per site, ignoring case.
    uniqueIndex('report_schedules_name').on(t.siteId, sql`lower(${t.name})`),
    index('report_schedules_next_run').on(t.nextRunAt),
  ],
);
