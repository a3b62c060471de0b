import { describe, expect, it } from 'vitest';
import { isCompactMultipoint, multipointHasRoom, multipointLabels } from './multipoint';

describe('multipoint cards', () => {
  it('take points up to 8, and none at 8 or more', () => {
    expect(multipointHasRoom(0)).toBe(true);
    expect(multipointHasRoom(7)).toBe(true);
    expect(multipointHasRoom(8)).toBe(false);
    expect(multipointHasRoom(9)).toBe(false);
  });

  it('are compact at 4 points or fewer', () => {
    expect(isCompactMultipoint(4)).toBe(true);
    expect(isCompactMultipoint(5)).toBe(false);
  });
});

describe('multipointLabels', () => {
  it('drops the site, and the zone too, when every point shares them', () => {
    expect(
      multipointLabels([
        'Lincoln Elementary - Room 101 - CO2',
        'Lincoln Elementary - Gymnasium - CO2',
      ]),
    ).toEqual(['Room 101 - CO2', 'Gymnasium - CO2']);
    expect(multipointLabels(['Lincoln - Room 101 - CO2', 'Lincoln - Room 101 - Humidity'])).toEqual(
      ['CO2', 'Humidity'],
    );
  });

  it('keeps names that share nothing, a single name, and the last part of equal names', () => {
    expect(multipointLabels(['Harbor - Lobby - CO2', 'Lincoln - Gym - CO2'])).toEqual([
      'Harbor - Lobby - CO2',
      'Lincoln - Gym - CO2',
    ]);
    expect(multipointLabels(['Lincoln - Gym - CO2'])).toEqual(['Lincoln - Gym - CO2']);
    expect(multipointLabels(['A - B', 'A - B'])).toEqual(['B', 'B']);
    expect(multipointLabels(['CO2', 'Temperature'])).toEqual(['CO2', 'Temperature']);
    expect(multipointLabels([])).toEqual([]);
  });
});
