/**
 * Score bands and the colour rules of the spec (000 §4, §9; 001 §4; 002 §4): bands 75/50,
 * donut 80/50, score colour 80/60, chart colour 80/50 (white when alerting), floor fill 75/50.
 * Colours are theme token names (ex, mo, poor) so each theme decides the actual colour.
 */
export type ScoreBand = 'Excellent' | 'Good' | 'Poor';
export type ScoreColor = 'ex' | 'mo' | 'poor';

/** Excellent 75–100, Good 50 to under 75, Poor under 50. */
export function scoreBand(score: number): ScoreBand {
  if (score >= 75) {
    return 'Excellent';
  }
  return score >= 50 ? 'Good' : 'Poor';
}

/** Donut colour: 80 or more, 50 to under 80, below 50. */
export function donutColor(score: number): ScoreColor {
  if (score >= 80) {
    return 'ex';
  }
  return score >= 50 ? 'mo' : 'poor';
}

/** Score colour of lists and tooltips: 80 or more blue, 60 to under 80 yellow, below 60 red. */
export function scoreColor(score: number): ScoreColor {
  if (score >= 80) {
    return 'ex';
  }
  return score >= 60 ? 'mo' : 'poor';
}

/** Trend chart colour: above 80 "ex", 50 to 80 "mo", otherwise "poor"; white when alerting. */
export function chartColor(score: number, isAlerting: boolean): ScoreColor | 'white' {
  if (isAlerting) {
    return 'white';
  }
  if (score > 80) {
    return 'ex';
  }
  return score >= 50 ? 'mo' : 'poor';
}

/** Floor plan zone fill: blue at 75 or above, yellow below 75, red at 50 or below. */
export function floorPlanFill(score: number): ScoreColor {
  if (score >= 75) {
    return 'ex';
  }
  return score > 50 ? 'mo' : 'poor';
}
