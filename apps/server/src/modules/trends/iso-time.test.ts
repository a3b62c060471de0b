/** The ISO formatter gives exactly what Date#toISOString gives, across and beyond its range. */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { isoFromEpochMs } from './iso-time';

it('formats like toISOString for any timestamp, fractions of a millisecond included', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        fc.integer({ min: 0, max: 253_402_300_799_999 }),
        fc.double({ min: -8.64e15, max: 8.64e15, noNaN: true }),
      ),
      (ms) => {
        expect(isoFromEpochMs(ms)).toBe(new Date(ms).toISOString());
      },
    ),
    { numRuns: 20_000 },
  );
});

it('formats the edges of days, months, leap years and the supported range', () => {
  for (const iso of [
    '1970-01-01T00:00:00.000Z',
    '2000-02-29T23:59:59.999Z',
    '2024-02-29T12:00:00.000Z',
    '2026-12-31T23:59:59.999Z',
    '2100-03-01T00:00:00.000Z',
    '9999-12-31T23:59:59.999Z',
  ]) {
    expect(isoFromEpochMs(Date.parse(iso))).toBe(iso);
  }
  expect(isoFromEpochMs(-1)).toBe('1969-12-31T23:59:59.999Z');
  expect(isoFromEpochMs(253_402_300_800_000)).toBe('+010000-01-01T00:00:00.000Z');
});
