/**
 * The demo buildings' calendar: local clock time in a site's time zone, public and school holidays,
 * the school's summer session, opening hours per schedule, and each site's day as the people in it
 * live it (open or not, how many turn up). Pure functions of the date, so history and the live
 * simulator agree; the random parts come from a seeded source keyed by site and day.
 */
import { zoneOffsetMs } from '@airboard/shared';
import type { HolidayCalendarEntry } from '@airboard/shared/api';
import { calendarDayAt, calendarEntryMatches, type CalendarDay } from '@airboard/shared/rules';
import { hashString, seededRandom } from '../../lib/seeded-random';
import type { Schedule } from './demo-layout';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Per time zone: its offsets (ms) by UTC hour (DST changes on the hour), Intl being slow. */
const zones = new Map<string, Map<number, number>>();

function offsetMs(timeZone: string, t: number): number {
  let offsets = zones.get(timeZone);
  if (!offsets) {
    offsets = new Map();
    zones.set(timeZone, offsets);
  }
  const utcHour = Math.floor(t / HOUR);
  let offset = offsets.get(utcHour);
  if (offset === undefined) {
    offset = zoneOffsetMs(utcHour * HOUR, timeZone);
    if (offsets.size > 50_000) {
      offsets.clear(); // a long-running simulator's years of hours
    }
    offsets.set(utcHour, offset);
  }
  return offset;
}

/** Local clock time (ms since 1970-01-01 00:00 local) of the instant t. */
export const localMs = (timeZone: string, t: number): number => t + offsetMs(timeZone, t);

/** The instant at local clock time `local` (the later one in a DST fold). */
export function realMs(timeZone: string, local: number): number {
  const guess = local - offsetMs(timeZone, local);
  return local - offsetMs(timeZone, guess);
}

/** The local day (days since 1970-01-01) of a local clock time, and a day's weekday (0 = Sunday). */
export const dayOf = (local: number): number => Math.floor(local / DAY);
export const weekdayOf = (day: number): number => (((day + 4) % 7) + 7) % 7;

/**
 * A holiday of the demo calendars, as data: the holiday calendar "District holidays" of the demo's
 * schedules (load/schedules.ts) is made from the same list, so a scheduled program and the
 * history's buildings close on the same days. 'yearly': the days `from`–`to` of a month every
 * year; 'weekNDay': as a holiday calendar's rule ("third Monday of January", 'last' week too);
 * 'dayAfter': the day after such a rule's day (the Friday after Thanksgiving).
 */
export type DemoHoliday =
  | { kind: 'yearly'; month: number; from: number; to: number }
  | Extract<HolidayCalendarEntry, { kind: 'weekNDay' }>
  | { kind: 'dayAfter'; rule: Extract<HolidayCalendarEntry, { kind: 'weekNDay' }> };

const yearly = (month: number, from: number, to = from): DemoHoliday => ({
  kind: 'yearly',
  month,
  from,
  to,
});
const weekNDay = (month: number, week: number | 'last', weekday: number) =>
  ({ kind: 'weekNDay', month, week, weekday }) as const;
const thanksgiving = weekNDay(11, 4, 4);

/** Closed everywhere: New Year, Memorial Day, Independence Day, Labor Day, Thanksgiving, Christmas. */
const PUBLIC_HOLIDAYS: DemoHoliday[] = [
  yearly(1, 1),
  weekNDay(5, 'last', 1),
  yearly(7, 4),
  weekNDay(9, 1, 1),
  thanksgiving,
  yearly(12, 25),
];

/** Each schedule's holidays and breaks besides the public ones. */
const SCHEDULE_HOLIDAYS: Record<Schedule, DemoHoliday[]> = {
  school: [
    yearly(1, 1, 2), // winter break
    weekNDay(1, 3, 1), // MLK Day
    weekNDay(2, 3, 1), // Presidents' Day
    yearly(6, 19),
    weekNDay(10, 2, 1), // Indigenous Peoples' Day
    yearly(11, 11),
    { kind: 'dayAfter', rule: thanksgiving },
    yearly(12, 22, 31),
  ],
  office: [{ kind: 'dayAfter', rule: thanksgiving }, yearly(12, 24)],
  clinic: [],
  library: [],
};

/** The holidays and breaks a schedule's building is closed for, public ones included. */
export const holidaysOf = (schedule: Schedule): DemoHoliday[] => [
  ...PUBLIC_HOLIDAYS,
  ...SCHEDULE_HOLIDAYS[schedule],
];

function holidayMatches(holiday: DemoHoliday, date: CalendarDay): boolean {
  switch (holiday.kind) {
    case 'yearly':
      return (
        date.month === holiday.month &&
        date.dayOfMonth >= holiday.from &&
        date.dayOfMonth <= holiday.to
      );
    case 'weekNDay':
      return calendarEntryMatches(holiday, date);
    case 'dayAfter':
      return calendarEntryMatches(holiday.rule, calendarDayAt(date.midnight - DAY));
  }
}

/** True on the days the schedule's building is closed for a holiday or a break. */
export function isHoliday(schedule: Schedule, day: number): boolean {
  const date = calendarDayAt(day * DAY);
  return holidaysOf(schedule).some((holiday) => holidayMatches(holiday, date));
}

/**
 * The holidays as a holiday calendar's entries for the years `fromYear` to `toYear`: the rules
 * as they are, yearly days and the days after a rule as the dates of each year.
 */
export function holidayCalendarEntries(
  holidays: readonly DemoHoliday[],
  fromYear: number,
  toYear: number,
): HolidayCalendarEntry[] {
  const entries: HolidayCalendarEntry[] = [];
  const iso = (year: number, month: number, d: number) =>
    new Date(Date.UTC(year, month - 1, d)).toISOString().slice(0, 10);
  for (const holiday of holidays) {
    if (holiday.kind === 'weekNDay') {
      entries.push(holiday);
      continue;
    }
    for (let year = fromYear; year <= toYear; year++) {
      if (holiday.kind === 'yearly') {
        const from = iso(year, holiday.month, holiday.from);
        const to = iso(year, holiday.month, holiday.to);
        entries.push(from === to ? { kind: 'date', date: from } : { kind: 'range', from, to });
      } else {
        // The rule's day is in its month's first 5 weeks: the day after it is found among them.
        const first = Date.UTC(year, holiday.rule.month - 1, 1) / DAY;
        const ruleDay = Array.from({ length: 35 }, (_, i) => first + i).find((d) =>
          calendarEntryMatches(holiday.rule, calendarDayAt(d * DAY)),
        );
        if (ruleDay !== undefined) {
          entries.push({ kind: 'date', date: calendarDayAt((ruleDay + 1) * DAY).date });
        }
      }
    }
  }
  return entries;
}

/** The school's summer session: mid-June to late August, mornings Monday to Thursday. */
export function inSummerSession(day: number): boolean {
  const date = new Date(day * DAY);
  const monthDay = (date.getUTCMonth() + 1) * 100 + date.getUTCDate();
  return monthDay >= 615 && monthDay <= 820;
}

/** Regular opening hours (local hours) of a schedule on a day, or null when it is closed. */
export function openingHours(schedule: Schedule, day: number): [number, number] | null {
  const weekday = weekdayOf(day);
  if (isHoliday(schedule, day)) {
    return null;
  }
  switch (schedule) {
    case 'school':
      if (inSummerSession(day)) {
        return weekday >= 1 && weekday <= 4 ? [8, 12.5] : null;
      }
      return weekday >= 1 && weekday <= 5 ? [7.75, 15.25] : null;
    case 'office':
      return weekday >= 1 && weekday <= 5 ? [8, 18] : null;
    case 'clinic':
      return weekday === 0 ? null : weekday === 6 ? [8, 12] : [8, 17];
    case 'library':
      return weekday === 0 ? [13, 17] : weekday <= 4 ? [9, 20] : [9, 17];
  }
}

/** A site's day: its hours, whether it closed unexpectedly, and how many of its people come. */
export interface SiteDay {
  day: number;
  weekday: number;
  /** Opening hours (local), or null on a closed day. */
  hours: [number, number] | null;
  /** Closed although it should have been open (a snow day): staff may still come in. */
  closure: boolean;
  summer: boolean;
  /** Share of the expected people who come (illness, hybrid work, weather). */
  attendance: number;
  /** Start (local hour) of the school's first lunch wave; the others follow every half hour. */
  lunch: number;
}

/** Who turns up on each weekday (0 = Sunday): offices are quieter on Mondays and Fridays. */
const WEEKDAY_ATTENDANCE: Record<Schedule, number[]> = {
  school: [1, 0.95, 0.96, 0.96, 0.95, 0.92, 1],
  office: [1, 0.72, 0.92, 0.95, 0.86, 0.55, 1],
  clinic: [1, 1, 0.92, 0.9, 0.95, 0.85, 0.8],
  library: [1.15, 0.85, 0.9, 0.9, 0.95, 0.9, 1.1],
};

export function siteDay(
  schedule: Schedule,
  site: string,
  day: number,
  closures: readonly number[],
): SiteDay {
  const random = seededRandom(`${site}/${day}`);
  const regular = openingHours(schedule, day);
  const closure = regular !== null && closures.includes(day);
  // A cold-and-flu wave comes and goes over a couple of weeks.
  const wave = 0.5 + 0.5 * Math.sin(day / 2.3 + (hashString(site) % 628) / 100);
  const usual = WEEKDAY_ATTENDANCE[schedule][weekdayOf(day)]!;
  return {
    day,
    weekday: weekdayOf(day),
    hours: closure ? null : regular,
    closure,
    summer: schedule === 'school' && inSummerSession(day),
    attendance: usual * (0.93 + 0.07 * random.next()) - 0.04 * wave,
    lunch: 10.75 + random.next() * 0.12,
  };
}

/**
 * The regular open day of the schedule nearest before `day - daysAgo` (or that day itself), for
 * placing one-off events on days the building is in use.
 */
export function openDayBefore(schedule: Schedule, day: number, daysAgo: number): number {
  let d = day - daysAgo;
  while (openingHours(schedule, d) === null && day - d < daysAgo + 30) {
    d -= 1;
  }
  return d;
}
