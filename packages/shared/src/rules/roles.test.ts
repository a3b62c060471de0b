import { describe, expect, it } from 'vitest';
import { canAdminister, canUseOnboarding, roleValues } from './roles';

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

describe('canUseOnboarding', () => {
  it("admits the operator's staff whatever their role, and superAdmins", () => {
    expect(roleValues.filter((role) => canUseOnboarding(role, true))).toEqual(roleValues);
    expect(roleValues.filter((role) => canUseOnboarding(role, false))).toEqual(['superAdmin']);
  });
});
