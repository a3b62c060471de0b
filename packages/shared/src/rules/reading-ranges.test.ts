import { describe, expect, it } from 'vitest';
import {
  ANY_READING_RANGE,
  isPossibleReading,
  readingRangeOf,
  readingRanges,
} from './reading-ranges';

describe('isPossibleReading', () => {
  it('accepts CO2 from 0 to 40,000 ppm, bounds included, and nothing beyond', () => {
    expect(isPossibleReading('cO2Sensor', 0)).toBe(true);
    expect(isPossibleReading('cO2Sensor', 40_000)).toBe(true);
    expect(isPossibleReading('cO2Sensor', 40_000.001)).toBe(false);
    expect(isPossibleReading('cO2Sensor', -0.001)).toBe(false);
  });
  it('accepts humidity from 0 to 100 % and temperatures below zero', () => {
    expect(isPossibleReading('humiditySensor', 100)).toBe(true);
    expect(isPossibleReading('humiditySensor', 100.1)).toBe(false);
    expect(isPossibleReading('spaceTemperature', -40)).toBe(true);
    expect(isPossibleReading('spaceTemperature', -40.1)).toBe(false);
  });
  it('bounds a point without a catalogue type by the general range', () => {
    expect(readingRangeOf(null)).toBe(ANY_READING_RANGE);
    expect(readingRangeOf('somethingNew')).toBe(ANY_READING_RANGE);
    expect(isPossibleReading(null, ANY_READING_RANGE.max)).toBe(true);
    expect(isPossibleReading(null, ANY_READING_RANGE.max * 1.000001)).toBe(false);
    expect(isPossibleReading(null, 1e308)).toBe(false);
  });
  it('refuses what is not a finite number', () => {
    for (const value of [Number.NaN, Infinity, -Infinity]) {
      expect(isPossibleReading('equipmentValue', value)).toBe(false);
    }
  });
  it('gives every range a minimum below its maximum, inside the general range', () => {
    for (const { min, max } of Object.values(readingRanges)) {
      expect(min).toBeLessThan(max);
      expect(min).toBeGreaterThanOrEqual(ANY_READING_RANGE.min);
      expect(max).toBeLessThanOrEqual(ANY_READING_RANGE.max);
    }
  });
});
