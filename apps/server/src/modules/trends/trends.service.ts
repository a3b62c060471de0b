/**
 * Latest values and trend data (spec 000 §7): latest curVal/curScore by measurement id, and chart
 * pairs for a measurement or point over a time range [startTime, endTime). Short ranges, and any
 * range whose readings fit the chart, read raw readings, cut to at most TREND_MAX_POINTS with
 * min/max-preserving buckets so spikes stay visible. Others read the rollups by hour of the site's
 * time zone: the line is each hour's average at the hour's middle and the band its lowest and
 * highest reading (drawing the low and the high as one line made false spikes every hour), and
 * a missing hour breaks both.
 */
import { z } from 'zod';
import {
  pointRangeDto,
  thresholdsSchema,
  TREND_MAX_POINTS,
  type LatestEntry,
  type TimedValue,
  type TrendBandEntry,
  type TrendResult,
} from '@airboard/shared/api';
import {
  breakAtGaps,
  downsampleMinMax,
  HOUR_MS,
  scoreReading,
  type ChartPair,
} from '@airboard/shared/rules';
import { assertPeriodRange, useTimeZone } from '../../telemetry/local-time';
import { ROLLUP_BUCKET_MS } from '../../telemetry/rollup-bucket';
import type { DatabaseHandle, SqlRunner } from '../../db/connect';
import { valueKind } from '../../db/schema/index';
import { ARRAY_AGG, EPOCH_MS, floats, nullableFloats } from '../../db/sql-arrays';
import { notFound } from '../../lib/http-error';
import { isoFromEpochMs } from './iso-time';

/** Up to this span, trends read raw readings (two days of one-minute data fit the chart). */
export const RAW_TREND_MAX_MS = 2 * 86_400_000;
const timed = (ts: Date | null, val: number | null): TimedValue | null =>
  ts && val !== null ? { ts: ts.toISOString(), val } : null;

/** A value with its time read from one row of arrays (epoch ms), or null when either is absent. */
const timedElement = (ms: number | null | undefined, val: number | null | undefined) =>
  ms === null || ms === undefined || val === null || val === undefined
    ? null
    : { ts: isoFromEpochMs(ms), val };

export async function latestValues(
  database: DatabaseHandle,
  siteId: string,
  measurementIds: string[],
): Promise<Record<string, LatestEntry>> {
  const [row] = await database.transaction((query) =>
    query(latestRow, LATEST_SQL, [siteId, measurementIds]),
  );
  const results: Record<string, LatestEntry> = {};
  row?.id.forEach((id, i) => {
    results[id] = {
      curVal: timedElement(row.val_ts[i], row.val[i]),
      curScore: timedElement(row.score_ts[i], row.score[i]),
      isAlerting: row.alerting[i] ?? false,
    };
  });
  return results;
}

const latestRow = z.object({
  id: z.array(z.string()),
  val: nullableFloats,
  val_ts: nullableFloats,
  score: nullableFloats,
  score_ts: nullableFloats,
  alerting: z.array(z.boolean()),
});

/** The latest values of measurements of a site, one array per column (exported for the bench). */
export const LATEST_SQL = `SELECT ${ARRAY_AGG('id', 'id')} AS id, ${ARRAY_AGG('cur_val', 'id')} AS val,
       ${ARRAY_AGG(EPOCH_MS('cur_val_ts'), 'id')} AS val_ts,
       ${ARRAY_AGG('cur_score', 'id')} AS score,
       ${ARRAY_AGG(EPOCH_MS('cur_score_ts'), 'id')} AS score_ts,
       ${ARRAY_AGG('is_alerting', 'id')} AS alerting
  FROM measurements WHERE site_id = $1 AND id = ANY($2::text[])`;

/**
 * The point a trend draws, named by point id, point uuid or (where allowed) measurement id, with
 * what the answer reports besides the pairs (exported for the bench).
 */
export const TREND_TARGET_SQL = `SELECT p.series_id, coalesce(m.kind, p.kind) AS kind, coalesce(nullif(m.unit, ''), p.unit) AS unit,
              p.range, coalesce(m.threshold, pt.threshold) AS threshold,
              coalesce(m.cur_val, p.cur_val) AS cur_val, coalesce(m.cur_val_ts, p.cur_val_ts) AS cur_val_ts,
              coalesce(m.cur_score, p.cur_score) AS cur_score
         FROM points p
         LEFT JOIN measurements m ON m.id = p.measurement_id
         LEFT JOIN point_types pt ON pt.type = p.type
        WHERE p.site_id = $1 AND (p.id = $2 OR p.uuid::text = $2 OR ($3 AND p.measurement_id = $2))
        ORDER BY (p.id = $2) DESC, p.created_at LIMIT 1`;

const trendTargetRow = z.object({
  series_id: z.number(),
  kind: z.enum(valueKind.enumValues),
  unit: z.string(),
  range: pointRangeDto.nullable(),
  threshold: thresholdsSchema.nullable(),
  cur_val: z.number().nullable(),
  cur_val_ts: z.date().nullable(),
  cur_score: z.number().nullable(),
});

export interface TrendRequest {
  siteId: string;
  /** The site's IANA zone: hours of long trends are its local hours. */
  timeZone: string;
  pointId: string;
  startTime: Date;
  endTime: Date;
  type: TrendResult['type'];
  force: boolean;
  /** Whether pointId may name a measurement (GET /api/trendData) or only a point. */
  allowMeasurement: boolean;
}

export async function trendData(
  database: DatabaseHandle,
  request: TrendRequest,
): Promise<TrendResult> {
  assertPeriodRange(request.startTime, request.endTime);
  return database.transaction(async (query) => {
    await useTimeZone(query, request.timeZone);
    const trend = await trendOf(query, request);
    if (!trend) {
      throw notFound('Point not found');
    }
    return trend;
  });
}

/** What GET /api/site/{siteId}/trends asks for: one period, many measurements or points. */
export interface SiteTrendsRequest extends Omit<TrendRequest, 'pointId' | 'force'> {
  pointIds: string[];
}

/**
 * The trends of many measurements of a site over one period, keyed by id, in one transaction: a
 * screen of many charts (a dashboard) asks once per site instead of once per chart. Ids that name
 * nothing of the site are left out.
 */
export async function siteTrends(
  database: DatabaseHandle,
  request: SiteTrendsRequest,
): Promise<Record<string, TrendResult>> {
  assertPeriodRange(request.startTime, request.endTime);
  return database.transaction(async (query) => {
    await useTimeZone(query, request.timeZone);
    const results: Record<string, TrendResult> = {};
    for (const pointId of new Set(request.pointIds)) {
      const trend = await trendOf(query, { ...request, pointId, force: false });
      if (trend) {
        results[pointId] = trend;
      }
    }
    return results;
  });
}

/** One point's trend, read in a transaction already set to the site's zone; null if unknown. */
async function trendOf(query: SqlRunner, request: TrendRequest): Promise<TrendResult | null> {
  const start = request.startTime.getTime();
  const end = request.endTime.getTime();
  const [target] = await query(trendTargetRow, TREND_TARGET_SQL, [
    request.siteId,
    request.pointId,
    request.allowMeasurement,
  ]);
  if (!target) {
    return null;
  }
  // Long ranges read the rollups by hour, whose counts also say whether the raw readings would
  // fit the chart after all (a sparse series): then the raw readings are drawn instead.
  let hourly =
    request.force || end - start <= RAW_TREND_MAX_MS
      ? null
      : await hourlyPairs(query, target.series_id, request);
  let rawPairs =
    hourly === null || hourly.readings <= TREND_MAX_POINTS
      ? await readingPairs(query, target, request)
      : null;
  // Raw readings missing that the rollups counted: retention dropped them (RETENTION_READINGS_DAYS,
  // jobs/retention.ts), and the rollups, kept for good, draw the range by hour instead.
  if (
    rawPairs &&
    !request.force &&
    rawPairs.readings < (await rolledUpInside(query, target, request))
  ) {
    hourly ??= await hourlyPairs(query, target.series_id, request);
    rawPairs = null;
  }
  return {
    data: rawPairs ? rawPairs.pairs : hourly!.pairs,
    band: rawPairs ? null : hourly!.band,
    start,
    curVal: timed(target.cur_val_ts, target.cur_val),
    curScore: timed(target.cur_val_ts, target.cur_score),
    unit: target.unit,
    kind: target.kind,
    type: request.type,
    range: target.range,
    resolution: rawPairs ? 'raw' : 'hourly',
  };
}

type TrendTarget = Pick<z.output<typeof trendTargetRow>, 'series_id' | 'threshold'>;

/** The range's raw readings, down-sampled to the chart, and how many there were. */
async function readingPairs(
  query: SqlRunner,
  target: TrendTarget,
  request: TrendRequest,
): Promise<{ pairs: ChartPair[]; readings: number }> {
  const [row] = await query(
    z.object({ t: floats, v: floats }),
    `SELECT ${ARRAY_AGG(EPOCH_MS('ts'), 'ts')} AS t,
            ${ARRAY_AGG('value', 'ts')} AS v
       FROM readings WHERE series_id = $1 AND ts >= $2 AND ts < $3`,
    [target.series_id, request.startTime.toISOString(), request.endTime.toISOString()],
  );
  const { t = [], v = [] } = row ?? {};
  const thresholds = target.threshold;
  const pairs = downsampleMinMax(
    t.map((ts, i) => [
      ts,
      request.type === 'value' ? v[i]! : thresholds ? scoreReading(v[i]!, thresholds) : null,
    ]),
    TREND_MAX_POINTS,
  );
  return { pairs, readings: t.length };
}

/** How many readings the rollups count in the quarter hours wholly inside the range. */
async function rolledUpInside(
  query: SqlRunner,
  target: TrendTarget,
  request: TrendRequest,
): Promise<number> {
  const [row] = await query(
    z.object({ n: z.number() }),
    `SELECT coalesce(sum(count), 0)::int AS n FROM reading_rollups
      WHERE series_id = $1 AND bucket >= $2 AND bucket <= $3::timestamptz - make_interval(secs => $4)`,
    [
      target.series_id,
      request.startTime.toISOString(),
      request.endTime.toISOString(),
      ROLLUP_BUCKET_MS / 1000,
    ],
  );
  return row?.n ?? 0;
}

/**
 * The local hours (the transaction's zone) of a series' range as arrays of start, average, low
 * and high, from the hour's buckets (exported for the bench).
 */
export const hourlyTrendSql = (type: TrendRequest['type']) => {
  const column = type === 'value' ? '' : 'score_';
  return `SELECT ${ARRAY_AGG(EPOCH_MS('hour'), 'hour')} AS t,
            ${ARRAY_AGG('average', 'hour')} AS average,
            ${ARRAY_AGG('low', 'hour')} AS low,
            ${ARRAY_AGG('high', 'hour')} AS high,
            coalesce(sum(n), 0)::int AS n
       FROM (SELECT date_trunc('hour', bucket) AS hour,
                    sum(${column}sum) / nullif(sum(${column}count), 0) AS average,
                    min(${column}min) AS low, max(${column}max) AS high, sum(count) AS n
               FROM reading_rollups
              WHERE series_id = $1 AND bucket >= date_trunc('hour', $2::timestamptz) AND bucket < $3
              GROUP BY 1) AS hours`;
};

/**
 * The hours of the range as the line of their averages and the band of their lows and highs, both
 * at each hour's middle and broken where hours are missing, and how many readings they summarize.
 */
async function hourlyPairs(
  query: SqlRunner,
  seriesId: number,
  request: TrendRequest,
): Promise<{ pairs: ChartPair[]; band: TrendBandEntry[]; readings: number }> {
  const [row] = await query(
    z.object({
      t: floats,
      average: nullableFloats,
      low: nullableFloats,
      high: nullableFloats,
      n: z.number(),
    }),
    hourlyTrendSql(request.type),
    [seriesId, request.startTime.toISOString(), request.endTime.toISOString()],
  );
  const { t = [], average = [], low = [], high = [], n: readings = 0 } = row ?? {};
  const middles = t.map((ts) => ts + HOUR_MS / 2);
  const pairs = breakAtGaps(
    middles.map((ts, i): ChartPair => [ts, average[i] ?? null]),
    HOUR_MS,
    (ts): ChartPair => [ts, null],
  );
  const band = breakAtGaps(
    middles.map((ts, i): TrendBandEntry => [ts, low[i] ?? null, high[i] ?? null]),
    HOUR_MS,
    (ts): TrendBandEntry => [ts, null, null],
  );
  return { pairs, band, readings };
}
