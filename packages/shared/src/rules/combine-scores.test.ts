import { expect, it } from 'vitest';
import { combineSiteScores, combineZoneScores } from './combine-scores';

it('averages measurements per category and the categories into scoreOA', () => {
  const zone = combineZoneScores([
    { scoreType: 'scoreAQ', curScore: 80 },
    { scoreType: 'scoreAQ', curScore: 60 },
    { scoreType: 'scoreOW', curScore: 40 },
    { scoreType: null, curScore: 10 },
    { scoreType: 'scoreAF', curScore: null },
  ]);
  expect(zone).toEqual({ scoreAQ: 70, scoreOW: 40, scoreOA: 55 });
});

it('gives no scores for a zone without scored measurements', () => {
  expect(combineZoneScores([{ scoreType: null, curScore: 50 }])).toEqual({});
});

it('averages zones per score type into site scores', () => {
  expect(
    combineSiteScores([
      { scoreAQ: 90, scoreOA: 90 },
      { scoreAQ: 70, scoreOW: 50, scoreOA: 60 },
    ]),
  ).toEqual({
    scoreAQ: 80,
    scoreOW: 50,
    scoreOA: 75,
  });
});
