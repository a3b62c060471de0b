// The filters read from and written to the address: unknown values ignored, a zone only with its
// site, the page size among the spec's, and a saved query replacing every filter.
import { describe, expect, it } from 'vitest';
import { readFilters, readPageSize, savedQueryFilters, withFilters } from './explorer-filters';

describe('explorer filters in the address', () => {
  it('reads the filters, ignoring blanks, unknown alarm statuses and a zone without its site', () => {
    expect(
      readFilters(new URLSearchParams('siteId=s1&zoneId=z1&alarmStatus=active&name=%20co2%20')),
    ).toEqual({ siteId: 's1', zoneId: 'z1', alarmStatus: 'active', name: 'co2' });
    expect(readFilters(new URLSearchParams('zoneId=z1&alarmStatus=on&pointType='))).toEqual({});
  });

  it('reads the page size: 10, 50, 100 or all, else the default 100', () => {
    expect(readPageSize(new URLSearchParams('pageSize=50'))).toBe(50);
    expect(readPageSize(new URLSearchParams('pageSize=all'))).toBe('all');
    expect(readPageSize(new URLSearchParams('pageSize=7'))).toBe(100);
    expect(readPageSize(new URLSearchParams(''))).toBe(100);
  });

  it('changes filters and keeps the other keys', () => {
    const next = withFilters(new URLSearchParams('siteId=s1&zoneId=z1&pageSize=10'), {
      zoneId: undefined,
      name: 'fan',
    });
    expect(next.toString()).toBe('siteId=s1&pageSize=10&name=fan');
  });

  it("applies a saved query's filters, clearing those it lacks", () => {
    const next = withFilters(
      new URLSearchParams('siteId=s1&zoneId=z1&name=co2'),
      savedQueryFilters({
        objectId: 'q1',
        name: 'Alarms',
        alarmStatus: 'active',
        pointType: null,
        site: { objectId: 's2', name: 'Annex' },
        zone: null,
        nameFilter: null,
      }),
    );
    expect(readFilters(next)).toEqual({ siteId: 's2', alarmStatus: 'active' });
  });
});
