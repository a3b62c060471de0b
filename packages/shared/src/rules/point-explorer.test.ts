// Point explorer rules at their boundaries: All only above 100 points, the limits of the spec,
// an unknown alarm status shown as not active, 2 decimals, and each saved-query name message.
import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { measurementReading } from './measurement-display';
import {
  ALARM_STATUSES,
  DEFAULT_POINT_PAGE_SIZE,
  POINT_FETCH_LIMIT,
  POINT_SEARCH_DEBOUNCE_MS,
  hasPointFilters,
  isAlarmActive,
  pointFetchLimit,
  pointPageSizeOptions,
  queryNameProblem,
} from './point-explorer';

describe('page sizes', () => {
  it('offers 10, 50 and 100, and All only when more than 100 points match', () => {
    expect(DEFAULT_POINT_PAGE_SIZE).toBe(100);
    expect(pointPageSizeOptions(0)).toEqual([10, 50, 100]);
    expect(pointPageSizeOptions(100)).toEqual([10, 50, 100]);
    expect(pointPageSizeOptions(101)).toEqual([10, 50, 100, 'all']);
  });

  it('fetches a page of its size, and All up to the limit of 10000', () => {
    expect(POINT_FETCH_LIMIT).toBe(10_000);
    expect(pointFetchLimit(50)).toBe(50);
    expect(pointFetchLimit('all')).toBe(10_000);
  });
});

describe('search and alarm status', () => {
  it('debounces the name by 300 ms and filters alarms by active and not_active', () => {
    expect(POINT_SEARCH_DEBOUNCE_MS).toBe(300);
    expect(ALARM_STATUSES).toEqual(['active', 'not_active']);
  });

  it('shows a point as active only when its status is known to be', () => {
    expect(isAlarmActive(true)).toBe(true);
    expect(isAlarmActive(false)).toBe(false);
    expect(isAlarmActive(null)).toBe(false);
    expect(isAlarmActive(undefined)).toBe(false);
    expect(isAlarmActive('true')).toBe(false);
  });

  it('shows fractional values with 2 decimals and Bool values as their text', () => {
    const point = {
      kind: 'Number' as const,
      curVal: 21.456,
      unit: '°C',
      activeText: null,
      inactiveText: null,
      multiStateValues: null,
    };
    expect(measurementReading(point)).toEqual({ value: '21.46', unit: '°C' });
    expect(
      measurementReading({
        ...point,
        kind: 'Bool',
        curVal: 0,
        activeText: 'Running',
        inactiveText: 'Stopped',
      }).value,
    ).toBe('Stopped');
  });
});

describe('queryNameProblem', () => {
  it('requires a name', () => {
    expect(queryNameProblem('')).toBe(messages.queryNameRequired);
    expect(queryNameProblem('   ')).toBe(messages.queryNameRequired);
  });

  it('takes 2 to 50 characters', () => {
    expect(queryNameProblem('a')).toBe(messages.queryNameTooShort);
    expect(queryNameProblem('ab')).toBeNull();
    expect(queryNameProblem('a'.repeat(50))).toBeNull();
    expect(queryNameProblem('a'.repeat(51))).toBe(messages.queryNameTooLong);
  });

  it('allows letters, numbers, spaces, hyphens and underscores only', () => {
    expect(queryNameProblem('Gym CO2 - floor_1')).toBeNull();
    expect(queryNameProblem('Café 2')).toBeNull();
    expect(queryNameProblem('CO2 > 1000')).toBe(messages.queryNameCharacters);
    expect(queryNameProblem('a/b')).toBe(messages.queryNameCharacters);
  });
});

describe('hasPointFilters', () => {
  it('needs at least one applied filter', () => {
    expect(hasPointFilters({})).toBe(false);
    expect(hasPointFilters({ siteId: null, nameFilter: '  ', alarmStatus: null })).toBe(false);
    expect(hasPointFilters({ nameFilter: 'co2' })).toBe(true);
    expect(hasPointFilters({ alarmStatus: 'not_active' })).toBe(true);
  });
});
