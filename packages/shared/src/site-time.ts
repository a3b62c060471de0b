/**
 * An instant as people at the site read it: date and time in the site's time zone with the zone's
 * short name, e.g. "Nov 2, 2026, 12:05 AM GMT+5:30" or "Mar 8, 2026, 3:00 AM EDT". Alert e-mails
 * use it, so a reader anywhere sees the building's clock, never UTC or their own zone.
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
