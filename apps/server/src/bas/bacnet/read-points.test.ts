/**
 * BacnetConnector.readPoints (a poll) against simulated devices over real UDP on loopback: many
 * points of several devices read device by device, as present values in Airboard's kinds; a
 * device that refuses ReadPropertyMultiple read property by property; a device whose answers are
 * cut short read in smaller requests; a device that is offline reported without holding up the
 * others.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BacnetConnector } from './bacnet-connector';
import { BacnetDeviceSimulator } from './device-simulator';
import { pointKind, pointRef, pointValue } from './points';
import type { SimulatedObject } from './simulated-objects';

let simulator: BacnetDeviceSimulator;
let connector: BacnetConnector;

beforeAll(async () => {
  simulator = await BacnetDeviceSimulator.start([
    { instance: 7001, name: 'AHU-1', model: 'AHU', objectCount: 120 },
    { instance: 7002, name: 'VAV-1', model: 'VAV', objectCount: 30, readPropertyMultiple: false },
    { instance: 7003, name: 'VAV-2', model: 'VAV', objectCount: 60 },
    { instance: 7004, name: 'VAV-3', model: 'VAV', objectCount: 10 },
  ]);
  // Answers of at most 200 bytes: a request sized for 1476 is aborted and halved.
  simulator.device(7003).faults.answerLimit = 200;
  connector = await BacnetConnector.open({
    targets: simulator.addresses,
    range: { low: 7000, high: 7999 },
    listenMs: 300,
    apduTimeoutMs: 200,
    retries: 1,
    maxConcurrentRequests: 4,
  });
});
afterAll(() => {
  connector.close();
  simulator.stop();
});

/** Every point object of the device, with its ref and the value the device holds. */
const pointsOf = (instance: number) =>
  simulator
    .device(instance)
    .objects.filter((o) => pointKind(o.ref.type) !== null)
    .map((o: SimulatedObject) => ({
      ref: pointRef(instance, o.ref),
      value: pointValue(
        o.ref.type,
        { kind: pointKind(o.ref.type) === 'Number' ? 'real' : 'unsigned', value: o.presentValue },
        o.texts,
      ),
    }));

describe('BacnetConnector.readPoints', () => {
  it('reads every point of several devices, whatever each device can do', async () => {
    const expected = [7001, 7002, 7003].flatMap(pointsOf);
    const read = await connector.readPoints(expected.map((p) => p.ref));
    expect(read.failed).toEqual([]);
    expect(read.values.size).toBe(expected.length);
    for (const { ref, value } of expected) {
      // A binary's 0/1 is on the wire as enumerated; its kind decides, not the tag.
      expect([ref, read.values.get(ref)]).toEqual([ref, value]);
    }
  });

  it('reports a device that is offline and reads the others', async () => {
    const device = simulator.device(7004);
    device.faults.offline = true;
    try {
      const refs = [...pointsOf(7004), ...pointsOf(7001).slice(0, 5)].map((p) => p.ref);
      const read = await connector.readPoints(refs);
      expect(read.failed).toEqual([{ deviceInstance: 7004, reason: 'did not answer (offline?)' }]);
      expect(read.values.size).toBe(5);
    } finally {
      device.faults.offline = false;
    }
  });
});
