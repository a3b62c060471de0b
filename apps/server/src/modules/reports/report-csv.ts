/**
 * A report as RFC 4180 CSV (issue 17), written as a stream: UTF-8 with a byte-order mark so
 * spreadsheets read names in any script, CRLF records, text cells that a spreadsheet would run as
 * a formula neutralised (rules/reports.ts). Interval aggregates come from the report itself (one
 * row per measurement and interval, or one per interval with a column per measurement); raw
 * readings are read in keyset pages of PAGE_ROWS, each page its own short transaction, so neither
 * the file nor the readings are ever held whole and no connection is kept while the client reads.
 * Interval rows are aggregated a measurement (long) or about a week (wide) at a time, so the first
 * rows leave at once however long the range. Times are ISO 8601 on the site's clock with its offset. With occupiedOnly, raw readings too are
 * only those of the quarter hours in the site's opening hours.
 */
import { Readable } from 'node:stream';
import { z } from 'zod';
import { zoneOffsetMs } from '@airboard/shared';
import type { ReportCsvRequest } from '@airboard/shared/api';
import { csvRecord, defaultReportInterval, roundValue } from '@airboard/shared/rules';
import type { OpeningHours, ReportIntervalSize } from '@airboard/shared/rules';
import type { DatabaseHandle, SqlRunner } from '../../db/connect';
import { useTimeZone } from '../../telemetry/local-time';
import { occupiedSql, openingHoursOf } from './occupied-quarters';
import {
  buildReport,
  reportMeasurements,
  reportParts,
  type ReportMeasurementRow,
} from './reports.service';

/** Readings per page: a few hundred kilobytes of CSV, small next to a stream's buffers. */
const PAGE_ROWS = 10_000;
const DAY_MS = 86_400_000;
const BYTE_ORDER_MARK = '\uFEFF';

type Site = { id: string; name: string; timeZone: string; openingHours: OpeningHours | null };

/**
 * "Site report 2026-11-01 to 2026-11-07.csv": the site and the range's local days; the name of a
 * download and of a scheduled e-mail's attachment.
 */
export function reportFileName(site: { name: string; timeZone: string }, start: Date, end: Date) {
  const day = (instant: Date) => instant.toLocaleDateString('en-CA', { timeZone: site.timeZone });
  // The range's end is exclusive (or the last millisecond): its last day is the one before it.
  return `${site.name} report ${day(start)} to ${day(new Date(end.getTime() - 1))}.csv`;
}

export function reportCsv(database: DatabaseHandle, site: Site, request: ReportCsvRequest) {
  return Readable.from(csvChunks(database, site, request), { objectMode: false });
}

async function* csvChunks(database: DatabaseHandle, site: Site, request: ReportCsvRequest) {
  yield BYTE_ORDER_MARK;
  const clock = siteClock(site.timeZone);
  if (!request.raw) {
    yield* intervalRows(database, site, request, clock);
    return;
  }
  const measurements = await database.transaction((query) =>
    reportMeasurements(query, site.id, request.measurementIds),
  );
  const series = await seriesOf(database, measurements);
  const readings = readingsOf(site, request.occupiedOnly ?? false);
  if (request.format === 'long') {
    yield csvRecord(['site', 'zone', 'measurement', 'unit', 'time', 'value']);
    for (const m of measurements) {
      for (const seriesId of series.byMeasurement.get(m.id) ?? []) {
        for await (const page of readingPages(database, readings, seriesId, request)) {
          yield page
            .map((r) => csvRecord([site.name, m.zone, m.name, m.unit, clock(r.ts), r.value]))
            .join('');
        }
      }
    }
    return;
  }
  yield csvRecord(['time', ...measurements.map(columnName)]);
  const column = new Map(measurements.map((m, i) => [m.id, i]));
  // A day of every series at a time, in time order: one row per instant any of them reported.
  for (let from = request.startTime.getTime(); from < request.endTime.getTime(); from += DAY_MS) {
    const to = Math.min(from + DAY_MS, request.endTime.getTime());
    const rows = await database.transaction(async (query) => {
      await readings.prepare(query);
      return query(
        z.object({ series_id: z.number(), ts: z.date(), value: z.number() }),
        `SELECT series_id, ts, value FROM readings
          WHERE series_id = ANY($1::int[]) AND ts >= $2 AND ts < $3${readings.where}
          ORDER BY ts, series_id`,
        [series.all, new Date(from).toISOString(), new Date(to).toISOString()],
      );
    });
    let chunk = '';
    for (let i = 0; i < rows.length;) {
      const ts = rows[i]!.ts.getTime();
      const cells: (number | null)[] = measurements.map(() => null);
      for (; i < rows.length && rows[i]!.ts.getTime() === ts; i++) {
        cells[column.get(series.measurementOf.get(rows[i]!.series_id)!)!] = rows[i]!.value;
      }
      chunk += csvRecord([clock(new Date(ts)), ...cells]);
    }
    yield chunk;
  }
}

/**
 * A wide file's part: about a week of intervals of every measurement, a few hundred milliseconds
 * of aggregation, so the first rows leave long before a two-month file is aggregated.
 */
const INTERVALS_PER_PART: Record<ReportIntervalSize, number> = { hour: 168, day: 7, week: 1 };

async function* intervalRows(
  database: DatabaseHandle,
  site: Site,
  request: ReportCsvRequest,
  clock: (instant: Date) => string,
) {
  const rounded = (value: number | null) => (value === null ? null : roundValue(value));
  const noSummaries = { summaries: false };
  if (request.format === 'long') {
    yield csvRecord([
      'site',
      'zone',
      'measurement',
      'unit',
      'interval start',
      'min',
      'max',
      'avg',
      'min score',
      'max score',
      'avg score',
      'count',
    ]);
    // One measurement at a time: its rows are the file's next rows.
    for (const measurementId of request.measurementIds) {
      const report = await buildReport(database, site, request, [measurementId], noSummaries);
      const m = report.data[0]!;
      yield m.intervals
        .map((i) =>
          csvRecord([
            site.name,
            m.measurementZone,
            m.measurementName,
            m.unit,
            clock(new Date(i.startTime)),
            rounded(i.minVal),
            rounded(i.maxVal),
            rounded(i.aveVal),
            rounded(i.minScore),
            rounded(i.maxScore),
            rounded(i.aveScore),
            i.count,
          ]),
        )
        .join('');
    }
    return;
  }
  const measurements = await database.transaction((query) =>
    reportMeasurements(query, site.id, request.measurementIds),
  );
  yield csvRecord(['interval start', ...measurements.map(columnName)]);
  const interval = request.interval ?? defaultReportInterval(request.startTime, request.endTime);
  for (const part of await reportParts(database, site, request, INTERVALS_PER_PART[interval])) {
    const report = await buildReport(database, site, part, request.measurementIds, noSummaries);
    yield report.data[0]!.intervals.map((row, index) =>
      csvRecord([
        clock(new Date(row.startTime)),
        ...report.data.map((m) => rounded(m.intervals[index]!.aveVal)),
      ]),
    ).join('');
  }
}

/** A wide file's column: where and what, e.g. "Room 101 / CO2 (ppm)". */
const columnName = (m: Pick<ReportMeasurementRow, 'zone' | 'name' | 'unit'>) =>
  `${m.zone ? `${m.zone} / ` : ''}${m.name}${m.unit ? ` (${m.unit})` : ''}`;

/** The points (series) feeding each measurement: a replaced sensor leaves two. */
async function seriesOf(database: DatabaseHandle, measurements: ReportMeasurementRow[]) {
  const rows = await database.transaction((query) =>
    query(
      z.object({ series_id: z.number(), measurement_id: z.string() }),
      `SELECT series_id, measurement_id FROM points WHERE measurement_id = ANY($1::text[])
        ORDER BY series_id`,
      [measurements.map((m) => m.id)],
    ),
  );
  const byMeasurement = new Map<string, number[]>();
  for (const r of rows) {
    byMeasurement.set(r.measurement_id, [
      ...(byMeasurement.get(r.measurement_id) ?? []),
      r.series_id,
    ]);
  }
  return {
    all: rows.map((r) => r.series_id),
    byMeasurement,
    measurementOf: new Map(rows.map((r) => [r.series_id, r.measurement_id])),
  };
}

/**
 * Which raw readings a file holds: all, or with occupiedOnly those of the opening hours, read on
 * the site's clock (`prepare` sets it on the page's transaction).
 */
interface ReadingFilter {
  prepare: (query: SqlRunner) => Promise<void>;
  /** Appended to a WHERE on the readings table. */
  where: string;
}

function readingsOf(site: Site, occupiedOnly: boolean): ReadingFilter {
  if (!occupiedOnly) {
    return { prepare: async () => {}, where: '' };
  }
  return {
    prepare: (query) => useTimeZone(query, site.timeZone),
    where: ` AND ${occupiedSql('ts', openingHoursOf(site))}`,
  };
}

/** One series' readings in the range, in time order, a page at a time (the key's index order). */
async function* readingPages(
  database: DatabaseHandle,
  readings: ReadingFilter,
  seriesId: number,
  range: { startTime: Date; endTime: Date },
) {
  let after = new Date(range.startTime.getTime() - 1);
  for (;;) {
    const page = await database.transaction(async (query) => {
      await readings.prepare(query);
      return query(
        z.object({ ts: z.date(), value: z.number() }),
        `SELECT ts, value FROM readings WHERE series_id = $1 AND ts > $2 AND ts < $3${readings.where}
          ORDER BY ts LIMIT ${PAGE_ROWS}`,
        [seriesId, after.toISOString(), range.endTime.toISOString()],
      );
    });
    if (page.length > 0) {
      yield page;
      after = page.at(-1)!.ts;
    }
    if (page.length < PAGE_ROWS) {
      return;
    }
  }
}

/**
 * Formats instants as ISO 8601 on the zone's clock with its offset (2026-11-01T01:30:00-04:00).
 * Offsets change on whole quarter hours, so each quarter hour's is looked up once: a million
 * readings cost a few thousand Intl calls.
 */
export function siteClock(timeZone: string): (instant: Date) => string {
  const offsets = new Map<number, { minutes: number; text: string }>();
  const QUARTER_HOUR_MS = 900_000;
  return (instant) => {
    const key = Math.floor(instant.getTime() / QUARTER_HOUR_MS);
    let offset = offsets.get(key);
    if (!offset) {
      const minutes = Math.round(zoneOffsetMs(instant.getTime(), timeZone) / 60_000);
      const whole = Math.abs(minutes);
      const two = (n: number) => String(n).padStart(2, '0');
      const text = `${minutes < 0 ? '-' : '+'}${two(Math.floor(whole / 60))}:${two(whole % 60)}`;
      offset = { minutes, text };
      offsets.set(key, offset);
    }
    const local = new Date(instant.getTime() + offset.minutes * 60_000).toISOString();
    return `${local.slice(0, 19)}${offset.text}`;
  };
}
