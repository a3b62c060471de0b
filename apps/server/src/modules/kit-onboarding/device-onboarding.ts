/**
 * Onboarding one device (spec 002 §7 POST /api/devices/{objectId}/onboard {name, zoneId}; issue
 * 16): a sensor goes into a room, a hub into a site, each one the link covers. The device is named,
 * placed and marked onboarded, and each channel of its product becomes a measurement of the
 * channel's point type in that room with one point bound to the device and channel — the point
 * ingestion fills from readings sent by serial number and channel, so the room shows them as soon
 * as the sensor reports. Onboarding it again (a retry, or the installer went back and chose another
 * room) makes nothing twice: the device and its measurements move to the place sent.
 */
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, DatabaseHandle, SqlRunner } from '../../db/connect';
import { newObjectId } from '../../db/ids';
import { devices, products, sites, zones } from '../../db/schema/index';
import { HttpError } from '../../lib/http-error';
import {
  insertMeasurements,
  insertPoints,
  readCatalogue,
  type NewMeasurement,
  type NewPointRow,
} from '../onboarding/measurement-rows.service';
import { auditOnboarding } from './onboarding-audit';
import { linkNotFound, type OnboardingLink } from './onboarding-links';
import { coversSite } from './onboarding-places';

export const SENSOR_NEEDS_ROOM = 'A sensor goes in a room: send its zoneId';
export const HUB_NEEDS_SITE = 'A hub goes in a site, not a room: send its siteId';

interface Placement {
  siteId: string;
  /** Null for a hub: it serves the whole site. */
  zoneId: string | null;
}

type DeviceWithProduct = Awaited<ReturnType<typeof deviceWithProduct>>;

async function deviceWithProduct(db: Database, deviceId: string) {
  const [row] = await db
    .select({ device: devices, type: products.type, channels: products.channels })
    .from(devices)
    .innerJoin(products, eq(products.id, devices.productId))
    .where(eq(devices.id, deviceId))
    .limit(1);
  return row;
}

const coversDevice = (link: OnboardingLink, device: { id: string; kitId: string | null }) =>
  link.kind === 'kit' ? device.kitId === link.kit.id : device.id === link.device.id;

/** Where the body puts the device, when the link covers that place; 400 for the wrong kind. */
async function placementOf(
  db: Database,
  link: OnboardingLink,
  { device, type }: NonNullable<DeviceWithProduct>,
  body: { zoneId?: string | undefined; siteId?: string | undefined },
): Promise<Placement> {
  if (type === 'hub' ? !body.siteId : !body.zoneId) {
    throw new HttpError(400, type === 'hub' ? HUB_NEEDS_SITE : SENSOR_NEEDS_ROOM);
  }
  const [place] = body.zoneId
    ? await db
        .select({ siteId: sites.id, projectId: sites.projectId, zoneId: zones.id })
        .from(zones)
        .innerJoin(sites, eq(sites.id, zones.siteId))
        .where(eq(zones.id, body.zoneId))
        .limit(1)
    : await db
        .select({ siteId: sites.id, projectId: sites.projectId, zoneId: sql<null>`null` })
        .from(sites)
        .where(eq(sites.id, body.siteId!))
        .limit(1);
  if (
    !place ||
    place.projectId !== device.projectId ||
    !coversSite(link, { id: place.siteId, projectId: place.projectId })
  ) {
    throw linkNotFound();
  }
  return { siteId: place.siteId, zoneId: place.zoneId };
}

/** Onboards the device where the body says; the device's kit, if it has one (it may be done now). */
export async function onboardDevice(
  database: DatabaseHandle,
  link: OnboardingLink,
  deviceId: string,
  body: { name: string; zoneId?: string | undefined; siteId?: string | undefined },
): Promise<{ kitId: string | null }> {
  const found = await deviceWithProduct(database.db, deviceId);
  if (!found || !coversDevice(link, found.device)) {
    throw linkNotFound();
  }
  const place = await placementOf(database.db, link, found, body);
  const { device } = found;
  await database.transaction(async (query) => {
    // Locked, so a double click binds the channels once.
    const [before] = await query(
      z.object({
        name: z.string(),
        site_id: z.string().nullable(),
        zone_id: z.string().nullable(),
        onboarded: z.boolean(),
      }),
      `SELECT name, site_id, zone_id, onboarded FROM devices WHERE id = $1 FOR UPDATE`,
      [device.id],
    );
    if (!before) {
      throw linkNotFound();
    }
    await query(
      `UPDATE devices SET name = $2, site_id = $3, zone_id = $4, onboarded = true, updated_at = now()
        WHERE id = $1`,
      [device.id, body.name, place.siteId, place.zoneId],
    );
    await bindChannels(
      query,
      { id: device.id, serialNumber: device.serialNumber },
      found.channels,
      place,
    );
    const after = { name: body.name, siteId: place.siteId, zoneId: place.zoneId, onboarded: true };
    const old = {
      name: before.name,
      siteId: before.site_id,
      zoneId: before.zone_id,
      onboarded: before.onboarded,
    };
    if (JSON.stringify(old) !== JSON.stringify(after)) {
      await auditOnboarding(query, link, {
        projectId: device.projectId,
        action: 'device.onboard',
        objectType: 'device',
        objectId: device.id,
        oldValue: old,
        newValue: after,
      });
    }
  });
  return { kitId: device.kitId };
}

/**
 * The device's measurements and points where it is placed: those it has move along (with their
 * readings), and each channel without one gets a measurement and its point, in the catalogue's
 * order of point types.
 */
async function bindChannels(
  query: SqlRunner,
  device: { id: string; serialNumber: string },
  channels: Record<string, string>,
  { siteId, zoneId }: Placement,
): Promise<void> {
  await query(
    `UPDATE measurements m SET site_id = $2, zone_id = $3, updated_at = now()
       FROM points p
      WHERE p.device_id = $1 AND m.id = p.measurement_id
        AND (m.site_id <> $2 OR m.zone_id IS DISTINCT FROM $3)`,
    [device.id, siteId, zoneId],
  );
  await query(
    `UPDATE points SET site_id = $2, zone_id = $3, updated_at = now()
      WHERE device_id = $1 AND (site_id <> $2 OR zone_id IS DISTINCT FROM $3)`,
    [device.id, siteId, zoneId],
  );
  const bound = await query(
    z.object({ channel: z.string() }),
    `SELECT channel FROM points WHERE device_id = $1 AND channel IS NOT NULL`,
    [device.id],
  );
  const known = new Set(bound.map((p) => p.channel));
  const catalogue = await readCatalogue(query);
  const order = new Map(catalogue.map((entry, i) => [entry.type, i]));
  // A channel of a point type the catalogue lacks has no measurement to become; its readings are
  // refused as an unknown point, as before onboarding, until its product names a known type.
  const unbound = Object.entries(channels)
    .filter(([channel, type]) => !known.has(channel) && order.has(type))
    .sort(([a, typeA], [b, typeB]) => order.get(typeA)! - order.get(typeB)! || a.localeCompare(b));
  const measurements: NewMeasurement[] = [];
  const points: NewPointRow[] = [];
  for (const [channel, type] of unbound) {
    const entry = catalogue[order.get(type)!]!;
    const measurementId = newObjectId();
    measurements.push({
      id: measurementId,
      zoneId,
      parentId: null,
      name: entry.name,
      type: entry.measurementType,
      pointType: entry.type,
      kind: entry.kind,
      unit: entry.unit,
      writableFunctions: [],
      multiStateValues: null,
      scoreType: entry.scoreType,
      description: entry.description,
    });
    points.push({
      id: newObjectId(),
      zoneId,
      measurementId,
      ref: null,
      deviceId: device.id,
      channel,
      name: `${device.serialNumber} ${channel}`,
      type: entry.type,
      kind: entry.kind,
      unit: entry.unit,
      functions: [],
      range: null,
    });
  }
  await insertMeasurements(query, siteId, measurements);
  await insertPoints(query, siteId, points);
}
