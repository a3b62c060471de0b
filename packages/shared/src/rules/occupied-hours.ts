/**
 * A site's opening hours (issue 17, "occupied hours only"): the weekdays and the local time
 * range a building is in use, which is what school districts report on. A site without its own
 * keeps the default, 07:00–18:00 Monday to Friday. Times are the site's wall clock ("HH:mm"); the
 * range includes its opening minute and excludes its closing one.
 */

export interface OpeningHours {
  /** ISO weekdays the site opens: 1 Monday … 7 Sunday. */
  weekdays: number[];
  /** "HH:mm", from 00:00 to 23:59. */
  open: string;
  /** "HH:mm", after open; "24:00" for until midnight. */
  close: string;
}

export const DEFAULT_OPENING_HOURS: OpeningHours = {
  weekdays: [1, 2, 3, 4, 5],
  open: '07:00',
  close: '18:00',
};

/** Minutes after midnight of an "HH:mm" time. */
export function minutesOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/**
 * Whether a wall-clock moment of the site (ISO weekday 1–7, minutes after midnight) falls in its
 * opening hours.
 */
export function isOccupied(hours: OpeningHours, isoWeekday: number, minuteOfDay: number): boolean {
  return (
    hours.weekdays.includes(isoWeekday) &&
    minuteOfDay >= minutesOfDay(hours.open) &&
    minuteOfDay < minutesOfDay(hours.close)
  );
}
