/**
 * New-password checks shared by reset, invite acceptance and the password change (spec 000 §5,
 * 002 §5): which problem a new password and its confirmation have, if any. Each screen maps the
 * problem to its own message.
 */
import { PASSWORD_MIN_LENGTH } from './constants';

export type NewPasswordProblem = 'empty' | 'mismatch' | 'tooShort';

export function newPasswordProblem(
  password: string,
  confirmation: string,
): NewPasswordProblem | null {
  if (password === '' || confirmation === '') {
    return 'empty';
  }
  if (password !== confirmation) {
    return 'mismatch';
  }
  if (password.length < PASSWORD_MIN_LENGTH) {
    return 'tooShort';
  }
  return null;
}
