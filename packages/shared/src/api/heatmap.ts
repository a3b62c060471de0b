/**
 * Heat map contracts (spec 000 §3 Heat map result, §7 heatmap calls): the measurement types a
 * site has, and alerts or measurement means per zone and period.
 */
import { z } from 'zod';
import { dayOrInstantText, namedRef, safeText } from './common';
import { thresholdsSchema } from './measurements';
import { scoreTypeSchema } from './sites';

export const heatmapPeriods = ['today', 'week', 'month', 'custom'] as const;
export type HeatmapPeriod = (typeof heatmapPeriods)[number];
export const heatmapKinds = ['alerts', 'measurements'] as const;

/**
 * GET /api/sites/{siteId}/heatmap/measurements: measurement types present at the site, with what
 * colours their cells (the point type's thresholds) and picks the default (score type and order).
 */
export const heatmapType = z.object({
  type: z.string(),
  name: z.string(),
  unit: z.string(),
  threshold: thresholdsSchema.nullable(),
  scoreType: scoreTypeSchema.nullable(),
  scoreOrder: z.number().int().nullable(),
});
export type HeatmapType = z.infer<typeof heatmapType>;
export const heatmapTypesResponse = z.object({ results: z.array(heatmapType) });
export type HeatmapTypesResponse = z.infer<typeof heatmapTypesResponse>;

export const heatmapQuery = z.object({
  type: z.enum(heatmapKinds).default('alerts'),
  /** Measurement type (co2, …) for measurements; for alerts an optional filter, absent = all. */
  measurementType: safeText().max(60).optional(),
  timePeriod: z.enum(heatmapPeriods).default('today'),
  /** Custom period bounds: days (YYYY-MM-DD) in the time zone below, or instants; both for custom. */
  startDate: dayOrInstantText.optional(),
  endDate: dayOrInstantText.optional(),
  /** IANA zone the periods are cut in; default the site's time zone. */
  timezone: safeText().max(64).optional(),
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
