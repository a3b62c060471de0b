/**
 * The BACnet demo (AIRBOARD_DEMO_BACNET): the site with the demo's licence is pointed at
 * simulated controllers on loopback, so its building system is their BACnet network; without
 * such a site nothing is started.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { BuildingSystems } from '../../bas/building-systems';
import type { BacnetDeviceSimulator } from '../../bas/bacnet/device-simulator';
import { BacnetSiteSystem } from '../../bas/bacnet/site-system';
import { createSite } from '../../../test/fixtures/factories';
import { useTelemetryDatabase } from '../../../test/fixtures/hooks';
import { readBacnetSettings } from './bacnet-settings.service';
import { DEMO_BACNET_DEVICES, startDemoBacnet } from './demo-bacnet';

const t = useTelemetryDatabase();
const systems = new BuildingSystems();
let simulator: BacnetDeviceSimulator | null = null;
afterAll(async () => {
  await systems.close();
  simulator?.stop();
});

describe('startDemoBacnet', () => {
  it('starts nothing without the demo’s linked site', async () => {
    expect(await startDemoBacnet(t.handle, systems, 'CMD-DEMO')).toBeNull();
  });

  it('points the linked site at the simulated controllers, which its system then finds', async () => {
    const site = await createSite(t.db, t.project.id, { commanderLicenseId: 'CMD-DEMO' });
    simulator = await startDemoBacnet(t.handle, systems, 'CMD-DEMO');
    expect(simulator?.addresses).toHaveLength(DEMO_BACNET_DEVICES.length);
    expect(await readBacnetSettings(t.db, site.id)).toMatchObject({
      enabled: true,
      targetAddresses: simulator?.addresses,
      pollIntervalS: 60,
      writePriority: 8,
      readOnly: false,
    });
    const system = systems.forSite(site);
    expect(system).toBeInstanceOf(BacnetSiteSystem);
    const found = await system!.readDevices();
    expect(found.map((d) => d.deviceName)).toEqual(['AHU-1', 'AHU-2', 'RTU-1']);
  });
});
