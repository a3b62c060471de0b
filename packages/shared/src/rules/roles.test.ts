import { describe, expect, it } from 'vitest';
import { canAdminister, roleValues } from './roles';

describe('canAdminister', () => {
  it('admits admins and superAdmins', () => {
    expect(canAdminister('admin')).toBe(true);
    expect(canAdminister('superAdmin')).toBe(true);
  });
  it('refuses users', () => {
    expect(canAdminister('user')).toBe(false);
  });
  it('answers for every role there is', () => {
    expect(roleValues.filter(canAdminister)).toEqual(['admin', 'superAdmin']);
  });
});
