/** Operations: alert configs and alerts, durable jobs, and the audit log. */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  alertCondition,
  alertSeverity,
  createdAt,
  jobStatus,
  objectId,
  tstz,
  updatedAt,
} from './common';
import { projects, users } from './accounts';
import { measurements, pointTypes, points } from './telemetry';
import { siteIdColumn, optionalZoneIdColumn, createdByColumn } from './references';

/**
 * A rule that opens an alert. Defaults are per point type (projectId null); a project or a single
 * measurement may override them.
 */
export const alertConfigs = pgTable(
  'alert_configs',
  {
    id: objectId().primaryKey(),
    projectId: text('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    pointType: text('point_type').references(() => pointTypes.type),
    measurementId: text('measurement_id').references(() => measurements.id, {
      onDelete: 'cascade',
    }),
    /** Severity, named alertType in the spec: critical, warning or info. */
    alertType: alertSeverity('alert_type').notNull(),
    condition: alertCondition('condition').notNull(),
    threshold: doublePrecision('threshold'),
    /** Discrete event kind (vape, gunshot, help, …) for condition "event". */
    eventType: text('event_type'),
    minDurationSeconds: integer('min_duration_seconds').notNull().default(0),
    message: text('message').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('alert_configs_point_type').on(t.pointType),
    index('alert_configs_measurement').on(t.measurementId),
  ],
);

export const alerts = pgTable(
  'alerts',
  {
    id: objectId().primaryKey(),
    alertConfigId: text('alert_config_id')
      .notNull()
      .references(() => alertConfigs.id, { onDelete: 'cascade' }),
    measurementId: text('measurement_id')
      .notNull()
      .references(() => measurements.id, { onDelete: 'cascade' }),
    siteId: siteIdColumn(),
    zoneId: optionalZoneIdColumn('cascade'),
    isActive: boolean('is_active').notNull().default(true),
    startedAt: tstz('started_at').notNull(),
    clearedAt: tstz('cleared_at'),
    /** Why it closed when not because its condition stopped: 'superseded' by a more severe alert. */
    clearedReason: text('cleared_reason', { enum: ['superseded'] }),
    value: doublePrecision('value'),
    acknowledgedAt: tstz('acknowledged_at'),
    acknowledgedBy: text('acknowledged_by').references(() => users.id, { onDelete: 'set null' }),
    acknowledgeComment: text('acknowledge_comment'),
    createdAt: createdAt(),
  },
  (t) => [
    index('alerts_site_active').on(t.siteId, t.isActive, t.startedAt),
    index('alerts_zone').on(t.zoneId),
    // The alert engine's last-boundary lookup: the latest episode of a rule on a measurement.
    index('alerts_rule_measurement_started').on(t.alertConfigId, t.measurementId, t.startedAt),
    // At most one open alert per rule and measurement.
    uniqueIndex('alerts_one_active')
      .on(t.alertConfigId, t.measurementId)
      .where(sql`${t.isActive}`),
  ],
);

/** Durable work (point writes, e-mails, notifications, schedules) claimed with SKIP LOCKED. */
export const jobs = pgTable(
  'jobs',
  {
    id: objectId().primaryKey(),
    kind: text('kind').notNull(),
    status: jobStatus('status').notNull().default('pending'),
    projectId: text('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    pointId: text('point_id').references(() => points.id, { onDelete: 'set null' }),
    createdBy: createdByColumn(),
    /** The request, e.g. { function, arguments: { curVal } } for a point write. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    result: jsonb('result').$type<Record<string, unknown>>(),
    errorMessage: text('error_message'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAt: tstz('run_at').notNull().defaultNow(),
    lockedAt: tstz('locked_at'),
    lockedBy: text('locked_by'),
    completedAt: tstz('completed_at'),
    /**
     * The client's key for a point write (the Idempotency-Key header): the same key from the same
     * user is the same write, so a re-sent request answers the first one's job.
     */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('jobs_claim').on(t.status, t.runAt),
    uniqueIndex('jobs_idempotency')
      .on(t.createdBy, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} IS NOT NULL`),
    // Each kind's lane claims its own pending jobs; retention deletes finished ones by age.
    index('jobs_pending_kind')
      .on(t.kind, t.runAt)
      .where(sql`${t.status} = 'pending'`),
    index('jobs_completed_at').on(t.completedAt),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: tstz('at').notNull().defaultNow(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    projectId: text('project_id').references(() => projects.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    oldValue: jsonb('old_value'),
    newValue: jsonb('new_value'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_object').on(t.objectType, t.objectId),
    index('audit_log_project_at').on(t.projectId, t.at),
    // Retention deletes by age across projects.
    index('audit_log_at').on(t.at),
  ],
);

/** Small server-wide facts that must survive restarts, e.g. how the demo data was generated. */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});
