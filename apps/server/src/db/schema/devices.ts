/** Hardware: products (models), kits of hubs and sensors, devices, and ingest keys. */
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, deviceType, objectId, tstz, updatedAt } from './common';
import {
  projectIdColumn,
  optionalSiteIdColumn,
  optionalZoneIdColumn,
  createdByColumn,
} from './references';

export const products = pgTable('products', {
  id: objectId().primaryKey(),
  name: text('name').notNull(),
  friendlyModelName: text('friendly_model_name').notNull(),
  type: deviceType('type').notNull(),
  actImageUrl: text('act_image_url'),
  /** Channel name → point type the device reports on that channel. */
  channels: jsonb('channels').$type<Record<string, string>>().notNull().default({}),
  createdAt: createdAt(),
});

export const kits = pgTable(
  'kits',
  {
    id: objectId().primaryKey(),
    /** Public onboarding link id (/konboarding/{id}); at least 128 random bits. */
    onboardingToken: text('onboarding_token').notNull().unique(),
    projectId: projectIdColumn(),
    productId: text('product_id').references(() => products.id),
    siteId: optionalSiteIdColumn('set null'),
    revokedAt: tstz('revoked_at'),
    /**
     * When its last sensor was onboarded (the hand-over e-mail goes then); the link works for
     * KIT_LINK_GRACE_MS more, so the installer can come back to check a sensor.
     */
    completedAt: tstz('completed_at'),
    /** A demo kit: the simulator plays its devices once they are onboarded. */
    simulated: boolean('simulated').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('kits_project').on(t.projectId)],
);

export const devices = pgTable(
  'devices',
  {
    id: objectId().primaryKey(),
    projectId: projectIdColumn(),
    siteId: optionalSiteIdColumn('set null'),
    zoneId: optionalZoneIdColumn('set null'),
    kitId: text('kit_id').references(() => kits.id, { onDelete: 'set null' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    name: text('name').notNull(),
    serialNumber: text('serial_number').notNull().unique(),
    /** Public onboarding link id (/do/{id}); at least 128 random bits. */
    onboardingToken: text('onboarding_token').notNull().unique(),
    rssi: integer('rssi'),
    lastHeardFrom: tstz('last_heard_from'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    onboarded: boolean('onboarded').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('devices_site').on(t.siteId), index('devices_kit').on(t.kitId)],
);

/** Keys that devices and integrations present to POST /api/ingest; only the hash is kept. */
export const ingestKeys = pgTable(
  'ingest_keys',
  {
    id: objectId().primaryKey(),
    projectId: projectIdColumn(),
    siteId: optionalSiteIdColumn('cascade'),
    deviceId: text('device_id').references(() => devices.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdBy: createdByColumn(),
    createdAt: createdAt(),
    revokedAt: tstz('revoked_at'),
  },
  (t) => [index('ingest_keys_project').on(t.projectId)],
);
