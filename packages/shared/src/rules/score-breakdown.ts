/**
 * The score breakdown's groups (issue 12, item 7): a score over a big site rests on a hundred
 * measurements or more, too many for one pie slice each, so the pie has one slice per measurement
 * type (CO2, PM2.5, …), sized by how many measurements of the type the score takes in and
 * coloured by their average score. At most SCORE_BREAKDOWN_SLICES slices: past that, the types
 * with the fewest measurements share one "Other" slice.
 */
export const SCORE_BREAKDOWN_SLICES = 6;
export const OTHER_GROUP = 'Other';

export interface ScoredInput {
  objectId: string;
  /** The measurement type's display name, e.g. "CO2". */
  typeName: string;
  score: number;
}

export interface ScoreGroup<T extends ScoredInput> {
  /** The type's name, or OTHER_GROUP. */
  name: string;
  members: T[];
  average: number;
  /** The member with the lowest score: the one to look at first. */
  lowest: T;
}

export function groupScores<T extends ScoredInput>(
  inputs: readonly T[],
  maxSlices = SCORE_BREAKDOWN_SLICES,
): ScoreGroup<T>[] {
  const byType = new Map<string, T[]>();
  for (const input of inputs) {
    byType.set(input.typeName, [...(byType.get(input.typeName) ?? []), input]);
  }
  const groups = [...byType].map(([name, members]) => group(name, members));
  // Most measurements first; a tie goes to the lower (worse) average, then the name.
  groups.sort(
    (a, b) =>
      b.members.length - a.members.length || a.average - b.average || a.name.localeCompare(b.name),
  );
  if (groups.length <= maxSlices) {
    return groups;
  }
  const kept = groups.slice(0, maxSlices - 1);
  const rest = groups.slice(maxSlices - 1).flatMap((g) => g.members);
  return [...kept, group(OTHER_GROUP, rest)];
}

function group<T extends ScoredInput>(name: string, members: T[]): ScoreGroup<T> {
  const average = members.reduce((sum, m) => sum + m.score, 0) / members.length;
  const lowest = members.reduce((low, m) => (m.score < low.score ? m : low));
  return { name, members, average, lowest };
}
