import { describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS } from './occupied-hours';
import {
  csvField,
  csvRecord,
  defaultReportInterval,
  neutralizeCsvText,
  openingHoursLabel,
  openingHoursProblem,
} from './reports';

describe('defaultReportInterval', () => {
  const start = new Date('2026-03-01T05:00:00Z');
  it('is hourly up to exactly 2 days and daily beyond', () => {
    expect(defaultReportInterval(start, new Date('2026-03-03T05:00:00Z'))).toBe('hour');
    expect(defaultReportInterval(start, new Date('2026-03-03T05:00:00.001Z'))).toBe('day');
    expect(defaultReportInterval(start, new Date('2026-03-08T05:00:00Z'))).toBe('day');
  });
});

describe('CSV cells', () => {
  it('neutralises what a spreadsheet would run as a formula', () => {
    for (const text of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx']) {
      expect(neutralizeCsvText(text)).toBe(`'${text}`);
    }
    expect(neutralizeCsvText('Room = 1')).toBe('Room = 1');
  });

  it('quotes commas, quotes and line breaks, and leaves numbers and nulls plain', () => {
    expect(csvField('Room 1, "east"')).toBe('"Room 1, ""east"""');
    expect(csvField('a\nb')).toBe('"a\nb"');
    expect(csvField(-1.5)).toBe('-1.5');
    expect(csvField(null)).toBe('');
    expect(csvRecord(['=x', 2, null])).toBe("'=x,2,\r\n");
  });
});

describe('opening hours', () => {
  const hours = (weekdays: number[], open: string, close: string) => ({ weekdays, open, close });
  it('keeps days 1 to 7 once each, HH:mm times and a close after the open or at 24:00', () => {
    expect(openingHoursProblem(DEFAULT_OPENING_HOURS)).toBeNull();
    expect(openingHoursProblem(hours([1, 7], '00:00', '24:00'))).toBeNull();
    expect(openingHoursProblem(hours([3], '23:58', '23:59'))).toBeNull();
    expect(openingHoursProblem(hours([], '07:00', '18:00'))).toMatch(/once/);
    expect(openingHoursProblem(hours([1, 1], '07:00', '18:00'))).toMatch(/once/);
    expect(openingHoursProblem(hours([0], '07:00', '18:00'))).toMatch(/1 \(Monday\)/);
    expect(openingHoursProblem(hours([8], '07:00', '18:00'))).toMatch(/1 \(Monday\)/);
    expect(openingHoursProblem(hours([1], '7:00', '18:00'))).toMatch(/Opening/);
    expect(openingHoursProblem(hours([1], '24:00', '24:00'))).toMatch(/Opening/);
    expect(openingHoursProblem(hours([1], '07:00', '24:01'))).toMatch(/Closing time must be HH/);
    expect(openingHoursProblem(hours([1], '07:00', '07:00'))).toMatch(/after/);
    expect(openingHoursProblem(hours([1], '07:00', '06:59'))).toMatch(/after/);
  });

  it('writes the days as ranges and lists', () => {
    expect(openingHoursLabel(DEFAULT_OPENING_HOURS)).toBe('Mon–Fri 07:00–18:00');
    expect(openingHoursLabel(hours([5, 1, 3, 4], '08:00', '24:00'))).toBe(
      'Mon, Wed–Fri 08:00–24:00',
    );
    expect(openingHoursLabel(hours([7], '09:30', '12:00'))).toBe('Sun 09:30–12:00');
  });
});
