import { describe, expect, it } from 'vitest';
import { downsampleMinMax, type ChartPair } from './downsample';

const series = (values: number[]): ChartPair[] => values.map((v, i) => [i * 1000, v]);

describe('downsampleMinMax', () => {
  it('returns a series at or under the limit unchanged', () => {
    const input = series([1, 2, 3, 4]);
    expect(downsampleMinMax(input, 4)).toEqual(input);
  });

  it('never exceeds the limit and keeps every bucket minimum and maximum in time order', () => {
    const values = Array.from({ length: 10_001 }, (_, i) => Math.sin(i / 7) * 100);
    values[5000] = 1e6; // a one-reading spike
    values[7777] = -1e6;
    const input = series(values);
    const output = downsampleMinMax(input, 2000);
    expect(output.length).toBeLessThanOrEqual(2000);
    expect(output).toContainEqual(input[5000]);
    expect(output).toContainEqual(input[7777]);
    const times = output.map(([t]) => t);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const size = Math.ceil(input.length / 1000);
    for (let start = 0; start < input.length; start += size) {
      const bucket = input.slice(start, start + size).map(([, v]) => v!);
      const kept = output.filter(([t]) => t >= start * 1000 && t < (start + size) * 1000);
      expect(Math.min(...kept.map(([, v]) => v!))).toBe(Math.min(...bucket));
      expect(Math.max(...kept.map(([, v]) => v!))).toBe(Math.max(...bucket));
    }
  });

  it('keeps one point for a flat bucket and skips buckets of gaps', () => {
    const input: ChartPair[] = [
      [0, 5],
      [1, 5],
      [2, null],
      [3, null],
    ];
    expect(downsampleMinMax(input, 2)).toEqual([[0, 5]]);
  });
});
