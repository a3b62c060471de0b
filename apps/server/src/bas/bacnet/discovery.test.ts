/**
 * BACnet discovery against simulated devices over real UDP on loopback: three controllers of
 * 200 objects found and read in full, a device that stops answering reported without holding up
 * the others, lost packets recovered by retries, and devices that refuse ReadPropertyMultiple or
 * cannot send a long answer read all the same.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { BacnetDeviceSimulator, type SimulatedDeviceSpec } from './device-simulator';
import { discoverDevices, type DiscoveryProgress } from './discovery';
import { pointKind, unitText } from './points';
import { BacnetNode, EngineeringUnits, ObjectType } from './stack';

const opened: { stop(): void }[] = [];
afterEach(() => {
  for (const thing of opened.splice(0)) {
    thing.stop();
  }
});

async function simulate(specs: SimulatedDeviceSpec[]) {
  const simulator = await BacnetDeviceSimulator.start(specs);
  opened.push(simulator);
  return simulator;
}

async function client(options: { apduTimeoutMs?: number; retries?: number } = {}) {
  const node = await BacnetNode.open({ apduTimeoutMs: 400, retries: 2, ...options });
  opened.push({ stop: () => node.close() });
  return node;
}

const threeAirHandlers = (overrides: Partial<SimulatedDeviceSpec> = {}): SimulatedDeviceSpec[] =>
  [1001, 1002, 1003].map((instance, i) => ({
    instance,
    name: `AHU-${i + 1}`,
    model: 'AHU',
    objectCount: 200,
    ...overrides,
  }));

describe('discoverDevices', () => {
  it('finds 3 devices of 200 objects with their names, units, kinds and commandable objects', async () => {
    // A fourth device outside the range does not answer Who-Is.
    const simulator = await simulate([
      ...threeAirHandlers(),
      { instance: 5001, name: 'AHU-9', objectCount: 10 },
    ]);
    const node = await client();
    const progress: DiscoveryProgress[] = [];
    const result = await discoverDevices(node, {
      targets: simulator.addresses,
      range: { low: 1000, high: 1999 },
      listenMs: 300,
      onProgress: (p) => progress.push(p),
    });

    expect(result.failed).toEqual([]);
    expect(result.devices.map((d) => [d.instance, d.name, d.model, d.objects.length])).toEqual([
      [1001, 'AHU-1', 'AHU', 200],
      [1002, 'AHU-2', 'AHU', 200],
      [1003, 'AHU-3', 'AHU', 200],
    ]);
    expect(progress.at(-1)).toEqual({ devicesDone: 3, devicesTotal: 3, pointsFound: 600 });

    // What was read is what each device holds, object by object.
    for (const device of result.devices) {
      const served = simulator.device(device.instance).objects;
      expect(device.objects.map((o) => o.name)).toEqual(served.map((o) => o.name));
      expect(device.objects.map((o) => o.commandable)).toEqual(
        served.map((o) => o.command !== null),
      );
      expect(device.objects.map((o) => o.units)).toEqual(served.map((o) => o.units));
    }
    const objects = new Map(result.devices[0]?.objects.map((o) => [o.name, o]));
    expect(objects.get('AHU-1 SA-T')).toMatchObject({
      ref: { type: ObjectType.ANALOG_INPUT, instance: 1 },
      description: 'Supply air temperature',
      units: EngineeringUnits.DEGREES_FAHRENHEIT,
      commandable: false,
      presentValue: { kind: 'real' },
    });
    expect(objects.get('AHU-1 SA-T-SP')).toMatchObject({
      commandable: true,
      range: { min: 50, max: 65 },
    });
    expect(objects.get('AHU-1 SF-C')).toMatchObject({
      texts: ['Off', 'On'],
      commandable: true,
      presentValue: { kind: 'enumerated', value: 1 },
    });
    expect(objects.get('AHU-1 OCC-MODE')?.texts).toEqual(['Occupied', 'Unoccupied', 'Standby']);
    expect(unitText(objects.get('AHU-1 RM101 ZN-CO2')?.units ?? null)).toBe('ppm');
    expect(unitText(objects.get('AHU-1 RM101 ZN-RH')?.units ?? null)).toBe('%');

    const kinds = result.devices.flatMap((d) => d.objects.map((o) => pointKind(o.ref.type)));
    expect(new Set(kinds)).toEqual(new Set(['Number', 'Bool', 'String']));
  });

  it('reports a device that stops answering as failed and reads the others', async () => {
    const simulator = await simulate(threeAirHandlers({ objectCount: 60 }));
    const node = await client({ apduTimeoutMs: 300, retries: 1 });
    // It answers Who-Is, then every answer comes later than the client waits.
    simulator.device(1002).faults.delayMs = 250;
    const slow = simulator.device(1002);
    node.onIAm((device) => {
      if (device.deviceInstance === 1002) {
        slow.faults.delayMs = 2_000;
      }
    });
    const started = Date.now();
    const result = await discoverDevices(node, { targets: simulator.addresses, listenMs: 300 });

    expect(result.devices.map((d) => [d.instance, d.objects.length])).toEqual([
      [1001, 60],
      [1003, 60],
    ]);
    expect(result.failed).toEqual([
      { instance: 1002, address: slow.address, reason: 'The BACnet device did not answer' },
    ]);
    // Two attempts of one request, not one per object.
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('misses a device that is offline and still finds the others', async () => {
    const simulator = await simulate(threeAirHandlers({ objectCount: 20 }));
    simulator.device(1003).faults.offline = true;
    const result = await discoverDevices(await client(), {
      targets: simulator.addresses,
      listenMs: 300,
    });
    expect(result.devices.map((d) => d.instance)).toEqual([1001, 1002]);
    expect(result.failed).toEqual([]);
  });

  it('recovers from 20 % packet loss by sending again', async () => {
    const simulator = await simulate(threeAirHandlers({ objectCount: 100 }));
    for (const device of simulator.devices) {
      device.faults.dropRate = 0.2;
    }
    const result = await discoverDevices(await client({ apduTimeoutMs: 150, retries: 6 }), {
      targets: simulator.addresses,
      listenMs: 300,
    });
    expect(result.failed).toEqual([]);
    expect(result.devices.map((d) => d.objects.length)).toEqual([100, 100, 100]);
    expect(result.devices[2]?.objects[0]?.name).toBe('AHU-3 SA-T');
  });

  it('reads a device that refuses ReadPropertyMultiple property by property', async () => {
    const simulator = await simulate([
      { instance: 7, name: 'VAV-1-01', model: 'VAV', objectCount: 40, readPropertyMultiple: false },
    ]);
    const result = await discoverDevices(await client(), {
      targets: simulator.addresses,
      listenMs: 300,
    });
    const [device] = result.devices;
    expect(device?.objects.map((o) => o.name)).toEqual(
      simulator.device(7).objects.map((o) => o.name),
    );
    expect(device?.objects.find((o) => o.name === 'VAV-1-01 OCC-MODE')).toMatchObject({
      texts: ['Occupied', 'Unoccupied', 'Standby'],
      commandable: true,
    });
  });

  it('reads a device whose answers are cut shorter than it announced, in smaller requests', async () => {
    const simulator = await simulate([
      { instance: 8, name: 'UV-101', model: 'UV', objectCount: 150 },
    ]);
    // 1,476 bytes announced, 480 get through: requests sized for the first are aborted and
    // halved, and the object list (150 × 5 bytes) is read element by element.
    simulator.device(8).faults.answerLimit = 480;
    const result = await discoverDevices(await client(), {
      targets: simulator.addresses,
      listenMs: 300,
    });
    expect(result.failed).toEqual([]);
    expect(result.devices[0]?.objects.map((o) => o.name)).toEqual(
      simulator.device(8).objects.map((o) => o.name),
    );
  });
});
