/**
 * Demo step "devices": Harbor Office Tower's sensors report through a hub, one multi-sensor per
 * zone; one of them (Conference B) has not been heard from for three days. Demo Portfolio also
 * has a kit still in its box (issue 16): a hub and three multi-sensors nobody has installed, whose
 * onboarding link main.ts prints; the simulator plays its devices once they are onboarded.
 */
import type { Database } from '../../connect';
import { newObjectId, newPublicId } from '../../ids';
import * as s from '../../schema/index';
import { demoProjects } from '../demo-layout';
import { TIME } from '../signal-model';
import type { KeyedIds } from './keyed-ids';
import type { DemoPlaces } from './sites';

type ProductRow = typeof s.products.$inferSelect;

/** The multi-sensor of a zone, by `site/zone` key; zones without one have none. */
export type DemoDevices = Map<string, string>;

/** Loads the products and Harbor's devices, heard from at `anchor` (the end of the history). */
export async function loadDevices(
  db: Database,
  projectIds: KeyedIds,
  places: DemoPlaces,
  anchor: number,
): Promise<DemoDevices> {
  const products = await db
    .insert(s.products)
    .values([
      {
        id: newObjectId(),
        name: 'AB-HUB-1',
        friendlyModelName: 'Airboard Hub',
        type: 'hub',
        actImageUrl: '/onboarding/hub.svg',
        channels: {},
      },
      {
        id: newObjectId(),
        name: 'AB-MS-6',
        friendlyModelName: 'Airboard Multi-Sensor',
        type: 'sensor',
        actImageUrl: '/onboarding/multi-sensor.svg',
        channels: {
          co2: 'cO2Sensor',
          voc: 'vocSensor',
          pm25: 'pm2.5Sensor',
          pm10: 'pm10Sensor',
          temperature: 'spaceTemperature',
          humidity: 'humiditySensor',
        },
      },
    ])
    .returning();
  const hub = products.find((p) => p.type === 'hub')!;
  const sensor = products.find((p) => p.type === 'sensor')!;
  const projectId = projectIds.get('demo');
  await loadUnclaimedKit(db, projectId, { hub, sensor });
  const siteId = places.sites.get('harbor');
  const devices: DemoDevices = new Map();
  const harbor = demoProjects[0]!.sites.find((x) => x.key === 'harbor')!;
  await db.insert(s.devices).values({
    id: newObjectId(),
    projectId,
    siteId,
    productId: hub.id,
    name: 'Harbor Hub',
    serialNumber: 'HUB-0001',
    onboardingToken: newPublicId(),
    rssi: -42,
    lastHeardFrom: new Date(anchor),
    onboarded: true,
    metadata: { firmware: '2.4.1' },
  });
  for (const [i, zone] of harbor.zones.entries()) {
    const id = newObjectId();
    devices.set(`harbor/${zone.key}`, id);
    await db.insert(s.devices).values({
      id,
      projectId,
      siteId,
      zoneId: places.zones.get(`harbor/${zone.key}`),
      productId: sensor.id,
      name: `${zone.name} Sensor`,
      serialNumber: `MS-${String(1001 + i)}`,
      onboardingToken: newPublicId(),
      rssi: -48 - i * 6,
      lastHeardFrom: new Date(zone.key === 'confB' ? anchor - 3 * TIME.DAY : anchor),
      onboarded: true,
      metadata: { firmware: '1.9.0', mac: `00:1b:44:11:3a:${(0xb7 + i).toString(16)}` },
    });
  }
  return devices;
}

/** The serial numbers on the unclaimed kit's devices. */
const KIT_HUB_SERIAL = 'KIT-HUB-2001';
const KIT_SENSOR_SERIALS = ['KIT-MS-2002', 'KIT-MS-2003', 'KIT-MS-2004'];

/**
 * The unclaimed kit, as an admin would have registered it (its devices named by model and
 * serial number), simulated: nothing real will ever report for it.
 */
async function loadUnclaimedKit(
  db: Database,
  projectId: string,
  products: { hub: ProductRow; sensor: ProductRow },
): Promise<void> {
  const kitId = newObjectId();
  await db.insert(s.kits).values({
    id: kitId,
    onboardingToken: newPublicId(),
    projectId,
    productId: products.sensor.id,
    simulated: true,
  });
  const device = (serialNumber: string, product: ProductRow) => ({
    id: newObjectId(),
    projectId,
    kitId,
    productId: product.id,
    name: `${product.friendlyModelName} ${serialNumber}`,
    serialNumber,
    onboardingToken: newPublicId(),
  });
  await db
    .insert(s.devices)
    .values([
      device(KIT_HUB_SERIAL, products.hub),
      ...KIT_SENSOR_SERIALS.map((serial) => device(serial, products.sensor)),
    ]);
}
