/**
 * Reports (spec 002 §3 Report, §7) and the measurement trees the report and schedule screens pick
 * from. A report gives, per measurement, one interval per hour, day or week in the site's time
 * zone (hourly up to 2 days and daily beyond unless asked) with the min, max and mean of values
 * and scores and the reading count, all from the quarter-hour rollups. The period is
 * [startTime, endTime): a report up to midnight ends the day before it. With occupiedOnly only the
 * quarter hours in the site's opening hours count. Each measurement has a summary (the shares of
 * its quarter hours in each score band) and the report names its worst zone.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type {
  MeasurementsTreeResponse,
  ReportResponse,
  ReportSummary,
  TreeMeasurement,
} from '@airboard/shared/api';
import type { DatabaseHandle, SqlRunner } from '../../db/connect';
import {
  defaultReportInterval,
  SCORE_BAND_FROM,
  type OpeningHours,
  type ReportIntervalSize,
} from '@airboard/shared/rules';
import { sites, valueKind } from '../../db/schema/index';
import { HttpError } from '../../lib/http-error';
import { boundedSql, boundedSumSql } from '../../telemetry/bounded-aggregates';
import { assertPeriodRange, useTimeZone } from '../../telemetry/local-time';
import { occupiedSql, openingHoursOf } from './occupied-quarters';

type Tree = MeasurementsTreeResponse['results'];

/** Measurements grouped by zone; `onlySchedules` keeps the zones that are schedule groups. */
export async function measurementsTree(
  database: DatabaseHandle,
  site: { id: string; name: string },
  options: { includeScores: boolean; onlySchedules: boolean },
): Promise<Tree> {
  const rows = await database.transaction((query) =>
    query(
      z.object({
        id: z.string(),
        name: z.string(),
        type: z.string(),
        kind: z.enum(valueKind.enumValues),
        unit: z.string(),
        cur_val: z.number().nullable(),
        cur_score: z.number().nullable(),
        zone_id: z.string().nullable(),
        zone_name: z.string().nullable(),
        zone_source: z.string().nullable(),
      }),
      `SELECT m.id, m.name, m.type, m.kind, m.unit, m.cur_val, m.cur_score,
              z.id AS zone_id, z.name AS zone_name, z.source AS zone_source
         FROM measurements m LEFT JOIN zones z ON z.id = m.zone_id
        WHERE m.site_id = $1 AND m.parent_id IS NULL
        ORDER BY z.name NULLS FIRST, z.id, m.position, m.name`,
      [site.id],
    ),
  );
  const tree: Tree = { zones: [], site: { objectId: site.id, name: site.name, measurements: [] } };
  for (const r of rows) {
    const item: TreeMeasurement = {
      objectId: r.id,
      name: r.name,
      type: r.type,
      kind: r.kind,
      unit: r.unit,
      curVal: r.cur_val,
      ...(options.includeScores ? { curScore: r.cur_score } : {}),
    };
    if (!r.zone_id) {
      tree.site.measurements.push(item);
      continue;
    }
    if (options.onlySchedules && r.zone_source !== 'schedule') {
      continue;
    }
    let zone = tree.zones.at(-1);
    if (zone?.objectId !== r.zone_id) {
      zone = { objectId: r.zone_id, name: r.zone_name ?? '', measurements: [] };
      tree.zones.push(zone);
    }
    zone.measurements.push(item);
  }
  return tree;
}

/** Keeps a site's opening hours, their weekdays in order as they are shown. */
export async function saveOpeningHours(
  database: DatabaseHandle,
  siteId: string,
  hours: OpeningHours,
): Promise<OpeningHours> {
  const openingHours = { ...hours, weekdays: [...hours.weekdays].sort((a, b) => a - b) };
  await database.db.update(sites).set({ openingHours }).where(eq(sites.id, siteId));
  return openingHours;
}

/** Gives a site back the default opening hours (it follows them if they ever change). */
export async function resetOpeningHours(
  database: DatabaseHandle,
  siteId: string,
): Promise<OpeningHours> {
  await database.db.update(sites).set({ openingHours: null }).where(eq(sites.id, siteId));
  return openingHoursOf({ openingHours: null });
}

type Report = ReportResponse['results']['report'];

const reportMeasurementRow = z.object({
  id: z.string(),
  name: z.string(),
  zone_id: z.string().nullable(),
  zone: z.string().nullable(),
  kind: z.enum(valueKind.enumValues),
  type: z.string(),
  unit: z.string(),
});
export type ReportMeasurementRow = z.infer<typeof reportMeasurementRow>;

/** The chosen measurements of the site in the order chosen; 404 when one is not the site's. */
export async function reportMeasurements(
  query: SqlRunner,
  siteId: string,
  measurementIds: string[],
): Promise<ReportMeasurementRow[]> {
  const measurements = await query(
    reportMeasurementRow,
    `SELECT m.id, m.name, m.zone_id, z.name AS zone, m.kind, m.type, m.unit
       FROM measurements m LEFT JOIN zones z ON z.id = m.zone_id
      WHERE m.site_id = $1 AND m.id = ANY($2::text[])
      ORDER BY array_position($2::text[], m.id)`,
    [siteId, measurementIds],
  );
  if (measurements.length !== new Set(measurementIds).size) {
    throw new HttpError(404, 'Measurement not found');
  }
  return measurements;
}

/** A report's range and measurements, refused as buildReport would refuse them (400, 404). */
export async function checkReportRequest(
  database: DatabaseHandle,
  site: { id: string },
  request: { startTime: Date; endTime: Date; measurementIds: string[] },
): Promise<void> {
  assertPeriodRange(request.startTime, request.endTime);
  await database.transaction((query) => reportMeasurements(query, site.id, request.measurementIds));
}

/** What a report covers: the range, its interval and whether only opening hours count. */
export interface ReportRange {
  startTime: Date;
  endTime: Date;
  interval?: ReportIntervalSize | undefined;
  occupiedOnly?: boolean | undefined;
}

export async function buildReport(
  database: DatabaseHandle,
  site: { id: string; timeZone: string; openingHours: OpeningHours | null },
  range: ReportRange,
  measurementIds: string[],
  options: { summaries: boolean } = { summaries: true },
): Promise<Report> {
  const { startTime, endTime } = range;
  assertPeriodRange(startTime, endTime);
  const interval = range.interval ?? defaultReportInterval(startTime, endTime);
  const occupied = range.occupiedOnly ? openingHoursOf(site) : null;
  return database.transaction(async (query) => {
    await useTimeZone(query, site.timeZone);
    const measurements = await reportMeasurements(query, site.id, measurementIds);
    const intervals = await intervalsOf(query, range, interval);
    const series = await seriesOfMeasurements(query, measurementIds);
    const cells = await intervalCells(query, series, range, interval, occupied);
    const summaries = options.summaries
      ? await bandSummaries(query, series, range, occupied)
      : new Map<string, NonNullable<ReportSummary>>();
    const byKey = new Map(cells.map((c) => [`${c.measurement_id}|${c.day.getTime()}`, c]));
    return {
      timezone: site.timeZone,
      occupiedOnly: occupied !== null,
      worstZone: worstZone(measurements, cells),
      data: measurements.map((m) => ({
        measurementId: m.id,
        measurementName: m.name,
        measurementZone: m.zone,
        measurementKind: m.kind,
        measurementType: m.type,
        unit: m.unit,
        intervals: intervals.map((d) => {
          const c = byKey.get(`${m.id}|${d.start.getTime()}`);
          return {
            intervalName: d.name,
            startTime: d.start.toISOString(),
            minVal: c?.min ?? null,
            maxVal: c?.max ?? null,
            aveVal: c?.mean ?? null,
            minScore: c?.smin ?? null,
            maxScore: c?.smax ?? null,
            aveScore: c?.smean ?? null,
            count: c?.count ?? 0,
          };
        }),
        summary: summaries.get(m.id) ?? null,
      })),
    };
  });
}

/**
 * A report's range cut into consecutive parts of at most `intervalsPerPart` intervals, each on the
 * interval grid of the whole range (so a part's report has exactly the whole report's rows of
 * those intervals). The CSV builds one part at a time: its first rows leave before the last part
 * is aggregated.
 */
export async function reportParts(
  database: DatabaseHandle,
  site: { timeZone: string },
  range: ReportRange,
  intervalsPerPart: number,
): Promise<(ReportRange & { interval: ReportIntervalSize })[]> {
  assertPeriodRange(range.startTime, range.endTime);
  const interval = range.interval ?? defaultReportInterval(range.startTime, range.endTime);
  const intervals = await database.transaction(async (query) => {
    await useTimeZone(query, site.timeZone);
    return intervalsOf(query, range, interval);
  });
  const parts: (ReportRange & { interval: ReportIntervalSize })[] = [];
  for (let first = 0; first < intervals.length; first += intervalsPerPart) {
    const next = intervals[first + intervalsPerPart];
    parts.push({
      ...range,
      interval,
      startTime: first === 0 ? range.startTime : intervals[first]!.start,
      endTime: next ? next.start : range.endTime,
    });
  }
  return parts;
}

/** The intervals of a range on the transaction's clock: their starts and names. */
function intervalsOf(
  query: SqlRunner,
  range: { startTime: Date; endTime: Date },
  interval: ReportIntervalSize,
) {
  return query(
    z.object({ start: z.date(), name: z.string() }),
    `SELECT d AS start, to_char(d, '${interval === 'hour' ? 'YYYY-MM-DD HH24:MI' : 'YYYY-MM-DD'}') AS name
       FROM generate_series(date_trunc('${interval}', $1::timestamptz), $2::timestamptz - interval '1 millisecond', interval '1 ${interval}') AS d`,
    [range.startTime.toISOString(), range.endTime.toISOString()],
  );
}

/** The points (series) feeding each measurement: a replaced sensor leaves two. */
async function seriesOfMeasurements(
  query: SqlRunner,
  measurementIds: string[],
): Promise<Map<number, string>> {
  const series = await query(
    z.object({ series_id: z.number(), measurement_id: z.string() }),
    `SELECT series_id, measurement_id FROM points WHERE measurement_id = ANY($1::text[])`,
    [measurementIds],
  );
  return new Map(series.map((s) => [s.series_id, s.measurement_id]));
}

/** The rollups of the series in the range ($1 series, $2 start, $3 end), alias r. */
const rollupsInRange = (occupied: OpeningHours | null) =>
  `r.series_id = ANY($1::int[]) AND r.bucket >= $2 AND r.bucket < $3${
    occupied ? ` AND ${occupiedSql('r.bucket', occupied)}` : ''
  }`;

/**
 * Per measurement: the shares of its quarter hours (with scores) whose average score falls in each
 * band. The quarter's average is over every series of the measurement.
 */
async function bandSummaries(
  query: SqlRunner,
  measurementOf: Map<number, string>,
  range: { startTime: Date; endTime: Date },
  occupied: OpeningHours | null,
): Promise<Map<string, NonNullable<ReportSummary>>> {
  const rows = await query(
    z.object({
      measurement_id: z.string(),
      excellent: z.number(),
      good: z.number(),
      poor: z.number(),
    }),
    `SELECT measurement_id,
            count(*) FILTER (WHERE score >= ${SCORE_BAND_FROM.Excellent})::int AS excellent,
            count(*) FILTER (WHERE score >= ${SCORE_BAND_FROM.Good} AND score < ${SCORE_BAND_FROM.Excellent})::int AS good,
            count(*) FILTER (WHERE score < ${SCORE_BAND_FROM.Good})::int AS poor
       FROM (SELECT p.measurement_id, r.bucket, sum(r.score_sum) / sum(r.score_count) AS score
               FROM reading_rollups r JOIN points p ON p.series_id = r.series_id
              WHERE ${rollupsInRange(occupied)}
              GROUP BY 1, 2 HAVING sum(r.score_count) > 0) AS quarters
      GROUP BY 1`,
    [[...measurementOf.keys()], range.startTime.toISOString(), range.endTime.toISOString()],
  );
  return new Map(
    rows.map((r) => {
      const quarters = r.excellent + r.good + r.poor;
      return [
        r.measurement_id,
        { excellent: r.excellent / quarters, good: r.good / quarters, poor: r.poor / quarters },
      ];
    }),
  );
}

/** The zone whose chosen measurements' scores average lowest over the whole report. */
function worstZone(measurements: ReportMeasurementRow[], cells: DayCell[]): Report['worstZone'] {
  const measurementZone = new Map(measurements.map((m) => [m.id, m]));
  const zones = new Map<string, { name: string; ssum: number; scount: number }>();
  for (const cell of cells) {
    const m = measurementZone.get(cell.measurement_id);
    if (!m?.zone_id || cell.scount === 0) {
      continue;
    }
    const zone = zones.get(m.zone_id) ?? { name: m.zone ?? '', ssum: 0, scount: 0 };
    zone.ssum += cell.ssum;
    zone.scount += cell.scount;
    zones.set(m.zone_id, zone);
  }
  let worst: Report['worstZone'] = null;
  for (const [zoneId, zone] of zones) {
    const aveScore = zone.ssum / zone.scount;
    if (!worst || aveScore < worst.aveScore) {
      worst = { zoneId, name: zone.name, aveScore };
    }
  }
  return worst;
}

/**
 * The interval a rollup bucket falls in, on the transaction's clock. Hours are counted in absolute
 * time from the range's first hour: on the night clocks go back each of the two 1 a.m. hours is
 * its own interval, where date_trunc would fold them into one.
 */
const INTERVAL_OF_BUCKET: Record<ReportIntervalSize, string> = {
  hour: `date_bin('1 hour', r.bucket, date_trunc('hour', $2::timestamptz))`,
  day: `date_trunc('day', r.bucket)`,
  week: `date_trunc('week', r.bucket)`,
};

/** Per series and local interval: the rollup aggregates a report is built from. */
const reportRollupSql = (
  interval: ReportIntervalSize,
  occupied: OpeningHours | null = null,
) => `SELECT r.series_id, ${INTERVAL_OF_BUCKET[interval]} AS day,
            ${boundedSql('min(r.min)')} AS min, ${boundedSql('max(r.max)')} AS max,
            ${boundedSumSql('r.sum')} AS sum, sum(r.count)::int AS count,
            min(r.score_min) AS smin, max(r.score_max) AS smax,
            ${boundedSumSql('r.score_sum')} AS ssum, sum(r.score_count)::int AS scount
       FROM reading_rollups r
      WHERE ${rollupsInRange(occupied)}
      GROUP BY 1, 2`;

/** The daily report's rollup statement (exported for the bench). */
export const REPORT_ROLLUP_SQL = reportRollupSql('day');

/** A row of reportRollupSql: one series' aggregates of one local day. */
const seriesDayRow = z.object({
  series_id: z.number(),
  day: z.date(),
  min: z.number(),
  max: z.number(),
  sum: z.number(),
  count: z.number(),
  smin: z.number().nullable(),
  smax: z.number().nullable(),
  ssum: z.number(),
  scount: z.number(),
});

/** A measurement's aggregates of one local interval (`day` is the interval's start). */
interface DayCell {
  measurement_id: string;
  day: Date;
  min: number | null;
  max: number | null;
  mean: number | null;
  smin: number | null;
  smax: number | null;
  smean: number | null;
  /** The sum and number of scores, which the worst zone adds up. */
  ssum: number;
  scount: number;
  count: number;
}

/**
 * Per measurement and local interval (the transaction's zone): min, max and mean of values and
 * scores and the reading count, from the quarter-hour rollups. Rollups are grouped per series on two narrow
 * keys, then folded into their measurements here, exactly as if the readings were aggregated
 * directly.
 */
async function intervalCells(
  query: SqlRunner,
  measurementOf: Map<number, string>,
  range: { startTime: Date; endTime: Date },
  interval: ReportIntervalSize,
  occupied: OpeningHours | null,
): Promise<DayCell[]> {
  const rows = await query(seriesDayRow, reportRollupSql(interval, occupied), [
    [...measurementOf.keys()],
    range.startTime.toISOString(),
    range.endTime.toISOString(),
  ]);
  const folded = new Map<string, (typeof rows)[number] & { measurement_id: string }>();
  for (const row of rows) {
    const measurementId = measurementOf.get(row.series_id)!;
    const key = `${measurementId}|${row.day.getTime()}`;
    const cell = folded.get(key);
    if (!cell) {
      folded.set(key, { ...row, measurement_id: measurementId });
      continue;
    }
    cell.min = Math.min(cell.min, row.min);
    cell.max = Math.max(cell.max, row.max);
    cell.sum += row.sum;
    cell.count += row.count;
    cell.smin = minOf(cell.smin, row.smin);
    cell.smax = maxOf(cell.smax, row.smax);
    cell.ssum += row.ssum;
    cell.scount += row.scount;
  }
  return [...folded.values()].map((c) => ({
    measurement_id: c.measurement_id,
    day: c.day,
    min: c.min,
    max: c.max,
    mean: c.sum / c.count,
    smin: c.smin,
    smax: c.smax,
    smean: c.scount > 0 ? c.ssum / c.scount : null,
    ssum: c.ssum,
    scount: c.scount,
    count: c.count,
  }));
}

const minOf = (a: number | null, b: number | null) =>
  a === null ? b : b === null ? a : Math.min(a, b);
const maxOf = (a: number | null, b: number | null) =>
  a === null ? b : b === null ? a : Math.max(a, b);
