/**
 * The demo buildings' calendar: local clock time in a site's time zone, public and school holidays,
 * the school's summer session, opening hours per schedule, and each site's day as the people in it
 * live it (open or not, how many turn up). Pure functions of the date, so history and the live
 * simulator agree; the random parts come from a seeded source keyed by site and day.
 */
import { zoneOffsetMs } from '@airboard/shared';
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

/** True on the days the schedule's building is closed for a holiday or a break. */
function isHoliday(schedule: Schedule, day: number): boolean {
  const date = new Date(day * DAY);
  const month = date.getUTCMonth() + 1;
  const d = date.getUTCDate();
  const weekday = weekdayOf(day);
  const nth = Math.ceil(d / 7);
  const lastMondayOfMay = month === 5 && weekday === 1 && d > 24;
  const thanksgiving = month === 11 && weekday === 4 && nth === 4;
  const dayAfterThanksgiving = month === 11 && weekday === 5 && d >= 23 && d <= 29;
  const everyone =
    (month === 1 && d === 1) ||
    lastMondayOfMay ||
    (month === 7 && d === 4) ||
    (month === 9 && weekday === 1 && nth === 1) ||
    thanksgiving ||
    (month === 12 && d === 25);
  if (everyone) {
    return true;
  }
  switch (schedule) {
    case 'school':
      return (
        (month === 1 && (d <= 2 || (weekday === 1 && nth === 3))) || // winter break, MLK Day
        (month === 2 && weekday === 1 && nth === 3) || // Presidents' Day
        (month === 6 && d === 19) ||
        (month === 10 && weekday === 1 && nth === 2) || // Indigenous Peoples' Day
        (month === 11 && (d === 11 || dayAfterThanksgiving)) ||
        (month === 12 && d >= 22)
      );
    case 'office':
      return dayAfterThanksgiving || (month === 12 && d === 24);
    case 'clinic':
    case 'library':
      return false;
  }
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
