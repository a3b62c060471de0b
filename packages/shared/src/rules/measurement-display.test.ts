import { describe, expect, it } from 'vitest';
import { isSensorInactive, measurementReading } from './measurement-display';

const base = {
  kind: 'Number' as const,
  curVal: 912.3456,
  unit: 'ppm',
  activeText: null,
  inactiveText: null,
  multiStateValues: null,
};

describe('measurementReading', () => {
  it('rounds numbers to 2 decimals with the unit', () => {
    expect(measurementReading(base)).toEqual({ value: '912.35', unit: 'ppm' });
    expect(measurementReading({ ...base, curVal: 0 })).toEqual({ value: '0', unit: 'ppm' });
  });
  it('shows -- without a value', () => {
    expect(measurementReading({ ...base, curVal: null })).toEqual({ value: '--', unit: '' });
  });
  it('names booleans by their texts', () => {
    const bool = { ...base, kind: 'Bool' as const, activeText: 'Running', inactiveText: 'Stopped' };
    expect(measurementReading({ ...bool, curVal: 1 }).value).toBe('Running');
    expect(measurementReading({ ...bool, curVal: 0 }).value).toBe('Stopped');
    expect(measurementReading({ ...bool, activeText: null, curVal: 1 }).value).toBe('On');
  });
  it('names multi-state values', () => {
    const states = { ...base, kind: 'String' as const, multiStateValues: ['Off', 'Auto', 'On'] };
    expect(measurementReading({ ...states, curVal: 1 })).toEqual({ value: 'Auto', unit: '' });
    expect(measurementReading({ ...states, curVal: 7 }).value).toBe('7');
  });
});

describe('isSensorInactive', () => {
  const now = new Date('2026-01-01T12:00:00Z');
  it('is inactive after an hour without a reading', () => {
    expect(isSensorInactive('2026-01-01T11:00:00Z', now)).toBe(false);
    expect(isSensorInactive('2026-01-01T10:59:59Z', now)).toBe(true);
    expect(isSensorInactive(null, now)).toBe(false);
  });
});
