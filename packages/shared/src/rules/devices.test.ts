// Device rules at their boundaries: connected within the hour, the RSSI bands meeting at -60 and
// -85, the outline for no or impossible readings, and the wizard's progress over 3 steps.
import { describe, expect, it } from 'vitest';
import { DEVICE_CONNECTED_WINDOW_MS } from './constants';
import { DEVICES_PAGE_SIZE, isDeviceConnected, signalStrength, wizardProgress } from './devices';

describe('isDeviceConnected', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  it('is connected when heard within the last hour, inclusive', () => {
    expect(DEVICE_CONNECTED_WINDOW_MS).toBe(3_600_000);
    expect(isDeviceConnected(now, now)).toBe(true);
    expect(isDeviceConnected(now - DEVICE_CONNECTED_WINDOW_MS, now)).toBe(true);
    expect(isDeviceConnected(now - DEVICE_CONNECTED_WINDOW_MS - 1, now)).toBe(false);
    expect(isDeviceConnected(null, now)).toBe(false);
  });
});

describe('signalStrength', () => {
  it('is strong from 0 to -60, medium to -85, weak below', () => {
    expect(signalStrength(0)).toBe('strong');
    expect(signalStrength(-60)).toBe('strong');
    expect(signalStrength(-61)).toBe('medium');
    expect(signalStrength(-85)).toBe('medium');
    expect(signalStrength(-86)).toBe('weak');
    expect(signalStrength(-120)).toBe('weak');
  });

  it('shows the outline without a reading or for a value no radio reports', () => {
    expect(signalStrength(null)).toBe('none');
    expect(signalStrength(1)).toBe('none');
    expect(signalStrength(Number.NaN)).toBe('none');
  });
});

describe('wizardProgress and the page size', () => {
  it('is the displayed step over 3 as a percentage', () => {
    expect([0, 1, 2, 3, 4].map(wizardProgress)).toEqual([0, 33, 67, 100, 100]);
    expect(DEVICES_PAGE_SIZE).toBe(10);
  });
});
