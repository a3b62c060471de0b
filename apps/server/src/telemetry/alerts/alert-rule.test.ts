import { describe, expect, it } from 'vitest';
import { findAlertEpisodes } from './alert-rule';

const min = 60_000;
const rule = { condition: 'above', threshold: 1500, minDurationSeconds: 900 } as const;

describe('alert rule: condition held for the minimum duration', () => {
  it('opens exactly when the condition has held for the duration, and clears when it stops', () => {
    const ts = [0, 5, 10, 15, 20, 25].map((m) => m * min);
    const values = [1600, 1600, 1600, 1600, 1400, 1400];
    expect(findAlertEpisodes(rule, ts, values)).toEqual([
      { openedAt: 15 * min, clearedAt: 20 * min, value: 1600 },
    ]);
  });
  it('does not open when the condition breaks just before the duration', () => {
    const ts = [0, 5, 10, 14.99, 15].map((m) => m * min);
    const values = [1600, 1600, 1600, 1600, 1500];
    expect(findAlertEpisodes(rule, ts, values)).toEqual([]);
  });
  it('treats the threshold itself as not above', () => {
    expect(findAlertEpisodes({ ...rule, minDurationSeconds: 0 }, [0], [1500])).toEqual([]);
  });
  it('keeps an alert open at the end of the data', () => {
    expect(
      findAlertEpisodes(
        { condition: 'below', threshold: 25, minDurationSeconds: 0 },
        [0, 1],
        [20, 19],
      ),
    ).toEqual([{ openedAt: 0, clearedAt: null, value: 20 }]);
  });
});
