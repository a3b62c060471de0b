/**
 * Trend contracts (spec 000 §3 Trend data, §7 latest and trendData): the latest values of a
 * site's measurements and the chart series of one measurement or point. Timestamps are ISO
 * strings except chart pairs, which are [epoch ms, value] as charting libraries expect.
 */
import { z } from 'zod';
import { booleanQuery, instantQuery, objectIdSchema, safeText, timedValue } from './common';
import { measurementKind, pointRangeDto } from './measurements';

/** A JSON array of ids in a query string, e.g. measurementIds=["a","b"]. */
const jsonIdList = safeText().transform((text, ctx) => {
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

// ---------------------------------------------------------------- latest values

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
  version: safeText().max(40).optional(),
  startTime: instantQuery,
  endTime: instantQuery,
  type: z.enum(trendValueTypes).default('value'),
  /** true: read raw readings even for long ranges (still bucketed to the point limit). */
  force: booleanQuery,
});
export type TrendQuery = z.input<typeof trendQuery>;
/** A chart point: [epoch ms, value]; null marks a gap. */
export const trendPair = z.tuple([z.number(), z.number().nullable()]);
/** An hour's spread: [epoch ms, lowest, highest]; nulls mark a gap. */
export const trendBandEntry = z.tuple([z.number(), z.number().nullable(), z.number().nullable()]);
export type TrendBandEntry = z.infer<typeof trendBandEntry>;
export const trendResult = z.object({
  /** The line: the readings (raw), or the average of each hour at its middle (hourly). */
  data: z.array(trendPair),
  /** hourly: each hour's lowest and highest reading at the same instants as data; raw: null. */
  band: z.array(trendBandEntry).nullable(),
  /** Epoch ms of the first requested instant. */
  start: z.number(),
  curVal: timedValue.nullable(),
  curScore: timedValue.nullable(),
  unit: z.string(),
  kind: measurementKind,
  type: z.enum(trendValueTypes),
  range: pointRangeDto.nullable(),
  /** raw: every reading (or min/max buckets of them); hourly: hourly rollups, average and band. */
  resolution: z.enum(['raw', 'hourly']),
});
export type TrendResult = z.infer<typeof trendResult>;
export const trendResponse = z.object({ results: trendResult });
export type TrendResponse = z.infer<typeof trendResponse>;

// ---------------------------------------------------------------- trends of many measurements

/** Most measurements one GET /api/site/{siteId}/trends answers: a dashboard section's worth. */
export const TRENDS_BATCH_MAX = 100;
export const siteTrendsQuery = z.object({
  /** Measurement or point ids as a JSON array, e.g. ["a","b"]. */
  pointIds: jsonIdList.refine((ids) => ids.length > 0 && ids.length <= TRENDS_BATCH_MAX, {
    message: `expected 1 to ${TRENDS_BATCH_MAX} ids`,
  }),
  startTime: instantQuery,
  endTime: instantQuery,
  type: z.enum(trendValueTypes).default('value'),
});
export type SiteTrendsQuery = z.input<typeof siteTrendsQuery>;
/**
 * GET /api/site/{siteId}/trends: the trend of each named measurement over one period, keyed by id
 * (one request for all the charts of a site on a screen); unknown or foreign ids are absent.
 */
export const siteTrendsResponse = z.object({ results: z.record(z.string(), trendResult) });
export type SiteTrendsResponse = z.infer<typeof siteTrendsResponse>;

/** Most chart points a trend answer holds. */
export const TREND_MAX_POINTS = 2000;
