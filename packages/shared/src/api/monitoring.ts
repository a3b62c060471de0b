/**
 * Monitoring read contracts (spec 000 §3, §7): the project with its sites (GET /api), zones,
 * measurements, point types and floors, and the admin renames of measurements and sections.
 */
import { z } from 'zod';
import { objectIdSchema } from './common';
import { scoreTypeSchema, site, zoneScores } from './sites';

const booleanQuery = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

const thresholdLimit = z.union([z.number(), z.tuple([z.number(), z.number()])]);
export const thresholdsSchema = z.object({
  Excellent: thresholdLimit,
  Good: thresholdLimit,
  Poor: thresholdLimit,
});

/** Links and tile server the monitoring screens use; set by the server's configuration. */
export const monitoringSettings = z.object({
  mapTilesUrl: z.string(),
  mapAttribution: z.string(),
  portfolioManagerUrl: z.string().nullable(),
  alertRelayUrl: z.string().nullable(),
  /** Address template of the building-automation system, with `{licenseId}`; null when unset. */
  buildingSystemUrl: z.string().nullable(),
});
export type MonitoringSettings = z.infer<typeof monitoringSettings>;

export const homeProject = z.object({
  objectId: z.string(),
  name: z.string(),
  whitelabel: z.boolean(),
  /** The brand's powered-by footer, shown on white-label projects. */
  poweredByText: z.string().nullable(),
  mapView: z.boolean(),
  hideKiosks: z.boolean(),
  aqiWidget: z.boolean(),
  commanderLicenseId: z.string().nullable(),
});
export type HomeProject = z.infer<typeof homeProject>;

/** GET /api?slim=true: the session's project and its sites sorted by name. */
export const getProjectHomeQuery = z.object({ slim: booleanQuery });
export const getProjectHomeResponse = z.object({
  project: homeProject,
  sites: z.array(site),
  settings: monitoringSettings,
});
export type ProjectHome = z.infer<typeof getProjectHomeResponse>;

export const measurementAlert = z.object({
  objectId: z.string(),
  alertType: z.enum(['critical', 'warning', 'info']),
  message: z.string(),
  startedAt: z.string(),
});

export const childPoint = z.object({
  objectId: z.string(),
  uuid: z.string(),
  name: z.string(),
  curVal: z.number().nullable(),
  functions: z.array(z.string()),
});

export const measurementKind = z.enum(['Number', 'Bool', 'String']);

const measurementFields = {
  objectId: z.string(),
  uuid: z.string(),
  siteId: z.string(),
  name: z.string(),
  type: z.string(),
  kind: measurementKind,
  unit: z.string(),
  curVal: z.number().nullable(),
  curValTs: z.string().nullable(),
  curScore: z.number().nullable(),
  scoreType: scoreTypeSchema.nullable(),
  activeText: z.string().nullable(),
  inactiveText: z.string().nullable(),
  multiStateValues: z.array(z.string()).nullable(),
  /** Null when the measurement cannot be written; otherwise its functions and write endpoint. */
  writable: z.object({ functions: z.array(z.string()), endpoint: z.string() }).nullable(),
  isAlerting: z.boolean(),
  description: z.string().nullable(),
  threshold: thresholdsSchema.nullable(),
  extendedDescription: z.string().nullable(),
  section: z.string().nullable(),
  createdAt: z.string(),
};

export const childMeasurement = z.object(measurementFields);

export const measurement = z.object({
  ...measurementFields,
  zone: z.object({ objectId: z.string(), name: z.string() }).nullable(),
  alerts: z.array(measurementAlert),
  childMeasurements: z.array(childMeasurement),
  childPoints: z.array(childPoint),
  /** Points reporting into this measurement. */
  sensorCount: z.number().int(),
});
export type Measurement = z.infer<typeof measurement>;
export type ChildMeasurement = z.infer<typeof childMeasurement>;

export const getMeasurementsQuery = z.object({
  siteId: objectIdSchema,
  zoneId: objectIdSchema.optional(),
  accessFilter: booleanQuery,
  forFloorPlan: booleanQuery,
});
export const getMeasurementsResponse = z.object({ results: z.array(measurement) });

export const zone = z.object({
  objectId: z.string(),
  name: z.string(),
  parent: z.string().nullable(),
  source: z.string().nullable(),
  siteId: z.string(),
  activeAlertsCount: z.number().int(),
  scores: zoneScores,
  /** Sensors in the zone by the spec's sensor-count rule (rules/sensor-count.ts). */
  sensorCount: z.number().int(),
  measurements: z.array(measurement).optional(),
});
export type Zone = z.infer<typeof zone>;

export const getZonesQuery = z.object({ siteId: objectIdSchema, withMeasurements: booleanQuery });
export const getZonesResponse = z.object({ results: z.array(zone) });

export const pointType = z.object({
  type: z.string(),
  name: z.string(),
  description: z.string(),
  threshold: thresholdsSchema.nullable(),
  extendedDescription: z.string().nullable(),
  scoreOrder: z.number().int(),
  unit: z.string(),
  measurementType: z.string(),
  scoreType: scoreTypeSchema.nullable(),
});
export type PointType = z.infer<typeof pointType>;
export const getPointTypesResponse = z.object({ results: z.array(pointType) });

export const floorZoneRect = z.object({
  x: z.number(),
  y: z.number(),
  w: z.number(),
  h: z.number(),
  name: z.string(),
});
export const floor = z.object({
  objectId: z.string(),
  name: z.string(),
  floorPlan: z.object({ url: z.string() }),
  zoneData: z.record(z.string(), floorZoneRect),
});
export type Floor = z.infer<typeof floor>;
export const siteIdParams = z.object({ siteId: objectIdSchema });
export const getFloorsResponse = z.object({ results: z.array(floor) });

const displayName = z.string().trim().min(1).max(120);

/** POST /api/measurement/{id}: rename (admin and superAdmin). */
export const renameMeasurementParams = z.object({ id: objectIdSchema });
export const renameMeasurementBody = z.object({ name: displayName });
export const renameMeasurementResponse = z.object({
  success: z.literal(true),
  name: z.string(),
});

/** POST /api/sites/{siteId}/sections: renames a section of a zone (or of the site's own list). */
export const renameSectionBody = z.object({
  zoneId: objectIdSchema.nullable(),
  oldName: z.string().min(1).max(120),
  name: displayName,
});
export const renameSectionResponse = z.object({ success: z.literal(true), updated: z.number() });
