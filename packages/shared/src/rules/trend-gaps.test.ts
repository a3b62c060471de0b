import { describe, expect, it } from 'vitest';
import { breakAtGaps, HOUR_MS } from './trend-gaps';

const pair = (ts: number): [number, number | null] => [ts, 1];
const gap = (ts: number): [number, number | null] => [ts, null];

describe('breakAtGaps', () => {
  it('leaves consecutive hours alone', () => {
    const rows = [0, 1, 2].map((h) => pair(h * HOUR_MS));
    expect(breakAtGaps(rows, HOUR_MS, gap)).toEqual(rows);
  });

  it('breaks the line after the last hour before one or more missing hours', () => {
    const rows = [pair(0), pair(2 * HOUR_MS), pair(7 * HOUR_MS)];
    expect(breakAtGaps(rows, HOUR_MS, gap)).toEqual([
      pair(0),
      gap(HOUR_MS),
      pair(2 * HOUR_MS),
      gap(3 * HOUR_MS),
      pair(7 * HOUR_MS),
    ]);
  });

  it('does not break for a step just under two hours (a late reading)', () => {
    const rows = [pair(0), pair(2 * HOUR_MS - 1)];
    expect(breakAtGaps(rows, HOUR_MS, gap)).toEqual(rows);
  });

  it('answers nothing for nothing and one row for one', () => {
    expect(breakAtGaps([], HOUR_MS, gap)).toEqual([]);
    expect(breakAtGaps([pair(5)], HOUR_MS, gap)).toEqual([pair(5)]);
  });
});
