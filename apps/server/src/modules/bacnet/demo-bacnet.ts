/**
 * The BACnet demo (AIRBOARD_DEMO_BACNET, issue 21): simulated controllers served on loopback, and
 * one demo site whose BACnet settings point at them, so a staff user can discover, map and watch a
 * BACnet building without hardware. The devices take free ports, so the site's settings are saved
 * again at every start.
 */
import { eq } from 'drizzle-orm';
import {
  bacnetSettingsBody,
  DEFAULT_BACNET_SETTINGS,
  type BacnetSettingsBody,
} from '@airboard/shared/api';
import type { BuildingSystems } from '../../bas/building-systems';
import { BacnetDeviceSimulator, type SimulatedDeviceSpec } from '../../bas/bacnet/device-simulator';
import type { DatabaseHandle } from '../../db/connect';
import { sites } from '../../db/schema/index';
import { saveBacnetSettings } from './bacnet-settings.service';

/** Two air handlers and a rooftop unit, with their zones' sensors, setpoints and modes. */
export const DEMO_BACNET_DEVICES: SimulatedDeviceSpec[] = [
  { instance: 3001, name: 'AHU-1', model: 'AHU', objectCount: 60 },
  { instance: 3002, name: 'AHU-2', model: 'AHU', objectCount: 60 },
  { instance: 3003, name: 'RTU-1', model: 'RTU', objectCount: 30 },
];

/**
 * Starts the devices and points the site with the licence at them; null (nothing started) when
 * there is no such site.
 */
export async function startDemoBacnet(
  database: DatabaseHandle,
  systems: BuildingSystems,
  commanderLicenseId: string,
): Promise<BacnetDeviceSimulator | null> {
  const [site] = await database.db
    .select({ id: sites.id, projectId: sites.projectId })
    .from(sites)
    .where(eq(sites.commanderLicenseId, commanderLicenseId))
    .limit(1);
  if (!site) {
    return null;
  }
  const simulator = await BacnetDeviceSimulator.start(DEMO_BACNET_DEVICES);
  await saveBacnetSettings(
    database.db,
    systems,
    { userId: null, projectId: site.projectId },
    site.id,
    simulatorSettings(simulator, { apduTimeoutMs: 1_000 }),
  );
  return simulator;
}

/**
 * Settings that read the simulator's devices: at their addresses from a free loopback port, the
 * instances of the thousand its first device is in (3001: 3000 to 3999), the rules' defaults else.
 */
export function simulatorSettings(
  simulator: BacnetDeviceSimulator,
  overrides: Partial<BacnetSettingsBody> = {},
): BacnetSettingsBody {
  const thousand = Math.floor((simulator.devices[0]?.deviceInstance ?? 0) / 1000) * 1000;
  return bacnetSettingsBody.parse({
    ...DEFAULT_BACNET_SETTINGS,
    enabled: true,
    localAddress: '127.0.0.1',
    localPort: 0,
    targetAddresses: simulator.addresses,
    deviceInstanceMin: thousand,
    deviceInstanceMax: thousand + 999,
    ...overrides,
  });
}
