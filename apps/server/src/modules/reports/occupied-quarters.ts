/**
 * 'Occupied hours only' (issue 17) in SQL: whether the quarter hour holding an instant starts in
 * the site's opening hours, on the transaction's clock (useTimeZone sets it to the site's zone, so
 * weekdays and times are the site's own on either side of a daylight-saving change). The same
 * test as isOccupied in rules/occupied-hours.ts, run where the rollups are.
 */
import { DEFAULT_OPENING_HOURS, minutesOfDay, type OpeningHours } from '@airboard/shared/rules';

/** The hours a site's reports use: its own, or the default ones. */
export const openingHoursOf = (site: { openingHours: OpeningHours | null }): OpeningHours =>
  site.openingHours ?? DEFAULT_OPENING_HOURS;

/**
 * A SQL condition on an instant expression. The numbers are written into the statement (they are
 * integers checked here), so the condition fits any statement whatever its parameters.
 */
export function occupiedSql(instant: string, hours: OpeningHours): string {
  const whole = (n: number) => {
    if (!Number.isInteger(n)) {
      throw new Error(`Not an integer: ${n}`);
    }
    return n;
  };
  // Quarter hours are aligned to UTC, and so to every zone (offsets are whole quarter hours).
  const quarter = `date_bin('15 minutes', ${instant}, timestamptz '2000-01-01T00:00:00Z')`;
  const minute = `(extract(hour from ${quarter}) * 60 + extract(minute from ${quarter}))`;
  return `(extract(isodow from ${quarter}) IN (${hours.weekdays.map(whole).join(', ')})
      AND ${minute} >= ${whole(minutesOfDay(hours.open))}
      AND ${minute} < ${whole(minutesOfDay(hours.close))})`;
}
