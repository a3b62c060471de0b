// The heat map's colour scale: a cell's share of the grid's range (0–1) blended from the theme's
// excellent colour through moderate to poor; empty cells stay on the surface colour.
import type { Theme } from '@mui/material/styles';

function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const parts = [0, 1, 2].map((i) =>
    Math.round(channel(a, i) + (channel(b, i) - channel(a, i)) * t),
  );
  return `#${parts.map((p) => p.toString(16).padStart(2, '0')).join('')}`;
}

/** The colour of a share of the range, 0 (lowest) to 1 (highest). */
export function heatColor(theme: Theme, share: number): string {
  const t = Math.min(1, Math.max(0, share));
  const { ex, mo, poor } = theme.airboard;
  return t < 0.5 ? mix(ex, mo, t * 2) : mix(mo, poor, (t - 0.5) * 2);
}
