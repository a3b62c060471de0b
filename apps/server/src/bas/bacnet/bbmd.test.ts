/**
 * A site on another subnet, reached through a BBMD, over real UDP on loopback: the site's node
 * registers with the (simulated) BBMD as a foreign device, Who-Is goes through it as
 * Distribute-Broadcast-To-Network, and the devices behind it, in none of the target addresses,
 * are found, read and written at their own addresses; the registration is renewed before its
 * time-to-live ends, and a BBMD that does not answer is reported.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_BACNET_SETTINGS, type BacnetSettings } from '@airboard/shared/api';
import { BacnetConnector } from './bacnet-connector';
import { BacnetDeviceSimulator } from './device-simulator';
import { BacnetSiteSystem } from './site-system';
import { pointRef } from './points';

const opened: { stop(): void }[] = [];
afterEach(() => {
  for (const thing of opened.splice(0)) {
    thing.stop();
  }
});

async function simulate(start: () => Promise<BacnetDeviceSimulator>) {
  const simulator = await start();
  opened.push(simulator);
  return simulator;
}

const settings = (overrides: Partial<BacnetSettings>): BacnetSettings => ({
  ...DEFAULT_BACNET_SETTINGS,
  enabled: true,
  localAddress: '127.0.0.1',
  localPort: 0,
  deviceInstanceMin: 6000,
  deviceInstanceMax: 6999,
  apduTimeoutMs: 300,
  ...overrides,
});

describe('a site behind a BBMD', () => {
  it('registers as a foreign device and finds, reads and writes the devices behind it', async () => {
    const remote = await simulate(() =>
      BacnetDeviceSimulator.startBehindBbmd([
        { instance: 6001, name: 'AHU-1', objectCount: 20 },
        { instance: 6002, name: 'AHU-2', objectCount: 20 },
      ]),
    );
    // A device on the site's own subnet, asked directly as before.
    const local = await simulate(() =>
      BacnetDeviceSimulator.start([{ instance: 6101, name: 'RTU-1', objectCount: 10 }]),
    );
    const bbmd = remote.bbmd!;
    const system = new BacnetSiteSystem(
      settings({ targetAddresses: local.addresses, bbmdAddress: bbmd.address }),
      null,
    );
    opened.push({ stop: () => void system.close() });

    const discovery = await system.discover();
    expect(discovery.failed).toEqual([]);
    expect(discovery.devices.map((d) => [d.instance, d.address])).toEqual([
      [6001, remote.device(6001).address],
      [6002, remote.device(6002).address],
      [6101, local.device(6101).address],
    ]);
    expect(discovery.devices[0]?.objects).toHaveLength(20);
    expect(bbmd.registrations).toHaveLength(1);
    expect(bbmd.registrations[0]?.ttlSeconds).toBe(300);

    const setpoint = remote.device(6002).objects.find((o) => o.name === 'AHU-2 SA-T-SP')!;
    const ref = pointRef(6002, setpoint.ref);
    await system.writePoint(ref, 61);
    expect(setpoint.presentValue).toBe(61);
    expect(await system.readPoint(ref)).toBe(61);
  });

  it('finds a device behind the BBMD when first asked for it, without a discovery', async () => {
    const remote = await simulate(() =>
      BacnetDeviceSimulator.startBehindBbmd([{ instance: 6003, name: 'AHU-3', objectCount: 10 }]),
    );
    const system = new BacnetSiteSystem(
      settings({ targetAddresses: [], bbmdAddress: remote.bbmd!.address }),
      null,
    );
    opened.push({ stop: () => void system.close() });
    const object = remote.device(6003).objects[0]!;
    const read = await system.readPoints([pointRef(6003, object.ref)]);
    expect(read.failed).toEqual([]);
    expect(read.values.get(pointRef(6003, object.ref))).toBe(object.presentValue);
  });

  it('registers again at half the time-to-live, before the BBMD drops it', async () => {
    const remote = await simulate(() =>
      BacnetDeviceSimulator.startBehindBbmd([{ instance: 6004, name: 'AHU-4', objectCount: 5 }]),
    );
    const bbmd = remote.bbmd!;
    const connector = await BacnetConnector.open({
      targets: [],
      bbmd: bbmd.address,
      range: { low: 6000, high: 6999 },
      listenMs: 300,
      apduTimeoutMs: 300,
      foreignDeviceTtlSeconds: 1,
    });
    opened.push({ stop: () => connector.close() });
    await connector.discover();
    expect(bbmd.registrations).toHaveLength(1);
    await expect.poll(() => bbmd.registrations.length, { timeout: 2_000 }).toBeGreaterThan(1);
    expect(bbmd.registrations.every((r) => r.ttlSeconds === 1)).toBe(true);
  });

  it('says so when the BBMD does not answer the registration', async () => {
    const remote = await simulate(() =>
      BacnetDeviceSimulator.startBehindBbmd([{ instance: 6005, name: 'AHU-5', objectCount: 5 }]),
    );
    const silent = remote.bbmd!.address;
    remote.bbmd!.offline = true;
    const connector = await BacnetConnector.open({
      targets: [],
      bbmd: silent,
      listenMs: 300,
      apduTimeoutMs: 200,
      retries: 0,
    });
    opened.push({ stop: () => connector.close() });
    await expect(connector.discover()).rejects.toThrow(
      `The BBMD at ${silent} did not answer the foreign-device registration`,
    );
  });
});
