import { describe, expect, it } from 'vitest';
import { groupScores, OTHER_GROUP, SCORE_BREAKDOWN_SLICES } from './score-breakdown';

let id = 0;
const input = (typeName: string, score: number) => ({ objectId: `m${++id}`, typeName, score });
/** `count` measurements of each named type. */
const many = (types: Record<string, number>) =>
  Object.entries(types).flatMap(([name, count]) =>
    Array.from({ length: count }, (_, i) => input(name, 50 + i)),
  );

describe('groupScores', () => {
  it('makes one group per type, most measurements first, with average and lowest', () => {
    const groups = groupScores([input('CO2', 90), input('CO2', 60), input('PM2.5', 40)]);
    expect(groups.map((g) => [g.name, g.members.length, g.average, g.lowest.score])).toEqual([
      ['CO2', 2, 75, 60],
      ['PM2.5', 1, 40, 40],
    ]);
  });

  it(`shows ${SCORE_BREAKDOWN_SLICES} types as they are`, () => {
    const groups = groupScores(many({ A: 6, B: 5, C: 4, D: 3, E: 2, F: 1 }));
    expect(groups.map((g) => g.name)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
  });

  it(`puts the fewest into Other past ${SCORE_BREAKDOWN_SLICES} types, keeping every measurement`, () => {
    const inputs = many({ A: 7, B: 6, C: 5, D: 4, E: 3, F: 2, G: 1 });
    const groups = groupScores(inputs);
    expect(groups.map((g) => [g.name, g.members.length])).toEqual([
      ['A', 7],
      ['B', 6],
      ['C', 5],
      ['D', 4],
      ['E', 3],
      [OTHER_GROUP, 3],
    ]);
    expect(groups.flatMap((g) => g.members)).toHaveLength(inputs.length);
  });

  it('breaks a tie in size by the worse average, then by name', () => {
    const groups = groupScores([input('B', 80), input('A', 80), input('C', 30)]);
    expect(groups.map((g) => g.name)).toEqual(['C', 'A', 'B']);
  });

  it('answers no groups for no measurements', () => {
    expect(groupScores([])).toEqual([]);
  });
});
