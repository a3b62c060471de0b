import { expect, it } from 'vitest';
import { roundScore, roundValue } from './format';

it('rounds values to 2 decimals, including the binary-fraction case', () => {
  expect(roundValue(1.005)).toBe(1.01);
  expect(roundValue(412.3456)).toBe(412.35);
  expect(roundValue(-3.14159)).toBe(-3.14);
});

it('rounds scores to integers', () => {
  expect(roundScore(74.5)).toBe(75);
  expect(roundScore(74.49)).toBe(74);
});
