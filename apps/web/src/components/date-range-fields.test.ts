// Which typed days a custom period may use: complete, not before the first data day, not after
// the site's today (both ends included).
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { usableDay } from './date-range-fields';

const first = dayjs('2026-11-01');
const today = dayjs('2026-11-19');

describe('usableDay', () => {
  it('keeps the first data day and today, and every day between', () => {
    expect(usableDay(first, first, today)?.format('YYYY-MM-DD')).toBe('2026-11-01');
    expect(usableDay(today, first, today)?.format('YYYY-MM-DD')).toBe('2026-11-19');
    expect(usableDay(dayjs('2026-11-10'), first, today)).not.toBeNull();
  });

  it('refuses the day before the first data day and the day after today', () => {
    expect(usableDay(dayjs('2026-10-31'), first, today)).toBeNull();
    expect(usableDay(dayjs('2026-11-20'), first, today)).toBeNull();
  });

  it('refuses an empty or invalid date, and has no lower bound without a first data day', () => {
    expect(usableDay(null, first, today)).toBeNull();
    expect(usableDay(dayjs('not a date'), first, today)).toBeNull();
    expect(usableDay(dayjs('2020-01-01'), undefined, today)).not.toBeNull();
  });
});
