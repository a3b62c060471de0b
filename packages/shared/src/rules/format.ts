/**
 * Display rounding (spec 000 §9): values to 2 decimals, scores to integers. Values round half away
 * from zero on their shortest decimal form (what the user sees), so 1.005 → 1.01 and
 * -1.005 → -1.01: one rule for both signs, free of binary-fraction surprises.
 */
const VALUE_DECIMALS = 2;
/** Doubles this large have no fractional part left to round. */
const INTEGERS_ONLY_FROM = 2 ** 52;

export function roundValue(value: number): number {
  if (!Number.isFinite(value) || Math.abs(value) >= INTEGERS_ONLY_FROM) {
    return value;
  }
  const magnitude = shiftDecimal(
    Math.round(shiftDecimal(Math.abs(value), VALUE_DECIMALS)),
    -VALUE_DECIMALS,
  );
  // No -0: a value that rounds to nothing shows as 0 whatever its sign.
  return value < 0 && magnitude !== 0 ? -magnitude : magnitude;
}

export function roundScore(score: number): number {
  return Math.round(score);
}

/** value × 10^digits computed on the decimal string (exact), not by a binary multiplication. */
function shiftDecimal(value: number, digits: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + digits}`);
}
