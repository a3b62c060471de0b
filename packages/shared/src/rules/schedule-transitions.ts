/**
 * What a schedule group commands, and when that changes (issue 19): the scheduler writes each
 * point at the group's next transition, the zone page shows the value and the next change, and
 * the Schedules page previews days of values before saving. Precedence: an exception, then the
 * first followed holiday calendar naming the day (skip: the default value all day; program: the
 * holiday program), then the weekday's blocks, then the default value.
 *
 * Everything is on the site's clock and DST-correct: each day's times become instants, a time in
 * the spring-forward gap at the moment the clocks jump (a block from 02:30 starts at 03:00) and a
 * time the fall-back repeats at its first coming (a block from 01:30 starts once, and runs through
 * the repeated hour). A block wholly inside the gap never runs. Only changes of value are
 * transitions: 23:00–24:00 and the next day's 00:00–06:00 at one value are one run.
 */
import type {
  HolidayCalendar,
  ScheduleBlock,
  ScheduleCalendarUse,
  ScheduleValue,
} from '../api/schedule-groups';
import { instantOfWallClock, siteDayOf, wallClockMs } from '../site-time';
import {
  calendarDayAt,
  calendarIncludes,
  lastDatedDay,
  type CalendarDay,
} from './schedule-calendar';
import {
  blocksInOrder,
  localDateTimeMs,
  SCHEDULE_PREVIEW_DAYS,
  scheduleGroupValues,
  scheduleMinutes,
} from './schedules';

/** What decides a group's value over time: a saved group, or one being edited. */
export interface ScheduleProgram {
  defaultValue: ScheduleValue;
  /** Days 0 (Sunday) to 6 (Saturday). */
  weekly: readonly (readonly ScheduleBlock[])[];
  holidayProgram: readonly ScheduleBlock[];
  calendars: readonly ScheduleCalendarUse[];
  exceptions: readonly { start: string; end: string; value: ScheduleValue }[];
}

/** The project's holiday calendars; those a group does not follow are ignored. */
export type ScheduleCalendars = readonly Pick<HolidayCalendar, 'objectId' | 'entries'>[];

/** The group commands `value` from `at` on. */
export interface ScheduleStep {
  at: Date;
  value: ScheduleValue;
}

/**
 * How far past its last dated holiday and exception a group's next transition is looked for: a
 * leap year and a week, in which every weekday and every yearly holiday rule comes round. A group
 * with none in that time never changes value.
 */
export const SCHEDULE_SEARCH_DAYS = 373;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

interface Step {
  at: number;
  value: ScheduleValue;
}

/**
 * Instants of wall-clock times (`instantOfWallClock`), remembered: a site's groups share their
 * quarter hours, and Intl is slow next to a lookup. Cleared when full, so it stays small.
 */
const instants = new Map<string, number>();
const INSTANTS_REMEMBERED_MAX = 100_000;
function instantOf(wall: number, timeZone: string): number {
  const key = `${timeZone} ${wall}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    if (instants.size >= INSTANTS_REMEMBERED_MAX) {
      instants.clear();
    }
    instant = instantOfWallClock(wall, timeZone).getTime();
    instants.set(key, instant);
  }
  return instant;
}

/** The blocks that run on a day: the first followed calendar naming it decides. */
function blocksOfDay(
  program: ScheduleProgram,
  calendars: ScheduleCalendars,
  day: CalendarDay,
): readonly ScheduleBlock[] {
  for (const use of program.calendars) {
    const calendar = calendars.find((c) => c.objectId === use.calendarId);
    if (calendar && calendarIncludes(calendar.entries, day)) {
      return use.effect === 'skip' ? [] : program.holidayProgram;
    }
  }
  return program.weekly[day.weekday] ?? [];
}

/** Adds a step; one at the instant of the last replaces it (times that the gap made equal). */
function pushStep(steps: Step[], at: number, value: ScheduleValue): void {
  const last = steps.at(-1);
  if (last?.at === at) {
    last.value = value;
  } else {
    steps.push({ at, value });
  }
}

/** The weekly program and holidays, without exceptions, over the site's days (UTC midnights). */
function programSteps(
  program: ScheduleProgram,
  calendars: ScheduleCalendars,
  timeZone: string,
  firstDay: number,
  lastDay: number,
): Step[] {
  const steps: Step[] = [];
  for (let midnight = firstDay; midnight <= lastDay; midnight += DAY_MS) {
    pushStep(steps, instantOf(midnight, timeZone), program.defaultValue);
    for (const block of blocksInOrder(blocksOfDay(program, calendars, calendarDayAt(midnight)))) {
      const start = instantOf(midnight + scheduleMinutes(block.start) * MINUTE_MS, timeZone);
      const end = instantOf(midnight + scheduleMinutes(block.end) * MINUTE_MS, timeZone);
      if (end > start) {
        pushStep(steps, start, block.value);
        pushStep(steps, end, program.defaultValue);
      }
    }
  }
  return steps;
}

/** The exceptions as instants, those touching from `from` to `to`. */
function exceptionsBetween(program: ScheduleProgram, timeZone: string, from: number, to: number) {
  return program.exceptions.flatMap((exception) => {
    const start = localDateTimeMs(exception.start);
    const end = localDateTimeMs(exception.end);
    if (start === null || end === null) {
      return [];
    }
    const window = {
      start: instantOf(start, timeZone),
      end: instantOf(end, timeZone),
      value: exception.value,
    };
    return window.end > from && window.start <= to && window.end > window.start ? [window] : [];
  });
}

/**
 * The value at `from`, then each change of value after it up to `to` (included). Linear in the
 * days and blocks covered, plus the few exceptions in the range.
 */
function valueRuns(
  program: ScheduleProgram,
  calendars: ScheduleCalendars,
  timeZone: string,
  from: number,
  to: number,
): Step[] {
  // From the day before, so the value just before `from` is known wherever its midnight falls.
  const steps = programSteps(
    program,
    calendars,
    timeZone,
    siteDayOf(from, timeZone) - DAY_MS,
    siteDayOf(to, timeZone),
  );
  const exceptions = exceptionsBetween(program, timeZone, from, to);
  const moments = [from, ...steps.map((s) => s.at), ...exceptions.flatMap((e) => [e.start, e.end])]
    .filter((at) => at >= from && at <= to)
    .sort((a, b) => a - b);
  const runs: Step[] = [];
  let current = 0;
  for (const at of moments) {
    while (current + 1 < steps.length && steps[current + 1]!.at <= at) {
      current++;
    }
    const exception = exceptions.find((e) => e.start <= at && at < e.end);
    const value = exception ? exception.value : steps[current]!.value;
    if (runs.length === 0 || runs.at(-1)!.value !== value) {
      runs.push({ at, value });
    }
  }
  return runs;
}

const asScheduleStep = (step: Step): ScheduleStep => ({ at: new Date(step.at), value: step.value });

/** The value the group commands at an instant. */
export function scheduleValueAt(
  program: ScheduleProgram,
  calendars: ScheduleCalendars,
  timeZone: string,
  at: Date,
): ScheduleValue {
  return valueRuns(program, calendars, timeZone, at.getTime(), at.getTime())[0]!.value;
}

/** The group's transitions after `from` up to `to` (included), each a change of value. */
export function scheduleTransitions(
  program: ScheduleProgram,
  calendars: ScheduleCalendars,
  timeZone: string,
  from: Date,
  to: Date,
): ScheduleStep[] {
  return valueRuns(program, calendars, timeZone, from.getTime(), to.getTime())
    .slice(1)
    .map(asScheduleStep);
}

/** Where the search for a next transition may stop (see SCHEDULE_SEARCH_DAYS). */
function searchEnd(program: ScheduleProgram, calendars: ScheduleCalendars, after: number): number {
  const followed = calendars.filter((c) =>
    program.calendars.some((u) => u.calendarId === c.objectId),
  );
  // Wall-clock times read as UTC: a day either side of the instants, well inside the margin.
  const dated = [
    ...followed.map((c) => lastDatedDay(c.entries)).map((d) => (d ? Date.parse(d) + DAY_MS : 0)),
    ...program.exceptions.map((e) => localDateTimeMs(e.end) ?? 0),
  ];
  return Math.max(after, ...dated) + SCHEDULE_SEARCH_DAYS * DAY_MS;
}

/** The group's first transition after an instant, or null when its value never changes again. */
export function nextScheduleTransition(
  program: ScheduleProgram,
  calendars: ScheduleCalendars,
  timeZone: string,
  after: Date,
): ScheduleStep | null {
  // A group whose every value is its default never changes: no need to look a year ahead.
  if (scheduleGroupValues(program).every((value) => value === program.defaultValue)) {
    return null;
  }
  const end = searchEnd(program, calendars, after.getTime());
  for (let from = after.getTime(); from < end; from += WEEK_MS) {
    const next = valueRuns(program, calendars, timeZone, from, Math.min(from + WEEK_MS, end))[1];
    if (next) {
      return asScheduleStep(next);
    }
  }
  return null;
}

/**
 * Days of the group's values from an instant, as a step series for a chart: the value at `from`,
 * each change, and the last value again at the end (the same wall-clock time `days` later).
 */
export function schedulePreview(
  program: ScheduleProgram,
  calendars: ScheduleCalendars,
  timeZone: string,
  from: Date,
  days: number = SCHEDULE_PREVIEW_DAYS,
): ScheduleStep[] {
  const end = instantOf(wallClockMs(from.getTime(), timeZone) + days * DAY_MS, timeZone);
  const runs = valueRuns(program, calendars, timeZone, from.getTime(), end);
  const last = runs.at(-1)!;
  return [...runs, ...(last.at < end ? [{ at: end, value: last.value }] : [])].map(asScheduleStep);
}
