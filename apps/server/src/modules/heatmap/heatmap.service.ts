/**
 * The heat map (spec 000 Heat map page, §3 Heat map result): periods × zones of a site, holding
 * the number of alerts that started (type alerts) or the mean value of a measurement type (type
 * measurements). Today is cut into hours, other periods into days, in the requested time zone.
 * Values come from the quarter-hour rollups, never from raw readings.
 */
import { z } from 'zod';
import { heatmapType, type HeatmapResult, type HeatmapTypesResponse } from '@airboard/shared/api';
import type { DatabaseHandle, SqlRunner } from '../../db/connect';
import { HttpError } from '../../lib/http-error';
import { boundedSumSql } from '../../telemetry/bounded-aggregates';
import { checkLocalRange, useTimeZone } from '../../telemetry/local-time';

export async function heatmapTypes(
  database: DatabaseHandle,
  siteId: string,
): Promise<HeatmapTypesResponse['results']> {
  return database.transaction((query) =>
    query(
      heatmapType,
      `SELECT DISTINCT ON (m.type) m.type, coalesce(pt.name, m.name) AS name, m.unit,
              coalesce(m.threshold, pt.threshold) AS threshold, m.score_type AS "scoreType",
              pt.score_order AS "scoreOrder"
         FROM measurements m LEFT JOIN point_types pt ON pt.type = m.point_type
        WHERE m.site_id = $1 AND m.kind = 'Number' AND m.parent_id IS NULL
        ORDER BY m.type, pt.score_order NULLS LAST`,
      [siteId],
    ),
  );
}

export interface HeatmapRequest {
  siteId: string;
  type: HeatmapResult['type'];
  measurementType?: string | undefined;
  timePeriod: 'today' | 'week' | 'month' | 'custom';
  startDate?: string | undefined;
  endDate?: string | undefined;
  timezone: string;
}

/** [from, to) of the period in the transaction's zone; weeks start on Sunday. */
async function periodBounds(
  query: SqlRunner,
  request: HeatmapRequest,
): Promise<{ from: Date; to: Date }> {
  if (request.timePeriod === 'custom') {
    if (!request.startDate || !request.endDate) {
      throw new HttpError(400, 'A custom period needs startDate and endDate');
    }
    return checkLocalRange(query, request.startDate, request.endDate);
  }
  const start = {
    today: `date_trunc('day', now())`,
    week: `date_trunc('week', now() + interval '1 day') - interval '1 day'`,
    month: `date_trunc('month', now())`,
  }[request.timePeriod];
  const length = { today: '1 day', week: '7 days', month: '1 month' }[request.timePeriod];
  const [row] = await query(
    z.object({ from: z.date(), to: z.date() }),
    `SELECT ${start} AS from, ${start} + interval '${length}' AS to`,
  );
  return row!;
}

/** A heat map cell: the alert count or mean value of a zone in a period. */
const zoneCell = z.object({ period: z.date(), zone_id: z.string(), n: z.number() });

export async function heatmap(
  database: DatabaseHandle,
  request: HeatmapRequest,
): Promise<HeatmapResult> {
  if (request.type === 'measurements' && !request.measurementType) {
    throw new HttpError(400, 'measurementType is required for a measurements heat map');
  }
  const granularity = request.timePeriod === 'today' ? 'hour' : 'day';
  return database.transaction(async (query) => {
    await useTimeZone(query, request.timezone);
    const { from, to } = await periodBounds(query, request);
    const zones = await query(
      z.object({ objectId: z.string(), name: z.string() }),
      `SELECT id AS "objectId", name FROM zones WHERE site_id = $1 ORDER BY name, id`,
      [request.siteId],
    );
    const periods = await query(
      z.object({ start: z.date() }),
      `SELECT generate_series($1::timestamptz, $2::timestamptz - interval '1 second', interval '1 ${granularity}') AS start`,
      [from.toISOString(), to.toISOString()],
    );
    const cells =
      request.type === 'alerts'
        ? await query(
            zoneCell,
            `SELECT date_trunc('${granularity}', a.started_at) AS period, a.zone_id, count(*)::int AS n
               FROM alerts a
               JOIN measurements m ON m.id = a.measurement_id
               JOIN alert_configs c ON c.id = a.alert_config_id
              WHERE a.site_id = $1 AND a.started_at >= $2 AND a.started_at < $3 AND a.zone_id IS NOT NULL
                AND ($4::text IS NULL OR m.type = $4 OR c.event_type = $4)
              GROUP BY 1, 2`,
            [request.siteId, from.toISOString(), to.toISOString(), request.measurementType ?? null],
          )
        : await zoneMeans(query, request.siteId, request.measurementType ?? '', granularity, {
            from,
            to,
          });
    const byKey = new Map(cells.map((c) => [`${c.period.getTime()}|${c.zone_id}`, c.n]));
    return {
      type: request.type,
      timezone: request.timezone,
      granularity,
      zones,
      periods: periods.map(({ start }) => {
        const t = start.getTime();
        return {
          start: start.toISOString(),
          zones: Object.fromEntries(
            zones.map((zone) => {
              const n = byKey.get(`${t}|${zone.objectId}`);
              return [
                zone.objectId,
                request.type === 'alerts' ? { alerts: n ?? 0 } : { curValue: n ?? null },
              ];
            }),
          ),
        };
      }),
    };
  });
}

/** Sum and count per series and period from the quarter-hour rollups (exported for the bench). */
export const zoneMeansSql = (granularity: 'hour' | 'day') =>
  `SELECT r.series_id, date_trunc('${granularity}', r.bucket) AS period,
            ${boundedSumSql('r.sum')} AS sum, sum(r.count)::int AS count
       FROM reading_rollups r
      WHERE r.series_id = ANY($1::int[]) AND r.bucket >= $2 AND r.bucket < $3
      GROUP BY 1, 2`;

/**
 * Mean value per period and zone of a measurement type, from the quarter-hour rollups. The rollups are
 * summed per series (one index range per series, grouped on two narrow keys) and the few
 * resulting rows are folded into zones here: a zone's mean is the sum of its series' values over
 * their count, exactly as if the readings were averaged directly.
 */
async function zoneMeans(
  query: SqlRunner,
  siteId: string,
  measurementType: string,
  granularity: 'hour' | 'day',
  range: { from: Date; to: Date },
): Promise<z.infer<typeof zoneCell>[]> {
  const series = await query(
    z.object({ series_id: z.number(), zone_id: z.string() }),
    `SELECT p.series_id, m.zone_id
       FROM measurements m JOIN points p ON p.measurement_id = m.id
      WHERE m.site_id = $1 AND m.type = $2 AND m.zone_id IS NOT NULL`,
    [siteId, measurementType],
  );
  const zoneOf = new Map(series.map((s) => [s.series_id, s.zone_id]));
  const sums = await query(
    z.object({ series_id: z.number(), period: z.date(), sum: z.number(), count: z.number() }),
    zoneMeansSql(granularity),
    [[...zoneOf.keys()], range.from.toISOString(), range.to.toISOString()],
  );
  const cells = new Map<string, { period: Date; zone_id: string; sum: number; count: number }>();
  for (const row of sums) {
    const zoneId = zoneOf.get(row.series_id)!;
    const key = `${row.period.getTime()}|${zoneId}`;
    const cell = cells.get(key) ?? { period: row.period, zone_id: zoneId, sum: 0, count: 0 };
    cell.sum += row.sum;
    cell.count += row.count;
    cells.set(key, cell);
  }
  return [...cells.values()].map((c) => ({
    period: c.period,
    zone_id: c.zone_id,
    n: c.sum / c.count,
  }));
}
