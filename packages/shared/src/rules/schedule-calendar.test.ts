import { describe, expect, it } from 'vitest';
import type { HolidayCalendarEntry } from '../api/schedule-groups';
import {
  calendarDay,
  calendarEntryMatches,
  calendarIncludes,
  lastDatedDay,
} from './schedule-calendar';

const matches = (entry: HolidayCalendarEntry, date: string) =>
  calendarEntryMatches(entry, calendarDay(date));
const MONDAY = 1;

describe('calendarDay', () => {
  it('reads the fields entries are matched on', () => {
    expect(calendarDay('2028-02-29')).toEqual({
      date: '2028-02-29',
      midnight: Date.UTC(2028, 1, 29),
      month: 2,
      dayOfMonth: 29,
      weekday: 2,
      daysInMonth: 29,
    });
    expect(calendarDay('2026-02-01').daysInMonth).toBe(28);
  });
});

describe('calendarEntryMatches', () => {
  it('names a single date', () => {
    const christmas: HolidayCalendarEntry = { kind: 'date', date: '2026-12-25' };
    expect(matches(christmas, '2026-12-25')).toBe(true);
    expect(matches(christmas, '2026-12-24')).toBe(false);
    expect(matches(christmas, '2027-12-25')).toBe(false);
  });

  it('names every day of a range, both ends included, across a new year', () => {
    const winterBreak: HolidayCalendarEntry = {
      kind: 'range',
      from: '2026-12-21',
      to: '2027-01-01',
    };
    expect(matches(winterBreak, '2026-12-20')).toBe(false);
    expect(matches(winterBreak, '2026-12-21')).toBe(true);
    expect(matches(winterBreak, '2026-12-31')).toBe(true);
    expect(matches(winterBreak, '2027-01-01')).toBe(true);
    expect(matches(winterBreak, '2027-01-02')).toBe(false);
    expect(matches({ kind: 'range', from: '2027-04-05', to: '2027-04-05' }, '2027-04-05')).toBe(
      true,
    );
  });

  it('names the third Monday of January every year (Martin Luther King Jr. Day)', () => {
    const mlkDay: HolidayCalendarEntry = { kind: 'weekNDay', month: 1, week: 3, weekday: MONDAY };
    expect(matches(mlkDay, '2027-01-18')).toBe(true);
    expect(matches(mlkDay, '2026-01-19')).toBe(true);
    // The second and fourth Mondays, the day after, the third Monday of February.
    expect(matches(mlkDay, '2027-01-11')).toBe(false);
    expect(matches(mlkDay, '2027-01-25')).toBe(false);
    expect(matches(mlkDay, '2027-01-19')).toBe(false);
    expect(matches(mlkDay, '2027-02-15')).toBe(false);
  });

  it('names the first week from the 1st to the 7th', () => {
    const firstMonday: HolidayCalendarEntry = { kind: 'weekNDay', month: 2, week: 1, weekday: 1 };
    expect(matches(firstMonday, '2027-02-01')).toBe(true);
    expect(matches(firstMonday, '2027-02-08')).toBe(false);
  });

  it('names the last Monday of May (Memorial Day), a fourth or a fifth one', () => {
    const memorialDay: HolidayCalendarEntry = {
      kind: 'weekNDay',
      month: 5,
      week: 'last',
      weekday: MONDAY,
    };
    expect(matches(memorialDay, '2026-05-25')).toBe(true);
    expect(matches(memorialDay, '2027-05-31')).toBe(true);
    // 2027 has five Mondays in May: the fourth is not the last.
    expect(matches(memorialDay, '2027-05-24')).toBe(false);
    expect(matches(memorialDay, '2026-05-18')).toBe(false);
  });

  it('reads the last week of a month from its own length (February, leap year)', () => {
    const lastTuesday: HolidayCalendarEntry = {
      kind: 'weekNDay',
      month: 2,
      week: 'last',
      weekday: 2,
    };
    expect(matches(lastTuesday, '2028-02-29')).toBe(true);
    expect(matches(lastTuesday, '2028-02-22')).toBe(false);
    expect(matches(lastTuesday, '2026-02-24')).toBe(true);
  });

  it('names no day for a fifth weekday a month does not have', () => {
    const fifthMonday: HolidayCalendarEntry = { kind: 'weekNDay', month: 5, week: 5, weekday: 1 };
    expect(matches(fifthMonday, '2027-05-31')).toBe(true);
    for (const monday of ['2026-05-04', '2026-05-11', '2026-05-18', '2026-05-25']) {
      expect(matches(fifthMonday, monday)).toBe(false);
    }
  });
});

describe('calendarIncludes', () => {
  it('names a day any of its entries names', () => {
    const entries: HolidayCalendarEntry[] = [
      { kind: 'date', date: '2026-11-26' },
      { kind: 'weekNDay', month: 1, week: 3, weekday: MONDAY },
    ];
    expect(calendarIncludes(entries, calendarDay('2026-11-26'))).toBe(true);
    expect(calendarIncludes(entries, calendarDay('2027-01-18'))).toBe(true);
    expect(calendarIncludes(entries, calendarDay('2027-01-17'))).toBe(false);
    expect(calendarIncludes([], calendarDay('2027-01-18'))).toBe(false);
  });
});

describe('lastDatedDay', () => {
  it('is the latest date or range end, or null for yearly rules only', () => {
    expect(
      lastDatedDay([
        { kind: 'range', from: '2026-12-21', to: '2027-01-01' },
        { kind: 'date', date: '2026-11-26' },
        { kind: 'weekNDay', month: 5, week: 'last', weekday: MONDAY },
      ]),
    ).toBe('2027-01-01');
    expect(lastDatedDay([{ kind: 'weekNDay', month: 5, week: 'last', weekday: MONDAY }])).toBe(
      null,
    );
  });
});
