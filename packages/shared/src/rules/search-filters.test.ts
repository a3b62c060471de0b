import { describe, expect, it } from 'vitest';
import {
  dashboardMatchesSearch,
  measurementMatchesSearch,
  siteMatchesSearch,
} from './search-filters';

const site = { name: 'Lincoln Elementary', address: '615 W Kemper Pl', shortName: 'LES' };

describe('siteMatchesSearch', () => {
  it('matches every site on an empty or blank pattern', () => {
    expect(siteMatchesSearch(site, '')).toBe(true);
    expect(siteMatchesSearch(site, '   ')).toBe(true);
  });
  it('matches name, address and short name, ignoring case', () => {
    expect(siteMatchesSearch(site, 'lincoln')).toBe(true);
    expect(siteMatchesSearch(site, 'KEMPER')).toBe(true);
    expect(siteMatchesSearch(site, 'les')).toBe(true);
  });
  it('treats regular-expression characters literally', () => {
    expect(siteMatchesSearch(site, '.*')).toBe(false);
  });
  it('copes with a missing short name', () => {
    expect(siteMatchesSearch({ ...site, shortName: null }, 'zzz')).toBe(false);
  });
});

describe('measurementMatchesSearch', () => {
  const co2 = { name: 'Carbon Dioxide', type: 'co2', unit: 'ppm' };
  it('matches name, type and unit, ignoring case', () => {
    expect(measurementMatchesSearch(co2, 'dioxide')).toBe(true);
    expect(measurementMatchesSearch(co2, 'CO2')).toBe(true);
    expect(measurementMatchesSearch(co2, 'PPM')).toBe(true);
    expect(measurementMatchesSearch(co2, 'ppb')).toBe(false);
  });
});

describe('dashboardMatchesSearch', () => {
  const d = { name: 'Lincoln Classrooms', scope: 'Project Level Dashboard' };
  it('matches name or scope, case-insensitively, literally', () => {
    expect(dashboardMatchesSearch(d, 'lincoln')).toBe(true);
    expect(dashboardMatchesSearch(d, 'PROJECT level')).toBe(true);
    expect(dashboardMatchesSearch(d, 'gym')).toBe(false);
    expect(dashboardMatchesSearch(d, '.*')).toBe(false);
    expect(dashboardMatchesSearch({ name: 'X', scope: null }, '')).toBe(true);
  });
});
