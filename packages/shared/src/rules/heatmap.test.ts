import { describe, expect, it } from 'vitest';
import { defaultHeatmapType, heatCellColor, roundMean, thresholdBandTexts } from './heatmap';
import type { Thresholds } from './score-model';

const type = (t: string, scoreType: string | null, scoreOrder: number | null) => ({
  type: t,
  scoreType,
  scoreOrder,
});

describe('defaultHeatmapType', () => {
  it('opens on CO2 where the site has it', () => {
    const types = [type('carbonMonoxide', 'scoreAQ', 1), type('co2', 'scoreAQ', 5)];
    expect(defaultHeatmapType(types)?.type).toBe('co2');
  });

  it('else on the first air-quality measurement by score order, else the first', () => {
    const types = [
      type('spaceTemperature', 'scoreComfort', 0),
      type('pm10', 'scoreAQ', 4),
      type('pm2.5', 'scoreAQ', 2),
    ];
    expect(defaultHeatmapType(types)?.type).toBe('pm2.5');
    expect(defaultHeatmapType([type('sound', null, null)])?.type).toBe('sound');
    expect(defaultHeatmapType([])).toBeUndefined();
  });
});

describe('heatCellColor', () => {
  const co2 = { Excellent: 800, Good: 1000, Poor: 1500 };
  const co = { Excellent: 4, Good: 9, Poor: 35 };
  it('colours by the band of the thresholds, the limits included in the better band', () => {
    expect(heatCellColor(743, co2)).toBe('ex');
    expect(heatCellColor(800, co2)).toBe('ex');
    expect(heatCellColor(801, co2)).toBe('mo');
    expect(heatCellColor(1000, co2)).toBe('mo');
    expect(heatCellColor(1001, co2)).toBe('poor');
    expect(heatCellColor(0.75, co)).toBe('ex');
  });

  it('colours two-sided ranges by distance from the middle', () => {
    const t: Thresholds = { Excellent: [68, 76], Good: [65, 79], Poor: [60, 85] };
    expect(heatCellColor(72, t)).toBe('ex');
    expect(heatCellColor(66, t)).toBe('mo');
    expect(heatCellColor(90, t)).toBe('poor');
  });
});

describe('roundMean', () => {
  it('keeps three significant digits, at most two decimals', () => {
    expect(roundMean(743.27)).toBe(743);
    expect(roundMean(100)).toBe(100);
    expect(roundMean(99.96)).toBe(100);
    expect(roundMean(71.34)).toBe(71.3);
    expect(roundMean(10)).toBe(10);
    expect(roundMean(9.996)).toBe(10);
    expect(roundMean(0.754)).toBe(0.75);
    expect(roundMean(-12.34)).toBe(-12.3);
  });
});

describe('thresholdBandTexts', () => {
  it('words lower-is-better, higher-is-better and ranges', () => {
    expect(thresholdBandTexts({ Excellent: 800, Good: 1000, Poor: 1500 }, 'ppm')).toEqual({
      ex: 'up to 800 ppm',
      mo: '800–1000 ppm',
      poor: 'above 1000 ppm',
    });
    expect(thresholdBandTexts({ Excellent: 20, Good: 10, Poor: 5 }, '')).toEqual({
      ex: '20 or more',
      mo: '10–20',
      poor: 'below 10',
    });
    expect(
      thresholdBandTexts({ Excellent: [40, 60], Good: [30, 65], Poor: [20, 80] }, '%'),
    ).toEqual({ ex: '40–60 %', mo: '30–65 %', poor: 'outside 30–65 %' });
  });
});
