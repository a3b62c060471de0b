/**
 * How scores roll up: a zone's category score (scoreAQ, scoreOW, scoreAF, scoreEQ) is the mean of
 * its scored measurements in that category; scoreOA is the mean of the categories present; a
 * site's score of each type is the mean of its zones' scores of that type.
 */
export const categoryScoreTypes = ['scoreAQ', 'scoreOW', 'scoreAF', 'scoreEQ'] as const;
export type CategoryScoreType = (typeof categoryScoreTypes)[number];
export type ScoreTypeName = CategoryScoreType | 'scoreOA';

function mean(values: number[]): number | null {
  return values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;
}

/** Zone scores from its measurements' current scores. */
export function combineZoneScores(
  measurements: { scoreType: CategoryScoreType | null; curScore: number | null }[],
): Partial<Record<ScoreTypeName, number>> {
  const result: Partial<Record<ScoreTypeName, number>> = {};
  for (const type of categoryScoreTypes) {
    const score = mean(
      measurements
        .filter((m) => m.scoreType === type && m.curScore !== null)
        .map((m) => m.curScore!),
    );
    if (score !== null) {
      result[type] = score;
    }
  }
  const overall = mean(
    categoryScoreTypes.flatMap((t) => (result[t] === undefined ? [] : [result[t]])),
  );
  if (overall !== null) {
    result.scoreOA = overall;
  }
  return result;
}

/** Site scores from its zones' scores. */
export function combineSiteScores(
  zones: Partial<Record<ScoreTypeName, number>>[],
): Partial<Record<ScoreTypeName, number>> {
  const result: Partial<Record<ScoreTypeName, number>> = {};
  for (const type of [...categoryScoreTypes, 'scoreOA'] as const) {
    const score = mean(zones.flatMap((z) => (z[type] === undefined ? [] : [z[type]])));
    if (score !== null) {
      result[type] = score;
    }
  }
  return result;
}
