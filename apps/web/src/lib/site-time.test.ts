// The site's clock, read with kept Intl formatters, against dayjs's timezone plugin (which the
// helpers used before and which builds a formatter per conversion): the same days, midnights and
// formatted times through a year of daylight-saving changes, including zones whose clocks change
// at midnight and by half an hour.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { describe, expect, it } from 'vitest';
import { addDays, formatOnSite, siteDay, siteMidnight } from './site-time';

dayjs.extend(utc);
dayjs.extend(timezone);

const ZONES = [
  'UTC',
  'America/New_York',
  'America/Los_Angeles',
  'Europe/Berlin',
  'Asia/Kolkata',
  // Half-hour daylight saving.
  'Australia/Lord_Howe',
  // Clocks that change at midnight: some days start at 01:00 or have two midnights.
  'America/Santiago',
  'America/Havana',
];

const YEAR_START = Date.UTC(2026, 0, 1);
const HOUR = 3_600_000;

describe('site time', () => {
  it.each(ZONES)('reads the clock of %s as dayjs does, all year', (zone) => {
    // Every 7 h 13 min through the year: every hour of the day, across every change.
    for (let ms = YEAR_START; ms < YEAR_START + 366 * 24 * HOUR; ms += 7 * HOUR + 13 * 60_000) {
      const instant = new Date(ms);
      const expected = dayjs(instant).tz(zone);
      expect(siteDay(instant, zone)).toBe(expected.format('YYYY-MM-DD'));
      expect(formatOnSite(instant, zone, 'YYYY-MM-DDTHH:mm:ss ddd h A')).toBe(
        expected.format('YYYY-MM-DDTHH:mm:ss ddd h A'),
      );
    }
  });

  it.each(ZONES)('starts each day of %s at its first instant', (zone) => {
    for (let day = '2026-01-01'; day < '2027-01-01'; day = addDays(day, 1)) {
      const midnight = siteMidnight(day, zone).getTime();
      // It is on that day, and the instant before it is not.
      expect(siteDay(new Date(midnight), zone)).toBe(day);
      expect(siteDay(new Date(midnight - 1), zone)).toBe(addDays(day, -1));
    }
  });

  it('starts a day whose midnight the clocks skip at 01:00', () => {
    // Santiago moves to summer time at midnight on the first Sunday of September: 00:00 → 01:00.
    const start = siteMidnight('2026-09-06', 'America/Santiago');
    expect(start.toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(formatOnSite(start, 'America/Santiago', 'HH:mm')).toBe('01:00');
  });

  it('gives the first of two midnights where the clocks go back over it', () => {
    // Havana leaves summer time at 01:00 on the first Sunday of November: 01:00 → 00:00.
    const start = siteMidnight('2026-11-01', 'America/Havana');
    expect(start.toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(siteMidnight('2026-11-02', 'America/Havana').getTime() - start.getTime()).toBe(
      25 * HOUR,
    );
  });

  it('keeps milliseconds, also before 1970', () => {
    expect(formatOnSite('2026-03-08T06:59:59.999Z', 'America/New_York', 'HH:mm:ss.SSS')).toBe(
      '01:59:59.999',
    );
    expect(formatOnSite(new Date(-1), 'UTC', 'YYYY-MM-DD HH:mm:ss.SSS')).toBe(
      '1969-12-31 23:59:59.999',
    );
  });
});
