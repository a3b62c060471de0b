/**
 * Calendar periods in a site's time zone, computed by the database: the transaction's TimeZone is
 * set to the zone, so date_trunc and interval arithmetic follow its days and daylight-saving
 * changes. Heat maps and reports cut their periods with it.
 */
import { z } from 'zod';
import { messages } from '@airboard/shared';
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

const DAY_MS = 86_400_000;
/** Longest custom range in days (spec 000 §5, 002 §5). */
export const MAX_RANGE_DAYS = 60;

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
  if (from >= to) {
    throw new HttpError(400, messages.startAfterEnd);
  }
  // Inclusive days: 60 days at most, with an hour of slack for a daylight-saving change.
  if (to.getTime() - from.getTime() > (MAX_RANGE_DAYS + 1) * DAY_MS + 3_600_000) {
    throw new HttpError(400, messages.periodTooLong);
  }
  return { from, to };
}
