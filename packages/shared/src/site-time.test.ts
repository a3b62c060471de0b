import { describe, expect, it } from 'vitest';
import { formatSiteTime } from './site-time';

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
