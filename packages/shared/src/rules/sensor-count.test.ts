import { describe, expect, it } from 'vitest';
import { zoneSensorCount } from './sensor-count';

describe('zoneSensorCount', () => {
  it('takes the largest count', () => {
    expect(zoneSensorCount({ points: 3, devices: 5, measurements: 4 })).toBe(5);
    expect(zoneSensorCount({ points: 7, devices: 1, measurements: 4 })).toBe(7);
  });
  it('counts the measurements list two less', () => {
    expect(zoneSensorCount({ points: 0, devices: 0, measurements: 9 })).toBe(7);
    expect(zoneSensorCount({ points: 7, devices: 0, measurements: 9 })).toBe(7);
    expect(zoneSensorCount({ points: 6, devices: 0, measurements: 9 })).toBe(7);
  });
  it('is never negative', () => {
    expect(zoneSensorCount({ points: 0, devices: 0, measurements: 1 })).toBe(0);
    expect(zoneSensorCount({ points: 0, devices: 0, measurements: 0 })).toBe(0);
  });
});
