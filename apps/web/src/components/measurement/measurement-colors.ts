// The colour of a measurement's trend: the chart rule on its score (80/50 from the theme's score
// tokens), the alerting colour while it is alerting, and the primary colour for unscored
// measurements. Spec 000 §4 draws an alerting chart white, which assumes the dark background; on
// the light theme white vanishes into the card, so alerting is the card's contrasting text colour
// (white on dark, near-black on light).
import { chartColor } from '@airboard/shared/rules';
import type { Theme } from '@mui/material/styles';

export function alertingColor(theme: Theme): string {
  return theme.palette.getContrastText(theme.palette.background.paper);
}

export function trendColor(
  theme: Theme,
  m: { curScore: number | null; isAlerting: boolean },
): string {
  if (m.curScore === null) {
    return m.isAlerting ? alertingColor(theme) : theme.palette.primary.main;
  }
  const token = chartColor(m.curScore, m.isAlerting);
  return token === 'white' ? alertingColor(theme) : theme.airboard[token];
}
