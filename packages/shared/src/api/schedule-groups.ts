/**
 * Schedule contracts (issue 19), after BACnet Schedule and Calendar objects but simpler: a site's
 * schedule groups — writable points of one kind commanded together by a weekly program (per
 * weekday, time blocks with a value; the default value outside them), the project's holiday
 * calendars it follows (a holiday skips the program or uses the group's holiday program) and
 * one-off exceptions (a time range with a value, e.g. an evening event) — and those holiday
 * calendars. Times are the site's wall clock. A group or calendar is created and edited whole.
 * What the value is at a given time: rules/schedule-transitions.ts.
 */
import { z } from 'zod';
import { messages } from '../messages';
import {
  blockLabel,
  exceptionLabel,
  HOLIDAY_CALENDAR_ENTRIES_MAX,
  HOLIDAY_CALENDAR_NAME_MAX,
  HOLIDAY_EFFECTS,
  isOnScheduleStep,
  isScheduleTime,
  localDateTimeMs,
  overlappingBlocks,
  overlappingExceptions,
  SCHEDULE_BLOCKS_PER_DAY_MAX,
  SCHEDULE_EXCEPTION_NOTE_MAX,
  SCHEDULE_EXCEPTIONS_MAX,
  SCHEDULE_GROUP_CALENDARS_MAX,
  SCHEDULE_GROUP_NAME_MAX,
  SCHEDULE_GROUP_POINTS_MAX,
  SCHEDULE_POINT_KINDS,
  SCHEDULE_STATE_MAX,
  SCHEDULE_STEP_MINUTES,
  scheduleMinutes,
  scheduleValueKindProblem,
  scheduleWeekdayName,
} from '../rules/schedules';
import { objectIdSchema, safeText, siteIdParams } from './common';
import { projectIdParams } from './dashboards';

export const scheduleGroupParams = siteIdParams.extend({ groupId: objectIdSchema });
export const holidayCalendarParams = projectIdParams.extend({ calendarId: objectIdSchema });

export const schedulePointKind = z.enum(SCHEDULE_POINT_KINDS);
export type SchedulePointKind = z.infer<typeof schedulePointKind>;

/** What a group writes: a number, on/off, or the name of a state of multi-state points. */
export const scheduleValue = z.union([
  z.number(),
  z.boolean(),
  safeText().min(1).max(SCHEDULE_STATE_MAX),
]);
export type ScheduleValue = z.infer<typeof scheduleValue>;

const onStep = { message: messages.scheduleTimeStep(SCHEDULE_STEP_MINUTES) };
const blockTime = (isEnd: boolean) =>
  z
    .string()
    .refine((time) => isScheduleTime(time, isEnd), {
      message: messages.scheduleTimeFormat,
      abort: true,
    })
    .refine((time) => isOnScheduleStep(scheduleMinutes(time)), onStep);

/**
 * A time block of a day: from `start` to `end` ("HH:MM", end excluded; "24:00" ends at midnight).
 * It stays within its day: a night is two blocks, 22:00–24:00 and the next day's 00:00–06:00.
 */
export const scheduleBlock = z
  .object({ start: blockTime(false), end: blockTime(true), value: scheduleValue })
  .refine((b) => scheduleMinutes(b.start) < scheduleMinutes(b.end), {
    message: messages.scheduleBlockOrder,
    path: ['end'],
  });
export type ScheduleBlock = z.infer<typeof scheduleBlock>;

/** One day's blocks, in any order. */
const dayBlocks = z
  .array(scheduleBlock)
  .max(SCHEDULE_BLOCKS_PER_DAY_MAX, messages.scheduleTooManyBlocks(SCHEDULE_BLOCKS_PER_DAY_MAX));

/** Refuses a day whose blocks overlap, naming the day and the blocks. */
function refuseOverlaps(
  blocks: readonly ScheduleBlock[],
  dayName: string,
  ctx: z.RefinementCtx,
  path: PropertyKey[] = [],
): void {
  const overlap = overlappingBlocks(blocks);
  if (overlap) {
    ctx.addIssue({
      code: 'custom',
      message: messages.scheduleBlocksOverlap(
        dayName,
        blockLabel(overlap[0]),
        blockLabel(overlap[1]),
      ),
      path,
    });
  }
}

/** Days 0 (Sunday) to 6 (Saturday), as JavaScript counts them. */
const weeklyProgram = z
  .array(dayBlocks)
  .length(7)
  .superRefine((days, ctx) =>
    days.forEach((blocks, d) => refuseOverlaps(blocks, scheduleWeekdayName(d), ctx, [d])),
  );

/** How a group follows one of the project's holiday calendars. */
export const scheduleCalendarUse = z.object({
  calendarId: objectIdSchema,
  /** 'skip': on its days only the default value; 'program': the group's holiday program. */
  effect: z.enum(HOLIDAY_EFFECTS),
});
export type ScheduleCalendarUse = z.infer<typeof scheduleCalendarUse>;

const exceptionTime = z
  .string()
  .refine((text) => localDateTimeMs(text) !== null, {
    message: messages.scheduleExceptionTimeFormat,
    abort: true,
  })
  .refine((text) => isOnScheduleStep(scheduleMinutes(text.slice(11))), onStep);

/** A one-off value from `start` to `end` ("YYYY-MM-DDTHH:MM", end excluded), over the program. */
export const scheduleExceptionInput = z
  .object({
    /** Kept when the group is edited; a new exception gets one. */
    objectId: objectIdSchema.optional(),
    start: exceptionTime,
    end: exceptionTime,
    value: scheduleValue,
    note: safeText().trim().max(SCHEDULE_EXCEPTION_NOTE_MAX),
  })
  .refine((e) => e.start < e.end, { message: messages.scheduleExceptionOrder, path: ['end'] });

const uniqueIds = (ids: readonly string[]) => new Set(ids).size === ids.length;

/** A group as saved (created or edited whole). */
export const scheduleGroupInput = z
  .object({
    name: safeText().trim().min(1).max(SCHEDULE_GROUP_NAME_MAX),
    pointKind: schedulePointKind,
    /** Writable points of the site, of the group's kind, in no other group. */
    pointIds: z
      .array(objectIdSchema)
      .min(1, messages.scheduleNeedsPoint)
      .max(SCHEDULE_GROUP_POINTS_MAX, messages.scheduleTooManyPoints(SCHEDULE_GROUP_POINTS_MAX))
      .refine(uniqueIds, messages.schedulePointListedTwice),
    /** Outside the blocks, and all day on a skipped holiday. */
    defaultValue: scheduleValue,
    weekly: weeklyProgram,
    /** The day program on holidays of calendars followed with effect 'program'. */
    holidayProgram: dayBlocks.superRefine((blocks, ctx) =>
      refuseOverlaps(blocks, messages.scheduleHolidayProgram, ctx),
    ),
    /** In order of precedence: the first calendar naming a day decides its effect. */
    calendars: z
      .array(scheduleCalendarUse)
      .max(
        SCHEDULE_GROUP_CALENDARS_MAX,
        messages.scheduleTooManyCalendars(SCHEDULE_GROUP_CALENDARS_MAX),
      )
      .refine(
        (uses) => uniqueIds(uses.map((u) => u.calendarId)),
        messages.scheduleCalendarListedTwice,
      ),
    exceptions: z
      .array(scheduleExceptionInput)
      .max(SCHEDULE_EXCEPTIONS_MAX, messages.scheduleTooManyExceptions(SCHEDULE_EXCEPTIONS_MAX))
      .superRefine((exceptions, ctx) => {
        const overlap = overlappingExceptions(exceptions);
        if (overlap) {
          ctx.addIssue({
            code: 'custom',
            message: messages.scheduleExceptionsOverlap(
              exceptionLabel(overlap[0]),
              exceptionLabel(overlap[1]),
            ),
          });
        }
      }),
  })
  .superRefine((group, ctx) => {
    // The first value of another kind is enough to say what the group needs.
    const valued: [ScheduleValue, PropertyKey[]][] = [
      [group.defaultValue, ['defaultValue']],
      ...group.weekly.flatMap((day, d) =>
        day.map((b, i) => [b.value, ['weekly', d, i, 'value']] as [ScheduleValue, PropertyKey[]]),
      ),
      ...group.holidayProgram.map(
        (b, i) => [b.value, ['holidayProgram', i, 'value']] as [ScheduleValue, PropertyKey[]],
      ),
      ...group.exceptions.map(
        (e, i) => [e.value, ['exceptions', i, 'value']] as [ScheduleValue, PropertyKey[]],
      ),
    ];
    const wrong = valued.find(([value]) => scheduleValueKindProblem(group.pointKind, value));
    if (wrong) {
      const [value, path] = wrong;
      ctx.addIssue({
        code: 'custom',
        message: scheduleValueKindProblem(group.pointKind, value)!,
        path,
      });
    }
  });
export type ScheduleGroupInput = z.infer<typeof scheduleGroupInput>;

const savedBlock = z.object({ start: z.string(), end: z.string(), value: scheduleValue });
export const scheduleException = z.object({
  objectId: z.string(),
  start: z.string(),
  end: z.string(),
  value: scheduleValue,
  note: z.string(),
});
export type ScheduleException = z.infer<typeof scheduleException>;

export const scheduleGroup = z.object({
  objectId: z.string(),
  siteId: z.string(),
  name: z.string(),
  pointKind: schedulePointKind,
  pointIds: z.array(z.string()),
  defaultValue: scheduleValue,
  weekly: z.array(z.array(savedBlock)),
  holidayProgram: z.array(savedBlock),
  calendars: z.array(z.object({ calendarId: z.string(), effect: z.enum(HOLIDAY_EFFECTS) })),
  exceptions: z.array(scheduleException),
});
export type ScheduleGroup = z.infer<typeof scheduleGroup>;
export const scheduleGroupsResponse = z.object({ results: z.array(scheduleGroup) });
export const scheduleGroupResponse = z.object({ results: scheduleGroup });

const calendarDate = z.iso.date();
/**
 * A day or days a holiday calendar names: a date, a range of dates (both included), or every year
 * the `week`-th (1–5, or 'last') `weekday` (0 Sunday … 6) of a `month` (1–12), as in "third Monday
 * of January".
 */
export const holidayCalendarEntry = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('date'), date: calendarDate }),
  z
    .object({ kind: z.literal('range'), from: calendarDate, to: calendarDate })
    .refine((r) => r.from <= r.to, { message: messages.holidayRangeOrder, path: ['to'] }),
  z.object({
    kind: z.literal('weekNDay'),
    month: z.number().int().min(1).max(12),
    week: z.union([z.number().int().min(1).max(5), z.literal('last')]),
    weekday: z.number().int().min(0).max(6),
  }),
]);
export type HolidayCalendarEntry = z.infer<typeof holidayCalendarEntry>;

/** A calendar as saved (created or edited whole). */
export const holidayCalendarInput = z.object({
  name: safeText().trim().min(1).max(HOLIDAY_CALENDAR_NAME_MAX),
  entries: z
    .array(holidayCalendarEntry)
    .max(
      HOLIDAY_CALENDAR_ENTRIES_MAX,
      messages.holidayTooManyEntries(HOLIDAY_CALENDAR_ENTRIES_MAX),
    ),
});
export type HolidayCalendarInput = z.infer<typeof holidayCalendarInput>;

export const holidayCalendar = z.object({
  objectId: z.string(),
  projectId: z.string(),
  name: z.string(),
  entries: z.array(holidayCalendarEntry),
});
export type HolidayCalendar = z.infer<typeof holidayCalendar>;
export const holidayCalendarsResponse = z.object({ results: z.array(holidayCalendar) });
export const holidayCalendarResponse = z.object({ results: holidayCalendar });
