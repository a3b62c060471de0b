// Status page rules at their boundaries: the 300000 ms refresh, a site's status from the age of
// its newest reading (15 min, 2 h) and its open critical alerts, a day's share of fresh hours and
// its bar colour (all hours, 75 %), the texts of the history, and the addresses an admin may
// publish (3 to 40 lowercase letters, digits and inner hyphens, none of the reserved ones).
import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import {
  RESERVED_STATUS_SLUGS,
  STATUS_FRESH_WITHIN_MS,
  STATUS_HISTORY_DAYS,
  STATUS_OFFLINE_AFTER_MS,
  STATUS_PAGE_REFRESH_MS,
  STATUS_SLUG_PATTERN,
  formatFreshShare,
  freshShare,
  isDataFresh,
  overallFreshShare,
  siteStatus,
  statusDayLevel,
  statusDayText,
  statusHistorySummary,
  statusSlugProblem,
} from './status-page';

const now = Date.parse('2026-03-10T12:00:00Z');
const MINUTE = 60_000;

describe('the status page numbers', () => {
  it('refreshes every 300000 ms and keeps 90 days of history', () => {
    expect(STATUS_PAGE_REFRESH_MS).toBe(300_000);
    expect(STATUS_HISTORY_DAYS).toBe(90);
    expect(STATUS_FRESH_WITHIN_MS).toBe(15 * MINUTE);
    expect(STATUS_OFFLINE_AFTER_MS).toBe(120 * MINUTE);
  });
});

describe('STATUS_SLUG_PATTERN', () => {
  it('takes lowercase letters, digits and inner hyphens, up to 64', () => {
    for (const slug of ['cps', 'a', 'north-campus-2', 'x'.repeat(64)]) {
      expect(STATUS_SLUG_PATTERN.test(slug), slug).toBe(true);
    }
    for (const slug of ['', 'CPS', '-cps', 'cps-', 'a b', 'a/b', 'x'.repeat(65), 'c\u0000']) {
      expect(STATUS_SLUG_PATTERN.test(slug), slug).toBe(false);
    }
  });
});

describe('statusSlugProblem', () => {
  it('takes 3 to 40 lowercase letters, digits and inner hyphens', () => {
    for (const slug of ['cps', 'abc', 'a-b', '123', 'north-campus-2', 'a--b', 'x'.repeat(40)]) {
      expect(statusSlugProblem(slug), slug).toBeNull();
    }
  });

  it('trims the address first', () => {
    expect(statusSlugProblem('  cps ')).toBeNull();
  });

  it('asks for an address when there is none', () => {
    expect(statusSlugProblem('')).toBe(messages.statusSlugRequired);
    expect(statusSlugProblem('   ')).toBe(messages.statusSlugRequired);
  });

  it('refuses 2 and 41 characters', () => {
    expect(statusSlugProblem('ab')).toBe(messages.statusSlugLength);
    expect(statusSlugProblem('x'.repeat(41))).toBe(messages.statusSlugLength);
  });

  it('refuses capitals, spaces, slashes, underscores, dots and other letters', () => {
    for (const slug of ['CPS', 'North', 'a b', 'a/b', 'a_b', 'a.b', 'café', 'c\u0000ps']) {
      expect(statusSlugProblem(slug), slug).toBe(messages.statusSlugCharacters);
    }
  });

  it('refuses a hyphen at either end', () => {
    for (const slug of ['-cps', 'cps-', '---']) {
      expect(statusSlugProblem(slug), slug).toBe(messages.statusSlugHyphenEnds);
    }
  });

  it('refuses the reserved addresses, and not the demo project’s', () => {
    for (const slug of ['api', 'admin', 'status', 'login']) {
      expect(RESERVED_STATUS_SLUGS.has(slug), slug).toBe(true);
      expect(statusSlugProblem(slug), slug).toBe(messages.statusSlugReserved(slug));
    }
    expect(statusSlugProblem('apis')).toBeNull();
    expect(statusSlugProblem('cps')).toBeNull();
  });

  it('publishes only addresses the status page looks up', () => {
    for (const slug of ['cps', 'a-b', 'x'.repeat(40)]) {
      expect(STATUS_SLUG_PATTERN.test(slug), slug).toBe(true);
    }
  });
});

describe('siteStatus', () => {
  it('is operational while the newest reading is under 15 minutes old', () => {
    expect(siteStatus(now, 0, now)).toBe('operational');
    expect(siteStatus(now - 15 * MINUTE + 1, 0, now)).toBe('operational');
  });

  it('is degraded from 15 minutes to just under 2 hours', () => {
    expect(siteStatus(now - 15 * MINUTE, 0, now)).toBe('degraded');
    expect(siteStatus(now - 120 * MINUTE + 1, 0, now)).toBe('degraded');
  });

  it('is offline from 2 hours without a reading, or without any reading', () => {
    expect(siteStatus(now - 120 * MINUTE, 0, now)).toBe('offline');
    expect(siteStatus(null, 0, now)).toBe('offline');
  });

  it('is degraded with fresh data while a critical alert is open, offline stays offline', () => {
    expect(siteStatus(now, 1, now)).toBe('degraded');
    expect(siteStatus(null, 3, now)).toBe('offline');
  });
});

describe('isDataFresh', () => {
  it('holds under 15 minutes only', () => {
    expect(isDataFresh(now - 15 * MINUTE + 1, now)).toBe(true);
    expect(isDataFresh(now - 15 * MINUTE, now)).toBe(false);
    expect(isDataFresh(null, now)).toBe(false);
  });
});

describe('the history of fresh hours', () => {
  it('shares a day by its hours, 23 and 25 on daylight-saving changes', () => {
    expect(freshShare({ freshHours: 24, hours: 24 })).toBe(1);
    expect(freshShare({ freshHours: 23, hours: 23 })).toBe(1);
    expect(freshShare({ freshHours: 18, hours: 24 })).toBe(0.75);
    expect(freshShare({ freshHours: 0, hours: 25 })).toBe(0);
    expect(freshShare({ freshHours: 0, hours: 0 })).toBeNull();
  });

  it('sums hours, not daily shares, over many days', () => {
    expect(
      overallFreshShare([
        { freshHours: 24, hours: 24 },
        { freshHours: 0, hours: 12 },
        { freshHours: 0, hours: 0 },
      ]),
    ).toBeCloseTo(24 / 36);
    expect(overallFreshShare([])).toBeNull();
  });

  it('colours a day operational only when every hour was fresh, degraded from 75 %', () => {
    expect(statusDayLevel(1)).toBe('operational');
    expect(statusDayLevel(23 / 24)).toBe('degraded');
    expect(statusDayLevel(0.75)).toBe('degraded');
    expect(statusDayLevel(0.7499)).toBe('offline');
    expect(statusDayLevel(0)).toBe('offline');
    expect(statusDayLevel(null)).toBe('none');
  });

  it('writes shares with one decimal and never rounds up to 100 %', () => {
    expect(formatFreshShare(1)).toBe('100.0 %');
    expect(formatFreshShare(0.9999)).toBe('99.9 %');
    expect(formatFreshShare(0.992)).toBe('99.2 %');
    expect(formatFreshShare(0)).toBe('0.0 %');
  });

  it('summarises the 90 days and gives each bar a text', () => {
    expect(statusHistorySummary(0.992)).toBe('99.2 % of hours with fresh data over 90 days');
    expect(statusHistorySummary(null)).toBe('No data over 90 days');
    expect(statusDayText('2026-03-09', 0.75, 0)).toBe(
      '2026-03-09: 75.0 % of hours with fresh data, no incidents',
    );
    expect(statusDayText('2026-03-08', 1, 1)).toBe(
      '2026-03-08: 100.0 % of hours with fresh data, 1 incident',
    );
    expect(statusDayText('2026-01-01', null, 2)).toBe('2026-01-01: no data, 2 incidents');
  });
});
