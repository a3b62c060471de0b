import { describe, expect, it } from 'vitest';
import {
  isWithinRange,
  parseWritableInput,
  writableEditorKind,
  writableRangeText,
  writeFunctionOf,
} from './writable-editor';

describe('writableEditorKind', () => {
  it('follows the function name', () => {
    expect(writableEditorKind('numWrite')).toBe('num');
    expect(writableEditorKind('boolWrite')).toBe('bool');
    expect(writableEditorKind('strWrite')).toBe('str');
    expect(writableEditorKind('NumericSet')).toBe('num');
    expect(writableEditorKind('reboot')).toBeNull();
  });
  it('picks the first function that has an editor', () => {
    expect(writeFunctionOf(['reboot', 'boolWrite'])).toBe('boolWrite');
    expect(writeFunctionOf(['reboot'])).toBeNull();
    expect(writeFunctionOf([])).toBeNull();
  });
});

describe('parseWritableInput', () => {
  it('turns the text "false" into false', () => {
    expect(parseWritableInput('str', 'false')).toBe(false);
    expect(parseWritableInput('num', 'false')).toBe(false);
  });
  it('turns a non-numeric number into null', () => {
    expect(parseWritableInput('num', 'abc')).toBeNull();
    expect(parseWritableInput('num', '')).toBeNull();
    expect(parseWritableInput('num', 'Infinity')).toBeNull();
  });
  it('keeps numbers, booleans and strings', () => {
    expect(parseWritableInput('num', ' 21.5 ')).toBe(21.5);
    expect(parseWritableInput('num', '0')).toBe(0);
    expect(parseWritableInput('bool', true)).toBe(true);
    expect(parseWritableInput('bool', 'true')).toBe(true);
    expect(parseWritableInput('str', 'Occupied')).toBe('Occupied');
  });
});

describe('the accepted range of a writable point', () => {
  it('includes both ends and leaves an open end open', () => {
    expect(isWithinRange(55, { min: 55, max: 85 })).toBe(true);
    expect(isWithinRange(85, { min: 55, max: 85 })).toBe(true);
    expect(isWithinRange(54.99, { min: 55, max: 85 })).toBe(false);
    expect(isWithinRange(85.01, { min: 55, max: 85 })).toBe(false);
    expect(isWithinRange(-1e9, { max: 85 })).toBe(true);
    expect(isWithinRange(1e9, null)).toBe(true);
  });

  it('words the range with its unit, or says nothing for any number', () => {
    expect(writableRangeText({ min: 55, max: 85 }, '°F')).toBe('55 to 85 °F');
    expect(writableRangeText({ min: 0 }, '%')).toBe('at least 0 %');
    expect(writableRangeText({ max: 10 }, '')).toBe('at most 10');
    expect(writableRangeText({}, 'ppm')).toBeNull();
    expect(writableRangeText(null, 'ppm')).toBeNull();
  });
});
