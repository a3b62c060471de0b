// What a kiosk screen draws, whatever it was loaded from (the public kiosk calls or a signed-in
// user's site and measurements): the frame (site, zone, time zone, branding), the carousel's
// slides, and how fresh the data is. The screens know only this shape.
import type { KioskMeasurement, SiteBranding } from '@airboard/shared/api';
import type { KioskScoreSlide, KioskType } from '@airboard/shared/rules';

export type KioskVariant = KioskType;

export type KioskView = {
  siteName: string;
  zoneName: string | null;
  timeZone: string;
  branding: SiteBranding;
  /** Already limited to what the variant shows (kioskMeasurementLimit). */
  measurements: KioskMeasurement[];
  /** The branded kiosk's score slides (empty on a plain one). */
  scores: KioskScoreSlide[];
};

/** How honest the screen must be about its data (issue 15 item 6). */
export type KioskHealth = {
  /** The latest load failed: what is shown is from an earlier one. */
  failing: boolean;
  /** When the latest failure happened (ms), 0 when none. */
  failedAt: number;
  /** The newest value's time (ms): the newest reading, else when the server read them. */
  newestValueAt: number | null;
};

/** One slide of the carousel and one card of the side list. */
export type KioskSlide =
  | { kind: 'score'; key: string; score: KioskScoreSlide }
  | { kind: 'measurement'; key: string; measurement: KioskMeasurement };

/**
 * The carousel's slides: a plain kiosk's measurements; a branded kiosk's score slides, then its
 * component measurements (002 §2). Measurements have no id on a public screen, so the key is
 * their place and name.
 */
export function kioskSlides(view: KioskView, variant: KioskVariant): KioskSlide[] {
  const scores: KioskSlide[] =
    variant === 'branded'
      ? view.scores.map((score) => ({ kind: 'score', key: `score:${score.type}`, score }))
      : [];
  const measurements: KioskSlide[] = view.measurements.map((measurement, index) => ({
    kind: 'measurement',
    key: `measurement:${index}:${measurement.name}`,
    measurement,
  }));
  return [...scores, ...measurements];
}

/** The newest reading among the measurements (ms), or `fallback` when none has one. */
export function newestReadingAt(
  measurements: readonly KioskMeasurement[],
  fallback: number | null,
): number | null {
  const times = measurements
    .map((m) => (m.curValTs === null ? Number.NaN : Date.parse(m.curValTs)))
    .filter((t) => Number.isFinite(t));
  return times.length > 0 ? Math.max(...times) : fallback;
}
