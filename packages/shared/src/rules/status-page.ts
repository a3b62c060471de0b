/**
 * The public status page (spec 002 §2 'Status page', §4, §9; issue 17): how often it refreshes,
 * what a site's status is, and how its 90-day history of fresh data is told — as status pages of
 * hosted services show theirs — and which addresses a project's admins may publish it under.
 */
import { messages } from '../messages';

/** The page asks again every 5 minutes (spec 002 §9), and the server reads at most that often. */
export const STATUS_PAGE_REFRESH_MS = 300_000;

/**
 * A site's data is fresh while its newest reading is younger than a quarter hour: sensors report
 * every 1 to 5 minutes, so three missed reports in a row, and the quarter hour is the unit the
 * readings are rolled up in (an hour of the history is fresh when each of its quarters is).
 */
export const STATUS_FRESH_WITHIN_MS = 15 * 60_000;

/**
 * Past two hours without a reading the site is offline rather than degraded: a hub rebooting or a
 * network blip comes back within the hour, so longer means nothing reaches the server any more.
 */
export const STATUS_OFFLINE_AFTER_MS = 2 * 60 * 60_000;

/**
 * What a status slug looks like (/status/{slug}): lowercase letters, digits and inner hyphens, up
 * to 64; any other address is not looked up. Looser than what an admin may publish
 * (statusSlugProblem), so an address published under older rules still answers.
 */
export const STATUS_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

/** A published address is 3 to 40 characters: short enough to read out, long enough to mean something. */
export const STATUS_SLUG_MIN_LENGTH = 3;
export const STATUS_SLUG_MAX_LENGTH = 40;

/**
 * Addresses no project may publish: they read as the product's own pages (or as more status
 * pages), so a visitor could take a project's page for the operator's.
 */
export const RESERVED_STATUS_SLUGS: ReadonlySet<string> = new Set([
  'admin',
  'api',
  'help',
  'login',
  'logout',
  'settings',
  'signup',
  'status',
  'support',
  'www',
]);

/** What is wrong with an address an admin wants to publish (trimmed), or null when it may be used. */
export function statusSlugProblem(slug: string): string | null {
  const trimmed = slug.trim();
  if (trimmed === '') {
    return messages.statusSlugRequired;
  }
  if (!/^[a-z0-9-]+$/.test(trimmed)) {
    return messages.statusSlugCharacters;
  }
  if (trimmed.length < STATUS_SLUG_MIN_LENGTH || trimmed.length > STATUS_SLUG_MAX_LENGTH) {
    return messages.statusSlugLength;
  }
  if (trimmed.startsWith('-') || trimmed.endsWith('-')) {
    return messages.statusSlugHyphenEnds;
  }
  return RESERVED_STATUS_SLUGS.has(trimmed) ? messages.statusSlugReserved(trimmed) : null;
}

/** The days the history shows, today included. */
export const STATUS_HISTORY_DAYS = 90;

/** A day's bar is degraded, not offline, while at least this share of its hours had fresh data. */
export const STATUS_DEGRADED_MIN_SHARE = 0.75;

export const SITE_STATUSES = ['operational', 'degraded', 'offline'] as const;
export type SiteStatus = (typeof SITE_STATUSES)[number];

export const siteStatusLabel: Record<SiteStatus, string> = {
  operational: 'Operational',
  degraded: 'Degraded',
  offline: 'Offline',
};

/**
 * Offline without a reading for STATUS_OFFLINE_AFTER_MS (or ever); degraded when the data is no
 * longer fresh or a critical alert is open; operational otherwise.
 */
export function siteStatus(
  newestReadingAt: number | null,
  activeCriticalAlerts: number,
  now: number,
): SiteStatus {
  if (newestReadingAt === null || now - newestReadingAt >= STATUS_OFFLINE_AFTER_MS) {
    return 'offline';
  }
  if (now - newestReadingAt >= STATUS_FRESH_WITHIN_MS || activeCriticalAlerts > 0) {
    return 'degraded';
  }
  return 'operational';
}

/** Whether a site's newest reading is fresh at `now`: the data freshness column. */
export const isDataFresh = (newestReadingAt: number | null, now: number): boolean =>
  newestReadingAt !== null && now - newestReadingAt < STATUS_FRESH_WITHIN_MS;

/** One day of a site's history: its hours with fresh data out of those it had. */
export interface StatusDayCount {
  freshHours: number;
  /** Hours of the local day (23 or 25 on a daylight-saving change); today's completed ones only. */
  hours: number;
}

/** A day's share of hours with fresh data; null when the day has no hour to judge yet. */
export const freshShare = ({ freshHours, hours }: StatusDayCount): number | null =>
  hours > 0 ? Math.min(1, freshHours / hours) : null;

/** The share over many days: their fresh hours over their hours, null when none had any. */
export const overallFreshShare = (days: StatusDayCount[]): number | null =>
  freshShare({
    freshHours: days.reduce((sum, day) => sum + day.freshHours, 0),
    hours: days.reduce((sum, day) => sum + day.hours, 0),
  });

/** A day's bar colour: every hour fresh, most of them, or too few; 'none' before monitoring. */
export type StatusDayLevel = SiteStatus | 'none';
export function statusDayLevel(share: number | null): StatusDayLevel {
  if (share === null) {
    return 'none';
  }
  if (share >= 1) {
    return 'operational';
  }
  return share >= STATUS_DEGRADED_MIN_SHARE ? 'degraded' : 'offline';
}

/** A share as the page writes it: one decimal, never rounded up to a perfect 100. */
export function formatFreshShare(share: number): string {
  const tenths = Math.floor(share * 1000) / 10;
  return `${tenths.toFixed(1)} %`;
}

/** The history's summary line, e.g. '99.2 % of hours with fresh data over 90 days'. */
export const statusHistorySummary = (share: number | null): string =>
  share === null
    ? `No data over ${STATUS_HISTORY_DAYS} days`
    : `${formatFreshShare(share)} of hours with fresh data over ${STATUS_HISTORY_DAYS} days`;

/** A bar's text alternative: its day, share and critical incidents. */
export function statusDayText(day: string, share: number | null, incidents: number): string {
  const data = share === null ? 'no data' : `${formatFreshShare(share)} of hours with fresh data`;
  const alerts =
    incidents === 0 ? 'no incidents' : `${incidents} incident${incidents === 1 ? '' : 's'}`;
  return `${day}: ${data}, ${alerts}`;
}
