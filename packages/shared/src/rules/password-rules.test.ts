import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from './constants';
import { newPasswordProblem } from './password-rules';

describe('newPasswordProblem', () => {
  it('needs both fields', () => {
    expect(newPasswordProblem('', '')).toBe('empty');
    expect(newPasswordProblem('abcdefgh', '')).toBe('empty');
  });
  it('needs them equal, case included', () => {
    expect(newPasswordProblem('abcdefgh', 'ABCDEFGH')).toBe('mismatch');
  });
  it('accepts exactly the minimum length and refuses one less', () => {
    const ok = 'x'.repeat(PASSWORD_MIN_LENGTH);
    const short = 'x'.repeat(PASSWORD_MIN_LENGTH - 1);
    expect(newPasswordProblem(ok, ok)).toBeNull();
    expect(newPasswordProblem(short, short)).toBe('tooShort');
  });
});
