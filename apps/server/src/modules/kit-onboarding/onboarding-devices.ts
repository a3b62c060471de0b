/**
 * What the onboarding wizards read (spec 002 §3 Kit, Device; issue 16): a kit as its link shows it
 * (its product, site, status and when the link expires) and devices as onboardingDevice — the
 * device list's fields with the site each is in and its product's step picture. A kit's devices
 * list hub first, then by serial number, the order the installer meets them in the box.
 */
import { asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { OnboardingDevice, PublicKit } from '@airboard/shared/api';
import { kitLinkExpiresAt, kitStatusOf } from '@airboard/shared/rules';
import type { Database } from '../../db/connect';
import { devices, products, sites, zones } from '../../db/schema/index';
import { deviceColumns, deviceOf } from '../devices/devices.service';
import { linkNotFound, type KitRow } from './onboarding-links';

const isoOrNull = (at: number | null) => (at === null ? null : new Date(at).toISOString());

/** The kit as its link shows it. */
export async function publicKitOf(db: Database, kit: KitRow): Promise<PublicKit> {
  // Kits are registered with their sensors' product; one without (an older row) shows its
  // first sensor's.
  const [product] = await db
    .select({ objectId: products.id, name: products.friendlyModelName })
    .from(products)
    .where(
      kit.productId
        ? eq(products.id, kit.productId)
        : sql`${products.id} = (SELECT d.product_id FROM devices d JOIN products p ON p.id = d.product_id
                                 WHERE d.kit_id = ${kit.id} ORDER BY p.type = 'hub', d.serial_number LIMIT 1)`,
    )
    .limit(1);
  const [site] = kit.siteId
    ? await db
        .select({ objectId: sites.id, name: sites.name })
        .from(sites)
        .where(eq(sites.id, kit.siteId))
        .limit(1)
    : [];
  const completedAt = kit.completedAt?.getTime() ?? null;
  return {
    objectId: kit.id,
    projectId: kit.projectId,
    product: product ?? { objectId: kit.productId ?? '', name: '' },
    site: site ?? null,
    status: kitStatusOf({ siteId: kit.siteId, completedAt }),
    expiresAt: isoOrNull(kitLinkExpiresAt(completedAt)),
  };
}

async function selectOnboardingDevices(db: Database, where: SQL): Promise<OnboardingDevice[]> {
  const rows = await db
    .select({ ...deviceColumns, siteName: sites.name, actImageUrl: products.actImageUrl })
    .from(devices)
    .innerJoin(products, eq(products.id, devices.productId))
    .leftJoin(zones, eq(zones.id, devices.zoneId))
    .leftJoin(sites, eq(sites.id, devices.siteId))
    .where(where)
    .orderBy(ne(products.type, 'hub'), asc(devices.serialNumber), asc(devices.id));
  const now = Date.now();
  return rows.map((row) => ({
    ...deviceOf(row, now),
    site: row.device.siteId ? { objectId: row.device.siteId, name: row.siteName ?? '' } : null,
    actImageUrl: row.actImageUrl,
  }));
}

/** Every device of the kit, hub first, then by serial number. */
export const kitDevices = (db: Database, kitId: string) =>
  selectOnboardingDevices(db, eq(devices.kitId, kitId));

/** The device as the wizards show it; 404 when it is gone. */
export async function onboardingDeviceOf(
  db: Database,
  deviceId: string,
): Promise<OnboardingDevice> {
  const [device] = await selectOnboardingDevices(db, eq(devices.id, deviceId));
  if (!device) {
    throw linkNotFound();
  }
  return device;
}

/** The sites of the project a device link may put its device in, by name. */
export async function projectSites(db: Database, projectId: string) {
  return db
    .select({ objectId: sites.id, name: sites.name })
    .from(sites)
    .where(eq(sites.projectId, projectId))
    .orderBy(asc(sites.name), asc(sites.id));
}
