import { describe, expect, it } from 'vitest';
import { hasScoreBreakdown, scoreDetailTitles, scoreNames } from './score-names';

describe('score names', () => {
  it('uses the spec names', () => {
    expect(scoreNames.scoreAQ).toBe('Current Air Quality');
    expect(scoreNames.scoreOW).toBe('Occupant Comfort');
    expect(scoreNames.scoreOA).toBe('Overall');
    expect(scoreDetailTitles.scoreOW).toBe('Occupant Wellness Score');
  });
  it('breaks down only air freshness, air quality and occupant wellness', () => {
    expect(hasScoreBreakdown('scoreAF')).toBe(true);
    expect(hasScoreBreakdown('scoreAQ')).toBe(true);
    expect(hasScoreBreakdown('scoreOW')).toBe(true);
    expect(hasScoreBreakdown('scoreOA')).toBe(false);
    expect(hasScoreBreakdown('scoreEQ')).toBe(false);
  });
});
