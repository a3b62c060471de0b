import { describe, expect, it } from 'vitest';
import type { ScheduleBlock, ScheduleValue } from '../api/schedule-groups';
import {
  nextScheduleTransition,
  type ScheduleCalendars,
  type ScheduleProgram,
  schedulePreview,
  scheduleTransitions,
  scheduleValueAt,
} from './schedule-transitions';

const NEW_YORK = 'America/New_York';
const BERLIN = 'Europe/Berlin';
const at = (iso: string) => new Date(iso);
const OCCUPIED = 21.5;
const UNOCCUPIED = 17;

/** A program with `blocks` every day (or on the days given) and the default value 17. */
function program(
  blocks: ScheduleBlock[],
  more: Partial<ScheduleProgram> & { days?: number[] } = {},
): ScheduleProgram {
  const { days = [0, 1, 2, 3, 4, 5, 6], ...rest } = more;
  return {
    defaultValue: UNOCCUPIED,
    weekly: [0, 1, 2, 3, 4, 5, 6].map((d) => (days.includes(d) ? blocks : [])),
    holidayProgram: [],
    calendars: [],
    exceptions: [],
    ...rest,
  };
}
const block = (start: string, end: string, value: ScheduleValue = OCCUPIED): ScheduleBlock => ({
  start,
  end,
  value,
});
const WEEKDAYS = [1, 2, 3, 4, 5];
/** Occupied 07:00–16:30 Monday to Friday, 17 otherwise. */
const school = (more: Partial<ScheduleProgram> = {}) =>
  program([block('07:00', '16:30')], { days: WEEKDAYS, ...more });

/** Transitions as [ISO instant, value] pairs, for readable expectations. */
const transitions = (
  p: ScheduleProgram,
  zone: string,
  from: string,
  to: string,
  calendars: ScheduleCalendars = [],
) =>
  scheduleTransitions(p, calendars, zone, at(from), at(to)).map((t) => [
    t.at.toISOString(),
    t.value,
  ]);

describe('schedule transitions in America/New_York', () => {
  it('keeps the wall-clock times in winter and in summer', () => {
    // Monday 2027-01-11 (EST, -5) and Monday 2026-06-15 (EDT, -4).
    expect(transitions(school(), NEW_YORK, '2027-01-11T05:00:00Z', '2027-01-12T05:00:00Z')).toEqual(
      [
        ['2027-01-11T12:00:00.000Z', OCCUPIED],
        ['2027-01-11T21:30:00.000Z', UNOCCUPIED],
      ],
    );
    expect(transitions(school(), NEW_YORK, '2026-06-15T04:00:00Z', '2026-06-16T04:00:00Z')).toEqual(
      [
        ['2026-06-15T11:00:00.000Z', OCCUPIED],
        ['2026-06-15T20:30:00.000Z', UNOCCUPIED],
      ],
    );
  });

  it('starts a block at 02:30 on the spring-forward day once, when the clocks jump to 03:00', () => {
    // Sunday 2026-03-08: 02:00 EST (07:00Z) jumps to 03:00 EDT.
    const night = program([block('02:30', '06:00')]);
    expect(transitions(night, NEW_YORK, '2026-03-08T05:00:00Z', '2026-03-09T04:00:00Z')).toEqual([
      ['2026-03-08T07:00:00.000Z', OCCUPIED],
      ['2026-03-08T10:00:00.000Z', UNOCCUPIED],
    ]);
    // The day before, 02:30 EST.
    expect(transitions(night, NEW_YORK, '2026-03-07T05:00:00Z', '2026-03-08T05:00:00Z')[0]).toEqual(
      ['2026-03-07T07:30:00.000Z', OCCUPIED],
    );
    expect(scheduleValueAt(night, [], NEW_YORK, at('2026-03-08T06:59:59Z'))).toBe(UNOCCUPIED);
    expect(scheduleValueAt(night, [], NEW_YORK, at('2026-03-08T07:00:00Z'))).toBe(OCCUPIED);
  });

  it('never runs a block wholly inside the spring-forward gap', () => {
    const inGap = program([block('02:00', '02:45')]);
    expect(transitions(inGap, NEW_YORK, '2026-03-08T05:00:00Z', '2026-03-09T04:00:00Z')).toEqual(
      [],
    );
  });

  it('starts a block at 01:30 on the fall-back day once, at its first coming', () => {
    // Sunday 2026-11-01: 02:00 EDT (06:00Z) falls back to 01:00 EST; 01:30 comes at 05:30Z and
    // 06:30Z.
    const night = program([block('01:30', '05:00')]);
    expect(transitions(night, NEW_YORK, '2026-11-01T04:00:00Z', '2026-11-02T05:00:00Z')).toEqual([
      ['2026-11-01T05:30:00.000Z', OCCUPIED],
      ['2026-11-01T10:00:00.000Z', UNOCCUPIED],
    ]);
    expect(nextScheduleTransition(night, [], NEW_YORK, at('2026-11-01T05:30:00Z'))).toEqual({
      at: at('2026-11-01T10:00:00Z'),
      value: UNOCCUPIED,
    });
  });

  it('does not run a block of the repeated hour twice', () => {
    const repeated = program([block('01:00', '01:30')]);
    expect(transitions(repeated, NEW_YORK, '2026-11-01T04:00:00Z', '2026-11-02T05:00:00Z')).toEqual(
      [
        ['2026-11-01T05:00:00.000Z', OCCUPIED],
        ['2026-11-01T05:30:00.000Z', UNOCCUPIED],
      ],
    );
    // 01:15 EST, the second 01:15 of the day.
    expect(scheduleValueAt(repeated, [], NEW_YORK, at('2026-11-01T06:15:00Z'))).toBe(UNOCCUPIED);
  });
});

describe('schedule transitions in Europe/Berlin', () => {
  it('starts a block at 02:30 on the spring-forward day at 03:00 CEST', () => {
    // Sunday 2026-03-29: 02:00 CET (01:00Z) jumps to 03:00 CEST.
    const night = program([block('02:30', '06:00')]);
    expect(transitions(night, BERLIN, '2026-03-28T23:00:00Z', '2026-03-29T22:00:00Z')).toEqual([
      ['2026-03-29T01:00:00.000Z', OCCUPIED],
      ['2026-03-29T04:00:00.000Z', UNOCCUPIED],
    ]);
  });

  it('starts a block at 02:30 on the fall-back day once, in summer time', () => {
    // Sunday 2026-10-25: 03:00 CEST (01:00Z) falls back to 02:00 CET; 02:30 comes at 00:30Z and
    // 01:30Z.
    const night = program([block('02:30', '05:00')]);
    expect(transitions(night, BERLIN, '2026-10-24T22:00:00Z', '2026-10-25T23:00:00Z')).toEqual([
      ['2026-10-25T00:30:00.000Z', OCCUPIED],
      ['2026-10-25T04:00:00.000Z', UNOCCUPIED],
    ]);
  });
});

describe('transitions between two instants', () => {
  it('emits only changes of value: a night across midnight is one run', () => {
    // Friday 23:00–24:00 and Saturday 00:00–06:00 on: one run, Friday 23:00 to Saturday 06:00.
    const ionizer: ScheduleProgram = {
      defaultValue: false,
      weekly: [
        [],
        [],
        [],
        [],
        [],
        [block('23:00', '24:00', true)],
        [block('00:00', '06:00', true)],
      ],
      holidayProgram: [],
      calendars: [],
      exceptions: [],
    };
    // Friday 2027-01-15 00:00 EST to Sunday 00:00.
    expect(transitions(ionizer, NEW_YORK, '2027-01-15T05:00:00Z', '2027-01-17T05:00:00Z')).toEqual([
      ['2027-01-16T04:00:00.000Z', true],
      ['2027-01-16T11:00:00.000Z', false],
    ]);
    expect(nextScheduleTransition(ionizer, [], NEW_YORK, at('2027-01-16T04:00:00Z'))).toEqual({
      at: at('2027-01-16T11:00:00Z'),
      value: false,
    });
    expect(scheduleValueAt(ionizer, [], NEW_YORK, at('2027-01-16T05:00:00Z'))).toBe(true);
  });

  it('merges touching blocks of one value and a block at the default value away', () => {
    const p = program([
      block('07:00', '12:00'),
      block('12:00', '16:30'),
      block('18:00', '19:00', UNOCCUPIED),
    ]);
    expect(transitions(p, NEW_YORK, '2027-01-11T05:00:00Z', '2027-01-12T05:00:00Z')).toEqual([
      ['2027-01-11T12:00:00.000Z', OCCUPIED],
      ['2027-01-11T21:30:00.000Z', UNOCCUPIED],
    ]);
  });

  it('counts a transition after `from` and up to `to`, both edges once across windows', () => {
    const p = school();
    expect(transitions(p, NEW_YORK, '2027-01-11T12:00:00Z', '2027-01-11T21:30:00Z')).toEqual([
      ['2027-01-11T21:30:00.000Z', UNOCCUPIED],
    ]);
    expect(transitions(p, NEW_YORK, '2027-01-11T11:00:00Z', '2027-01-11T12:00:00Z')).toEqual([
      ['2027-01-11T12:00:00.000Z', OCCUPIED],
    ]);
  });

  it('uses blocks in any order', () => {
    const p = program([block('13:00', '16:30', 20), block('07:00', '12:00')]);
    expect(transitions(p, NEW_YORK, '2027-01-11T05:00:00Z', '2027-01-12T05:00:00Z')).toEqual([
      ['2027-01-11T12:00:00.000Z', OCCUPIED],
      ['2027-01-11T17:00:00.000Z', UNOCCUPIED],
      ['2027-01-11T18:00:00.000Z', 20],
      ['2027-01-11T21:30:00.000Z', UNOCCUPIED],
    ]);
  });
});

describe('holidays', () => {
  const district: ScheduleCalendars = [
    {
      objectId: 'district',
      entries: [
        { kind: 'weekNDay', month: 1, week: 3, weekday: 1 },
        { kind: 'weekNDay', month: 5, week: 'last', weekday: 1 },
        { kind: 'range', from: '2026-12-21', to: '2027-01-01' },
      ],
    },
    { objectId: 'early-release', entries: [{ kind: 'date', date: '2027-01-20' }] },
  ];
  const followed = school({
    calendars: [
      { calendarId: 'district', effect: 'skip' },
      { calendarId: 'early-release', effect: 'program' },
    ],
    holidayProgram: [block('07:00', '12:00')],
  });
  /** A day of New York in winter (EST), midnight to midnight. */
  const winterDay = (date: string, p = followed) =>
    transitions(p, NEW_YORK, `${date}T05:00:00Z`, `${date}T23:59:59Z`, district);

  it('skips the program on the third Monday of January, keeping the default value', () => {
    expect(winterDay('2027-01-18')).toEqual([]);
    expect(scheduleValueAt(followed, district, NEW_YORK, at('2027-01-18T15:00:00Z'))).toBe(
      UNOCCUPIED,
    );
    expect(winterDay('2027-01-19')).toHaveLength(2);
  });

  it('skips the last Monday of May and every day of a range', () => {
    expect(
      transitions(followed, NEW_YORK, '2027-05-31T04:00:00Z', '2027-06-01T04:00:00Z', district),
    ).toEqual([]);
    expect(
      transitions(followed, NEW_YORK, '2027-05-24T04:00:00Z', '2027-05-25T04:00:00Z', district),
    ).toHaveLength(2);
    expect(winterDay('2027-01-01')).toEqual([]);
    expect(winterDay('2027-01-04')).toHaveLength(2);
  });

  it("uses the holiday program on a calendar's day with effect 'program'", () => {
    expect(winterDay('2027-01-20')).toEqual([
      ['2027-01-20T12:00:00.000Z', OCCUPIED],
      ['2027-01-20T17:00:00.000Z', UNOCCUPIED],
    ]);
  });

  it('lets the first followed calendar naming a day decide', () => {
    const both: ScheduleCalendars = [
      ...district,
      { objectId: 'events', entries: [{ kind: 'date', date: '2027-01-18' }] },
    ];
    const skipFirst = school({
      calendars: [
        { calendarId: 'district', effect: 'skip' },
        { calendarId: 'events', effect: 'program' },
      ],
      holidayProgram: [block('07:00', '12:00')],
    });
    const programFirst = { ...skipFirst, calendars: [...skipFirst.calendars].reverse() };
    const day = (p: ScheduleProgram) =>
      transitions(p, NEW_YORK, '2027-01-18T05:00:00Z', '2027-01-19T05:00:00Z', both);
    expect(day(skipFirst)).toEqual([]);
    expect(day(programFirst)).toHaveLength(2);
  });

  it('ignores calendars the group does not follow, and followed ones that are gone', () => {
    const unfollowed = school({ calendars: [{ calendarId: 'deleted', effect: 'skip' }] });
    expect(winterDay('2027-01-18', unfollowed)).toHaveLength(2);
  });

  it('finds the next transition past a closure longer than a year', () => {
    const closed: ScheduleCalendars = [
      {
        objectId: 'renovation',
        entries: [{ kind: 'range', from: '2026-06-01', to: '2027-08-31' }],
      },
    ];
    const p = school({ calendars: [{ calendarId: 'renovation', effect: 'skip' }] });
    // Wednesday 2027-09-01, 07:00 EDT.
    expect(nextScheduleTransition(p, closed, NEW_YORK, at('2026-06-01T04:00:00Z'))).toEqual({
      at: at('2027-09-01T11:00:00Z'),
      value: OCCUPIED,
    });
  });
});

describe('exceptions', () => {
  it('override the program for their time, an evening event after the day', () => {
    const p = school({
      exceptions: [{ start: '2027-01-19T18:00', end: '2027-01-19T21:00', value: 20 }],
    });
    expect(transitions(p, NEW_YORK, '2027-01-19T05:00:00Z', '2027-01-20T05:00:00Z')).toEqual([
      ['2027-01-19T12:00:00.000Z', OCCUPIED],
      ['2027-01-19T21:30:00.000Z', UNOCCUPIED],
      ['2027-01-19T23:00:00.000Z', 20],
      ['2027-01-20T02:00:00.000Z', UNOCCUPIED],
    ]);
  });

  it('cover the end of a block, which then makes no transition of its own', () => {
    const p = school({
      exceptions: [{ start: '2027-01-19T16:00', end: '2027-01-19T18:00', value: 22 }],
    });
    expect(transitions(p, NEW_YORK, '2027-01-19T05:00:00Z', '2027-01-20T05:00:00Z')).toEqual([
      ['2027-01-19T12:00:00.000Z', OCCUPIED],
      ['2027-01-19T21:00:00.000Z', 22],
      ['2027-01-19T23:00:00.000Z', UNOCCUPIED],
    ]);
  });

  it('win over holidays, and make no transition at the value the program has', () => {
    const calendars: ScheduleCalendars = [
      { objectId: 'mlk', entries: [{ kind: 'weekNDay', month: 1, week: 3, weekday: 1 }] },
    ];
    const p = school({
      calendars: [{ calendarId: 'mlk', effect: 'skip' }],
      exceptions: [
        { start: '2027-01-18T09:00', end: '2027-01-18T12:00', value: 20 },
        { start: '2027-01-19T08:00', end: '2027-01-19T09:00', value: OCCUPIED },
      ],
    });
    expect(
      transitions(p, NEW_YORK, '2027-01-18T05:00:00Z', '2027-01-20T05:00:00Z', calendars),
    ).toEqual([
      ['2027-01-18T14:00:00.000Z', 20],
      ['2027-01-18T17:00:00.000Z', UNOCCUPIED],
      ['2027-01-19T12:00:00.000Z', OCCUPIED],
      ['2027-01-19T21:30:00.000Z', UNOCCUPIED],
    ]);
    expect(scheduleValueAt(p, calendars, NEW_YORK, at('2027-01-18T15:00:00Z'))).toBe(20);
  });

  it('give the value at `from` when they started before it, and span days', () => {
    const p = school({
      exceptions: [{ start: '2027-01-15T18:00', end: '2027-01-18T06:00', value: 15 }],
    });
    expect(scheduleValueAt(p, [], NEW_YORK, at('2027-01-16T12:00:00Z'))).toBe(15);
    expect(transitions(p, NEW_YORK, '2027-01-16T12:00:00Z', '2027-01-18T12:00:00Z')).toEqual([
      ['2027-01-18T11:00:00.000Z', UNOCCUPIED],
      ['2027-01-18T12:00:00.000Z', OCCUPIED],
    ]);
  });

  it('in the spring-forward gap start when the clocks jump', () => {
    const p = program([], {
      exceptions: [{ start: '2026-03-08T02:30', end: '2026-03-08T04:00', value: 19 }],
    });
    expect(transitions(p, NEW_YORK, '2026-03-08T05:00:00Z', '2026-03-09T04:00:00Z')).toEqual([
      ['2026-03-08T07:00:00.000Z', 19],
      ['2026-03-08T08:00:00.000Z', UNOCCUPIED],
    ]);
  });
});

describe('nextScheduleTransition', () => {
  it('is strictly after the instant given, also across a weekend', () => {
    // Friday 2027-01-15 16:30 EST, then Monday 07:00.
    expect(nextScheduleTransition(school(), [], NEW_YORK, at('2027-01-15T21:30:00Z'))).toEqual({
      at: at('2027-01-18T12:00:00Z'),
      value: OCCUPIED,
    });
  });

  it('is null for a group whose value never changes', () => {
    expect(nextScheduleTransition(program([]), [], NEW_YORK, at('2027-01-15T21:30:00Z'))).toBe(
      null,
    );
    const allDay = program([block('00:00', '24:00')]);
    expect(nextScheduleTransition(allDay, [], BERLIN, at('2027-01-15T21:30:00Z'))).toBe(null);
  });
});

describe('schedulePreview', () => {
  it('gives the value at the start, each change, and the last value at the end', () => {
    // Two weeks from Monday 2027-01-11 00:00 EST: ten school days of two changes each.
    const preview = schedulePreview(school(), [], NEW_YORK, at('2027-01-11T05:00:00Z'));
    expect(preview).toHaveLength(22);
    expect(preview[0]).toEqual({ at: at('2027-01-11T05:00:00Z'), value: UNOCCUPIED });
    expect(preview[1]).toEqual({ at: at('2027-01-11T12:00:00Z'), value: OCCUPIED });
    expect(preview.at(-1)).toEqual({ at: at('2027-01-25T05:00:00Z'), value: UNOCCUPIED });
  });

  it('ends at the same wall-clock time, across a DST change', () => {
    // 2026-03-01 00:00 EST to 2026-03-04 00:00 EST; 2026-03-08 00:00 EST to 03-11 00:00 EDT.
    expect(schedulePreview(program([]), [], NEW_YORK, at('2026-03-01T05:00:00Z'), 3)).toEqual([
      { at: at('2026-03-01T05:00:00Z'), value: UNOCCUPIED },
      { at: at('2026-03-04T05:00:00Z'), value: UNOCCUPIED },
    ]);
    expect(
      schedulePreview(program([]), [], NEW_YORK, at('2026-03-08T05:00:00Z'), 3).at(-1),
    ).toEqual({ at: at('2026-03-11T04:00:00Z'), value: UNOCCUPIED });
  });
});

describe('a day of transitions for many groups', () => {
  it('computes 1,000 groups in one pass each (linear in groups, days and blocks)', () => {
    // Groups start on different quarter hours, so every group has its own transitions.
    const groups = Array.from({ length: 1_000 }, (_, i) => {
      const minutes = (i % 48) * 15;
      const start = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      return program([block(start, '18:00', 20 + (i % 5)), block('20:00', '22:00')], {
        calendars: [{ calendarId: 'district', effect: 'skip' }],
      });
    });
    const calendars: ScheduleCalendars = [
      { objectId: 'district', entries: [{ kind: 'date', date: '2026-12-25' }] },
    ];
    const all = groups.map((g) =>
      scheduleTransitions(
        g,
        calendars,
        NEW_YORK,
        at('2027-01-11T05:00:00Z'),
        at('2027-01-12T05:00:00Z'),
      ),
    );
    expect(all.every((t) => t.length === 4)).toBe(true);
  });
});
