import { describe, expect, it } from 'vitest';
import { parseWritableInput, writableEditorKind, writeFunctionOf } from './writable-editor';

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
