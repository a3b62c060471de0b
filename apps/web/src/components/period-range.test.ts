// Periods on the site's clock, whatever zone the browser is in: run under TZ=UTC (or any zone),
// these expect the site's midnights (finding 15 of issue 11).
import { messages } from '@airboard/shared/messages';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { checkPickedDays, periodLabel, periodRange } from './period-range';

const KOLKATA = 'Asia/Kolkata';
const NEW_YORK = 'America/New_York';
/** 19:00 UTC on 19 Nov is half past midnight on 20 Nov in Kolkata, 2 PM on 19 Nov in New York. */
const now = new Date('2026-11-19T19:00:00Z');
const none = { start: null, end: null };
/** A day as the date picker hands it: midnight of the calendar day in the browser's zone. */
const picked = (day: string) => dayjs(day);

describe('periodRange', () => {
  it("starts today at the site's midnight, the week on its Sunday and the month on the 1st", () => {
    expect(periodRange({ period: 'day', ...none }, KOLKATA, now)).toEqual({
      start: new Date('2026-11-19T18:30:00Z'),
      end: now,
      timeZone: KOLKATA,
    });
    expect(periodRange({ period: 'day', ...none }, NEW_YORK, now).start).toEqual(
      new Date('2026-11-19T05:00:00Z'),
    );
    expect(periodRange({ period: 'week', ...none }, KOLKATA, now).start).toEqual(
      new Date('2026-11-14T18:30:00Z'),
    );
    expect(periodRange({ period: 'month', ...none }, KOLKATA, now).start).toEqual(
      new Date('2026-10-31T18:30:00Z'),
    );
    expect(periodRange({ period: 'month', ...none }, 'Asia/Kathmandu', now).start).toEqual(
      new Date('2026-10-31T18:15:00Z'),
    );
  });

  it('covers whole site days [first midnight, midnight after the last), never past now', () => {
    const range = periodRange(
      { period: 'custom', start: picked('2026-11-01'), end: picked('2026-11-20') },
      KOLKATA,
      now,
    );
    expect(range.start).toEqual(new Date('2026-10-31T18:30:00Z'));
    expect(range.end).toEqual(now);
  });

  it('is 23 hours long on the spring-forward day and 25 on the fall-back day', () => {
    const day = (date: string) =>
      periodRange({ period: 'custom', start: picked(date), end: picked(date) }, NEW_YORK, now);
    expect(day('2026-03-08')).toEqual({
      start: new Date('2026-03-08T05:00:00Z'),
      end: new Date('2026-03-09T04:00:00Z'),
      timeZone: NEW_YORK,
    });
    expect(day('2026-11-01')).toEqual({
      start: new Date('2026-11-01T04:00:00Z'),
      end: new Date('2026-11-02T05:00:00Z'),
      timeZone: NEW_YORK,
    });
  });

  it("labels the range with the site's days", () => {
    expect(periodLabel(periodRange({ period: 'day', ...none }, KOLKATA, now))).toBe(
      'Nov 20, 2026 – Nov 20, 2026',
    );
    expect(periodLabel(periodRange({ period: 'day', ...none }, NEW_YORK, now))).toBe(
      'Nov 19, 2026 – Nov 19, 2026',
    );
    const fallBack = periodRange(
      { period: 'custom', start: picked('2026-11-01'), end: picked('2026-11-01') },
      NEW_YORK,
      now,
    );
    expect(periodLabel(fallBack)).toBe('Nov 1, 2026 – Nov 1, 2026');
  });
});

describe('checkPickedDays', () => {
  const first = dayjs('2026-09-15');
  it('accepts the same day, and a last day up to 60 days after the first', () => {
    expect(checkPickedDays(first, first)).toEqual({ status: 'valid' });
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
