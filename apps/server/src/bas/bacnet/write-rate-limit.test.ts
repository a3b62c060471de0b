/**
 * The limit on writes per BACnet device, through a site's BACnet system to simulated devices
 * over real UDP on loopback, on a test clock (a wait moves it on): the 31st write in a minute
 * fails as the job's final failure and never reaches the device, another device is not held to
 * the first's count, a place that comes within two seconds is waited for, and once the window
 * has passed the device takes writes again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BACNET_SETTINGS } from '@airboard/shared/api';
import { JobFailure } from '../../jobs/job-runner';
import { BacnetConnector } from './bacnet-connector';
import { BacnetDeviceSimulator } from './device-simulator';
import { pointRef } from './points';
import { BacnetSiteSystem } from './site-system';
import { WriteRateLimit } from './write-rate-limit';

/** A clock that stands still until moved; a wait moves it by the wait, and is recorded. */
const clock = {
  time: 1_000_000,
  waits: [] as number[],
  now: () => clock.time,
  sleep: (ms: number) => {
    clock.waits.push(ms);
    clock.time += ms;
    return Promise.resolve();
  },
};

let simulator: BacnetDeviceSimulator;
let system: BacnetSiteSystem;

beforeAll(async () => {
  simulator = await BacnetDeviceSimulator.start([
    { instance: 4001, name: 'AHU-1', objectCount: 20 },
    { instance: 4002, name: 'AHU-2', objectCount: 20 },
  ]);
  const limit = new WriteRateLimit(clock);
  system = new BacnetSiteSystem(
    {
      ...DEFAULT_BACNET_SETTINGS,
      enabled: true,
      localAddress: '127.0.0.1',
      localPort: 0,
      targetAddresses: simulator.addresses,
      deviceInstanceMin: 4000,
      deviceInstanceMax: 4999,
      apduTimeoutMs: 300,
    },
    null,
    null,
    (options) => BacnetConnector.open({ ...options, retries: 1, writeRateLimit: limit }),
  );
});
afterAll(async () => {
  await system.close();
  simulator.stop();
});

/** The device's supply air setpoint (commandable, 50 to 65 °F) and its ref. */
const setpointOf = (instance: number) => {
  const object = simulator.device(instance).objects.find((o) => o.name.endsWith(' SA-T-SP'))!;
  return { object, ref: pointRef(instance, object.ref) };
};

describe('the limit on writes per BACnet device', () => {
  it('fails the 31st write of a minute to a device, lets another device be written, and the next minute the first again', async () => {
    const first = setpointOf(4001);
    for (let i = 0; i < 30; i++) {
      clock.time += 1_000;
      await system.writePoint(first.ref, 50 + (i % 15));
    }
    expect(first.object.presentValue).toBe(64);

    clock.time += 1_000;
    const refused = system.writePoint(first.ref, 60);
    await expect(refused).rejects.toBeInstanceOf(JobFailure);
    await expect(refused).rejects.toThrow(
      'Too many writes to BACnet device 4001: at most 30 a minute; try again shortly',
    );
    expect(first.object.presentValue).toBe(64);
    expect(clock.waits).toEqual([]);

    const other = setpointOf(4002);
    await system.writePoint(other.ref, 61);
    expect(other.object.presentValue).toBe(61);

    // A minute after the first write, its place is free again.
    clock.time += 60_000;
    await system.writePoint(first.ref, 60);
    expect(first.object.presentValue).toBe(60);
    expect(clock.waits).toEqual([]);
  });

  it('waits for a place that comes within two seconds rather than fail', async () => {
    const { object, ref } = setpointOf(4002);
    clock.waits = [];
    // Its one write of the last test is a minute old: 30 writes now fill its window again.
    for (let i = 0; i < 30; i++) {
      await system.writePoint(ref, 50 + (i % 15));
    }
    // The window's oldest write leaves it 1.5 s from now: the 31st waits that long, then goes.
    clock.time += 58_500;
    await system.writePoint(ref, 57);
    expect(clock.waits).toEqual([1_500]);
    expect(object.presentValue).toBe(57);
  });
});
