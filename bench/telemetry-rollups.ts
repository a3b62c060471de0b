/** Heat map and report over rollups, next to the same numbers computed from the raw readings. */
import { z } from 'zod';
import type { SqlRunner } from '../apps/server/src/db/connect';
import { createSite } from '../apps/server/test/fixtures/factories';
import { zoneMeansSql } from '../apps/server/src/modules/heatmap/heatmap.service';
import { REPORT_ROLLUP_SQL } from '../apps/server/src/modules/reports/reports.service';
import { call, DAY, END, history, sensors, type Fixture } from './telemetry-fixture';
import { fmt, timeIt } from './timing';

/**
 * Heat map (100 zones × 30 days) and report (50 measurements × 60 days) on a site of their own
 * with readings every `stepMs`: each endpoint next to the rollup SQL it runs, and that SQL next
 * to the same aggregation over the raw readings, whose numbers must be identical.
 */
export async function benchRollupQueries(
  f: Fixture,
  stepMs: number,
  rate: string,
): Promise<string[]> {
  const get = (url: string) => call(f, { url });
  const inNewYork = <T>(work: (q: SqlRunner) => Promise<T>) =>
    f.handle.transaction(async (q) => {
      await q(`SELECT set_config('TimeZone', 'America/New_York', true)`);
      return work(q);
    });
  const sql = (text: string, params: unknown[]) => inNewYork((q) => q(text, params));
  // The same statement with its rows, compared column by column (parsing is not timed).
  const rowsOf = (text: string, params: unknown[]) =>
    inNewYork((q) => q(z.record(z.string(), z.unknown()), text, params));
  const site = await createSite(f.handle.db, f.projectId, { name: `Bench ${rate}` });
  const zones = await sensors(f, 100, site.id);
  const reportSeries = zones.slice(0, 50);
  await history(
    f,
    reportSeries.map((z) => z.seriesId),
    60,
    stepMs,
  );
  await history(
    f,
    zones.slice(50).map((z) => z.seriesId),
    30,
    stepMs,
  );
  const lines: string[] = [];
  const compare = async (
    label: string,
    endpoint: () => Promise<unknown>,
    runs: number,
    wrappedSql: string,
    rollupSql: string,
    rawSql: string,
    params: unknown[],
  ) => {
    const api = await timeIt(runs, endpoint);
    const wrapped = await timeIt(runs, () => sql(wrappedSql, params));
    const rollup =
      rollupSql === wrappedSql ? wrapped : await timeIt(runs, () => sql(rollupSql, params));
    const raw = await timeIt(3, () => sql(rawSql, params));
    const key = (r: Record<string, unknown>) => `${String(r.series_id)}|${String(r.period)}`;
    const a = new Map((await rowsOf(rollupSql, params)).map((r) => [key(r), r]));
    const b = await rowsOf(rawSql, params);
    const same =
      a.size === b.length &&
      b.every((r) => {
        const x = a.get(key(r));
        return (
          x !== undefined &&
          Object.keys(r).every((k) =>
            k === 'period' || k === 'series_id'
              ? true
              : Math.abs(Number(x[k]) - Number(r[k])) < 1e-6,
          )
        );
      });
    lines.push(
      `| ${label}, ${rate} data | ${fmt(api)} | ${fmt(wrapped)}; value aggregates from rollups ${fmt(rollup)}, same from raw rows ${fmt(raw)}: ${(raw.p50 / rollup.p50).toFixed(0)}× slower, numbers ${same ? 'identical' : 'DIFFER'} |`,
    );
  };

  const from = new Date(END - 30 * DAY).toISOString();
  const to = new Date(END).toISOString();
  await compare(
    'heat map, 100 zones × 30 days',
    () =>
      get(
        `/api/sites/${site.id}/heatmap/alerts?type=measurements&measurementType=co2&timePeriod=custom&startDate=2026-10-21&endDate=2026-11-19&timezone=America/New_York`,
      ),
    20,
    zoneMeansSql('day'),
    zoneMeansSql('day'),
    `SELECT r.series_id, date_trunc('day', r.ts) AS period, sum(r.value) AS sum, count(*)::int AS count
       FROM readings r
      WHERE r.series_id = ANY($1::int[]) AND r.ts >= $2 AND r.ts < $3 GROUP BY 1, 2`,
    [zones.map((z) => z.seriesId), from, to],
  );

  const reportFrom = new Date(END - 60 * DAY).toISOString();
  const reportTo = new Date(END).toISOString();
  await compare(
    'report, 50 measurements × 60 days',
    () =>
      call(f, {
        method: 'POST',
        url: `/api/sites/reports/${site.id}?startTime=${reportFrom}&endTime=${reportTo}`,
        payload: { measurementIds: reportSeries.map((z) => z.measurementId) },
      }),
    10,
    REPORT_ROLLUP_SQL,
    `SELECT r.series_id, date_trunc('day', r.bucket) AS period, min(r.min) AS min, max(r.max) AS max,
            sum(r.sum) AS sum, sum(r.count)::int AS count
       FROM reading_rollups r
      WHERE r.series_id = ANY($1::int[]) AND r.bucket >= $2 AND r.bucket < $3 GROUP BY 1, 2`,
    `SELECT r.series_id, date_trunc('day', r.ts) AS period, min(r.value) AS min, max(r.value) AS max,
            sum(r.value) AS sum, count(*)::int AS count
       FROM readings r
      WHERE r.series_id = ANY($1::int[]) AND r.ts >= $2 AND r.ts < $3 GROUP BY 1, 2`,
    [reportSeries.map((z) => z.seriesId), reportFrom, reportTo],
  );
  return lines;
}
