import { describe, expect, it } from 'vitest';
import { showNewSensorAlert } from './new-sensor-alert';

const now = new Date('2026-03-01T12:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

describe('showNewSensorAlert', () => {
  it('shows for a measurement created up to 30 minutes ago', () => {
    expect(
      showNewSensorAlert({ now, measurementCreatedAt: [minutesAgo(30)], alertCompletedAt: null }),
    ).toBe(true);
    expect(
      showNewSensorAlert({ now, measurementCreatedAt: [minutesAgo(31)], alertCompletedAt: null }),
    ).toBe(false);
    expect(showNewSensorAlert({ now, measurementCreatedAt: [], alertCompletedAt: null })).toBe(
      false,
    );
  });
  it('stays hidden for an hour after the alert was completed', () => {
    const created = [minutesAgo(5)];
    expect(
      showNewSensorAlert({ now, measurementCreatedAt: created, alertCompletedAt: minutesAgo(60) }),
    ).toBe(false);
    expect(
      showNewSensorAlert({ now, measurementCreatedAt: created, alertCompletedAt: minutesAgo(61) }),
    ).toBe(true);
  });
});
