/**
 * Report contracts (spec 000 §7 reports and scheduleGroups; 002 §3 Report): a site's
 * measurements grouped by zone for choosing, and the daily minimum, maximum and mean of the
 * chosen ones over a period, cut in the site's time zone.
 */
import { z } from 'zod';
import { REPORT_INTERVALS } from '../rules/reports';
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

export const reportIntervalSize = z.enum(REPORT_INTERVALS);
export const reportQuery = z.object({
  startTime: instantQuery,
  endTime: instantQuery,
  /** Absent: hourly up to 2 days, daily beyond (rules/reports.ts). */
  interval: reportIntervalSize.optional(),
});
export const reportBody = z.object({ measurementIds: z.array(objectIdSchema).min(1).max(200) });
export const reportInterval = z.object({
  /**
   * The interval's start on the site's clock: YYYY-MM-DD for days and weeks (weeks start on
   * Monday), YYYY-MM-DD HH:mm for hours.
   */
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

/**
 * A CSV export (issue 17): `long` has a row per measurement and interval (or reading), `wide` a
 * row per interval (or instant) and a column per measurement; `raw` gives the readings as stored
 * instead of interval aggregates.
 */
export const reportCsvFormat = z.enum(['long', 'wide']);
export const reportCsvRequest = reportQuery.extend({
  measurementIds: reportBody.shape.measurementIds,
  format: reportCsvFormat,
  raw: z.boolean(),
});
export type ReportCsvRequest = z.infer<typeof reportCsvRequest>;
/** A single-use download ticket for GET /api/sites/reports/{siteId}/csv?ticket=. */
export const reportCsvTicketResponse = z.object({
  results: z.object({ ticket: z.string(), url: z.string(), expiresAt: z.string() }),
});
export const reportCsvQuery = z.object({ ticket: z.string().min(1).max(100) });
