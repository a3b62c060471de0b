/**
 * The device list and the Device Info rename (spec 002 §2 Devices, §4 Connected status, §5 'Device
 * edit: only the name may change'; issue 16): a site's devices with their product's model name and
 * type, zone, signal and last contact — connected is worked out at the answer's time — and the one
 * change an admin may make, the name, written to the audit log with the old and new value.
 */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Device } from '@airboard/shared/api';
import { isDeviceConnected } from '@airboard/shared/rules';
import type { Database } from '../../db/connect';
import { auditLog, devices, products, zones, type sites } from '../../db/schema/index';
import type { AuthContext } from '../../plugins/auth';

/** The refusal for members who do not administer the device's project (admins only, 002 §6). */
export const ADMINS_ONLY = 'Only admins may manage devices';

type SiteRow = typeof sites.$inferSelect;
type DeviceRow = typeof devices.$inferSelect;

/** The site's devices as the list shows them, by name. */
export async function listSiteDevices(db: Database, site: SiteRow): Promise<Device[]> {
  // A device counts as the site's only while it is still its project's.
  return selectDevices(db, and(eq(devices.siteId, site.id), eq(devices.projectId, site.projectId)));
}

/** Renames the device (the name only, already trimmed by the contract); the device as now. */
export async function renameDevice(
  db: Database,
  auth: AuthContext,
  device: DeviceRow,
  name: string,
): Promise<Device> {
  await db.transaction(async (tx) => {
    await tx.update(devices).set({ name, updatedAt: new Date() }).where(eq(devices.id, device.id));
    await tx.insert(auditLog).values({
      userId: auth.userId,
      projectId: device.projectId,
      action: 'device.rename',
      objectType: 'device',
      objectId: device.id,
      oldValue: { name: device.name },
      newValue: { name },
    });
  });
  const [renamed] = await selectDevices(db, eq(devices.id, device.id));
  return renamed!;
}

/**
 * The columns a device is answered from: the device, its product's model name and type, and its
 * zone's name (select them from devices joined with products and, left, zones).
 */
export const deviceColumns = {
  device: devices,
  modelName: products.friendlyModelName,
  type: products.type,
  zoneName: zones.name,
};

/** A device as the device list shows it; connected is worked out at `now`. */
export function deviceOf(
  {
    device,
    modelName,
    type,
    zoneName,
  }: { device: DeviceRow; modelName: string; type: string; zoneName: string | null },
  now: number,
): Device {
  const heard = device.lastHeardFrom?.getTime() ?? null;
  return {
    objectId: device.id,
    name: device.name,
    modelName,
    type,
    serialNumber: device.serialNumber,
    rssi: device.rssi,
    zone: device.zoneId ? { objectId: device.zoneId, name: zoneName ?? '' } : null,
    lastHeardFrom: heard === null ? null : new Date(heard).toISOString(),
    connected: isDeviceConnected(heard, now),
    onboarded: device.onboarded,
    metadata: device.metadata,
  };
}

async function selectDevices(db: Database, where: SQL | undefined): Promise<Device[]> {
  const rows = await db
    .select(deviceColumns)
    .from(devices)
    .innerJoin(products, eq(products.id, devices.productId))
    .leftJoin(zones, eq(zones.id, devices.zoneId))
    .where(where)
    .orderBy(asc(devices.name), asc(devices.id));
  const now = Date.now();
  return rows.map((row) => deviceOf(row, now));
}
