import { describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS, isOccupied, minutesOfDay } from './occupied-hours';

describe('opening hours', () => {
  it('default to 07:00–18:00 Monday to Friday, opening minute in, closing minute out', () => {
    expect(isOccupied(DEFAULT_OPENING_HOURS, 1, minutesOfDay('06:59'))).toBe(false);
    expect(isOccupied(DEFAULT_OPENING_HOURS, 1, minutesOfDay('07:00'))).toBe(true);
    expect(isOccupied(DEFAULT_OPENING_HOURS, 5, minutesOfDay('17:59'))).toBe(true);
    expect(isOccupied(DEFAULT_OPENING_HOURS, 5, minutesOfDay('18:00'))).toBe(false);
    expect(isOccupied(DEFAULT_OPENING_HOURS, 6, minutesOfDay('12:00'))).toBe(false);
    expect(isOccupied(DEFAULT_OPENING_HOURS, 7, minutesOfDay('12:00'))).toBe(false);
  });

  it('run until midnight with a close of 24:00', () => {
    const allDay = { weekdays: [6], open: '00:00', close: '24:00' };
    expect(isOccupied(allDay, 6, 0)).toBe(true);
    expect(isOccupied(allDay, 6, minutesOfDay('23:59'))).toBe(true);
  });
});
