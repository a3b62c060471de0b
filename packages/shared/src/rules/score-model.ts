/**
 * The measurement score model: a point type's thresholds {Excellent, Good, Poor} turn a reading
 * into a 0–100 score by piecewise-linear interpolation through fixed knots:
 *  - the Excellent limit scores 75, the Good limit 50 and the Poor limit 0 (the spec's 75/50 bands);
 *  - one band-width beyond the Excellent limit on the good side scores 100 (the ideal);
 *  - two-sided types (temperature, humidity) give [low, high] ranges and score 100 mid-range.
 * Lower-is-better (CO2: 800 < 1000 < 1500) and higher-is-better (ventilation) follow from the order.
 */
export type ThresholdLimit = number | [number, number];
export interface Thresholds {
  Excellent: ThresholdLimit;
  Good: ThresholdLimit;
  Poor: ThresholdLimit;
}

type Knot = readonly [value: number, score: number];

function oneSidedKnots(e: number, g: number, p: number): Knot[] {
  const lowerIsBetter = e < g;
  const ideal = lowerIsBetter ? Math.max(0, e - (g - e)) : e + (e - g);
  const knots: Knot[] = [
    [ideal, 100],
    [e, 75],
    [g, 50],
    [p, 0],
  ];
  return lowerIsBetter ? knots : knots.reverse();
}

function twoSidedKnots(e: [number, number], g: [number, number], p: [number, number]): Knot[] {
  return [
    [p[0], 0],
    [g[0], 50],
    [e[0], 75],
    [(e[0] + e[1]) / 2, 100],
    [e[1], 75],
    [g[1], 50],
    [p[1], 0],
  ];
}

/** The knots of a threshold set, ordered by value. */
export function scoreKnots(t: Thresholds): Knot[] {
  const { Excellent: e, Good: g, Poor: p } = t;
  if (Array.isArray(e) && Array.isArray(g) && Array.isArray(p)) {
    return twoSidedKnots(e, g, p);
  }
  if (typeof e === 'number' && typeof g === 'number' && typeof p === 'number') {
    return oneSidedKnots(e, g, p);
  }
  throw new Error('Thresholds must be all numbers or all [low, high] ranges');
}

/** Score of one reading, 0–100 (not rounded: rounding is for display). */
export function scoreReading(value: number, t: Thresholds): number {
  const knots = scoreKnots(t);
  const first = knots[0]!;
  const last = knots[knots.length - 1]!;
  if (value <= first[0]) {
    return first[1];
  }
  if (value >= last[0]) {
    return last[1];
  }
  for (let i = 1; i < knots.length; i++) {
    const [v1, s1] = knots[i]!;
    const [v0, s0] = knots[i - 1]!;
    if (value <= v1) {
      return v1 === v0 ? s1 : s0 + ((value - v0) / (v1 - v0)) * (s1 - s0);
    }
  }
  return last[1];
}
