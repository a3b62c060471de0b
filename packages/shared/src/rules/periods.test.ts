import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { checkCustomPeriod } from './periods';

const day = 86_400_000;
const start = new Date('2026-01-01T00:00:00Z');

describe('custom period', () => {
  it('does nothing when a date is missing', () => {
    expect(checkCustomPeriod(null, start)).toEqual({ status: 'incomplete' });
    expect(checkCustomPeriod(start, null)).toEqual({ status: 'incomplete' });
  });
  it('rejects a start after the end', () => {
    expect(checkCustomPeriod(new Date(start.getTime() + 1), start)).toEqual({
      status: 'invalid',
      message: messages.startAfterEnd,
    });
  });
  it('accepts exactly 60 days and rejects more', () => {
    expect(checkCustomPeriod(start, new Date(start.getTime() + 60 * day))).toEqual({
      status: 'valid',
    });
    expect(checkCustomPeriod(start, new Date(start.getTime() + 60 * day + 1))).toEqual({
      status: 'invalid',
      message: messages.periodTooLong,
    });
  });
  it('accepts a single day', () => {
    expect(checkCustomPeriod(start, start)).toEqual({ status: 'valid' });
  });
});
