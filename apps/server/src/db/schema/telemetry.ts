/**
 * Telemetry: the point-type catalogue, measurements (what a zone shows), points (what a sensor or
 * the building-automation system reports), the readings time series and its quarter-hour rollups, and
 * the queue of series whose live state (latest values, scores, alerts) is behind their readings.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Thresholds } from '@airboard/shared';
import type { PointRange } from './json-types';
import { createdAt, objectId, scoreType, tstz, updatedAt, valueKind } from './common';
import { devices } from './devices';
import { siteIdColumn, optionalZoneIdColumn } from './references';

export const pointTypes = pgTable('point_types', {
  type: text('type').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  extendedDescription: text('extended_description'),
  threshold: jsonb('threshold').$type<Thresholds>(),
  scoreOrder: integer('score_order').notNull(),
  unit: text('unit').notNull().default(''),
  /** The measurement type (icon and colour family) this point type becomes, e.g. co2. */
  measurementType: text('measurement_type').notNull(),
  /** The zone score this type contributes to; null when it is not scored. */
  scoreType: scoreType('score_type'),
  kind: valueKind('kind').notNull().default('Number'),
});

export const measurements = pgTable(
  'measurements',
  {
    id: objectId().primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    siteId: siteIdColumn(),
    zoneId: optionalZoneIdColumn('cascade'),
    parentId: text('parent_id').references((): AnyPgColumn => measurements.id, {
      onDelete: 'cascade',
    }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    pointType: text('point_type').references(() => pointTypes.type),
    kind: valueKind('kind').notNull().default('Number'),
    unit: text('unit').notNull().default(''),
    activeText: text('active_text'),
    inactiveText: text('inactive_text'),
    multiStateValues: jsonb('multi_state_values').$type<string[]>(),
    /** Functions the measurement's point accepts (e.g. numWrite); empty when not writable. */
    writableFunctions: text('writable_functions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    description: text('description'),
    /** Overrides the point type's thresholds for this measurement. */
    threshold: jsonb('threshold').$type<Thresholds>(),
    scoreType: scoreType('score_type'),
    section: text('section'),
    position: integer('position').notNull().default(0),
    curVal: doublePrecision('cur_val'),
    curValTs: tstz('cur_val_ts'),
    curScore: real('cur_score'),
    curScoreTs: tstz('cur_score_ts'),
    isAlerting: boolean('is_alerting').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('measurements_site_zone').on(t.siteId, t.zoneId),
    index('measurements_zone').on(t.zoneId),
    index('measurements_parent').on(t.parentId),
  ],
);

export const points = pgTable(
  'points',
  {
    id: objectId().primaryKey(),
    /** Compact integer key of the point's time series (readings and rollups use it). */
    seriesId: integer('series_id').generatedAlwaysAsIdentity().notNull().unique(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    siteId: siteIdColumn(),
    zoneId: optionalZoneIdColumn('set null'),
    measurementId: text('measurement_id').references(() => measurements.id, {
      onDelete: 'set null',
    }),
    deviceId: text('device_id').references(() => devices.id, { onDelete: 'set null' }),
    /** Channel name on the device, for ingestion addressed by serial number + channel. */
    channel: text('channel'),
    /** Reference of the point in the building-automation system, when it comes from there. */
    basRef: text('bas_ref'),
    name: text('name').notNull(),
    type: text('type').references(() => pointTypes.type),
    kind: valueKind('kind').notNull().default('Number'),
    unit: text('unit').notNull().default(''),
    functions: text('functions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    range: jsonb('range').$type<PointRange>(),
    curVal: doublePrecision('cur_val'),
    curValTs: tstz('cur_val_ts'),
    curScore: real('cur_score'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('points_site_zone').on(t.siteId, t.zoneId),
    // The point explorer's page: a site's points by name (issue 17), without sorting them all.
    index('points_site_name').on(t.siteId, t.name, t.id),
    index('points_measurement').on(t.measurementId),
    uniqueIndex('points_device_channel').on(t.deviceId, t.channel),
  ],
);

/**
 * One row per reading; (series, ts) is the key, so re-delivery is idempotent. The key has
 * fillfactor 100, like the rollups' (see there). The table is partitioned by UTC month on ts
 * (migration 0021: readings_YYYY_MM and readings_default; Drizzle declares no partitions, so the
 * migration and telemetry/readings-partitions.ts keep them): the key includes ts, as a partitioned
 * table's must, and retention drops whole months.
 */
export const readings = pgTable(
  'readings',
  {
    seriesId: integer('series_id')
      .notNull()
      .references(() => points.seriesId, { onDelete: 'cascade' }),
    ts: tstz('ts').notNull(),
    value: doublePrecision('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.seriesId, t.ts] })],
);

/**
 * Discrete events a sensor reported (vape, gunshot, help, …), on the series of the point the
 * device named. They are not readings: no trend, rollup, score, heat map or report of a
 * measurement includes them; the live state turns them into alerts of their type. (series, ts,
 * type) is the key, so re-delivery is idempotent.
 */
export const sensorEvents = pgTable(
  'sensor_events',
  {
    seriesId: integer('series_id')
      .notNull()
      .references(() => points.seriesId, { onDelete: 'cascade' }),
    ts: tstz('ts').notNull(),
    eventType: text('event_type').notNull(),
  },
  (t) => [primaryKey({ columns: [t.seriesId, t.ts, t.eventType] })],
);

/**
 * Quarter-hour aggregates of readings and of their scores, kept equal to the raw rows on ingest.
 * Every time zone in use has an offset of whole quarter hours (India +5:30, Nepal +5:45), so a
 * local hour or day is always a run of whole buckets (decision 014).
 *
 * The columns are stored in this order, 8-byte ones first, so that none is padded to its
 * alignment: 92 bytes a row with its line pointer, against 100 with the series first (issue 18:
 * a row per series and quarter hour is half of the demo's data folder). Its primary key and the
 * readings' have fillfactor 100 (set by a migration: Drizzle's primaryKey has no storage
 * options): keys arrive in time order per series, and a page split at the newest key stays full.
 */
export const readingRollups = pgTable(
  'reading_rollups',
  {
    /** Start of the quarter hour (UTC-aligned, so aligned in every zone). */
    bucket: tstz('bucket').notNull(),
    min: doublePrecision('min').notNull(),
    max: doublePrecision('max').notNull(),
    sum: doublePrecision('sum').notNull(),
    scoreSum: doublePrecision('score_sum').notNull().default(0),
    seriesId: integer('series_id')
      .notNull()
      .references(() => points.seriesId, { onDelete: 'cascade' }),
    count: integer('count').notNull(),
    scoreCount: integer('score_count').notNull().default(0),
    scoreMin: real('score_min'),
    scoreMax: real('score_max'),
  },
  (t) => [primaryKey({ columns: [t.seriesId, t.bucket] })],
);

/**
 * One row per committed ingest batch: the series it touched with the oldest timestamp and the
 * range of the values that arrived on each, and its discrete events. The live-state worker (telemetry/live-state.ts) folds these into latest
 * values, scores and alerts and deletes them in the same transaction, so a crash in between
 * leaves the rows for the next run instead of losing them.
 */
export const liveStateQueue = pgTable('live_state_queue', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  seriesIds: integer('series_ids').array().notNull(),
  oldest: tstz('oldest').array().notNull(),
  /** The smallest and largest value per series: the alert engine reads readings back only when a rule may change state. */
  minValues: doublePrecision('min_values').array().notNull(),
  maxValues: doublePrecision('max_values').array().notNull(),
  /** [{ seriesId, ts (epoch ms), eventType }], or null for a batch without events. */
  events: jsonb('events').$type<{ seriesId: number; ts: number; eventType: string }[]>(),
  createdAt: createdAt(),
});
