import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { checkPeriodRange } from './periods';

const day = 86_400_000;
const hour = 3_600_000;
const first = new Date('2026-01-01T00:00:00Z');
/** The last instant of the day `days` after the first day. */
const endOfDay = (days: number) => new Date(first.getTime() + (days + 1) * day - 1);
const tooLong = { status: 'invalid', message: messages.periodTooLong };

describe('checkPeriodRange', () => {
  it('does nothing while a date is missing', () => {
    expect(checkPeriodRange(null, first)).toEqual({ status: 'incomplete' });
    expect(checkPeriodRange(first, null)).toEqual({ status: 'incomplete' });
  });
  it('accepts a single day, start and end equal or a whole day apart', () => {
    expect(checkPeriodRange(first, first)).toEqual({ status: 'valid' });
    expect(checkPeriodRange(first, endOfDay(0))).toEqual({ status: 'valid' });
  });
  it('rejects a start after the end', () => {
    const nextDay = new Date(first.getTime() + day);
    expect(checkPeriodRange(nextDay, endOfDay(0))).toEqual({
      status: 'invalid',
      message: messages.startAfterEnd,
    });
  });
  it('accepts a last day 59 or 60 days after the first, not 61', () => {
    expect(checkPeriodRange(first, endOfDay(59))).toEqual({ status: 'valid' });
    expect(checkPeriodRange(first, endOfDay(60))).toEqual({ status: 'valid' });
    expect(checkPeriodRange(first, endOfDay(61))).toEqual(tooLong);
  });
  it('allows the hour a daylight-saving change adds to 60 local days, and no more', () => {
    expect(checkPeriodRange(first, new Date(endOfDay(60).getTime() + hour))).toEqual({
      status: 'valid',
    });
    expect(checkPeriodRange(first, new Date(endOfDay(60).getTime() + hour + 2))).toEqual(tooLong);
  });
});
