import { expect, it } from 'vitest';
import { roundScore, roundValue } from './format';

it('rounds values to 2 decimals, including the binary-fraction case', () => {
  expect(roundValue(1.005)).toBe(1.01);
  expect(roundValue(412.3456)).toBe(412.35);
  expect(roundValue(-3.14159)).toBe(-3.14);
});

it('rounds halves away from zero for both signs', () => {
  expect(roundValue(1.005)).toBe(1.01);
  expect(roundValue(-1.005)).toBe(-1.01);
  expect(roundValue(2.675)).toBe(2.68);
  expect(roundValue(-2.675)).toBe(-2.68);
  expect(roundValue(0.5)).toBe(0.5);
  expect(roundValue(-0.5)).toBe(-0.5);
  expect(roundValue(0.125)).toBe(0.13);
  expect(roundValue(-0.125)).toBe(-0.13);
  expect(roundValue(1.004)).toBe(1);
  expect(roundValue(-1.004)).toBe(-1);
});

it('keeps zero, tiny, huge and non-finite values sensible', () => {
  expect(roundValue(0)).toBe(0);
  expect(roundValue(-0.001)).toBe(0);
  expect(roundValue(1e-7)).toBe(0);
  expect(roundValue(1e21)).toBe(1e21);
  expect(roundValue(-1.5e21)).toBe(-1.5e21);
  expect(roundValue(1.7976931348623157e308)).toBe(1.7976931348623157e308);
  expect(roundValue(Number.NaN)).toBeNaN();
  expect(roundValue(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
});

it('rounds scores to integers', () => {
  expect(roundScore(74.5)).toBe(75);
  expect(roundScore(74.49)).toBe(74);
});
