// The colour of a measurement's trend: the chart rule on its score (80/50 from the theme's score
// tokens), white while it is alerting, and the primary colour for unscored measurements.
import { chartColor } from '@airboard/shared/rules';
import type { Theme } from '@mui/material/styles';

export function trendColor(
  theme: Theme,
  m: { curScore: number | null; isAlerting: boolean },
): string {
  if (m.curScore === null) {
    return m.isAlerting ? '#ffffff' : theme.palette.primary.main;
  }
  const token = chartColor(m.curScore, m.isAlerting);
  return token === 'white' ? '#ffffff' : theme.airboard[token];
}
