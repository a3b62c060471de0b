/**
 * Schedules (issue 19): the limits of a schedule group and of a holiday calendar, each written
 * once, and the checks their contracts (api/schedule-groups.ts) and the week editor share — time
 * blocks on quarter hours that end after they start and do not overlap, exceptions that do not
 * overlap, values of the group's point kind and within each point's range or states. Times are
 * the site's wall clock: "HH:MM" in a day, "YYYY-MM-DDTHH:MM" for an exception.
 */
import type { ScheduleBlock, SchedulePointKind, ScheduleValue } from '../api/schedule-groups';
import { messages } from '../messages';
import { ISO_WEEKDAY_NAMES } from './report-schedules';
import { CLOSING_AT_MIDNIGHT, OPENING_TIME_PATTERN } from './reports';
import { isStorableInstant } from './storable-input';
import { isWithinRange, writableRangeText, type WritableRange } from './writable-editor';

/** The week editor's grid: blocks and exceptions start and end on these steps. */
export const SCHEDULE_STEP_MINUTES = 15;
/** Blocks in one day's program: a school day has 3–4, a BAS front end rarely shows more. */
export const SCHEDULE_BLOCKS_PER_DAY_MAX = 12;
/** Exceptions a group holds: a year of evening events; past ones can be deleted. */
export const SCHEDULE_EXCEPTIONS_MAX = 100;
/** Points a group commands: a floor of classrooms. */
export const SCHEDULE_GROUP_POINTS_MAX = 100;
/** Holiday calendars a group follows. */
export const SCHEDULE_GROUP_CALENDARS_MAX = 10;
export const SCHEDULE_GROUP_NAME_MAX = 100;
export const SCHEDULE_EXCEPTION_NOTE_MAX = 200;
/** The length of a multi-state value (a state's name). */
export const SCHEDULE_STATE_MAX = 100;
export const HOLIDAY_CALENDAR_NAME_MAX = 100;
/** Entries of one holiday calendar: a district's closures for several school years. */
export const HOLIDAY_CALENDAR_ENTRIES_MAX = 200;
/** Days of values the page previews before saving. */
export const SCHEDULE_PREVIEW_DAYS = 14;

/** The kinds of writable point a group holds; its values are numbers, true/false or states. */
export const SCHEDULE_POINT_KINDS = ['number', 'bool', 'multiState'] as const;
/** What a holiday does to a group's day: nothing but the default value, or the holiday program. */
export const HOLIDAY_EFFECTS = ['skip', 'program'] as const;

/** Minutes after midnight of a block's "HH:MM" time; "24:00" (a block's end only) is 1440. */
export function scheduleMinutes(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/** Whether text is a block's time: "00:00" to "23:59", and "24:00" when it is an end. */
export function isScheduleTime(time: string, isEnd: boolean): boolean {
  return OPENING_TIME_PATTERN.test(time) || (isEnd && time === CLOSING_AT_MIDNIGHT);
}

/** Whether a minute of the day is on the week editor's grid. */
export const isOnScheduleStep = (minutes: number): boolean => minutes % SCHEDULE_STEP_MINUTES === 0;

/** A block as people read it: "07:00–16:30". */
export const blockLabel = (block: Pick<ScheduleBlock, 'start' | 'end'>): string =>
  `${block.start}–${block.end}`;

/** The name of a weekly program's day (0 Sunday … 6 Saturday). */
export const scheduleWeekdayName = (weekday: number): string =>
  ISO_WEEKDAY_NAMES[(weekday + 6) % 7]!;

/** The blocks of a day from the earliest, without changing the day's own list. */
export const blocksInOrder = <Block extends Pick<ScheduleBlock, 'start'>>(
  blocks: readonly Block[],
): Block[] => [...blocks].sort((a, b) => scheduleMinutes(a.start) - scheduleMinutes(b.start));

/** The first two blocks of a day that overlap (touching is fine), or null. */
export function overlappingBlocks<Block extends Pick<ScheduleBlock, 'start' | 'end'>>(
  blocks: readonly Block[],
): [Block, Block] | null {
  const ordered = blocksInOrder(blocks);
  for (let i = 1; i < ordered.length; i++) {
    if (scheduleMinutes(ordered[i]!.start) < scheduleMinutes(ordered[i - 1]!.end)) {
      return [ordered[i - 1]!, ordered[i]!];
    }
  }
  return null;
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * An exception's "YYYY-MM-DDTHH:MM" as the milliseconds of the UTC time with the same fields (so
 * calendar arithmetic is plain arithmetic), or null when it names no real time from 1970 to 2999.
 */
export function localDateTimeMs(text: string): number | null {
  const match = LOCAL_DATE_TIME.exec(text);
  if (!match) {
    return null;
  }
  const [year, month, day, hours, minutes] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const ms = Date.UTC(year, month - 1, day, hours, minutes);
  const date = new Date(ms);
  const same =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hours &&
    date.getUTCMinutes() === minutes;
  return same && isStorableInstant(ms) ? ms : null;
}

/** An exception as people read it: "2026-12-03 18:00–21:00", or with both dates when it spans days. */
export function exceptionLabel(exception: { start: string; end: string }): string {
  const [startDay, startTime] = exception.start.split('T');
  const [endDay, endTime] = exception.end.split('T');
  return startDay === endDay
    ? `${startDay} ${startTime}–${endTime}`
    : `${startDay} ${startTime} – ${endDay} ${endTime}`;
}

/** The first two exceptions whose times overlap (one ending as another starts is fine), or null. */
export function overlappingExceptions<Exception extends { start: string; end: string }>(
  exceptions: readonly Exception[],
): [Exception, Exception] | null {
  // "YYYY-MM-DDTHH:MM" sorts as the times do.
  const ordered = [...exceptions].sort((a, b) => (a.start < b.start ? -1 : 1));
  for (let i = 1; i < ordered.length; i++) {
    if (ordered[i]!.start < ordered[i - 1]!.end) {
      return [ordered[i - 1]!, ordered[i]!];
    }
  }
  return null;
}

/** Why a value does not fit a group of the kind, or null when it does. */
export function scheduleValueKindProblem(
  kind: SchedulePointKind,
  value: ScheduleValue,
): string | null {
  switch (kind) {
    case 'number':
      return typeof value === 'number' ? null : messages.scheduleValueNotNumber;
    case 'bool':
      return typeof value === 'boolean' ? null : messages.scheduleValueNotOnOff;
    case 'multiState':
      return typeof value === 'string' ? null : messages.scheduleValueNotState;
  }
}

/** What a group's values are checked against, per point. */
export interface SchedulablePoint {
  name: string;
  unit: string;
  range: WritableRange | null;
  multiStateValues: readonly string[] | null;
}

/**
 * Why a value of a group (already of the group's kind) cannot be written to one of its points —
 * outside its range, or none of its states — or null when it can.
 */
export function scheduleValuePointProblem(
  value: ScheduleValue,
  point: SchedulablePoint,
): string | null {
  if (typeof value === 'number') {
    return isWithinRange(value, point.range)
      ? null
      : messages.scheduleValueOutsideRange(
          point.name,
          value,
          writableRangeText(point.range, point.unit) ?? '',
        );
  }
  if (typeof value === 'string') {
    const states = point.multiStateValues ?? [];
    return states.length > 0 && !states.includes(value)
      ? messages.scheduleStateUnknown(point.name, value, states.join(', '))
      : null;
  }
  return null;
}

/**
 * The kind of group a point can join, from its value kind and states: numbers, on/off, or a
 * state of its list. A text point without states is not scheduled (null).
 */
export function schedulePointKindOf(point: {
  kind: 'Number' | 'Bool' | 'String';
  multiStateValues: readonly string[] | null;
}): SchedulePointKind | null {
  if (point.kind === 'Number') {
    return 'number';
  }
  if (point.kind === 'Bool') {
    return 'bool';
  }
  return point.multiStateValues && point.multiStateValues.length > 0 ? 'multiState' : null;
}

/**
 * Every value a group can command, once each: what the server checks against each of its points
 * before saving.
 */
export function scheduleGroupValues(group: {
  defaultValue: ScheduleValue;
  weekly: readonly (readonly { value: ScheduleValue }[])[];
  holidayProgram: readonly { value: ScheduleValue }[];
  exceptions: readonly { value: ScheduleValue }[];
}): ScheduleValue[] {
  const values = [
    group.defaultValue,
    ...[...group.weekly.flat(), ...group.holidayProgram, ...group.exceptions].map((b) => b.value),
  ];
  return [...new Set(values)];
}
