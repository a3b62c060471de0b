/**
 * Holiday calendars of schedules (issue 19): which days of the site's calendar a holiday calendar
 * names — single dates, date ranges (both ends included) and yearly rules like "third Monday of
 * January" or "last Monday of May", as BACnet Calendar objects hold them. On those days a schedule
 * group skips its weekly program or uses its holiday program (schedule-transitions.ts).
 */
import type { HolidayCalendarEntry } from '../api/schedule-groups';

/** A date of the site's calendar with the fields the entries are matched on. */
export interface CalendarDay {
  /** "YYYY-MM-DD": dates and ranges compare as text, which sorts as the days do. */
  date: string;
  /** The UTC midnight of the date, in milliseconds: calendar arithmetic is plain arithmetic. */
  midnight: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  dayOfMonth: number;
  /** 0 Sunday … 6 Saturday */
  weekday: number;
  daysInMonth: number;
}

/** The calendar day that starts at a UTC midnight (in milliseconds). */
export function calendarDayAt(midnight: number): CalendarDay {
  const day = new Date(midnight);
  const year = day.getUTCFullYear();
  const month = day.getUTCMonth() + 1;
  return {
    date: day.toISOString().slice(0, 10),
    midnight,
    month,
    dayOfMonth: day.getUTCDate(),
    weekday: day.getUTCDay(),
    daysInMonth: new Date(Date.UTC(year, month, 0)).getUTCDate(),
  };
}

/** The calendar day of a "YYYY-MM-DD" date. */
export const calendarDay = (date: string): CalendarDay =>
  calendarDayAt(Date.parse(`${date}T00:00:00Z`));

/** Whether a calendar entry names the day. */
export function calendarEntryMatches(entry: HolidayCalendarEntry, day: CalendarDay): boolean {
  switch (entry.kind) {
    case 'date':
      return entry.date === day.date;
    case 'range':
      return entry.from <= day.date && day.date <= entry.to;
    case 'weekNDay':
      if (entry.month !== day.month || entry.weekday !== day.weekday) {
        return false;
      }
      // The n-th such weekday falls on days 7n−6 to 7n; the last in the month's final 7 days.
      return entry.week === 'last'
        ? day.dayOfMonth > day.daysInMonth - 7
        : Math.ceil(day.dayOfMonth / 7) === entry.week;
  }
}

/** Whether any entry of a calendar names the day. */
export const calendarIncludes = (
  entries: readonly HolidayCalendarEntry[],
  day: CalendarDay,
): boolean => entries.some((entry) => calendarEntryMatches(entry, day));

/**
 * The last day a calendar names by date (its latest date or range end), or null when it names
 * days only by yearly rules: after it, the calendar repeats every year.
 */
export function lastDatedDay(entries: readonly HolidayCalendarEntry[]): string | null {
  const dated = entries.flatMap((e) =>
    e.kind === 'date' ? [e.date] : e.kind === 'range' ? [e.to] : [],
  );
  return dated.length === 0 ? null : dated.reduce((a, b) => (a > b ? a : b));
}
