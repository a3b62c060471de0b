/**
 * Score names of the spec (000 §9): the donut captions (scoreAQ "Current Air Quality", scoreOW
 * "Occupant Comfort", scoreOA "Overall"), the detail modal titles, the types the score breakdown
 * explains (scoreAF, scoreAQ, scoreOW) and the order the donuts are shown in.
 */
import type { ScoreTypeName } from './combine-scores';

export const scoreTypeOrder: readonly ScoreTypeName[] = [
  'scoreOA',
  'scoreAQ',
  'scoreOW',
  'scoreAF',
  'scoreEQ',
];

export const scoreNames: Record<ScoreTypeName, string> = {
  scoreOA: 'Overall',
  scoreAQ: 'Current Air Quality',
  scoreOW: 'Occupant Comfort',
  scoreAF: 'Air Freshness',
  scoreEQ: 'Equipment',
};

export const scoreDetailTitles: Record<ScoreTypeName, string> = {
  scoreOA: 'Overall Score',
  scoreAQ: 'Air Quality Score',
  scoreOW: 'Occupant Wellness Score',
  scoreAF: 'Air Freshness Score',
  scoreEQ: 'Equipment Score',
};

export const breakdownScoreTypes: readonly ScoreTypeName[] = ['scoreAF', 'scoreAQ', 'scoreOW'];

/** Whether clicking this score's donut opens the score breakdown. */
export function hasScoreBreakdown(type: ScoreTypeName): boolean {
  return breakdownScoreTypes.includes(type);
}
