/** Display rounding (spec 000 §9): values to 2 decimals, scores to integers. */
export function roundValue(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

export function roundScore(score: number): number {
  return Math.round(score);
}
