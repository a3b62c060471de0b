/**
 * The simulated building system's generator: buildings of 150–1,000 points named the way real
 * controllers name them, the same building from the same seed, and a labelled mapping for every
 * point; the system built on it reads, times out and writes as a controller would.
 */
import { describe, expect, it } from 'vitest';
import { POINT_TYPE_NAMES } from '@airboard/shared/rules';
import { answerWithin, BuildingSystemTimeout } from './connector';
import { labelledBuildingSystem, SimulatedBuildingSystem } from './simulated-system';
import { GENERATED_POINTS, generateBuildingTopology } from './simulated-topology';

const seeds = Array.from({ length: 200 }, (_, i) => `site${i}${(i * 7_919).toString(36)}`);
const pointCount = (seed: string) =>
  generateBuildingTopology(seed).reduce((n, device) => n + device.points.length, 0);

describe('generateBuildingTopology', () => {
  it('gives every site between 150 and 1,000 points, devices of 5 to 40', () => {
    for (const seed of seeds) {
      const count = pointCount(seed);
      expect(count).toBeGreaterThanOrEqual(GENERATED_POINTS.min);
      expect(count).toBeLessThanOrEqual(GENERATED_POINTS.max);
      for (const device of generateBuildingTopology(seed)) {
        expect(device.points.length).toBeGreaterThanOrEqual(5);
        expect(device.points.length).toBeLessThanOrEqual(40);
      }
    }
    // Not one size for all: the seeds give small schools, large offices and a few office towers
    // close to the maximum (the onboarding bench maps one of 1,000 points).
    const sizes = seeds.map(pointCount);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeGreaterThan(300);
    expect(sizes.filter((size) => size > 850).length).toBeGreaterThanOrEqual(2);
    expect(pointCount('BenchTower1433')).toBe(GENERATED_POINTS.max);
  });

  it('is deterministic: the same seed gives the same building, another seed another', () => {
    expect(generateBuildingTopology('K3x9Qa1bZt')).toEqual(generateBuildingTopology('K3x9Qa1bZt'));
    expect(generateBuildingTopology('K3x9Qa1bZt')).not.toEqual(
      generateBuildingTopology('Pq7Lm2Vw8s'),
    );
  });

  it('names devices and points as controllers do, with a unique stable reference each', () => {
    const devices = generateBuildingTopology(seeds[3]!);
    for (const device of devices) {
      expect(device.deviceName).toMatch(/^(AHU-\d|VAV-\d-\d\d|UV-\d{3}|RM\d{3}|BLR-\d|ION-\d)$/);
      for (const point of device.points) {
        expect(point.name).toMatch(new RegExp(`^${device.deviceName} [A-Z0-9.-]+$`));
      }
    }
    const refs = devices.flatMap((d) => d.points.map((p) => p.ref));
    expect(new Set(refs).size).toBe(refs.length);
    const names = devices.flatMap((d) => d.points.map((p) => p.name));
    expect(names).toContain('AHU-1 SA-T');
    expect(names).toContain('AHU-1 SF-S');
    expect(names).toContain('BLR-1 HWS-T');
    expect(names.some((n) => /^(VAV-\d-\d\d|UV-\d{3}) ZN-SP$/.test(n))).toBe(true);
  });

  it('has numbers, statuses and modes, with units and writable setpoints in a range', () => {
    const points = generateBuildingTopology(seeds[5]!).flatMap((d) => d.points);
    expect(new Set(points.map((p) => p.kind))).toEqual(new Set(['Number', 'Bool', 'String']));
    const setpoint = points.find((p) => p.name.endsWith(' ZN-SP'))!;
    expect(setpoint).toMatchObject({ writable: true, unit: '°F', range: { min: 55, max: 85 } });
    const mode = points.find((p) => p.kind === 'String')!;
    expect(mode.states).toEqual(['Occupied', 'Unoccupied', 'Standby']);
    expect(points.find((p) => p.name.endsWith(' OA-T'))).toMatchObject({
      writable: false,
      unit: '°F',
    });
  });
});

describe('labelledBuildingSystem', () => {
  it('labels every point with a point type of the catalogue and the zone a person would map it to', async () => {
    const { system, expected } = labelledBuildingSystem('K3x9Qa1bZt');
    const devices = await system.readDevices();
    const points = devices.flatMap((d) => d.points);
    expect(expected.size).toBe(points.length);
    for (const point of points) {
      const label = expected.get(point.ref)!;
      expect(POINT_TYPE_NAMES).toContain(label.pointType);
      expect(label.zone).toMatch(/^(Room \d{3}|AHU-\d|Boiler Room)$/);
    }
    // A room's unit ventilator and room sensor belong in the room, an ionizer with its air handler.
    const labelOf = (name: string) => expected.get(points.find((p) => p.name === name)!.ref);
    expect(labelOf('UV-103 ZN-T')).toEqual({ pointType: 'spaceTemperature', zone: 'Room 103' });
    expect(labelOf('UV-103 ZN-SP')).toEqual({ pointType: 'equipmentValue', zone: 'Room 103' });
    expect(labelOf('RM103 CO2')).toEqual({ pointType: 'cO2Sensor', zone: 'Room 103' });
    expect(labelOf('AHU-1 OA-T')).toEqual({ pointType: 'outsideAirTemperature', zone: 'AHU-1' });
    expect(labelOf('ION-2 ION-STS')).toEqual({ pointType: 'ionizerStatus', zone: 'AHU-2' });
    expect(labelOf('BLR-1 BLR-STS')).toEqual({ pointType: 'boilerStatus', zone: 'Boiler Room' });
  });
});

describe('SimulatedBuildingSystem', () => {
  it('lists what it read last until asked to read again, and holds a written value', async () => {
    const { system } = labelledBuildingSystem('K3x9Qa1bZt', { writeDelayMs: 0 });
    const first = await system.readDevices();
    const setpoint = first.flatMap((d) => d.points).find((p) => p.name.endsWith(' ZN-SP'))!;
    await system.writePoint(setpoint.ref, 68);
    expect(await system.readPoint(setpoint.ref)).toBe(68);
    const cached = (await system.readDevices()).flatMap((d) => d.points);
    expect(cached.find((p) => p.ref === setpoint.ref)!.value).toBe(setpoint.value);
    const reread = (await system.readDevices({ reread: true })).flatMap((d) => d.points);
    expect(reread.find((p) => p.ref === setpoint.ref)!.value).toBe(68);
  });

  it('times out when it never answers, and fails when it refuses', async () => {
    const silent = new SimulatedBuildingSystem({ outage: 'silent' });
    await expect(answerWithin(silent.readDevices(), 20)).rejects.toBeInstanceOf(
      BuildingSystemTimeout,
    );
    const refusing = new SimulatedBuildingSystem({ outage: 'refusing' });
    await expect(refusing.readDevices()).rejects.toThrow('refused');
  });
});
