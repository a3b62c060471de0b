/**
 * The rollup bucket: a quarter hour, aligned on UTC. Every time zone in use is offset from UTC by
 * whole quarter hours (India +5:30, Nepal +5:45), so each local hour and local day is a run of
 * whole buckets and reports, heat maps and trends stay exact in the site's zone (decision 014).
 */

export const ROLLUP_BUCKET_MS = 15 * 60_000;

/** The start of the bucket an instant (epoch ms) falls in. */
export const rollupBucket = (ms: number): number =>
  Math.floor(ms / ROLLUP_BUCKET_MS) * ROLLUP_BUCKET_MS;

/** The same, in SQL, on a timestamptz expression. */
export const ROLLUP_BUCKET_SQL = (ts: string) =>
  `date_bin('15 minutes', ${ts}, timestamptz '2000-01-01 00:00:00+00')`;
