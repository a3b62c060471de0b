/**
 * Latest values (500 measurements) and a 60-day trend: each endpoint next to the data query it
 * runs, and that query with the session and access statements every site endpoint runs first.
 */
import { siteForMember } from '../apps/server/src/plugins/access';
import { sessionForToken } from '../apps/server/src/plugins/auth';
import {
  hourlyTrendSql,
  LATEST_SQL,
  TREND_TARGET_SQL,
} from '../apps/server/src/modules/trends/trends.service';
import { call, DAY, END, history, MINUTE, sensors, type Fixture } from './telemetry-fixture';
import { fmt, timeIt } from './timing';

export async function benchLatestAndTrend(f: Fixture): Promise<string[]> {
  const get = (url: string) => call(f, { url });
  const sql = (text: string, params: unknown[]) => f.handle.transaction((q) => q(text, params));
  const lines: string[] = [];
  // What every site endpoint runs before its data query, through the same functions: the
  // session lookup and the site with the caller's membership.
  const accessStatements = async () => {
    const auth = await sessionForToken(f.handle.db, f.token);
    await siteForMember(f.handle.db, auth!, f.siteId);
  };

  // Latest for a 500-measurement site.
  const many = await sensors(f, 500);
  const ids = many.map((m) => m.measurementId);
  const latest = await timeIt(50, () =>
    get(`/api/site/${f.siteId}/latest?measurementIds=${encodeURIComponent(JSON.stringify(ids))}`),
  );
  const latestSql = await timeIt(50, () => sql(LATEST_SQL, [f.siteId, ids]));
  const latestAll = await timeIt(50, async () => {
    await accessStatements();
    await sql(LATEST_SQL, [f.siteId, ids]);
  });
  lines.push(
    `| latest, 500 measurements | ${fmt(latest)} | data query ${fmt(latestSql)}; with the session and access statements ${fmt(latestAll)} |`,
  );

  // Trend over 60 days of 1-minute data.
  const trendSensor = many[0]!;
  await history(f, [trendSensor.seriesId], 60, MINUTE);
  const trend = await timeIt(30, () =>
    get(
      `/api/trendData?siteId=${f.siteId}&pointId=${trendSensor.measurementId}&startTime=${END - 60 * DAY}&endTime=${END}`,
    ),
  );
  const trendSql = await timeIt(30, () =>
    sql(hourlyTrendSql('value'), [
      trendSensor.seriesId,
      new Date(END - 60 * DAY).toISOString(),
      new Date(END).toISOString(),
    ]),
  );
  const trendAll = await timeIt(30, async () => {
    await accessStatements();
    // The point lookup and the hours, in one transaction as the endpoint runs them.
    await f.handle.transaction(async (q) => {
      await q(TREND_TARGET_SQL, [f.siteId, trendSensor.measurementId, true]);
      await q(hourlyTrendSql('value'), [
        trendSensor.seriesId,
        new Date(END - 60 * DAY).toISOString(),
        new Date(END).toISOString(),
      ]);
    });
  });
  lines.push(
    `| trend, 60 days of 1-minute data (hourly min/max) | ${fmt(trend)} | data query ${fmt(trendSql)}; with the session, access and point statements ${fmt(trendAll)} |`,
  );

  return lines;
}
