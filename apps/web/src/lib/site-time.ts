// Days and times on the site's clock, whatever the browser's time zone: periods start at the
// site's midnight, and dates and hours are shown as the building reads them (issue 11, finding 15).
// dayjs gets its utc plugin here, once.
//
// The site's clock is read with the shared wall-clock helpers, which keep one Intl.DateTimeFormat
// per time zone: dayjs's timezone plugin builds a new one inside every conversion
// (Date#toLocaleString), ~0.2 ms each on a desktop and several times that on a phone, and a site
// page converts hundreds of instants as it renders (issue 18's blocking time).
import { instantOfWallClock, wallClockMs } from '@airboard/shared';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** A calendar day, YYYY-MM-DD, as the date pickers and the heat map's custom period name it. */
export type CalendarDay = string;

/** The site's clock at an instant, as a UTC dayjs whose fields are the wall clock's. */
const onSiteClock = (instant: Date | Dayjs | string, timeZone: string): Dayjs =>
  dayjs.utc(wallClockMs(dayjs(instant).valueOf(), timeZone));

/** The calendar day of a picked date (the pickers hand a day at the browser's midnight). */
export const calendarDay = (picked: Dayjs): CalendarDay => picked.format('YYYY-MM-DD');

/** The site's calendar day at an instant. */
export const siteDay = (instant: Date | Dayjs | string, timeZone: string): CalendarDay =>
  onSiteClock(instant, timeZone).format('YYYY-MM-DD');

/**
 * The instant the site's day starts (its midnight; 23 or 25 hours before the next on DST days).
 * Where the clocks skip midnight, the first instant of the day: the end of the skipped hour.
 */
export const siteMidnight = (day: CalendarDay, timeZone: string): Date =>
  instantOfWallClock(dayjs.utc(day).valueOf(), timeZone);

/** The calendar day `n` days after `day` (negative: before), by the calendar, not by 24 hours. */
export const addDays = (day: CalendarDay, n: number): CalendarDay =>
  dayjs.utc(day).add(n, 'day').format('YYYY-MM-DD');

/**
 * An instant formatted on the site's clock, e.g. formatOnSite(t, zone, 'MMM D, YYYY'). The
 * format's tokens name the clock's fields; an offset or zone token would name UTC's.
 */
export const formatOnSite = (instant: Date | string, timeZone: string, format: string): string =>
  onSiteClock(instant, timeZone).format(format);

/** The picker's value for the site's today: the last day a custom period may pick. */
export const siteToday = (timeZone: string, now: Date = new Date()): Dayjs =>
  dayjs(siteDay(now, timeZone));
