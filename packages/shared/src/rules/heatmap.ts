/**
 * The heat map's rules (issue 12, item 6): which measurement it opens on, how a cell's mean is
 * coloured and written, and the values each colour stands for (also the breakdown's help card). A mean is coloured by the band its measurement's thresholds give it —
 * the colour means the same on every site and period, unlike a scale from the lowest to the
 * highest value shown, which made a harmless 0.75 ppm of CO look as red as a real problem.
 */
import type { Thresholds } from './score-model';
import { scoreReading } from './score-model';
import { scoreBand, type ScoreColor } from './score-bands';

interface HeatmapTypeChoice {
  type: string;
  scoreType: string | null;
  scoreOrder: number | null;
}

/** CO2 where the site measures it, else its first air-quality measurement by score order, else its first. */
export function defaultHeatmapType<T extends HeatmapTypeChoice>(
  types: readonly T[],
): T | undefined {
  const airQuality = types
    .filter((t) => t.scoreType === 'scoreAQ')
    .sort((a, b) => (a.scoreOrder ?? Infinity) - (b.scoreOrder ?? Infinity));
  return types.find((t) => t.type === 'co2') ?? airQuality[0] ?? types[0];
}

const bandColors = { Excellent: 'ex', Good: 'mo', Poor: 'poor' } as const;

/** The colour of a mean: the score band (Excellent 75+, Good 50+, Poor) its thresholds give it. */
export function heatCellColor(value: number, thresholds: Thresholds): ScoreColor {
  return bandColors[scoreBand(scoreReading(value, thresholds))];
}

/**
 * A mean as a person reads it: three significant digits at most, never more than two decimals
 * (743 ppm, 71.3 °F, 0.75 ppm), instead of the two decimals of every live value.
 */
export function roundMean(value: number): number {
  const size = Math.abs(value);
  const decimals = size >= 100 ? 0 : size >= 10 ? 1 : 2;
  return Number(value.toFixed(decimals));
}

const limit = (value: number | [number, number]) =>
  Array.isArray(value) ? `${value[0]}–${value[1]}` : String(value);

/**
 * The values of each score band of a threshold set, worded for its direction: lower is better
 * (CO2: up to 800 ppm, 800–1000 ppm, above 1000 ppm), higher is better, or a range (humidity:
 * 40–60 %, 30–65 %, outside 30–65 %). Keyed by the band's colour token.
 */
export function thresholdBandTexts(t: Thresholds, unit: string): Record<ScoreColor, string> {
  const u = unit ? ` ${unit}` : '';
  const { Excellent: e, Good: g } = t;
  if (Array.isArray(e) || Array.isArray(g)) {
    return { ex: `${limit(e)}${u}`, mo: `${limit(g)}${u}`, poor: `outside ${limit(g)}${u}` };
  }
  return e <= g
    ? { ex: `up to ${e}${u}`, mo: `${e}–${g}${u}`, poor: `above ${g}${u}` }
    : { ex: `${e}${u} or more`, mo: `${g}–${e}${u}`, poor: `below ${g}${u}` };
}
