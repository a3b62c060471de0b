/**
 * Demo step "devices": Harbor Office Tower's sensors report through a hub, one multi-sensor per
 * zone; one of them (Conference B) has not been heard from for three days.
 */
import type { Database } from '../../connect';
import { newObjectId } from '../../ids';
import * as s from '../../schema/index';
import { demoProjects } from '../demo-layout';
import { TIME } from '../signal-model';
import type { KeyedIds } from './keyed-ids';
import type { DemoPlaces } from './sites';

/** The multi-sensor of a zone, by `site/zone` key; zones without one have none. */
export type DemoDevices = Map<string, string>;

/** Loads the products and Harbor's devices, heard from at `anchor` (the end of the history). */
export async function loadDevices(
  db: Database,
  projectIds: KeyedIds,
  places: DemoPlaces,
  anchor: number,
): Promise<DemoDevices> {
  const hubProduct = newObjectId();
  const sensorProduct = newObjectId();
  await db.insert(s.products).values([
    {
      id: hubProduct,
      name: 'AB-HUB-1',
      friendlyModelName: 'Airboard Hub',
      type: 'hub',
      channels: {},
    },
    {
      id: sensorProduct,
      name: 'AB-MS-6',
      friendlyModelName: 'Airboard Multi-Sensor',
      type: 'sensor',
      channels: {
        co2: 'cO2Sensor',
        voc: 'vocSensor',
        pm25: 'pm2.5Sensor',
        pm10: 'pm10Sensor',
        temperature: 'spaceTemperature',
        humidity: 'humiditySensor',
      },
    },
  ]);
  const projectId = projectIds.get('demo');
  const siteId = places.sites.get('harbor');
  const devices: DemoDevices = new Map();
  const harbor = demoProjects[0]!.sites.find((x) => x.key === 'harbor')!;
  await db.insert(s.devices).values({
    id: newObjectId(),
    projectId,
    siteId,
    productId: hubProduct,
    name: 'Harbor Hub',
    serialNumber: 'HUB-0001',
    onboardingToken: newObjectId() + newObjectId() + newObjectId(),
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
      productId: sensorProduct,
      name: `${zone.name} Sensor`,
      serialNumber: `MS-${String(1001 + i)}`,
      onboardingToken: newObjectId() + newObjectId() + newObjectId(),
      rssi: -48 - i * 6,
      lastHeardFrom: new Date(zone.key === 'confB' ? anchor - 3 * TIME.DAY : anchor),
      onboarded: true,
      metadata: { firmware: '1.9.0', mac: `00:1b:44:11:3a:${(0xb7 + i).toString(16)}` },
    });
  }
  return devices;
}
