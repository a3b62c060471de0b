import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import {
  blockLabel,
  exceptionLabel,
  isOnScheduleStep,
  isScheduleTime,
  localDateTimeMs,
  overlappingBlocks,
  overlappingExceptions,
  SCHEDULE_STEP_MINUTES,
  scheduleGroupValues,
  scheduleMinutes,
  schedulePointKindOf,
  scheduleValueKindProblem,
  scheduleValuePointProblem,
  scheduleWeekdayName,
} from './schedules';

const block = (start: string, end: string) => ({ start, end, value: 1 });

describe('block times', () => {
  it('reads "HH:MM" as minutes after midnight, "24:00" as the whole day', () => {
    expect(scheduleMinutes('00:00')).toBe(0);
    expect(scheduleMinutes('07:15')).toBe(435);
    expect(scheduleMinutes('24:00')).toBe(1440);
  });

  it('takes 00:00 to 23:59, and 24:00 only as an end', () => {
    expect(isScheduleTime('00:00', false)).toBe(true);
    expect(isScheduleTime('23:59', false)).toBe(true);
    expect(isScheduleTime('24:00', false)).toBe(false);
    expect(isScheduleTime('24:00', true)).toBe(true);
    for (const wrong of ['7:00', '24:15', '12:60', '12:00:00', '']) {
      expect(isScheduleTime(wrong, true)).toBe(false);
    }
  });

  it(`falls on ${SCHEDULE_STEP_MINUTES}-minute steps`, () => {
    expect(isOnScheduleStep(scheduleMinutes('07:15'))).toBe(true);
    expect(isOnScheduleStep(scheduleMinutes('07:14'))).toBe(false);
    expect(isOnScheduleStep(scheduleMinutes('07:16'))).toBe(false);
    expect(isOnScheduleStep(scheduleMinutes('24:00'))).toBe(true);
  });

  it('names weekdays from Sunday (0), as JavaScript counts them', () => {
    expect([0, 1, 6].map(scheduleWeekdayName)).toEqual(['Sunday', 'Monday', 'Saturday']);
  });
});

describe('overlappingBlocks', () => {
  it('finds the first two overlapping blocks, in any order', () => {
    const overlap = overlappingBlocks([
      block('13:00', '16:30'),
      block('07:00', '12:00'),
      block('11:45', '12:15'),
    ]);
    expect(overlap?.map(blockLabel)).toEqual(['07:00–12:00', '11:45–12:15']);
  });

  it('lets blocks touch', () => {
    expect(overlappingBlocks([block('12:00', '24:00'), block('00:00', '12:00')])).toBe(null);
    expect(overlappingBlocks([])).toBe(null);
  });
});

describe('exception times', () => {
  it('reads a real local date-time, as the UTC time with its fields', () => {
    expect(localDateTimeMs('2026-12-03T18:00')).toBe(Date.UTC(2026, 11, 3, 18));
    expect(localDateTimeMs('2028-02-29T00:00')).toBe(Date.UTC(2028, 1, 29));
  });

  it('refuses times that do not exist or cannot be stored', () => {
    for (const wrong of [
      '2026-02-29T10:00',
      '2026-04-31T10:00',
      '2026-12-03T24:00',
      '2026-12-03T18:60',
      '2026-12-03 18:00',
      '2026-12-03T18:00Z',
      '1969-12-31T23:00',
      '3000-01-01T00:00',
    ]) {
      expect(localDateTimeMs(wrong)).toBe(null);
    }
  });

  it('labels an exception within a day or spanning days', () => {
    expect(exceptionLabel({ start: '2026-12-03T18:00', end: '2026-12-03T21:00' })).toBe(
      '2026-12-03 18:00–21:00',
    );
    expect(exceptionLabel({ start: '2026-12-03T18:00', end: '2026-12-04T06:00' })).toBe(
      '2026-12-03 18:00 – 2026-12-04 06:00',
    );
  });

  it('finds overlapping exceptions; one ending as another starts is fine', () => {
    const evening = { start: '2026-12-03T18:00', end: '2026-12-03T21:00' };
    const late = { start: '2026-12-03T21:00', end: '2026-12-03T23:00' };
    const weekend = { start: '2026-12-02T08:00', end: '2026-12-03T18:15' };
    expect(overlappingExceptions([evening, late])).toBe(null);
    expect(overlappingExceptions([evening, late, weekend])).toEqual([weekend, evening]);
  });
});

describe('values', () => {
  it('must be of the group kind', () => {
    expect(scheduleValueKindProblem('number', 21.5)).toBe(null);
    expect(scheduleValueKindProblem('number', '21.5')).toBe(messages.scheduleValueNotNumber);
    expect(scheduleValueKindProblem('bool', false)).toBe(null);
    expect(scheduleValueKindProblem('bool', 0)).toBe(messages.scheduleValueNotOnOff);
    expect(scheduleValueKindProblem('multiState', 'Auto')).toBe(null);
    expect(scheduleValueKindProblem('multiState', true)).toBe(messages.scheduleValueNotState);
  });

  const setpoint = {
    name: 'Room 101 setpoint',
    unit: '°C',
    range: { min: 15, max: 28 },
    multiStateValues: null,
  };
  it("must be within each point's range, both ends included", () => {
    expect(scheduleValuePointProblem(15, setpoint)).toBe(null);
    expect(scheduleValuePointProblem(28, setpoint)).toBe(null);
    expect(scheduleValuePointProblem(28.5, setpoint)).toBe(
      messages.scheduleValueOutsideRange('Room 101 setpoint', 28.5, '15 to 28 °C'),
    );
    expect(scheduleValuePointProblem(14.5, setpoint)).not.toBe(null);
    expect(scheduleValuePointProblem(1000, { ...setpoint, range: null })).toBe(null);
  });

  it("must be one of a multi-state point's states", () => {
    const fan = { ...setpoint, name: 'AHU-1 mode', range: null, multiStateValues: ['Off', 'Auto'] };
    expect(scheduleValuePointProblem('Auto', fan)).toBe(null);
    expect(scheduleValuePointProblem('On', fan)).toBe(
      messages.scheduleStateUnknown('AHU-1 mode', 'On', 'Off, Auto'),
    );
    expect(scheduleValuePointProblem(true, fan)).toBe(null);
  });

  it('lists every value a group can command, once', () => {
    expect(
      scheduleGroupValues({
        defaultValue: 17,
        weekly: [[], [{ value: 21.5 }, { value: 20 }], [{ value: 21.5 }]],
        holidayProgram: [{ value: 19 }],
        exceptions: [{ value: 17 }, { value: 23 }],
      }),
    ).toEqual([17, 21.5, 20, 19, 23]);
  });
});

describe('schedulePointKindOf', () => {
  it('schedules numbers, on/off, and text points with states only', () => {
    expect(schedulePointKindOf({ kind: 'Number', multiStateValues: null })).toBe('number');
    expect(schedulePointKindOf({ kind: 'Bool', multiStateValues: null })).toBe('bool');
    expect(schedulePointKindOf({ kind: 'String', multiStateValues: ['Off', 'On'] })).toBe(
      'multiState',
    );
    expect(schedulePointKindOf({ kind: 'String', multiStateValues: [] })).toBe(null);
    expect(schedulePointKindOf({ kind: 'String', multiStateValues: null })).toBe(null);
  });
});
