import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { periodLabel, periodRange } from './period-range';

const now = dayjs('2026-11-19T15:30:00');

describe('periodRange', () => {
  it('starts today at midnight, the week on its first day and the month on the 1st', () => {
    expect(periodRange({ period: 'day', start: null, end: null }, now).start).toEqual(
      dayjs('2026-11-19T00:00:00').toDate(),
    );
    expect(periodRange({ period: 'week', start: null, end: null }, now).start).toEqual(
      dayjs('2026-11-15T00:00:00').toDate(),
    );
    expect(periodRange({ period: 'month', start: null, end: null }, now).start).toEqual(
      dayjs('2026-11-01T00:00:00').toDate(),
    );
  });
  it('covers whole custom days, never past now', () => {
    const range = periodRange(
      { period: 'custom', start: dayjs('2026-11-01'), end: dayjs('2026-11-19') },
      now,
    );
    expect(range.start).toEqual(dayjs('2026-11-01T00:00:00').toDate());
    expect(range.end).toEqual(now.toDate());
    const past = periodRange(
      { period: 'custom', start: dayjs('2026-10-01'), end: dayjs('2026-10-02') },
      now,
    );
    expect(past.end).toEqual(dayjs('2026-10-02').endOf('day').toDate());
  });
  it('labels the range', () => {
    const range = periodRange({ period: 'day', start: null, end: null }, now);
    expect(periodLabel(range)).toBe('Nov 19, 2026 – Nov 19, 2026');
  });
});
