/**
 * A user's role in the project (spec 000 §3 User.role) and the one admin check: admins and
 * superAdmins administer the project (rename, invite, manage ingest keys, see the Devices tab and
 * admin links); users only monitor. The topology onboarding wizard is for staff (spec 001 §1):
 * the project's superAdmins and the operator's own staff among its members (decision 018).
 */
export const roleValues = ['user', 'admin', 'superAdmin'] as const;
export type Role = (typeof roleValues)[number];

export function canAdminister(role: Role): boolean {
  return role === 'admin' || role === 'superAdmin';
}

/** Whether a member with this role, who is or is not one of the operator's staff, may onboard. */
export function canUseOnboarding(role: Role, staff: boolean): boolean {
  return staff || role === 'superAdmin';
}
