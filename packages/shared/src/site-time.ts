/**
 * The site's clock. formatSiteTime writes an instant as people at the site read it: date and time
 * in the site's time zone with the zone's short name, e.g. "Nov 2, 2026, 12:05 AM GMT+5:30" or
 * "Mar 8, 2026, 3:00 AM EDT". Alert e-mails use it, so a reader anywhere sees the building's clock,
 * never UTC or their own zone. zoneOffsetMs gives the zone's offset from UTC at an instant, for
 * calendar arithmetic on the site's clock (scheduled e-mails, CSV times, the demo's calendar).
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
