import { describe, expect, it } from 'vitest';
import { scoreReading } from './score-model';

const co2 = { Excellent: 800, Good: 1000, Poor: 1500 };
const ventilation = { Excellent: 6, Good: 4, Poor: 2 };
const temperature = {
  Excellent: [20, 24] as [number, number],
  Good: [18, 26] as [number, number],
  Poor: [15, 29] as [number, number],
};

describe('one-sided, lower is better (CO2)', () => {
  it('scores the band limits 75, 50 and 0', () => {
    expect(scoreReading(800, co2)).toBe(75);
    expect(scoreReading(1000, co2)).toBe(50);
    expect(scoreReading(1500, co2)).toBe(0);
  });
  it('reaches 100 one band-width below Excellent and stays there', () => {
    expect(scoreReading(600, co2)).toBe(100);
    expect(scoreReading(400, co2)).toBe(100);
  });
  it('interpolates linearly and clamps beyond Poor', () => {
    expect(scoreReading(900, co2)).toBeCloseTo(62.5);
    expect(scoreReading(1250, co2)).toBeCloseTo(25);
    expect(scoreReading(5000, co2)).toBe(0);
  });
});

describe('one-sided, higher is better (ventilation)', () => {
  it('mirrors the knots', () => {
    expect(scoreReading(6, ventilation)).toBe(75);
    expect(scoreReading(4, ventilation)).toBe(50);
    expect(scoreReading(2, ventilation)).toBe(0);
    expect(scoreReading(8, ventilation)).toBe(100);
    expect(scoreReading(0, ventilation)).toBe(0);
  });
});

describe('two-sided (temperature)', () => {
  it('scores 100 mid-range and 75 at the Excellent edges', () => {
    expect(scoreReading(22, temperature)).toBe(100);
    expect(scoreReading(20, temperature)).toBe(75);
    expect(scoreReading(24, temperature)).toBe(75);
  });
  it('falls to 50 at Good and 0 at Poor on both sides', () => {
    expect(scoreReading(18, temperature)).toBe(50);
    expect(scoreReading(26, temperature)).toBe(50);
    expect(scoreReading(15, temperature)).toBe(0);
    expect(scoreReading(30, temperature)).toBe(0);
  });
});

it('rejects mixed threshold shapes', () => {
  expect(() => scoreReading(1, { Excellent: 1, Good: [1, 2], Poor: 3 })).toThrow();
});
