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
import { projects, users } from './accounts';
import { sites, zones } from './buildings';

export const dashboards = pgTable(
  'dashboards',
  {
    id: objectId().primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Default site and zone of the dashboard's pickers. */
    siteId: text('site_id').references(() => sites.id, { onDelete: 'set null' }),
    zoneId: text('zone_id').references(() => zones.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description'),
    level: dashboardLevel('level').notNull().default('project'),
    scope: text('scope'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
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
    siteId: text('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    zoneId: text('zone_id').references(() => zones.id, { onDelete: 'cascade' }),
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
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    zoneId: text('zone_id').references(() => zones.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: kioskType('type').notNull().default('plain'),
    measurementIds: text('measurement_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    qrCodeUrl: text('qr_code_url'),
    revokedAt: tstz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('kiosks_site').on(t.siteId)],
);

/** Point-explorer filters saved by a user; structured fields only, never SQL. */
export const savedPointQueries = pgTable(
  'saved_point_queries',
  {
    id: objectId().primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    alarmStatus: text('alarm_status'),
    pointType: text('point_type'),
    siteId: text('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    zoneId: text('zone_id').references(() => zones.id, { onDelete: 'cascade' }),
    nameFilter: text('name_filter'),
    createdAt: createdAt(),
  },
  (t) => [
    // Names are unique per user and project, ignoring case (spec 002 §5).
    uniqueIndex('saved_point_queries_name').on(t.userId, t.projectId, sql`lower(${t.name})`),
  ],
);
