import { describe, expect, it } from 'vitest';
import { kioskAddressOf } from './kiosk-address';

const search = (query: string) => new URLSearchParams(query);

describe('kioskAddressOf', () => {
  it('reads a site and an optional zone', () => {
    expect(kioskAddressOf(search('siteId=s1'))).toEqual({
      kind: 'site',
      siteId: 's1',
      zoneId: null,
    });
    expect(kioskAddressOf(search('siteId=s1&zoneId=z1'))).toEqual({
      kind: 'site',
      siteId: 's1',
      zoneId: 'z1',
    });
    // An empty zoneId is no zone.
    expect(kioskAddressOf(search('siteId=s1&zoneId='))).toEqual({
      kind: 'site',
      siteId: 's1',
      zoneId: null,
    });
  });

  it('gives a public id precedence, the path’s over the query’s', () => {
    expect(kioskAddressOf(search('kioskId=k1&siteId=s1'))).toEqual({
      kind: 'public',
      kioskId: 'k1',
    });
    expect(kioskAddressOf(search('kioskId=k1'), 'k2')).toEqual({ kind: 'public', kioskId: 'k2' });
  });

  it('names nothing without a site or a kiosk', () => {
    expect(kioskAddressOf(search(''))).toEqual({ kind: 'none' });
    expect(kioskAddressOf(search('siteId=&zoneId=z1'))).toEqual({ kind: 'none' });
  });
});
