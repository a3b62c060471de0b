import { messages } from '@airboard/shared/messages';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { checkPickedDays, periodLabel, periodRange } from './period-range';

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

describe('checkPickedDays', () => {
  const first = dayjs('2026-09-15');
  it('accepts the same day, and a last day up to 60 days after the first', () => {
    expect(checkPickedDays(first, first)).toEqual({ status: 'valid' });
    // Spans the end of daylight-saving time wherever the test runs in a zone that has it.
    expect(checkPickedDays(first, first.add(60, 'day'))).toEqual({ status: 'valid' });
  });
  it('refuses 61 days and a start after the end, and waits for both dates', () => {
    expect(checkPickedDays(first, first.add(61, 'day'))).toEqual({
      status: 'invalid',
      message: messages.periodTooLong,
    });
    expect(checkPickedDays(first.add(1, 'day'), first)).toEqual({
      status: 'invalid',
      message: messages.startAfterEnd,
    });
    expect(checkPickedDays(first, null)).toEqual({ status: 'incomplete' });
  });
});
