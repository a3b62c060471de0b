/**
 * Demo step "accounts": the three brands, the two portfolios (projects) and the five demo accounts
 * with their memberships.
 */
import { hashPassword } from '../../../auth/passwords';
import type { Database } from '../../connect';
import { newObjectId } from '../../ids';
import * as s from '../../schema/index';
import { DEMO_PASSWORD, demoAccounts, demoBrands, demoProjects } from '../demo-layout';
import { siteLogo } from '../demo-media';
import { keyedIds, type KeyedIds } from './keyed-ids';

/** Loads brands, projects and accounts; returns the projects' ids by their key. */
export async function loadAccounts(db: Database): Promise<KeyedIds> {
  const brandIds = keyedIds('brand');
  await db.insert(s.brands).values(
    demoBrands.map((b) => ({
      id: brandIds.add(b.key),
      key: b.key,
      name: b.name,
      hosts: [...b.hosts],
      logoUrl: siteLogo(b.name.slice(0, 1), b.color),
      contactUrl: b.contactUrl,
      inviteSender: b.inviteSender,
      poweredByText: b.poweredByText,
      isDefault: b.isDefault,
    })),
  );
  const projectIds = keyedIds('project');
  for (const p of demoProjects) {
    await db.insert(s.projects).values({
      id: projectIds.add(p.key),
      name: p.name,
      mapView: p.mapView,
      statusSlug: p.statusSlug ?? null,
      brandId: brandIds.get('airboard'),
    });
  }
  for (const account of demoAccounts) {
    const userId = newObjectId();
    await db.insert(s.users).values({
      id: userId,
      email: account.email,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      firstName: account.firstName,
      lastName: account.lastName,
      emailVerified: true,
      acceptTerms: true,
      staff: account.staff,
      // Demo accounts have seen the welcome modal; new accounts (signup, invite) get it.
      onboardingComplete: {
        modals: { welcome: { step: 2, name: 'welcome', complete: true } },
        tooltips: {},
        alerts: {},
      },
      // Administrators of a project get its alert e-mails from the start.
      notifications: { email: account.memberships.some((m) => m.role !== 'user'), sms: false },
    });
    await db.insert(s.memberships).values(
      account.memberships.map((m) => ({
        userId,
        projectId: projectIds.get(m.project),
        role: m.role,
      })),
    );
  }
  return projectIds;
}
