/**
 * Reports (spec 002 §3 Report, §7) and the measurement trees the report and schedule screens pick
 * from. A report gives, per measurement, one interval per day in the site's time zone with the
 * min, max and mean of values and scores and the reading count, all from the hourly rollups.
 */
import { messages } from '@airboard/shared';
import type {
  MeasurementsTreeResponse,
  ReportResponse,
  TreeMeasurement,
} from '@airboard/shared/api';
import type { DatabaseHandle } from '../../db/connect';
import { HttpError } from '../../plugins/errors';
import { MAX_RANGE_DAYS, useTimeZone } from '../../telemetry/local-time';

type Tree = MeasurementsTreeResponse['results'];

/** Measurements grouped by zone; `onlySchedules` keeps the zones that are schedule groups. */
export async function measurementsTree(
  database: DatabaseHandle,
  site: { id: string; name: string },
  options: { includeScores: boolean; onlySchedules: boolean },
): Promise<Tree> {
  const rows = await database.transaction((query) =>
    query<{
      id: string;
      name: string;
      type: string;
      kind: TreeMeasurement['kind'];
      unit: string;
      cur_val: number | null;
      cur_score: number | null;
      zone_id: string | null;
      zone_name: string | null;
      zone_source: string | null;
    }>(
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

type Report = ReportResponse['results']['report'];

export async function buildReport(
  database: DatabaseHandle,
  site: { id: string; timeZone: string },
  range: { startTime: Date; endTime: Date },
  measurementIds: string[],
): Promise<Report> {
  const { startTime, endTime } = range;
  if (startTime > endTime) {
    throw new HttpError(400, messages.startAfterEnd);
  }
  if (endTime.getTime() - startTime.getTime() > (MAX_RANGE_DAYS + 1) * 86_400_000) {
    throw new HttpError(400, messages.periodTooLong);
  }
  return database.transaction(async (query) => {
    await useTimeZone(query, site.timeZone);
    const measurements = await query<{
      id: string;
      name: string;
      zone: string | null;
      kind: Report['data'][number]['measurementKind'];
      type: string;
      unit: string;
    }>(
      `SELECT m.id, m.name, z.name AS zone, m.kind, m.type, m.unit
         FROM measurements m LEFT JOIN zones z ON z.id = m.zone_id
        WHERE m.site_id = $1 AND m.id = ANY($2::text[])
        ORDER BY array_position($2::text[], m.id)`,
      [site.id, measurementIds],
    );
    if (measurements.length !== new Set(measurementIds).size) {
      throw new HttpError(404, 'Measurement not found');
    }
    const days = await query<{ start: Date; name: string }>(
      `SELECT d AS start, to_char(d, 'YYYY-MM-DD') AS name
         FROM generate_series(date_trunc('day', $1::timestamptz), $2::timestamptz, interval '1 day') AS d`,
      [startTime.toISOString(), endTime.toISOString()],
    );
    const cells = await query<{
      measurement_id: string;
      day: Date;
      min: number | null;
      max: number | null;
      mean: number | null;
      smin: number | null;
      smax: number | null;
      smean: number | null;
      count: number;
    }>(
      `SELECT p.measurement_id, date_trunc('day', r.hour) AS day,
              min(r.min) AS min, max(r.max) AS max, sum(r.sum) / sum(r.count) AS mean,
              min(r.score_min) AS smin, max(r.score_max) AS smax,
              sum(r.score_sum) / nullif(sum(r.score_count), 0) AS smean, sum(r.count)::int AS count
         FROM points p JOIN reading_rollups_hourly r ON r.series_id = p.series_id
        WHERE p.measurement_id = ANY($1::text[]) AND r.hour >= $2 AND r.hour <= $3
        GROUP BY 1, 2`,
      [measurementIds, startTime.toISOString(), endTime.toISOString()],
    );
    const byKey = new Map(
      cells.map((c) => [`${c.measurement_id}|${new Date(c.day).getTime()}`, c]),
    );
    return {
      timezone: site.timeZone,
      data: measurements.map((m) => ({
        measurementId: m.id,
        measurementName: m.name,
        measurementZone: m.zone,
        measurementKind: m.kind,
        measurementType: m.type,
        unit: m.unit,
        intervals: days.map((d) => {
          const c = byKey.get(`${m.id}|${new Date(d.start).getTime()}`);
          return {
            intervalName: d.name,
            startTime: new Date(d.start).toISOString(),
            minVal: c?.min ?? null,
            maxVal: c?.max ?? null,
            aveVal: c?.mean ?? null,
            minScore: c?.smin ?? null,
            maxScore: c?.smax ?? null,
            aveScore: c?.smean ?? null,
            count: c?.count ?? 0,
          };
        }),
      })),
    };
  });
}
