import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import {
  HOLIDAY_CALENDAR_ENTRIES_MAX,
  HOLIDAY_CALENDAR_NAME_MAX,
  SCHEDULE_BLOCKS_PER_DAY_MAX,
  SCHEDULE_EXCEPTION_NOTE_MAX,
  SCHEDULE_EXCEPTIONS_MAX,
  SCHEDULE_GROUP_CALENDARS_MAX,
  SCHEDULE_GROUP_NAME_MAX,
  SCHEDULE_GROUP_POINTS_MAX,
  SCHEDULE_STATE_MAX,
  SCHEDULE_STEP_MINUTES,
} from '../rules/schedules';
import {
  holidayCalendarEntry,
  holidayCalendarInput,
  type ScheduleBlock,
  scheduleGroupInput,
  type ScheduleGroupInput,
} from './schedule-groups';

const school = {
  name: 'Classroom setpoints',
  pointKind: 'number',
  pointIds: ['p1', 'p2'],
  defaultValue: 17,
  weekly: [
    [],
    [{ start: '07:00', end: '16:30', value: 21.5 }],
    [{ start: '07:00', end: '16:30', value: 21.5 }],
    [{ start: '07:00', end: '16:30', value: 21.5 }],
    [{ start: '07:00', end: '16:30', value: 21.5 }],
    [{ start: '07:00', end: '12:00', value: 21.5 }],
    [],
  ],
  holidayProgram: [{ start: '08:00', end: '12:00', value: 20 }],
  calendars: [{ calendarId: 'district', effect: 'skip' }],
  exceptions: [{ start: '2026-12-03T18:00', end: '2026-12-03T21:00', value: 21, note: 'Concert' }],
} satisfies ScheduleGroupInput;

/** The group with one part replaced, as a request body may send it. */
const withPart = (part: Record<string, unknown>): unknown => ({ ...school, ...part });
/** The group with Monday's blocks replaced. */
const withMonday = (monday: unknown[]) => withPart({ weekly: school.weekly.with(1, monday as []) });

/** The messages a body is refused with, with the field each names; [] when it is accepted. */
const refusals = (body: unknown) =>
  scheduleGroupInput
    .safeParse(body)
    .error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

const blocks = (count: number): ScheduleBlock[] =>
  Array.from({ length: count }, (_, i) => {
    const hour = String(i).padStart(2, '0');
    return { start: `${hour}:00`, end: `${hour}:30`, value: 20 };
  });
const exceptions = (count: number) =>
  Array.from({ length: count }, (_, i) => {
    const day = new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10);
    return { start: `${day}T18:00`, end: `${day}T21:00`, value: 20, note: '' };
  });
const ids = (count: number) => Array.from({ length: count }, (_, i) => `p${i}`);

describe('scheduleGroupInput', () => {
  it('accepts a school week with a holiday calendar and an evening event', () => {
    expect(refusals(school)).toEqual([]);
  });

  it('takes blocks on quarter hours, up to 24:00', () => {
    expect(refusals(withMonday([{ start: '22:00', end: '24:00', value: 17 }]))).toEqual([]);
    expect(refusals(withMonday([{ start: '07:10', end: '16:30', value: 17 }]))).toEqual([
      `weekly.1.0.start: ${messages.scheduleTimeStep(SCHEDULE_STEP_MINUTES)}`,
    ]);
    expect(refusals(withMonday([{ start: '7:00', end: '25:00', value: 17 }]))).toEqual([
      `weekly.1.0.start: ${messages.scheduleTimeFormat}`,
      `weekly.1.0.end: ${messages.scheduleTimeFormat}`,
    ]);
    expect(refusals(withMonday([{ start: '24:00', end: '24:00', value: 17 }]))).toEqual([
      `weekly.1.0.start: ${messages.scheduleTimeFormat}`,
    ]);
  });

  it('refuses a block that ends before it starts, as one crossing midnight would', () => {
    expect(refusals(withMonday([{ start: '22:00', end: '06:00', value: 17 }]))).toEqual([
      `weekly.1.0.end: ${messages.scheduleBlockOrder}`,
    ]);
    expect(refusals(withMonday([{ start: '07:00', end: '07:00', value: 17 }]))).toEqual([
      `weekly.1.0.end: ${messages.scheduleBlockOrder}`,
    ]);
  });

  it('refuses overlapping blocks, naming the day and the blocks', () => {
    expect(
      refusals(
        withMonday([
          { start: '07:00', end: '12:00', value: 21 },
          { start: '11:00', end: '13:00', value: 20 },
        ]),
      ),
    ).toEqual([
      `weekly.1: ${messages.scheduleBlocksOverlap('Monday', '07:00–12:00', '11:00–13:00')}`,
    ]);
    expect(
      refusals(
        withPart({
          holidayProgram: [
            { start: '08:00', end: '12:00', value: 20 },
            { start: '09:00', end: '10:00', value: 20 },
          ],
        }),
      ),
    ).toEqual([
      `holidayProgram: ${messages.scheduleBlocksOverlap(messages.scheduleHolidayProgram, '08:00–12:00', '09:00–10:00')}`,
    ]);
  });

  it(`takes at most ${SCHEDULE_BLOCKS_PER_DAY_MAX} blocks a day`, () => {
    expect(refusals(withMonday(blocks(SCHEDULE_BLOCKS_PER_DAY_MAX)))).toEqual([]);
    expect(refusals(withMonday(blocks(SCHEDULE_BLOCKS_PER_DAY_MAX + 1)))).toEqual([
      `weekly.1: ${messages.scheduleTooManyBlocks(SCHEDULE_BLOCKS_PER_DAY_MAX)}`,
    ]);
  });

  it('needs a program for each of the seven days', () => {
    expect(refusals(withPart({ weekly: school.weekly.slice(1) }))).toHaveLength(1);
  });

  it('refuses values of another kind than the points, naming the first', () => {
    expect(refusals(withPart({ defaultValue: 'Off' }))).toEqual([
      `defaultValue: ${messages.scheduleValueNotNumber}`,
    ]);
    expect(refusals(withMonday([{ start: '07:00', end: '16:30', value: true }]))).toEqual([
      `weekly.1.0.value: ${messages.scheduleValueNotNumber}`,
    ]);
    const ionizer = { ...school, pointKind: 'bool', defaultValue: false };
    expect(refusals(ionizer)[0]).toBe(`weekly.1.0.value: ${messages.scheduleValueNotOnOff}`);
    // Only the exception is left with a number.
    const modes = {
      ...school,
      pointKind: 'multiState',
      defaultValue: 'Off',
      weekly: Array(7).fill([]),
      holidayProgram: [],
    };
    expect(refusals(modes)).toEqual([`exceptions.0.value: ${messages.scheduleValueNotState}`]);
  });

  it(`takes state names up to ${SCHEDULE_STATE_MAX} characters`, () => {
    const states = {
      ...school,
      pointKind: 'multiState',
      weekly: Array(7).fill([]),
      holidayProgram: [],
      exceptions: [],
    };
    expect(refusals({ ...states, defaultValue: 'x'.repeat(SCHEDULE_STATE_MAX) })).toEqual([]);
    expect(refusals({ ...states, defaultValue: 'x'.repeat(SCHEDULE_STATE_MAX + 1) })).toHaveLength(
      1,
    );
  });

  it(`holds 1 to ${SCHEDULE_GROUP_POINTS_MAX} points, each once`, () => {
    expect(refusals(withPart({ pointIds: ids(SCHEDULE_GROUP_POINTS_MAX) }))).toEqual([]);
    expect(refusals(withPart({ pointIds: ids(SCHEDULE_GROUP_POINTS_MAX + 1) }))).toEqual([
      `pointIds: ${messages.scheduleTooManyPoints(SCHEDULE_GROUP_POINTS_MAX)}`,
    ]);
    expect(refusals(withPart({ pointIds: [] }))).toEqual([
      `pointIds: ${messages.scheduleNeedsPoint}`,
    ]);
    expect(refusals(withPart({ pointIds: ['p1', 'p1'] }))).toEqual([
      `pointIds: ${messages.schedulePointListedTwice}`,
    ]);
  });

  it(`follows at most ${SCHEDULE_GROUP_CALENDARS_MAX} holiday calendars, each once`, () => {
    const uses = (count: number) =>
      ids(count).map((calendarId) => ({ calendarId, effect: 'skip' }));
    expect(refusals(withPart({ calendars: uses(SCHEDULE_GROUP_CALENDARS_MAX) }))).toEqual([]);
    expect(refusals(withPart({ calendars: uses(SCHEDULE_GROUP_CALENDARS_MAX + 1) }))).toEqual([
      `calendars: ${messages.scheduleTooManyCalendars(SCHEDULE_GROUP_CALENDARS_MAX)}`,
    ]);
    const twice = [...uses(1), { calendarId: 'p0', effect: 'program' }];
    expect(refusals(withPart({ calendars: twice }))).toEqual([
      `calendars: ${messages.scheduleCalendarListedTwice}`,
    ]);
    expect(refusals(withPart({ calendars: [{ calendarId: 'c', effect: 'off' }] }))).toHaveLength(1);
  });

  it(`holds at most ${SCHEDULE_EXCEPTIONS_MAX} exceptions`, () => {
    expect(refusals(withPart({ exceptions: exceptions(SCHEDULE_EXCEPTIONS_MAX) }))).toEqual([]);
    expect(refusals(withPart({ exceptions: exceptions(SCHEDULE_EXCEPTIONS_MAX + 1) }))).toEqual([
      `exceptions: ${messages.scheduleTooManyExceptions(SCHEDULE_EXCEPTIONS_MAX)}`,
    ]);
  });

  it('takes exceptions that end after they start, on quarter hours, without overlap', () => {
    const exception = (start: string, end: string) => ({ start, end, value: 20, note: '' });
    const refused = (...list: unknown[]) => refusals(withPart({ exceptions: list }));
    expect(refused(exception('2026-12-03T18:00', '2026-12-05T06:00'))).toEqual([]);
    expect(refused(exception('2026-12-03T18:00', '2026-12-03T18:00'))).toEqual([
      `exceptions.0.end: ${messages.scheduleExceptionOrder}`,
    ]);
    expect(refused(exception('2026-12-03T18:05', '2026-12-03T19:00'))).toEqual([
      `exceptions.0.start: ${messages.scheduleTimeStep(SCHEDULE_STEP_MINUTES)}`,
    ]);
    expect(refused(exception('2026-02-30T18:00', '2026-12-03 19:00'))).toEqual([
      `exceptions.0.start: ${messages.scheduleExceptionTimeFormat}`,
      `exceptions.0.end: ${messages.scheduleExceptionTimeFormat}`,
    ]);
    expect(
      refused(
        exception('2026-12-03T18:00', '2026-12-03T21:00'),
        exception('2026-12-03T20:00', '2026-12-03T22:00'),
      ),
    ).toEqual([
      `exceptions: ${messages.scheduleExceptionsOverlap('2026-12-03 18:00–21:00', '2026-12-03 20:00–22:00')}`,
    ]);
  });

  it(`takes a name up to ${SCHEDULE_GROUP_NAME_MAX} characters and notes up to ${SCHEDULE_EXCEPTION_NOTE_MAX}`, () => {
    expect(refusals(withPart({ name: 'x'.repeat(SCHEDULE_GROUP_NAME_MAX) }))).toEqual([]);
    expect(refusals(withPart({ name: 'x'.repeat(SCHEDULE_GROUP_NAME_MAX + 1) }))).toHaveLength(1);
    expect(refusals(withPart({ name: '   ' }))).toHaveLength(1);
    const noted = (note: string) => withPart({ exceptions: [{ ...school.exceptions[0], note }] });
    expect(refusals(noted('x'.repeat(SCHEDULE_EXCEPTION_NOTE_MAX)))).toEqual([]);
    expect(refusals(noted('x'.repeat(SCHEDULE_EXCEPTION_NOTE_MAX + 1)))).toHaveLength(1);
  });
});

describe('holidayCalendarInput', () => {
  const date = { kind: 'date', date: '2026-11-26' };
  it('takes dates, ranges and week-n-day rules', () => {
    const calendar = {
      name: 'District holidays',
      entries: [
        date,
        { kind: 'range', from: '2026-12-21', to: '2027-01-01' },
        { kind: 'weekNDay', month: 1, week: 3, weekday: 1 },
        { kind: 'weekNDay', month: 5, week: 'last', weekday: 1 },
      ],
    };
    expect(holidayCalendarInput.safeParse(calendar).success).toBe(true);
  });

  it('refuses a range that ends before it starts, dates that do not exist and bad rules', () => {
    const issues = (entry: unknown) =>
      holidayCalendarEntry.safeParse(entry).error?.issues.map((i) => i.message) ?? [];
    expect(issues({ kind: 'range', from: '2027-01-01', to: '2027-01-01' })).toEqual([]);
    expect(issues({ kind: 'range', from: '2027-01-02', to: '2027-01-01' })).toEqual([
      messages.holidayRangeOrder,
    ]);
    expect(issues({ kind: 'date', date: '2027-02-29' })).toHaveLength(1);
    expect(issues({ kind: 'weekNDay', month: 13, week: 1, weekday: 1 })).toHaveLength(1);
    expect(issues({ kind: 'weekNDay', month: 1, week: 6, weekday: 1 })).toHaveLength(1);
    expect(issues({ kind: 'weekNDay', month: 1, week: 'first', weekday: 1 })).toHaveLength(1);
    expect(issues({ kind: 'weekNDay', month: 1, week: 1, weekday: 7 })).toHaveLength(1);
  });

  it(`holds at most ${HOLIDAY_CALENDAR_ENTRIES_MAX} entries and a name up to ${HOLIDAY_CALENDAR_NAME_MAX} characters`, () => {
    const calendar = (entries: number, nameLength = 8) => ({
      name: 'x'.repeat(nameLength),
      entries: Array(entries).fill(date),
    });
    const messagesOf = (body: unknown) =>
      holidayCalendarInput.safeParse(body).error?.issues.map((i) => i.message) ?? [];
    expect(messagesOf(calendar(HOLIDAY_CALENDAR_ENTRIES_MAX))).toEqual([]);
    expect(messagesOf(calendar(HOLIDAY_CALENDAR_ENTRIES_MAX + 1))).toEqual([
      messages.holidayTooManyEntries(HOLIDAY_CALENDAR_ENTRIES_MAX),
    ]);
    expect(messagesOf(calendar(0, HOLIDAY_CALENDAR_NAME_MAX))).toEqual([]);
    expect(messagesOf(calendar(0, HOLIDAY_CALENDAR_NAME_MAX + 1))).toHaveLength(1);
  });
});
