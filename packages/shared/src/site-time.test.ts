import { describe, expect, it } from 'vitest';
import { formatSiteTime, instantOfWallClock, zoneOffsetMs } from './site-time';

describe('formatSiteTime', () => {
  it("reads the instant on the site's clock, with the zone's name", () => {
    // 18:35 UTC is five past midnight of the next day in India (+5:30) and Nepal (+5:45 → 00:20).
    expect(formatSiteTime(new Date('2026-11-01T18:35:00Z'), 'Asia/Kolkata')).toBe(
      'Nov 2, 2026, 12:05 AM GMT+5:30',
    );
    expect(formatSiteTime(new Date('2026-11-01T18:35:00Z'), 'Asia/Kathmandu')).toBe(
      'Nov 2, 2026, 12:20 AM GMT+5:45',
    );
  });
  it('follows daylight saving time', () => {
    expect(formatSiteTime(new Date('2026-03-08T06:59:00Z'), 'America/New_York')).toBe(
      'Mar 8, 2026, 1:59 AM EST',
    );
    expect(formatSiteTime(new Date('2026-03-08T07:00:00Z'), 'America/New_York')).toBe(
      'Mar 8, 2026, 3:00 AM EDT',
    );
  });
});

describe('zoneOffsetMs', () => {
  const HOUR = 3_600_000;
  const at = (iso: string, zone: string) => zoneOffsetMs(Date.parse(iso), zone) / HOUR;
  it('gives whole, half and three-quarter hour offsets, east positive', () => {
    expect(at('2026-11-01T18:35:00Z', 'UTC')).toBe(0);
    expect(at('2026-11-01T18:35:00Z', 'Asia/Kolkata')).toBe(5.5);
    expect(at('2026-11-01T18:35:00Z', 'Asia/Kathmandu')).toBe(5.75);
  });
  it('changes at the instant the clocks do, at any second of it', () => {
    expect(at('2026-03-08T06:59:59.999Z', 'America/New_York')).toBe(-5);
    expect(at('2026-03-08T07:00:00Z', 'America/New_York')).toBe(-4);
    expect(at('2026-11-01T05:59:59.500Z', 'America/New_York')).toBe(-4);
    expect(at('2026-11-01T06:00:00Z', 'America/New_York')).toBe(-5);
  });
});

describe('instantOfWallClock', () => {
  it('reads an ordinary time with the offset of that day', () => {
    expect(instantOfWallClock(Date.UTC(2026, 6, 1, 9, 0), 'Europe/Paris')).toEqual(
      new Date('2026-07-01T07:00:00Z'),
    );
    expect(instantOfWallClock(Date.UTC(2026, 0, 1, 9, 0), 'UTC')).toEqual(
      new Date('2026-01-01T09:00:00Z'),
    );
  });
});
