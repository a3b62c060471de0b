/**
 * A project's kits as its admins manage them (issue 16, admin side): the list with each kit's
 * onboarding link, status and how many of its devices are in, and revoking or re-issuing a link.
 * The link is built on the brand's host like every link the server hands out; revoking closes it
 * at once (the public kit routes answer 404), re-issuing gives a new id and the old one stays dead.
 * Every change is written to the audit log. The product catalogue that kits are registered from
 * is here too; registering one is in kit-registration.service.ts.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AdminKit, Product } from '@airboard/shared/api';
import { kitLinkExpiresAt, kitStatusOf } from '@airboard/shared/rules';
import type { Config } from '../../config';
import type { Database } from '../../db/connect';
import { newPublicId } from '../../db/ids';
import { auditLog, devices, kits, products, sites } from '../../db/schema/index';
import { groupBy } from '../../lib/group-by';
import { notFound } from '../../lib/http-error';
import { memberRole, requireAdministrator, roleInProject } from '../../plugins/access';
import type { AuthContext } from '../../plugins/auth';
import { kioskLinkBase } from '../kiosks/kiosks.service';

/** The refusal for members who do not administer the kit's project (admins only, 002 §6). */
export const ADMINS_ONLY = 'Only admins may manage kits';

export type KitRow = typeof kits.$inferSelect;

export interface KitDeps {
  db: Database;
  config: Pick<Config, 'PUBLIC_URL'>;
}

/** A kit's onboarding link: what the admin copies, prints as a QR code or sends the installer. */
export const kitOnboardingLink = (base: string, linkId: string) => `${base}/konboarding/${linkId}`;
/** A device's own onboarding link (002 §2 /do/{id}). */
export const deviceOnboardingLink = (base: string, linkId: string) => `${base}/do/${linkId}`;

/** The product catalogue, by model name. */
export async function listProducts(db: Database): Promise<Product[]> {
  const rows = await db
    .select()
    .from(products)
    .orderBy(asc(products.friendlyModelName), asc(products.name));
  return rows.map((p) => ({
    objectId: p.id,
    name: p.name,
    modelName: p.friendlyModelName,
    type: p.type,
  }));
}

/** 404 unless the caller is a member of the project; 403 unless they administer it. */
export async function requireProjectAdministrator(
  db: Database,
  auth: AuthContext,
  projectId: string,
): Promise<void> {
  requireAdministrator(await roleInProject(db, auth, projectId), ADMINS_ONLY);
}

/**
 * The kit, when the caller administers its project; 403 for the project's other members, else
 * (another project's kit, an unknown id) 404.
 */
export async function kitForAdministrator(
  db: Database,
  auth: AuthContext,
  kitId: string,
): Promise<KitRow> {
  const [kit] = await db.select().from(kits).where(eq(kits.id, kitId)).limit(1);
  const role = kit ? await memberRole(db, auth.userId, kit.projectId) : null;
  if (!kit || !role) {
    throw notFound('Kit not found');
  }
  requireAdministrator(role, ADMINS_ONLY);
  return kit;
}

/** The project's kits, newest first. */
export async function listProjectKits(
  deps: KitDeps,
  request: FastifyRequest,
  projectId: string,
): Promise<AdminKit[]> {
  const rows = await deps.db
    .select()
    .from(kits)
    .where(eq(kits.projectId, projectId))
    .orderBy(desc(kits.createdAt), desc(kits.id));
  return toAdminKits(deps, request, projectId, rows);
}

/** The kit as its admins see it now. */
export async function adminKitOf(
  deps: KitDeps,
  request: FastifyRequest,
  kitId: string,
): Promise<AdminKit> {
  const rows = await deps.db.select().from(kits).where(eq(kits.id, kitId));
  const [kit] = await toAdminKits(deps, request, rows[0]!.projectId, rows);
  return kit!;
}

/** Closes the kit's link: the public kit routes answer 404 for it from now on (until re-issued). */
export async function revokeKit(
  deps: KitDeps,
  request: FastifyRequest,
  auth: AuthContext,
  kit: KitRow,
): Promise<AdminKit> {
  const revokedAt = kit.revokedAt ?? new Date();
  await deps.db.transaction(async (tx) => {
    await tx.update(kits).set({ revokedAt }).where(eq(kits.id, kit.id));
    await tx.insert(auditLog).values({
      ...auditOf(auth, kit, 'kit.revoke'),
      oldValue: { revokedAt: kit.revokedAt?.toISOString() ?? null },
      newValue: { revokedAt: revokedAt.toISOString() },
    });
  });
  return adminKitOf(deps, request, kit.id);
}

/**
 * Gives the kit a new link id, open again; the old id stays dead. The audit log notes the change,
 * not the ids: a link id is as good as a key to the kit's wizard.
 */
export async function reissueKit(
  deps: KitDeps,
  request: FastifyRequest,
  auth: AuthContext,
  kit: KitRow,
): Promise<AdminKit> {
  await deps.db.transaction(async (tx) => {
    await tx
      .update(kits)
      .set({ onboardingToken: newPublicId(), revokedAt: null })
      .where(eq(kits.id, kit.id));
    await tx.insert(auditLog).values({
      ...auditOf(auth, kit, 'kit.reissue'),
      oldValue: { revokedAt: kit.revokedAt?.toISOString() ?? null },
      newValue: { revokedAt: null },
    });
  });
  return adminKitOf(deps, request, kit.id);
}

/** The audit row's who and what for a change to a kit. */
export const auditOf = (
  auth: AuthContext,
  kit: Pick<KitRow, 'id' | 'projectId'>,
  action: string,
) => ({
  userId: auth.userId,
  projectId: kit.projectId,
  action,
  objectType: 'kit',
  objectId: kit.id,
});

/** Kits of one project as the contract shows them, with their product, site and device counts. */
async function toAdminKits(
  deps: KitDeps,
  request: FastifyRequest,
  projectId: string,
  rows: KitRow[],
): Promise<AdminKit[]> {
  if (rows.length === 0) {
    return [];
  }
  const { db } = deps;
  const ids = rows.map((k) => k.id);
  const productIds = [...new Set(rows.flatMap((k) => (k.productId ? [k.productId] : [])))];
  const siteIds = [...new Set(rows.flatMap((k) => (k.siteId ? [k.siteId] : [])))];
  const [kitDevices, productRows, siteRows, base] = await Promise.all([
    db
      .select({
        objectId: devices.id,
        kitId: devices.kitId,
        name: devices.name,
        serialNumber: devices.serialNumber,
        type: products.type,
        onboarded: devices.onboarded,
        linkId: devices.onboardingToken,
      })
      .from(devices)
      .innerJoin(products, eq(products.id, devices.productId))
      .where(inArray(devices.kitId, ids))
      .orderBy(sql`${products.type} = 'hub' DESC`, asc(devices.serialNumber)),
    productIds.length === 0
      ? []
      : db
          .select({ id: products.id, name: products.friendlyModelName })
          .from(products)
          .where(inArray(products.id, productIds)),
    siteIds.length === 0
      ? []
      : db
          .select({ id: sites.id, name: sites.name })
          .from(sites)
          .where(and(inArray(sites.id, siteIds), eq(sites.projectId, projectId))),
    // Kit links start where the project's kiosk links do: on its brand's host.
    kioskLinkBase(db, request, projectId, deps.config.PUBLIC_URL),
  ]);
  const devicesOf = groupBy(kitDevices, (d) => d.kitId ?? '');
  const productNames = new Map(productRows.map((p) => [p.id, p.name]));
  const siteNames = new Map(siteRows.map((s) => [s.id, s.name]));
  return rows.map((kit) => {
    const completedAt = kit.completedAt?.getTime() ?? null;
    const expiresAt = kitLinkExpiresAt(completedAt);
    const siteName = kit.siteId ? siteNames.get(kit.siteId) : undefined;
    const members = devicesOf.get(kit.id) ?? [];
    return {
      objectId: kit.id,
      linkId: kit.onboardingToken,
      link: kitOnboardingLink(base, kit.onboardingToken),
      product: { objectId: kit.productId ?? '', name: productNames.get(kit.productId ?? '') ?? '' },
      site: kit.siteId && siteName !== undefined ? { objectId: kit.siteId, name: siteName } : null,
      status: kitStatusOf({ siteId: kit.siteId, completedAt }),
      devices: { total: members.length, onboarded: members.filter((d) => d.onboarded).length },
      deviceLinks: members.map(({ linkId, kitId: _kit, ...device }) => ({
        ...device,
        link: deviceOnboardingLink(base, linkId),
      })),
      createdAt: kit.createdAt.toISOString(),
      revokedAt: kit.revokedAt?.toISOString() ?? null,
      completedAt: kit.completedAt?.toISOString() ?? null,
      expiresAt: expiresAt === null ? null : new Date(expiresAt).toISOString(),
    };
  });
}
