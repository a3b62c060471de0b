/**
 * Report contracts (spec 000 §7 reports and scheduleGroups; 002 §3 Report): a site's
 * measurements grouped by zone for choosing, and the daily minimum, maximum and mean of the
 * chosen ones over a period, cut in the site's time zone.
 */
import { z } from 'zod';
import { booleanQuery, instantQuery, objectIdSchema } from './common';
import { measurementKind } from './measurements';

export const measurementsTreeQuery = z.object({
  includeScores: booleanQuery,
  /** Accepted for the schedule-groups call; the answer is always grouped by zone. */
  structured: booleanQuery,
});
export const treeMeasurement = z.object({
  objectId: z.string(),
  name: z.string(),
  type: z.string(),
  kind: measurementKind,
  unit: z.string(),
  curVal: z.number().nullable(),
  /** Present with includeScores=true. */
  curScore: z.number().nullable().optional(),
});
export type TreeMeasurement = z.infer<typeof treeMeasurement>;
const measurementGroup = z.object({
  objectId: z.string(),
  name: z.string(),
  measurements: z.array(treeMeasurement),
});
/** Measurements of a site grouped by zone (sorted by name), plus site-level ones. */
export const measurementsTreeResponse = z.object({
  results: z.object({ zones: z.array(measurementGroup), site: measurementGroup }),
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
  measurementKind,
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
