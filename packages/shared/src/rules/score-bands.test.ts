import { describe, expect, it } from 'vitest';
import {
  chartColor,
  donutColor,
  floorPlanFill,
  scoreBand,
  scoreColor,
  scoreColorRanges,
} from './score-bands';

describe('score bands 75/50', () => {
  it.each([
    [100, 'Excellent'],
    [75, 'Excellent'],
    [74.99, 'Good'],
    [50, 'Good'],
    [49.99, 'Poor'],
    [0, 'Poor'],
  ] as const)('%d is %s', (score, band) => expect(scoreBand(score)).toBe(band));
});

describe('donut colour 80/50', () => {
  it.each([
    [80, 'ex'],
    [79.99, 'mo'],
    [50, 'mo'],
    [49.99, 'poor'],
  ] as const)('%d → %s', (score, colour) => expect(donutColor(score)).toBe(colour));
});

describe('score colour 80/60', () => {
  it.each([
    [80, 'ex'],
    [79.99, 'mo'],
    [60, 'mo'],
    [59.99, 'poor'],
  ] as const)('%d → %s', (score, colour) => expect(scoreColor(score)).toBe(colour));
});

describe('chart colour above 80 / 50', () => {
  it.each([
    [80.01, 'ex'],
    [80, 'mo'],
    [50, 'mo'],
    [49.99, 'poor'],
  ] as const)('%d → %s', (score, colour) => expect(chartColor(score, false)).toBe(colour));
  it('is white when alerting, whatever the score', () => {
    expect(chartColor(100, true)).toBe('white');
  });
});

describe('floor plan fill 75 / 50', () => {
  it.each([
    [75, 'ex'],
    [74.99, 'mo'],
    [50.01, 'mo'],
    [50, 'poor'],
  ] as const)('%d → %s', (score, colour) => expect(floorPlanFill(score)).toBe(colour));
});

describe('scoreColorRanges', () => {
  it("words each place's cut points as its colours use them", () => {
    expect(scoreColorRanges('donut')).toEqual({
      ex: '80 to 100',
      mo: '50 to under 80',
      poor: 'under 50',
    });
    expect(scoreColorRanges('list')).toEqual({
      ex: '80 to 100',
      mo: '60 to under 80',
      poor: 'under 60',
    });
    expect(scoreColorRanges('chart')).toEqual({
      ex: 'above 80',
      mo: '50 to 80',
      poor: 'under 50',
    });
    expect(scoreColorRanges('floorPlan')).toEqual({
      ex: '75 to 100',
      mo: 'above 50 to under 75',
      poor: '50 or less',
    });
  });
});
