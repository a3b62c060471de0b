/**
 * Kiosk rules (spec 002 §2, §4, §9; issue 15): what a lobby screen shows and how it keeps itself
 * honest. A plain kiosk shows up to 6 picked measurements; a branded one up to 4 score slides (the
 * zone's or site's scores, Current Air Quality and Occupant Comfort only when above 0) and up to 3
 * picked component measurements. Cards are rated Excellent / Good / Poor by the 75/50 bands, or
 * Warning / Critical while alerting. Also the timings: clocks, refresh, slide delays, the
 * staleness a screen admits to, its retry back-off, and when the kiosk list calls a kiosk offline.
 */
import type { ScoreTypeName } from './combine-scores';
import { scoreBand, type ScoreBand } from './score-bands';
import { scoreNames, scoreTypeOrder } from './score-names';

export type KioskType = 'plain' | 'branded';

/** Measurements a plain kiosk shows at most (002 §9). */
export const KIOSK_MAX_MEASUREMENTS = 6;
/** A branded kiosk's carousel: score slides and component measurements at most (002 §9). */
export const BRANDED_KIOSK_SCORE_SLIDES = 4;
export const BRANDED_KIOSK_COMPONENT_MEASUREMENTS = 3;

/** How many measurements a kiosk of the type may be given. */
export const kioskMeasurementLimit = (type: KioskType): number =>
  type === 'branded' ? BRANDED_KIOSK_COMPONENT_MEASUREMENTS : KIOSK_MAX_MEASUREMENTS;

/** The branded kiosk reloads its content every 10 minutes (002 §4, §9). */
export const BRANDED_KIOSK_REFRESH_MS = 600_000;
/** Clock ticks: the branded kiosk every second, the plain one every 333 ms (002 §4). */
export const BRANDED_KIOSK_CLOCK_MS = 1_000;
export const PLAIN_KIOSK_CLOCK_MS = 333;
/** Carousel slide delays step by 10 s (002 §4, §9). */
export const CAROUSEL_SLIDE_STEP_MS = 10_000;
/** A signed-in branded kiosk whose measurements fail to load goes to /login after this (002 §8). */
export const KIOSK_LOGIN_REDIRECT_MS = 250;

/**
 * Issue 15, "a lobby screen that never lies": a kiosk asks for its values every minute (the
 * heartbeat the kiosk list reads); after a failed ask it retries with back-off from 5 s doubling
 * to at most 30 s, so it recovers within 60 s of the server coming back without hammering it.
 */
export const KIOSK_POLL_MS = 60_000;
export const KIOSK_RETRY_FIRST_MS = 5_000;
export const KIOSK_RETRY_MAX_MS = 30_000;
/** The delay before retry number `attempt` (1 for the first retry). */
export function kioskRetryDelay(attempt: number): number {
  return Math.min(KIOSK_RETRY_FIRST_MS * 2 ** Math.max(0, attempt - 1), KIOSK_RETRY_MAX_MS);
}

/**
 * The screen says its data is old once the newest value it shows is older than this, or its last
 * successful load is (the server unreachable): 'data is N minutes old'.
 */
export const KIOSK_STALE_AFTER_MS = 15 * 60_000;
export function kioskDataAgeMinutes(newestValueAt: number, now: number): number {
  return Math.max(0, Math.floor((now - newestValueAt) / 60_000));
}
export function isKioskDataStale(newestValueAt: number | null, now: number): boolean {
  return newestValueAt === null || now - newestValueAt >= KIOSK_STALE_AFTER_MS;
}
export const kioskDataAgeText = (minutes: number): string =>
  `data is ${minutes} minute${minutes === 1 ? '' : 's'} old`;

/** The kiosk list calls a kiosk online while it asked within three polls. */
export const KIOSK_ONLINE_WINDOW_MS = 3 * KIOSK_POLL_MS;
export const isKioskOnline = (lastSeenAt: number | null, now: number): boolean =>
  lastSeenAt !== null && now - lastSeenAt < KIOSK_ONLINE_WINDOW_MS;
/** An admin who opted in is e-mailed once a kiosk has been offline this long. */
export const KIOSK_OFFLINE_EMAIL_AFTER_MS = 30 * 60_000;

/** Public kiosk answers are reused for this long, by the server and by caches on the way. */
export const PUBLIC_KIOSK_CACHE_MS = 5_000;

/** Addresses one share may send to, and shares per user per window (issue 15: rate-limited). */
export const KIOSK_SHARE_MAX_EMAILS = 20;
export const KIOSK_SHARES_PER_WINDOW = 10;
export const KIOSK_SHARE_WINDOW_MS = 15 * 60_000;

/** A kiosk card's rating (002 §4): the alert's type while alerting, else the score's band. */
export type KioskRating = ScoreBand | 'Warning' | 'Critical';
export function kioskRating(
  curScore: number | null,
  alertType: 'warning' | 'critical' | null,
): KioskRating | null {
  if (alertType === 'critical') {
    return 'Critical';
  }
  if (alertType === 'warning') {
    return 'Warning';
  }
  return curScore === null ? null : scoreBand(curScore);
}

/** The score slides of a branded kiosk, in the donuts' order. */
export interface KioskScoreSlide {
  type: ScoreTypeName;
  name: string;
  score: number;
}

/** Score types whose slide shows only when its score is above 0 (002 §4: scoreaq, scoreow). */
const SHOWN_ABOVE_ZERO: readonly ScoreTypeName[] = ['scoreAQ', 'scoreOW'];

/**
 * Up to 4 score slides from a zone's or site's latest scores: in the donuts' order, without the
 * equipment score (not an air score for visitors), Current Air Quality and Occupant Comfort only
 * when above 0.
 */
export function kioskScoreSlides(
  scores: Partial<Record<ScoreTypeName, number | null>>,
): KioskScoreSlide[] {
  return scoreTypeOrder
    .filter((type) => type !== 'scoreEQ')
    .flatMap((type) => {
      const score = scores[type];
      if (score === null || score === undefined) {
        return [];
      }
      if (SHOWN_ABOVE_ZERO.includes(type) && !(score > 0)) {
        return [];
      }
      return [{ type, name: scoreNames[type], score: Math.round(score) }];
    })
    .slice(0, BRANDED_KIOSK_SCORE_SLIDES);
}

/**
 * The slide a carousel of `count` slides shows `elapsedMs` after it started: slide delays step by
 * 10 s (002 §4) — slide i comes at i × 10 s and the cycle starts over after the last.
 */
export function carouselSlideAt(count: number, elapsedMs: number): number {
  if (count <= 0) {
    return 0;
  }
  return Math.floor(Math.max(0, elapsedMs) / CAROUSEL_SLIDE_STEP_MS) % count;
}
