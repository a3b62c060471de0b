/**
 * Calendar periods in a site's time zone, computed by the database: the transaction's TimeZone is
 * set to the zone, so date_trunc and interval arithmetic follow its days and daylight-saving
 * changes. Heat maps and reports cut their periods with it.
 */
import { z } from 'zod';
import { checkPeriodRange } from '@airboard/shared';
import type { SqlRunner } from '../db/connect';
import { HttpError } from '../lib/http-error';

export function assertTimeZone(timeZone: string): void {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    throw new HttpError(400, `Unknown time zone ${timeZone}`);
  }
}

/** Makes the transaction read and cut times in the zone. */
export async function useTimeZone(query: SqlRunner, timeZone: string): Promise<void> {
  assertTimeZone(timeZone);
  await query(`SELECT set_config('TimeZone', $1, true)`, [timeZone]);
}

/** A local day (YYYY-MM-DD) or an instant, as SQL reading it in the transaction's zone. */
export const LOCAL_DAY_SQL = (param: string) =>
  `date_trunc('day', CASE WHEN ${param} ~ '^\\d{4}-\\d{2}-\\d{2}$' THEN ${param}::date::timestamptz ELSE ${param}::timestamptz END)`;

/** The shared period rule on two instants (first and last of the period), as a 400 when broken. */
export function assertPeriodRange(first: Date, last: Date): void {
  const check = checkPeriodRange(first, last);
  if (check.status === 'invalid') {
    throw new HttpError(400, check.message);
  }
}

/** The spec's range checks on two local days: start not after end, span at most 60 days. */
export async function checkLocalRange(
  query: SqlRunner,
  start: string,
  end: string,
): Promise<{ from: Date; to: Date }> {
  const [range] = await query(
    z.object({ from: z.date(), to: z.date() }),
    `SELECT ${LOCAL_DAY_SQL('$1')} AS from, ${LOCAL_DAY_SQL('$2')} + interval '1 day' AS to`,
    [start, end],
  );
  const { from, to } = range!;
  // The shared rule reads the period's last instant: the one before the day after it starts.
  assertPeriodRange(from, new Date(to.getTime() - 1));
  return { from, to };
}
