/**
 * Where a trend's line breaks: a chart bridges missing data with a straight line unless a null
 * point sits in between, so a series that skips a whole step (an hour without readings in an
 * hourly trend) gets one null row right after the last row before the hole.
 */
export const HOUR_MS = 3_600_000;

/** The rows with a gap row (made by `gapAt`) after each row followed by a hole of a step or more. */
export function breakAtGaps<T extends readonly [number, ...unknown[]]>(
  rows: readonly T[],
  stepMs: number,
  gapAt: (ts: number) => T,
): T[] {
  const result: T[] = [];
  rows.forEach((row, i) => {
    result.push(row);
    const next = rows[i + 1];
    if (next && next[0] - row[0] >= 2 * stepMs) {
      result.push(gapAt(row[0] + stepMs));
    }
  });
  return result;
}
