// What a slide and its card say about one carousel item, measurement or score alike: its name,
// value and unit as the cards read them (measurementReading: 2 decimals, on/off texts, states),
// its rating, and — for a value whose own reading stopped arriving while the rest of the screen
// is current — how old that reading is.
import {
  isKioskDataStale,
  kioskDataAgeMinutes,
  kioskRating,
  measurementReading,
  type KioskRating,
} from '@airboard/shared/rules';
import type { KioskSlide } from './kiosk-view';

export type SlideContent = {
  name: string;
  value: string;
  unit: string;
  rating: KioskRating | null;
  /** A 0–100 score for the donut; null when the item has none. */
  score: number | null;
  /** The measurement type for its icon; null for a score. */
  type: string | null;
  /** When this reading is old though the screen's data is not, how old (minutes). */
  oldReadingMinutes: number | null;
};

export const SCORE_UNIT = '/ 100';

/**
 * `screenOld`: the whole screen already says its data is old, so a single reading need not.
 */
export function slideContent(slide: KioskSlide, now: number, screenOld: boolean): SlideContent {
  if (slide.kind === 'score') {
    const { name, score } = slide.score;
    return {
      name,
      value: String(score),
      unit: SCORE_UNIT,
      rating: kioskRating(score, null),
      score,
      type: null,
      oldReadingMinutes: null,
    };
  }
  const m = slide.measurement;
  const reading = measurementReading(m);
  const readAt = m.curValTs === null ? Number.NaN : Date.parse(m.curValTs);
  const old =
    !screenOld && Number.isFinite(readAt) && m.curVal !== null && isKioskDataStale(readAt, now);
  return {
    name: m.name,
    value: reading.value,
    unit: reading.unit,
    rating: m.rating,
    score: m.curScore,
    type: m.type,
    oldReadingMinutes: old ? kioskDataAgeMinutes(readAt, now) : null,
  };
}

/** The note under an old reading, e.g. "Reading 45 min old". */
export const oldReadingText = (minutes: number): string => `Reading ${minutes} min old`;
