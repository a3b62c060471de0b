/**
 * Telemetry contracts (spec 000 §3 Alert, Trend data, Heat map result; §7 latest, trendData,
 * alerts, heat map, reports, scheduleGroups, runFunction, jobs; 002 §3 Report): what the server
 * answers and what the monitoring screens read. Timestamps are ISO strings except chart pairs,
 * which are [epoch ms, value] as charting libraries expect.
 */
import { z } from 'zod';
import { objectIdSchema } from './common';

/** A timestamped value: curVal and curScore of a measurement or point. */
export const timedValue = z.object({ ts: z.string(), val: z.number() });
export type TimedValue = z.infer<typeof timedValue>;

const booleanQuery = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

/** A JSON array of ids in a query string, e.g. measurementIds=["a","b"]. */
const jsonIdList = z.string().transform((text, ctx) => {
  try {
    const parsed = z.array(objectIdSchema).max(1000).safeParse(JSON.parse(text));
    if (parsed.success) {
      return parsed.data;
    }
  } catch {
    // falls through to the issue below
  }
  ctx.addIssue({ code: 'custom', message: 'expected a JSON array of ids' });
  return z.NEVER;
});

/** A time as ISO 8601 or epoch milliseconds. */
export const instantQuery = z.union([
  z
    .string()
    .regex(/^\d{1,15}$/)
    .transform((ms) => new Date(Number(ms))),
  z.iso.datetime({ offset: true }).transform((iso) => new Date(iso)),
  z.iso.date().transform((day) => new Date(`${day}T00:00:00Z`)),
]);

/** A calendar day (read in the caller's time zone) or an instant, kept as sent. */
export const localDayOrInstant = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

// ---------------------------------------------------------------- latest values

export const telemetrySiteParams = z.object({ siteId: objectIdSchema });

export const latestQuery = z.object({ measurementIds: jsonIdList });
export const latestEntry = z.object({
  curVal: timedValue.nullable(),
  curScore: timedValue.nullable(),
  isAlerting: z.boolean(),
});
export type LatestEntry = z.infer<typeof latestEntry>;
/** GET /api/site/{siteId}/latest: keyed by measurement id; unknown or foreign ids are absent. */
export const latestResponse = z.object({ results: z.record(z.string(), latestEntry) });
export type LatestResponse = z.infer<typeof latestResponse>;

// ---------------------------------------------------------------- trend data

/** What a trend plots: the reading's value or its 0–100 score. */
export const trendValueTypes = ['value', 'score'] as const;
export const trendQuery = z.object({
  siteId: objectIdSchema,
  /** A measurement id or a point id (GET /api/trendData), a point id (GET /api/points/trendData). */
  pointId: objectIdSchema,
  /** Chart library hint (e.g. highcharts); the answer is the same pairs whatever it says. */
  version: z.string().max(40).optional(),
  startTime: instantQuery,
  endTime: instantQuery,
  type: z.enum(trendValueTypes).default('value'),
  /** true: read raw readings even for long ranges (still bucketed to the point limit). */
  force: booleanQuery,
});
export type TrendQuery = z.input<typeof trendQuery>;
/** A chart point: [epoch ms, value]; null marks a gap. */
export const trendPair = z.tuple([z.number(), z.number().nullable()]);
export const pointRangeDto = z.object({ min: z.number().optional(), max: z.number().optional() });
export const trendResult = z.object({
  data: z.array(trendPair),
  /** Epoch ms of the first requested instant. */
  start: z.number(),
  curVal: timedValue.nullable(),
  curScore: timedValue.nullable(),
  unit: z.string(),
  kind: z.enum(['Number', 'Bool', 'String']),
  type: z.enum(trendValueTypes),
  range: pointRangeDto.nullable(),
  /** raw: every reading (or min/max buckets of them); hourly: min/max of hourly rollups. */
  resolution: z.enum(['raw', 'hourly']),
});
export type TrendResult = z.infer<typeof trendResult>;
export const trendResponse = z.object({ results: trendResult });
export type TrendResponse = z.infer<typeof trendResponse>;
/** Most chart points a trend answer holds. */
export const TREND_MAX_POINTS = 2000;

// ---------------------------------------------------------------- alerts

export const alertTypeValues = ['critical', 'warning', 'info'] as const;
export type AlertTypeName = (typeof alertTypeValues)[number];
export const alertsQuery = z.object({
  /** true (default): open alerts; false: alerts cleared in the last 30 days. */
  isActive: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});
export const namedRef = z.object({ objectId: z.string(), name: z.string() });
export const alertDto = z.object({
  objectId: z.string(),
  isActive: z.boolean(),
  startedAt: z.string(),
  clearedAt: z.string().nullable(),
  /** The reading that opened the alert. */
  value: z.number().nullable(),
  alertConfig: z.object({
    objectId: z.string(),
    alertType: z.enum(alertTypeValues),
    message: z.string(),
    condition: z.enum(['above', 'below', 'equals', 'event']),
    threshold: z.number().nullable(),
    eventType: z.string().nullable(),
  }),
  measurement: z.object({
    objectId: z.string(),
    name: z.string(),
    type: z.string(),
    unit: z.string(),
    zone: namedRef.nullable(),
  }),
  acknowledgedAt: z.string().nullable(),
  acknowledgedBy: z.object({ objectId: z.string(), name: z.string() }).nullable(),
  acknowledgeComment: z.string().nullable(),
});
export type AlertDto = z.infer<typeof alertDto>;
/** Newest first. */
export const alertsResponse = z.object({ alerts: z.array(alertDto) });
export type AlertsResponse = z.infer<typeof alertsResponse>;
/** How far back GET …/alerts?isActive=false looks. */
export const CLEARED_ALERTS_WINDOW_DAYS = 30;

export const alertParams = z.object({ siteId: objectIdSchema, alertId: objectIdSchema });
export const acknowledgeAlertBody = z.object({ comment: z.string().trim().max(1000).default('') });
export const acknowledgeAlertResponse = z.object({ alert: alertDto });

// ---------------------------------------------------------------- heat map

export const heatmapPeriods = ['today', 'week', 'month', 'custom'] as const;
export type HeatmapPeriod = (typeof heatmapPeriods)[number];
export const heatmapKinds = ['alerts', 'measurements'] as const;
/** Event (alert) types the heat map and event sensors know (spec 000 §9). */
export const eventTypes = [
  'gunshot',
  'help',
  'motion',
  'THC',
  'tamper',
  'aggression',
  'vape',
  'vape masking',
] as const;
export type EventType = (typeof eventTypes)[number];

/** GET /api/sites/{siteId}/heatmap/measurements: measurement types present at the site. */
export const heatmapTypesResponse = z.object({
  results: z.array(z.object({ type: z.string(), name: z.string(), unit: z.string() })),
});
export type HeatmapTypesResponse = z.infer<typeof heatmapTypesResponse>;

export const heatmapQuery = z.object({
  type: z.enum(heatmapKinds).default('alerts'),
  /** Measurement type (co2, …) for measurements; for alerts an optional filter, absent = all. */
  measurementType: z.string().max(60).optional(),
  timePeriod: z.enum(heatmapPeriods).default('today'),
  /** Custom period bounds: days (YYYY-MM-DD) in the time zone below, or instants; both for custom. */
  startDate: localDayOrInstant.optional(),
  endDate: localDayOrInstant.optional(),
  /** IANA zone the periods are cut in; default the site's time zone. */
  timezone: z.string().max(64).optional(),
});
export const heatmapCell = z.object({
  /** Alerts that started in the period (type alerts). */
  alerts: z.number().int().optional(),
  /** Mean value in the period, null without data (type measurements). */
  curValue: z.number().nullable().optional(),
});
export const heatmapResult = z.object({
  type: z.enum(heatmapKinds),
  timezone: z.string(),
  /** Hour cells for today, day cells otherwise. */
  granularity: z.enum(['hour', 'day']),
  zones: z.array(namedRef),
  periods: z.array(z.object({ start: z.string(), zones: z.record(z.string(), heatmapCell) })),
});
export type HeatmapResult = z.infer<typeof heatmapResult>;
export const heatmapResponse = z.object({ results: heatmapResult });
export type HeatmapResponse = z.infer<typeof heatmapResponse>;

// ---------------------------------------------------------------- reports and schedule groups

export const measurementsTreeQuery = z.object({
  includeScores: booleanQuery,
  /** Accepted for the schedule-groups call; the answer is always grouped by zone. */
  structured: booleanQuery,
});
export const treeMeasurement = z.object({
  objectId: z.string(),
  name: z.string(),
  type: z.string(),
  kind: z.enum(['Number', 'Bool', 'String']),
  unit: z.string(),
  curVal: z.number().nullable(),
  /** Present with includeScores=true. */
  curScore: z.number().nullable().optional(),
});
export type TreeMeasurement = z.infer<typeof treeMeasurement>;
/** Measurements of a site grouped by zone (sorted by name), plus site-level ones. */
export const measurementsTreeResponse = z.object({
  results: z.object({
    zones: z.array(
      z.object({
        objectId: z.string(),
        name: z.string(),
        measurements: z.array(treeMeasurement),
      }),
    ),
    site: z.object({
      objectId: z.string(),
      name: z.string(),
      measurements: z.array(treeMeasurement),
    }),
  }),
});
export type MeasurementsTreeResponse = z.infer<typeof measurementsTreeResponse>;

export const reportQuery = z.object({ startTime: instantQuery, endTime: instantQuery });
export const reportBody = z.object({ measurementIds: z.array(objectIdSchema).min(1).max(200) });
export const reportInterval = z.object({
  /** The day in the site's time zone, YYYY-MM-DD. */
  intervalName: z.string(),
  startTime: z.string(),
  minVal: z.number().nullable(),
  maxVal: z.number().nullable(),
  aveVal: z.number().nullable(),
  minScore: z.number().nullable(),
  maxScore: z.number().nullable(),
  aveScore: z.number().nullable(),
  count: z.number().int(),
});
export type ReportInterval = z.infer<typeof reportInterval>;
export const reportMeasurement = z.object({
  measurementId: z.string(),
  measurementName: z.string(),
  measurementZone: z.string().nullable(),
  measurementKind: z.enum(['Number', 'Bool', 'String']),
  measurementType: z.string(),
  unit: z.string(),
  intervals: z.array(reportInterval),
});
export const reportResponse = z.object({
  results: z.object({
    report: z.object({ data: z.array(reportMeasurement), timezone: z.string() }),
  }),
});
export type ReportResponse = z.infer<typeof reportResponse>;

// ---------------------------------------------------------------- point writes and jobs

export const pointUuidParams = z.object({ uuid: z.uuid() });
export const writeValue = z.union([z.number(), z.boolean(), z.string().max(200), z.null()]);
export const runFunctionBody = z.object({
  function: z.string().min(1).max(60),
  arguments: z.object({ curVal: writeValue }),
});
export type RunFunctionBody = z.infer<typeof runFunctionBody>;
export const runFunctionResponse = z.object({
  successMessage: z.string(),
  results: z.object({ jobId: z.string() }),
});
export type RunFunctionResponse = z.infer<typeof runFunctionResponse>;

export const jobStatuses = ['pending', 'running', 'completed', 'failed'] as const;
export type JobStatus = (typeof jobStatuses)[number];
export const jobParams = z.object({ jobId: objectIdSchema });
export const jobResponse = z.object({
  results: z.object({
    objectId: z.string(),
    status: z.enum(jobStatuses),
    function: z.string().nullable(),
    errorMessage: z.string().nullable(),
    arguments: z.object({ curVal: writeValue }),
    createdAt: z.string(),
    completedAt: z.string().nullable(),
  }),
});
export type JobResponse = z.infer<typeof jobResponse>;

// ---------------------------------------------------------------- ingestion

/** Header carrying an ingest key on POST /api/ingest. */
export const INGEST_KEY_HEADER = 'x-ingest-key';
export const INGEST_MAX_ITEMS = 5000;

/** Where a reading goes: a point uuid, or a device serial number and channel. */
const target = {
  point: z.string().max(64).optional(),
  serial: z.string().max(120).optional(),
  channel: z.string().max(120).optional(),
};
const ingestTs = z.union([z.number(), z.string().max(40)]);
export const ingestReading = z.object({
  ...target,
  ts: ingestTs,
  /** Numbers; booleans become 1/0. Non-finite numbers are rejected per item. */
  value: z.union([z.number(), z.boolean(), z.string().max(40)]),
});
export const ingestEvent = z.object({ ...target, ts: ingestTs, event: z.string().max(40) });
export const ingestBody = z.object({
  readings: z.array(z.unknown()).default([]),
  events: z.array(z.unknown()).default([]),
});
export type IngestReadingItem = z.infer<typeof ingestReading>;
export type IngestEventItem = z.infer<typeof ingestEvent>;
export const ingestRejection = z.object({
  list: z.enum(['readings', 'events']),
  index: z.number().int(),
  reason: z.string(),
});
export const ingestResponse = z.object({
  /** Items stored now. */
  stored: z.number().int(),
  /** Items already stored earlier or repeated in the batch (not stored twice). */
  duplicates: z.number().int(),
  rejected: z.array(ingestRejection),
});
export type IngestResponse = z.infer<typeof ingestResponse>;

export const createIngestKeyBody = z
  .object({
    name: z.string().trim().min(1).max(100),
    siteId: objectIdSchema.optional(),
    deviceId: objectIdSchema.optional(),
  })
  .refine((b) => Boolean(b.siteId) !== Boolean(b.deviceId), {
    message: 'give exactly one of siteId and deviceId',
  });
export const ingestKeyDto = z.object({
  objectId: z.string(),
  name: z.string(),
  siteId: z.string().nullable(),
  deviceId: z.string().nullable(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
export const createIngestKeyResponse = z.object({
  /** The key itself is shown only here; the server keeps its hash. */
  results: ingestKeyDto.extend({ key: z.string() }),
});
export const ingestKeysResponse = z.object({ results: z.array(ingestKeyDto) });
export const ingestKeyParams = z.object({ keyId: objectIdSchema });
