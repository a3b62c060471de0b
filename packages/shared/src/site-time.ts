/**
 * The site's clock. formatSiteTime writes an instant as people at the site read it: date and time
 * in the site's time zone with the zone's short name, e.g. "Nov 2, 2026, 12:05 AM GMT+5:30" or
 * "Mar 8, 2026, 3:00 AM EDT". Alert e-mails use it, so a reader anywhere sees the building's clock,
 * never UTC or their own zone. zoneOffsetMs gives the zone's offset from UTC at an instant, for
 * calendar arithmetic on the site's clock (scheduled e-mails, CSV times, the demo's calendar,
 * schedules); wallClockMs, siteDayOf and instantOfWallClock do that arithmetic.
 */
export function formatSiteTime(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(instant);
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The zone's offset from UTC at an instant, in milliseconds (east positive): -4 h in New York in
 * summer, +5.5 h in Kolkata. Callers that ask for many instants cache it per hour or quarter hour
 * (offsets change on whole quarter hours), as Intl is slow next to arithmetic.
 */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClockFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  // Some engines write midnight as hour 24 even with h23.
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour') % 24,
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The zone's wall clock at an instant, as the milliseconds of the UTC time with the same fields:
 * calendar arithmetic on it is plain arithmetic, UTC having no DST.
 */
export const wallClockMs = (instant: number, timeZone: string): number =>
  instant + zoneOffsetMs(instant, timeZone);

/**
 * The instant a wall-clock time of the zone names (`wall`: the UTC milliseconds with its fields).
 * Twice on a fall-back day: the first. Not at all (in a spring-forward gap): the moment the clocks
 * jump, the first instant whose wall clock is past it.
 */
export function instantOfWallClock(wall: number, timeZone: string): Date {
  // The offsets a day either side: a zone changes its offset at most once in between.
  const before = zoneOffsetMs(wall - DAY_MS, timeZone);
  const after = zoneOffsetMs(wall + DAY_MS, timeZone);
  const fitting = [wall - before, wall - after].filter(
    (t) => zoneOffsetMs(t, timeZone) === wall - t,
  );
  if (fitting.length > 0) {
    return new Date(Math.min(...fitting));
  }
  // In the gap: the jump lies between the time read with the new offset and with the old one.
  let early = wall - after;
  let late = wall - before;
  while (late - early > MINUTE_MS) {
    const middle = early + Math.floor((late - early) / 2 / MINUTE_MS) * MINUTE_MS;
    if (zoneOffsetMs(middle, timeZone) === before) {
      early = middle;
    } else {
      late = middle;
    }
  }
  return new Date(late);
}

/** The zone's calendar day at an instant, as the UTC midnight of that date. */
export function siteDayOf(instant: number, timeZone: string): number {
  const wall = wallClockMs(instant, timeZone);
  return wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS);
}
