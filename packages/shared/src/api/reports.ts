/**
 * Report contracts (spec 000 §7 reports and scheduleGroups; 002 §3 Report): a site's
 * measurements grouped by zone for choosing, and the daily minimum, maximum and mean of the
 * chosen ones over a period, cut in the site's time zone.
 */
import { z } from 'zod';
import { CLOSING_AT_MIDNIGHT, openingHoursProblem, REPORT_INTERVALS } from '../rules/reports';
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
  /** true: only the quarter hours in the site's opening hours count (issue 17). */
  occupiedOnly: booleanQuery,
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
/**
 * Shares (0–1) of the quarter hours with scores whose average score falls in each band
 * (rules/score-bands.ts); null when the measurement has no scores in the range.
 */
export const reportSummary = z
  .object({ excellent: z.number(), good: z.number(), poor: z.number() })
  .nullable();
export type ReportSummary = z.infer<typeof reportSummary>;
export const reportMeasurement = z.object({
  measurementId: z.string(),
  measurementName: z.string(),
  measurementZone: z.string().nullable(),
  measurementKind,
  measurementType: z.string(),
  unit: z.string(),
  intervals: z.array(reportInterval),
  summary: reportSummary,
});
export const reportResponse = z.object({
  results: z.object({
    report: z.object({
      data: z.array(reportMeasurement),
      timezone: z.string(),
      /** Whether only the site's opening hours were counted. */
      occupiedOnly: z.boolean(),
      /** The zone of the chosen measurements with the lowest average score; null without scores. */
      worstZone: z
        .object({ zoneId: z.string(), name: z.string(), aveScore: z.number() })
        .nullable(),
    }),
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
  occupiedOnly: z.boolean().optional(),
});
export type ReportCsvRequest = z.infer<typeof reportCsvRequest>;
/** A single-use download ticket for GET /api/sites/reports/{siteId}/csv?ticket=. */
export const reportCsvTicketResponse = z.object({
  results: z.object({ ticket: z.string(), url: z.string(), expiresAt: z.string() }),
});
export const reportCsvQuery = z.object({ ticket: z.string().min(1).max(100) });

/** A site's opening hours as sent: ISO weekdays (1 Monday … 7 Sunday), "HH:mm" times. */
export const openingHoursSchema = z
  .object({
    weekdays: z.array(z.number().int()).max(7),
    open: z.string().max(5),
    close: z.string().max(5),
  })
  .superRefine((hours, context) => {
    const problem = openingHoursProblem(hours);
    if (problem) {
      context.addIssue({ code: 'custom', message: problem });
    }
  })
  .describe(
    `weekdays 1–7 once each, open "HH:mm", close after it ("${CLOSING_AT_MIDNIGHT}": midnight)`,
  );
/** The hours 'Occupied hours only' uses; isDefault when the site keeps the default ones. */
export const openingHoursResponse = z.object({
  results: z.object({
    openingHours: openingHoursSchema,
    isDefault: z.boolean(),
  }),
});
export type OpeningHoursResponse = z.infer<typeof openingHoursResponse>;
