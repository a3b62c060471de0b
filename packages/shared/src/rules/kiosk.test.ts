// Kiosk rules at their boundaries: ratings at 75/50 and by alert type, the branded kiosk's score
// slides (Air Quality and Comfort only above 0, at most 4, no equipment score), the carousel's
// 10 s steps, measurement limits per type, staleness, retry back-off and online status.
import { describe, expect, it } from 'vitest';
import {
  BRANDED_KIOSK_COMPONENT_MEASUREMENTS,
  KIOSK_MAX_MEASUREMENTS,
  KIOSK_ONLINE_WINDOW_MS,
  KIOSK_STALE_AFTER_MS,
  carouselSlideAt,
  isKioskDataStale,
  isKioskOnline,
  kioskDataAgeMinutes,
  kioskDataAgeText,
  kioskMeasurementLimit,
  kioskRating,
  kioskRetryDelay,
  kioskScoreSlides,
} from './kiosk';

describe('kioskRating', () => {
  it('rates Excellent from 75, Good from 50 to 74, Poor below 50', () => {
    expect(kioskRating(100, null)).toBe('Excellent');
    expect(kioskRating(75, null)).toBe('Excellent');
    expect(kioskRating(74.9, null)).toBe('Good');
    expect(kioskRating(50, null)).toBe('Good');
    expect(kioskRating(49.9, null)).toBe('Poor');
    expect(kioskRating(0, null)).toBe('Poor');
    expect(kioskRating(null, null)).toBeNull();
  });

  it('says Warning or Critical while alerting, whatever the score', () => {
    expect(kioskRating(95, 'warning')).toBe('Warning');
    expect(kioskRating(95, 'critical')).toBe('Critical');
    expect(kioskRating(null, 'critical')).toBe('Critical');
  });
});

describe('kioskScoreSlides', () => {
  it('gives the scores in the donuts’ order, at most 4, without the equipment score', () => {
    expect(
      kioskScoreSlides({ scoreEQ: 90, scoreAF: 70, scoreOW: 60, scoreAQ: 80.4, scoreOA: 77 }),
    ).toEqual([
      { type: 'scoreOA', name: 'Overall', score: 77 },
      { type: 'scoreAQ', name: 'Current Air Quality', score: 80 },
      { type: 'scoreOW', name: 'Occupant Comfort', score: 60 },
      { type: 'scoreAF', name: 'Air Freshness', score: 70 },
    ]);
  });

  it('shows Current Air Quality and Occupant Comfort only above 0', () => {
    const types = (scores: Parameters<typeof kioskScoreSlides>[0]) =>
      kioskScoreSlides(scores).map((slide) => slide.type);
    expect(types({ scoreOA: 0, scoreAQ: 0, scoreOW: 0, scoreAF: 0 })).toEqual([
      'scoreOA',
      'scoreAF',
    ]);
    expect(types({ scoreAQ: 0.1, scoreOW: null })).toEqual(['scoreAQ']);
    expect(types({})).toEqual([]);
  });
});

describe('carouselSlideAt', () => {
  it('steps a slide every 10 s and starts over after the last', () => {
    expect(carouselSlideAt(3, 0)).toBe(0);
    expect(carouselSlideAt(3, 9_999)).toBe(0);
    expect(carouselSlideAt(3, 10_000)).toBe(1);
    expect(carouselSlideAt(3, 29_999)).toBe(2);
    expect(carouselSlideAt(3, 30_000)).toBe(0);
    expect(carouselSlideAt(0, 50_000)).toBe(0);
  });
});

describe('kioskMeasurementLimit', () => {
  it('is 6 for a plain kiosk and 3 components for a branded one', () => {
    expect(kioskMeasurementLimit('plain')).toBe(KIOSK_MAX_MEASUREMENTS);
    expect(KIOSK_MAX_MEASUREMENTS).toBe(6);
    expect(kioskMeasurementLimit('branded')).toBe(BRANDED_KIOSK_COMPONENT_MEASUREMENTS);
    expect(BRANDED_KIOSK_COMPONENT_MEASUREMENTS).toBe(3);
  });
});

describe('staleness, retries and online status', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');

  it('calls data stale from 15 minutes, and says its age in whole minutes', () => {
    expect(isKioskDataStale(now - KIOSK_STALE_AFTER_MS + 1, now)).toBe(false);
    expect(isKioskDataStale(now - KIOSK_STALE_AFTER_MS, now)).toBe(true);
    expect(isKioskDataStale(null, now)).toBe(true);
    expect(kioskDataAgeMinutes(now - 16 * 60_000 - 59_000, now)).toBe(16);
    expect(kioskDataAgeText(1)).toBe('data is 1 minute old');
    expect(kioskDataAgeText(16)).toBe('data is 16 minutes old');
  });

  it('retries after 5 s, doubling to at most 30 s, so it is back within 60 s', () => {
    expect([1, 2, 3, 4, 5, 10].map(kioskRetryDelay)).toEqual([
      5_000, 10_000, 20_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('is online while it asked within three polls', () => {
    expect(isKioskOnline(now - KIOSK_ONLINE_WINDOW_MS + 1, now)).toBe(true);
    expect(isKioskOnline(now - KIOSK_ONLINE_WINDOW_MS, now)).toBe(false);
    expect(isKioskOnline(null, now)).toBe(false);
  });
});
