/**
 * Score bands and the colour rules of the spec (000 §4, §9; 001 §4; 002 §4): bands 75/50,
 * donut 80/50, score colour 80/60, chart colour 80/50 (white when alerting), floor fill 75/50.
 * Colours are theme token names (ex, mo, poor) so each theme decides the actual colour.
 *
 * Each place keeps the cut points the spec gives it, so the same score may be one colour on a
 * ring and another on a floor plan; every place therefore says what its colours mean, in words
 * made here from the same cut points (scoreColorRanges), never written out a second time.
 */
export type ScoreBand = 'Excellent' | 'Good' | 'Poor';
export type ScoreColor = 'ex' | 'mo' | 'poor';

/** Where a colour starts: at the score (inclusive) or just above it. */
interface Cut {
  at: number;
  inclusive: boolean;
}
interface ColorScale {
  ex: Cut;
  mo: Cut;
}

/** The places that colour scores, each with the spec's cut points. */
export const scoreColorScales = {
  /** Score rings and the breakdown's slices: 80 or more, 50 to under 80, below 50. */
  donut: { ex: { at: 80, inclusive: true }, mo: { at: 50, inclusive: true } },
  /** Scores in lists and tooltips: 80 or more, 60 to under 80, below 60. */
  list: { ex: { at: 80, inclusive: true }, mo: { at: 60, inclusive: true } },
  /** Trend charts: above 80, 50 to 80, below 50. */
  chart: { ex: { at: 80, inclusive: false }, mo: { at: 50, inclusive: true } },
  /** Floor plan zones: 75 or more, above 50 to under 75, 50 or less. */
  floorPlan: { ex: { at: 75, inclusive: true }, mo: { at: 50, inclusive: false } },
} as const satisfies Record<string, ColorScale>;
export type ScoreColorPlace = keyof typeof scoreColorScales;

const reaches = (score: number, cut: Cut) => (cut.inclusive ? score >= cut.at : score > cut.at);

function colorOn(scale: ColorScale, score: number): ScoreColor {
  if (reaches(score, scale.ex)) {
    return 'ex';
  }
  return reaches(score, scale.mo) ? 'mo' : 'poor';
}

/** Where the bands start (inclusive): also read by SQL that counts scores per band. */
export const SCORE_BAND_FROM = { Excellent: 75, Good: 50 } as const;

/** Excellent 75–100, Good 50 to under 75, Poor under 50. */
export function scoreBand(score: number): ScoreBand {
  if (score >= SCORE_BAND_FROM.Excellent) {
    return 'Excellent';
  }
  return score >= SCORE_BAND_FROM.Good ? 'Good' : 'Poor';
}

/** Donut colour: 80 or more, 50 to under 80, below 50. */
export function donutColor(score: number): ScoreColor {
  return colorOn(scoreColorScales.donut, score);
}

/** Score colour of lists and tooltips: 80 or more blue, 60 to under 80 yellow, below 60 red. */
export function scoreColor(score: number): ScoreColor {
  return colorOn(scoreColorScales.list, score);
}

/** Trend chart colour: above 80 "ex", 50 to 80 "mo", otherwise "poor"; white when alerting. */
export function chartColor(score: number, isAlerting: boolean): ScoreColor | 'white' {
  return isAlerting ? 'white' : colorOn(scoreColorScales.chart, score);
}

/** Floor plan zone fill: blue at 75 or above, yellow below 75, red at 50 or below. */
export function floorPlanFill(score: number): ScoreColor {
  return colorOn(scoreColorScales.floorPlan, score);
}

/** The scores each colour of a place stands for, in words ("80 to 100", "50 to under 80", …). */
export function scoreColorRanges(place: ScoreColorPlace): Record<ScoreColor, string> {
  const { ex, mo }: ColorScale = scoreColorScales[place];
  const from = (cut: Cut) => (cut.inclusive ? `${cut.at}` : `above ${cut.at}`);
  const below = (cut: Cut) => (cut.inclusive ? `under ${cut.at}` : `${cut.at}`);
  return {
    ex: ex.inclusive ? `${ex.at} to 100` : `above ${ex.at}`,
    mo: `${from(mo)} to ${below(ex)}`,
    poor: mo.inclusive ? `under ${mo.at}` : `${mo.at} or less`,
  };
}
