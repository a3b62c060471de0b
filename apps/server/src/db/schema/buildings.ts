/** Buildings: sites, their zone tree, floors with plan images, and how a site's BACnet/IP network is reached. */
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FloorZoneRect, OpeningHours, SiteBranding, ZoneScores } from './json-types';
import { createdAt, objectId, tstz, updatedAt } from './common';
import { projects, users } from './accounts';

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

/**
 * A site's BACnet/IP settings (issue 21), one row per site that was ever configured; a site
 * without one is not read over BACnet. Ranges and defaults: packages/shared rules/bacnet.ts.
 */
export const siteBacnetSettings = pgTable('site_bacnet_settings', {
  siteId: text('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  /** The interface the site's node binds, and its UDP port (0: a free one). */
  localAddress: text('local_address').notNull().default('0.0.0.0'),
  localPort: integer('local_port').notNull().default(47808),
  /** Who-Is to the whole network ("ip:port"); null: to the target addresses only. */
  broadcastAddress: text('broadcast_address'),
  /** Devices or networks asked directly ("ip" or "ip:port"). */
  targetAddresses: text('target_addresses')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** A BBMD the site's node registers with as a foreign device; Who-Is also goes through it. */
  bbmdAddress: text('bbmd_address'),
  deviceInstanceMin: integer('device_instance_min').notNull().default(0),
  deviceInstanceMax: integer('device_instance_max').notNull().default(4194302),
  apduTimeoutMs: integer('apdu_timeout_ms').notNull().default(3000),
  maxConcurrentRequests: integer('max_concurrent_requests').notNull().default(8),
  pollIntervalS: integer('poll_interval_s').notNull().default(60),
  writePriority: integer('write_priority').notNull().default(8),
  readOnly: boolean('read_only').notNull().default(false),
  updatedAt: updatedAt(),
});

/**
 * A site's last BACnet discovery (issue 21): its progress while it runs (so the wizard shows it
 * whichever server process it asks), then the devices found with their points, which the wizard
 * maps from until the next discovery; a failed or interrupted discovery keeps the devices of the
 * last one that completed. `updatedAt` is the heartbeat of the process running it: a discovery
 * `running` without one for a while was interrupted (bacnet-discovery.service.ts).
 */
export const bacnetDiscoveries = pgTable('bacnet_discoveries', {
  siteId: text('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  status: text('status').$type<'running' | 'completed' | 'failed'>().notNull(),
  devicesTotal: integer('devices_total').notNull().default(0),
  devicesDone: integer('devices_done').notNull().default(0),
  pointsFound: integer('points_found').notNull().default(0),
  /** Devices that answered Who-Is and then could not be read: { instance, reason }[]. */
  failedDevices: jsonb('failed_devices')
    .$type<{ instance: number; reason: string }[]>()
    .notNull()
    .default([]),
  /**
   * The devices and points of the last completed discovery: the connector's BasDevice[] (of the
   * domain above this layer, so typed where it is read, bacnet-discovery.service.ts).
   */
  devices: jsonb('devices').$type<unknown[]>(),
  errorMessage: text('error_message'),
  startedBy: text('started_by').references(() => users.id, { onDelete: 'set null' }),
  startedAt: tstz('started_at').notNull().defaultNow(),
  finishedAt: tstz('finished_at'),
  updatedAt: updatedAt(),
});
