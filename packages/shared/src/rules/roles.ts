/**
 * A user's role in the project (spec 000 §3 User.role) and the one admin check: admins and
 * superAdmins administer the project (rename, invite, manage ingest keys, see the Devices tab and
 * admin links); users only monitor.
 */
export const roleValues = ['user', 'admin', 'superAdmin'] as const;
export type Role = (typeof roleValues)[number];

export function canAdminister(role: Role): boolean {
  return role === 'admin' || role === 'superAdmin';
}
