/** Buildings: sites, their zone tree and floors with plan images. */
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FloorZoneRect, OpeningHours, SiteBranding, ZoneScores } from './json-types';
import { createdAt, objectId, tstz, updatedAt } from './common';
import { projects } from './accounts';

export const sites = pgTable(
  'sites',
  {
    id: objectId().primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    shortName: text('short_name'),
    address: text('address').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    logoUrl: text('logo_url'),
    timeZone: text('time_zone').notNull().default('America/New_York'),
    aqEnabled: boolean('aq_enabled').notNull().default(true),
    canBeScheduled: boolean('can_be_scheduled').notNull().default(false),
    commanderLicenseId: text('commander_license_id'),
    /** Live-value refresh period for this site's screens; null means the 600000 ms default. */
    uiCurvalUpdateInterval: integer('ui_curval_update_interval'),
    firstDataDate: tstz('first_data_date'),
    /** Colours and logos for branded kiosks (spec 002 §3). */
    branding: jsonb('branding').$type<SiteBranding>().notNull().default({}),
    /** When the building is in use, for "occupied hours only" reports; null: DEFAULT_OPENING_HOURS. */
    openingHours: jsonb('opening_hours').$type<OpeningHours>(),
    onboarded: boolean('onboarded').notNull().default(false),
    activeAlertsCount: integer('active_alerts_count').notNull().default(0),
    scores: jsonb('scores').$type<ZoneScores>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sites_project_name').on(t.projectId, t.name)],
);

export const zones = pgTable(
  'zones',
  {
    id: objectId().primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    parentId: text('parent_id').references((): AnyPgColumn => zones.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Where the zone came from: null for hand-made zones, e.g. "schedule" or "topology". */
    source: text('source'),
    activeAlertsCount: integer('active_alerts_count').notNull().default(0),
    scores: jsonb('scores').$type<ZoneScores>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('zones_site_name').on(t.siteId, t.name), index('zones_parent').on(t.parentId)],
);

export const floors = pgTable(
  'floors',
  {
    id: objectId().primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    floorPlanUrl: text('floor_plan_url').notNull(),
    /** Zone rectangles on the plan, keyed by zone id. */
    zoneData: jsonb('zone_data').$type<Record<string, FloorZoneRect>>().notNull().default({}),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('floors_site').on(t.siteId)],
);
