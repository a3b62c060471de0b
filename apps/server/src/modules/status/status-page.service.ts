/**
 * The public status page of a project (spec 002 §2 'Status page', §7; issue 17), by its status
 * slug and without a sign-in: per site its status, newest reading and active alerts count, and a
 * 90-day history of the share of hours with fresh data and of critical incidents. The answer is
 * parsed through its contract, so nothing beyond the table reaches a visitor, and it is kept for
 * STATUS_PAGE_REFRESH_MS (lib/public-answer-cache.ts): however many visitors, one read of the
 * database per interval. A slug that publishes nothing is a 404, never kept.
 */
import { z } from 'zod';
import { statusPageResponse, type StatusPageResponse } from '@airboard/shared/api';
import {
  STATUS_HISTORY_DAYS,
  STATUS_PAGE_REFRESH_MS,
  freshShare,
  overallFreshShare,
  siteStatus,
  type StatusDayCount,
} from '@airboard/shared/rules';
import type { DatabaseHandle, SqlRunner } from '../../db/connect';
import { groupBy } from '../../lib/group-by';
import { PublicAnswerCache } from '../../lib/public-answer-cache';
import { notFound } from '../../lib/http-error';

/** The one answer for a slug that shows nothing: unknown, or a project that publishes none. */
export const STATUS_PAGE_NOT_FOUND = 'Status page not found';

/** The status pages' kept answers, by slug; built once per app (app.ts). */
export const createStatusPageAnswers = () => new PublicAnswerCache(STATUS_PAGE_REFRESH_MS);

/** The answer of GET /api/status/{slug}, from the kept answers when they are recent enough. */
export function statusPage(
  database: DatabaseHandle,
  answers: PublicAnswerCache,
  slug: string,
): Promise<StatusPageResponse> {
  return answers.answer(slug, 'status', () => readStatusPage(database, slug, Date.now()));
}

const siteRow = z.object({
  id: z.string(),
  name: z.string(),
  last_reading_at: z.date().nullable(),
  active_alerts: z.number(),
  active_critical: z.number(),
});

const dayRow = z.object({
  site_id: z.string(),
  day: z.string(),
  fresh_hours: z.number(),
  hours: z.number(),
  incidents: z.number(),
});

async function readStatusPage(
  database: DatabaseHandle,
  slug: string,
  now: number,
): Promise<StatusPageResponse> {
  return database.transaction(async (query) => {
    const [project] = await query(
      z.object({ id: z.string(), name: z.string() }),
      `SELECT id, name FROM projects WHERE status_slug = $1`,
      [slug],
    );
    if (!project) {
      throw notFound(STATUS_PAGE_NOT_FOUND);
    }
    const at = new Date(now).toISOString();
    const sites = await query(
      siteRow,
      `SELECT s.id, s.name, s.active_alerts_count AS active_alerts,
              (SELECT max(p.cur_val_ts) FROM points p WHERE p.site_id = s.id) AS last_reading_at,
              (SELECT count(*)::int FROM alerts a JOIN alert_configs c ON c.id = a.alert_config_id
                WHERE a.site_id = s.id AND a.is_active AND c.alert_type = 'critical') AS active_critical
         FROM sites s WHERE s.project_id = $1 ORDER BY s.name, s.id`,
      [project.id],
    );
    const days = groupBy(await readHistory(query, project.id, at), (row) => row.site_id);
    return statusPageResponse.parse({
      projectName: project.name,
      generatedAt: at,
      sites: sites.map((site) => {
        const history = days.get(site.id) ?? [];
        const counts: StatusDayCount[] = history.map((d) => ({
          freshHours: d.fresh_hours,
          hours: d.hours,
        }));
        return {
          name: site.name,
          status: siteStatus(site.last_reading_at?.getTime() ?? null, site.active_critical, now),
          lastReadingAt: site.last_reading_at?.toISOString() ?? null,
          activeAlertsCount: site.active_alerts,
          freshShare: overallFreshShare(counts),
          history: history.map((d, i) => ({
            day: d.day,
            freshShare: freshShare(counts[i]!),
            incidents: d.incidents,
          })),
        };
      }),
    });
  });
}

/**
 * Per site and local day of the last STATUS_HISTORY_DAYS (today last): the hours whose four
 * quarter hours each hold a reading of one of its points, the hours there were to judge (the
 * ended ones, from the first whole hour after the site's first reading on: readings kept no
 * longer may leave that hour partial), and the critical alerts open at some time of the day. Hours
 * are cut from the local midnight, so they stay whole in zones offset by quarter hours and on
 * daylight-saving days (23 or 25 of them). A quarter hour from the site's first reading on is asked
 * of the points with readings in the window until one has it (an index probe each), never by
 * reading every rollup of 90 days: a healthy site answers at its busiest point.
 */
function readHistory(query: SqlRunner, projectId: string, at: string) {
  return query(
    dayRow,
    `WITH site AS (
       SELECT s.id, s.time_zone,
              date_trunc('day', $2::timestamptz AT TIME ZONE s.time_zone)
                - make_interval(days => $3 - 1) AS first_day,
              (SELECT min(f.bucket) FROM points p
                 CROSS JOIN LATERAL (SELECT r.bucket FROM reading_rollups r
                                      WHERE r.series_id = p.series_id
                                      ORDER BY r.bucket LIMIT 1) f
                WHERE p.site_id = s.id) AS first_bucket
         FROM sites s WHERE s.project_id = $1
     ), day AS (
       SELECT site.id AS site_id, site.first_bucket, d::date AS local_day,
              d AT TIME ZONE site.time_zone AS day_start,
              (d + interval '1 day') AT TIME ZONE site.time_zone AS day_end
         FROM site CROSS JOIN LATERAL generate_series(
                site.first_day, site.first_day + make_interval(days => $3 - 1), interval '1 day') d
     ), live_point AS MATERIALIZED (
       -- Busiest first (its quarter hours of the last day), so a quarter is mostly found at the
       -- first point asked.
       SELECT p.site_id, p.series_id
         FROM site JOIN points p ON p.site_id = site.id
        WHERE EXISTS (SELECT 1 FROM reading_rollups r WHERE r.series_id = p.series_id
                         AND r.bucket >= site.first_day AT TIME ZONE site.time_zone
                         AND r.bucket < $2::timestamptz)
        ORDER BY p.site_id,
                 (SELECT count(*) FROM reading_rollups r WHERE r.series_id = p.series_id
                     AND r.bucket >= $2::timestamptz - interval '1 day'
                     AND r.bucket < $2::timestamptz) DESC
     ), quarter AS (
       SELECT site.id AS site_id, q AS bucket, q AT TIME ZONE site.time_zone AS wall
         FROM site CROSS JOIN LATERAL generate_series(
                greatest(site.first_day AT TIME ZONE site.time_zone, site.first_bucket),
                $2::timestamptz - interval '15 minutes', interval '15 minutes') q
        WHERE EXISTS (SELECT 1 FROM live_point lp
                        JOIN reading_rollups r ON r.series_id = lp.series_id AND r.bucket = q
                       WHERE lp.site_id = site.id)
     ), fresh_hour AS (
       -- A local hour is its wall-clock hour at one UTC offset: the hour repeated when clocks go
       -- back is two hours. Only ended quarters were asked, so four of them make an ended hour.
       SELECT site_id, date_trunc('hour', wall)::date AS local_day
         FROM quarter
        GROUP BY site_id, date_trunc('hour', wall), wall - (bucket AT TIME ZONE 'UTC')
       HAVING count(*) = 4
     ), fresh_day AS (
       SELECT site_id, local_day, count(*)::int AS fresh_hours
         FROM fresh_hour GROUP BY site_id, local_day
     )
     SELECT day.site_id, to_char(day.local_day, 'YYYY-MM-DD') AS day,
            coalesce(fresh_day.fresh_hours, 0) AS fresh_hours,
            CASE WHEN day.first_bucket IS NULL THEN 0 ELSE greatest(0, floor(extract(epoch FROM
              least(day.day_end, $2::timestamptz)
                - greatest(day.day_start, date_bin('1 hour', day.first_bucket + interval '45 minutes', day.day_start))) / 3600))::int
            END AS hours,
            (SELECT count(*)::int FROM alerts a JOIN alert_configs c ON c.id = a.alert_config_id
              WHERE a.site_id = day.site_id AND c.alert_type = 'critical'
                AND a.started_at < day.day_end
                AND coalesce(a.cleared_at, 'infinity'::timestamptz) > day.day_start) AS incidents
       FROM day LEFT JOIN fresh_day
         ON fresh_day.site_id = day.site_id AND fresh_day.local_day = day.local_day
      ORDER BY day.site_id, day.local_day`,
    [projectId, at, STATUS_HISTORY_DAYS],
  );
}
