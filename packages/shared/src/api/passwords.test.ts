// Passwords at the contract (security requirement 7): a new one needs the spec's minimum length
// and nothing else is done to it — no trimming, no case folding, so the hash covers what was typed.
import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '../rules/constants';
import { newPasswordSchema, passwordSchema } from './users';

describe('password contracts', () => {
  it('accept a new password of exactly the minimum length and refuse one character less', () => {
    expect(newPasswordSchema.safeParse('x'.repeat(PASSWORD_MIN_LENGTH)).success).toBe(true);
    expect(newPasswordSchema.safeParse('x'.repeat(PASSWORD_MIN_LENGTH - 1)).success).toBe(false);
  });

  it('keep spaces and case as typed', () => {
    expect(newPasswordSchema.parse('  Pass Word  ')).toBe('  Pass Word  ');
    expect(passwordSchema.parse(' MiXeD ')).toBe(' MiXeD ');
  });
});
