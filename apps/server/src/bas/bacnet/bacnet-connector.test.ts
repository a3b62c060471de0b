/**
 * The BACnet connector against simulated devices over real UDP on loopback: the wizard's
 * devices and points, reads, writes at a priority read back, relinquish back to the default,
 * a higher priority holding its value, change-of-value notifications, and the errors a write
 * job reports.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuildingSystemTimeout } from '../connector';
import { BacnetConnector } from './bacnet-connector';
import { BacnetDeviceSimulator } from './device-simulator';
import { parsePointRef } from './points';
import { ObjectType } from './stack';

let simulator: BacnetDeviceSimulator;
let connector: BacnetConnector;

beforeAll(async () => {
  simulator = await BacnetDeviceSimulator.start([
    { instance: 2001, name: 'AHU-1', model: 'AHU', objectCount: 40 },
    { instance: 2002, name: 'AHU-2', model: 'AHU', objectCount: 40 },
  ]);
  connector = await BacnetConnector.open({
    targets: simulator.addresses,
    range: { low: 2000, high: 2999 },
    listenMs: 300,
    apduTimeoutMs: 300,
    retries: 1,
  });
});
afterAll(() => {
  connector.close();
  simulator.stop();
});

/** The ref of the device's object of that name, from what the connector read. */
async function refOf(name: string): Promise<string> {
  const devices = await connector.readDevices();
  const point = devices.flatMap((d) => d.points).find((p) => p.name === name);
  if (!point) {
    throw new Error(`No point ${name}`);
  }
  return point.ref;
}

const objectOf = (ref: string) => {
  const parsed = parsePointRef(ref);
  if (!parsed) {
    throw new Error(`Not a BACnet ref: ${ref}`);
  }
  return simulator.device(parsed.deviceInstance).object(parsed.object);
};

describe('BacnetConnector', () => {
  it('lists the devices and their points as the wizard maps them', async () => {
    const devices = await connector.readDevices();
    expect(devices.map((d) => [d.deviceId, d.deviceName, d.platformType, d.points.length])).toEqual(
      [
        ['2001', 'AHU-1', 'AHU', 40],
        ['2002', 'AHU-2', 'AHU', 40],
      ],
    );
    const points = new Map(devices[0]?.points.map((p) => [p.name, p]));
    expect(points.get('AHU-1 SA-T')).toEqual({
      ref: '2001:analog-input:1',
      name: 'AHU-1 SA-T',
      kind: 'Number',
      unit: '°F',
      writable: false,
      releasable: false,
      range: null,
      states: null,
      value: objectOf('2001:analog-input:1').presentValue,
    });
    expect(points.get('AHU-1 SA-T-SP')).toMatchObject({
      ref: '2001:analog-value:1',
      kind: 'Number',
      writable: true,
      releasable: true,
      range: { min: 50, max: 65 },
      value: 55,
    });
    expect(points.get('AHU-1 SF-C')).toMatchObject({ kind: 'Bool', writable: true, value: true });
    expect(points.get('AHU-1 OCC-MODE')).toMatchObject({
      kind: 'String',
      writable: true,
      states: ['Occupied', 'Unoccupied', 'Standby'],
      value: 'Occupied',
    });
    expect(points.get('AHU-1 RM101 ZN-CO2')).toMatchObject({ unit: 'ppm', writable: false });
    expect(points.get('AHU-1 RA-RH')).toMatchObject({ unit: '%' });
    // A ref names its object for good: the same object, read again, has the same ref.
    expect(parsePointRef('2001:multi-state-value:1')).toEqual({
      deviceInstance: 2001,
      object: { type: ObjectType.MULTI_STATE_VALUE, instance: 1 },
    });
  });

  it('writes at priority 8, reads the value back, and relinquishing restores the default', async () => {
    const ref = await refOf('AHU-2 SA-T-SP');
    const readback = await connector.command(ref, 58.5);
    expect(readback.value).toBe(58.5);
    expect(readback.priorities?.[7]).toBe(58.5);
    expect(await connector.readPoint(ref)).toBe(58.5);

    const relinquished = await connector.command(ref, null);
    expect(relinquished.value).toBe(55);
    expect(relinquished.priorities).toEqual(Array.from({ length: 16 }, () => null));
    expect(await connector.readPoint(ref)).toBe(55);
  });

  it('leaves a value commanded at a higher priority in force', async () => {
    const ref = await refOf('AHU-1 RM101 ZN-T-SP');
    await connector.command(ref, 68, 5);
    // Priority 8: accepted into the array, not in force, and the write says so.
    await expect(connector.writePoint(ref, 75)).rejects.toThrow(
      `The BACnet device keeps 68 for ${ref}: priority 5 holds it above Airboard's 8; the value written takes over when that priority is released`,
    );
    expect(await connector.readPoint(ref)).toBe(68);
    expect(objectOf(ref).command?.priorities.slice(4, 8)).toEqual([68, null, null, 75]);

    // Released at 5, the operator's 8 takes over; released at 8, the default.
    expect((await connector.command(ref, null, 5)).value).toBe(75);
    expect((await connector.command(ref, null)).value).toBe(72);
  });

  it('writes on/off and states by their texts', async () => {
    const fan = await refOf('AHU-1 SF-C');
    await connector.writePoint(fan, false);
    expect(await connector.readPoint(fan)).toBe(false);
    const mode = await refOf('AHU-1 OCC-MODE');
    await connector.writePoint(mode, 'Standby');
    expect(await connector.readPoint(mode)).toBe('Standby');
    expect(objectOf(mode).presentValue).toBe(3);
    await connector.command(fan, null);
    await connector.command(mode, null);
  });

  it('hears a change of value after subscribing', async () => {
    const ref = await refOf('AHU-1 RM101 ZN-CO2');
    const heard: unknown[] = [];
    const subscription = await connector.subscribe(ref, 300, (value) => heard.push(value));
    await expect.poll(() => heard.length).toBe(1); // the initial notification
    simulator.device(2001).setPresentValue(objectOf(ref).ref, 1234);
    await expect.poll(() => heard.at(-1)).toBe(1234);
    await subscription.cancel();
    expect(simulator.device(2001).activeSubscriptions()).toBe(0);
    simulator.device(2001).setPresentValue(objectOf(ref).ref, 800);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard.at(-1)).toBe(1234);
  });

  it('stops notifying when the subscription lifetime ends', async () => {
    const ref = await refOf('AHU-1 RM101 ZN-RH');
    const heard: unknown[] = [];
    await connector.subscribe(ref, 1, (value) => heard.push(value));
    await expect.poll(() => heard.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    simulator.device(2001).setPresentValue(objectOf(ref).ref, 61);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toHaveLength(1);
    expect(simulator.device(2001).activeSubscriptions()).toBe(0);
  });

  it('keeps notifying past the first lifetime once renewed', async () => {
    const ref = await refOf('AHU-1 RM102 ZN-CO2');
    const heard: unknown[] = [];
    const subscription = await connector.subscribe(ref, 1, (value) => heard.push(value));
    await expect.poll(() => heard.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await subscription.renew();
    await new Promise((resolve) => setTimeout(resolve, 600));
    simulator.device(2001).setPresentValue(objectOf(ref).ref, 987);
    await expect.poll(() => heard.at(-1)).toBe(987);
    expect(simulator.device(2001).activeSubscriptions()).toBe(1);
    await subscription.cancel();
  });

  it('reports the device refusing a write, a value out of range and a device that is offline', async () => {
    await expect(connector.writePoint(await refOf('AHU-1 SA-T'), 60)).rejects.toThrow(
      'refused the write to 2001:analog-input:1 (write access denied)',
    );
    await expect(connector.writePoint(await refOf('AHU-1 SA-T-SP'), 90)).rejects.toThrow(
      'refused the value for 2001:analog-value:1 (out of range)',
    );
    await expect(connector.writePoint(await refOf('AHU-1 OCC-MODE'), 'Party')).rejects.toThrow(
      'not one of the point',
    );
    const ref = await refOf('AHU-2 RM101 ZN-T');
    simulator.device(2002).faults.offline = true;
    try {
      await expect(connector.readPoint(ref)).rejects.toBeInstanceOf(BuildingSystemTimeout);
    } finally {
      simulator.device(2002).faults.offline = false;
    }
  });
});
