/** Users and projects as the account calls show them (spec 000 §3): rows → the contracts. */
import type { AccountProject, AccountUser, ProjectChoice } from '@airboard/shared/api';
import type { Role } from '@airboard/shared';
import type { projects, users } from '../../db/schema/index';

/**
 * `role` is the user's role in the session's project (decision 009): the web shows admin features
 * by it. Without a project (or membership) it is the least, 'user'.
 */
export function toAccountUser(row: typeof users.$inferSelect, role: Role | null): AccountUser {
  return {
    objectId: row.id,
    username: row.email,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: role ?? 'user',
    theme: row.theme,
    profilePhoto: row.profilePhotoUrl ? { url: row.profilePhotoUrl } : null,
    notifications: row.notifications,
    acceptTerms: row.acceptTerms,
    onboardingComplete: row.onboardingComplete,
    emailVerified: row.emailVerified,
    staff: row.staff,
  };
}

export function toProjectChoice(row: { id: string; name: string }): ProjectChoice {
  return { objectId: row.id, name: row.name };
}

export function toAccountProject(row: typeof projects.$inferSelect): AccountProject {
  return {
    objectId: row.id,
    name: row.name,
    themes: row.themes,
    whitelabel: row.whitelabel,
    mapView: row.mapView,
    hideKiosks: row.hideKiosks,
    aqiWidget: row.aqiWidget,
    autoTheme: row.autoTheme,
    commanderLicenseId: row.commanderLicenseId,
  };
}
