// Days and times on the site's clock, whatever the browser's time zone: periods start at the
// site's midnight, and dates and hours are shown as the building reads them (issue 11, finding 15).
// dayjs gets its utc and timezone plugins here, once.
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A calendar day, YYYY-MM-DD, as the date pickers and the heat map's custom period name it. */
export type CalendarDay = string;

/** The calendar day of a picked date (the pickers hand a day at the browser's midnight). */
export const calendarDay = (picked: Dayjs): CalendarDay => picked.format('YYYY-MM-DD');

/** The site's calendar day at an instant. */
export const siteDay = (instant: Date | Dayjs | string, timeZone: string): CalendarDay =>
  dayjs(instant).tz(timeZone).format('YYYY-MM-DD');

/** The instant the site's day starts (its midnight; 23 or 25 hours before the next on DST days). */
export const siteMidnight = (day: CalendarDay, timeZone: string): Date =>
  dayjs.tz(day, timeZone).toDate();

/** The calendar day `n` days after `day` (negative: before), by the calendar, not by 24 hours. */
export const addDays = (day: CalendarDay, n: number): CalendarDay =>
  dayjs.utc(day).add(n, 'day').format('YYYY-MM-DD');

/** An instant formatted on the site's clock, e.g. formatOnSite(t, zone, 'MMM D, YYYY'). */
export const formatOnSite = (instant: Date | string, timeZone: string, format: string): string =>
  dayjs(instant).tz(timeZone).format(format);

/** The picker's value for the site's today: the last day a custom period may pick. */
export const siteToday = (timeZone: string, now: Date = new Date()): Dayjs =>
  dayjs(siteDay(now, timeZone));
