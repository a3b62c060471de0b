/**
 * Branding (spec 000 §1): the brand is chosen by the request's host name among the `brands` rows,
 * falling back to the default brand; a white-labelled project's own name, logos and contact link
 * override it. Without any brand row the built-in default applies.
 */
import { eq } from 'drizzle-orm';
import type { BrandInfo } from '@airboard/shared/api';
import type { Database } from '../../db/connect';
import { brands, projects } from '../../db/schema/index';
import type { SsoConfig } from '../../db/schema/json-types';

export interface ResolvedBrand extends Omit<BrandInfo, 'googleSignIn'> {
  /** Row id, when a brand row applies. */
  id: string | null;
  inviteSender: string;
  /** The entry of the brand's configured `hosts` that the request's host name matched, else null. */
  matchedHost: string | null;
  sso: SsoConfig | null;
}

const DEFAULT_LOGO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#4fc3f7"/><text x="32" y="42" font-family="sans-serif" font-size="30" font-weight="700" text-anchor="middle" fill="#0b1620">A</text></svg>',
  );

/** The built-in brand when the database has none (a fresh database without the demo). */
export const FALLBACK_BRAND: Omit<ResolvedBrand, 'ssoEmailDomain' | 'ssoAvailable'> = {
  id: null,
  key: 'default',
  name: 'Airboard',
  logoUrl: DEFAULT_LOGO,
  loginLogoUrl: DEFAULT_LOGO,
  lightLogoUrl: DEFAULT_LOGO,
  darkLogoUrl: DEFAULT_LOGO,
  contactUrl: 'https://airboard.example/contact',
  poweredByText: 'Powered by Airboard',
  inviteSender: 'Airboard <invites@airboard.example>',
  matchedHost: null,
  sso: null,
};

export interface BrandContext {
  hostname: string;
  /** The signed-in project, whose white-label data overrides the brand. */
  projectId?: string | null;
  /** The configured school-district domain, used when the brand names none. */
  defaultSsoEmailDomain?: string | undefined;
}

export async function resolveBrand(db: Database, context: BrandContext): Promise<ResolvedBrand> {
  const host = context.hostname.toLowerCase();
  const rows = await db.select().from(brands);
  const byHost = rows.find((b) => b.hosts.includes(host));
  const row = byHost ?? rows.find((b) => b.isDefault);
  let brand: ResolvedBrand = row
    ? {
        id: row.id,
        key: row.key,
        name: row.name,
        logoUrl: row.logoUrl,
        loginLogoUrl: row.logoUrl,
        lightLogoUrl: row.logoUrl,
        darkLogoUrl: row.logoUrl,
        contactUrl: row.contactUrl,
        poweredByText: row.poweredByText,
        inviteSender: row.inviteSender,
        matchedHost: byHost ? host : null,
        sso: row.sso,
        ssoEmailDomain: null,
        ssoAvailable: false,
      }
    : { ...FALLBACK_BRAND, ssoEmailDomain: null, ssoAvailable: false };
  if (context.projectId) {
    const [project] = await db
      .select()
      .from(projects)
      .where(eq(projects.id, context.projectId))
      .limit(1);
    if (project?.whitelabel) {
      brand = {
        ...brand,
        name: project.whitelabelName ?? brand.name,
        loginLogoUrl: project.loginLogoUrl ?? brand.loginLogoUrl,
        lightLogoUrl: project.lightLogoUrl ?? brand.lightLogoUrl,
        darkLogoUrl: project.darkLogoUrl ?? brand.darkLogoUrl,
        contactUrl: project.contactUrl ?? brand.contactUrl,
      };
    }
    if (project?.sso) {
      brand.sso = project.sso;
    }
  }
  brand.ssoEmailDomain = brand.sso?.emailDomain ?? context.defaultSsoEmailDomain ?? null;
  brand.ssoAvailable = Boolean(brand.sso?.saml);
  return brand;
}

/** The public part of a brand, for pages and the client. */
export function toBrandInfo(brand: ResolvedBrand, googleSignIn: boolean): BrandInfo {
  return {
    key: brand.key,
    name: brand.name,
    logoUrl: brand.logoUrl,
    loginLogoUrl: brand.loginLogoUrl,
    lightLogoUrl: brand.lightLogoUrl,
    darkLogoUrl: brand.darkLogoUrl,
    contactUrl: brand.contactUrl,
    poweredByText: brand.poweredByText,
    ssoEmailDomain: brand.ssoEmailDomain,
    ssoAvailable: brand.ssoAvailable,
    googleSignIn,
  };
}
