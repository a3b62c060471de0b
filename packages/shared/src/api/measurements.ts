/**
 * Measurement contracts (spec 000 §3 Measurement, §7 GET /api/measurements): a site's or zone's
 * measurements with their children, points and open alerts, and the admin renames of
 * measurements and sections.
 */
import { z } from 'zod';
import { alertTypeValues } from './alerts';
import { booleanQuery, namedRef, objectIdSchema, safeText } from './common';
import { scoreTypeSchema } from './sites';

const thresholdLimit = z.union([z.number(), z.tuple([z.number(), z.number()])]);
export const thresholdsSchema = z.object({
  Excellent: thresholdLimit,
  Good: thresholdLimit,
  Poor: thresholdLimit,
});

/** The values a writable point accepts, either end optional. */
export const pointRangeDto = z.object({ min: z.number().optional(), max: z.number().optional() });

/** The kinds of value a measurement or point holds. */
export const measurementKind = z.enum(['Number', 'Bool', 'String']);

export const measurementAlert = z.object({
  objectId: z.string(),
  alertType: z.enum(alertTypeValues),
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
  /** The write functions, where to call them, and the values the point accepts (shown first). */
  writable: z
    .object({
      functions: z.array(z.string()),
      endpoint: z.string(),
      range: pointRangeDto.nullable(),
    })
    .nullable(),
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
  zone: namedRef.nullable(),
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

const displayName = safeText().trim().min(1).max(120);

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
  oldName: safeText().min(1).max(120),
  name: displayName,
});
export const renameSectionResponse = z.object({ success: z.literal(true), updated: z.number() });
