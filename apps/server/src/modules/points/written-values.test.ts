/**
 * Written values survive a restart (issue 19): values written through the point-write path to a
 * simulated building system are held by a new system built from the same database, the latest
 * write winning, a failed write left out, a write made since kept, and a real system left alone.
 * With several server processes (issue 20), another process's system follows the writes this one
 * confirmed, keeps a write of its own that is newer, and later takes only what was audited since.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { runFunctionResponse } from '@airboard/shared/api';
import { useTelemetryApp } from '../../../test/fixtures/hooks';
import { createSensor, type Sensor } from '../../../test/fixtures/telemetry';
import type { BuildingAutomationConnector } from '../../bas/connector';
import { SimulatedBuildingSystem } from '../../bas/simulated-system';
import { restoreWrittenValues, writtenValuesFollower } from './written-values';

const before = new SimulatedBuildingSystem({ writeDelayMs: 0 });
const t = useTelemetryApp({ ready: true, buildingSystem: before });
let setpoint: Sensor;
let fan: Sensor;

/** Writes through the API as the site's admin and waits for the job. */
async function write(sensor: Sensor, fn: string, curVal: unknown) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/points/${sensor.point.uuid}/runFunction`,
    headers: { authorization: `Bearer ${t.adminToken}` },
    payload: { function: fn, arguments: { curVal } },
  });
  expect(res.statusCode).toBe(200);
  runFunctionResponse.parse(res.json());
  await t.app.jobs.drain();
}

beforeAll(async () => {
  setpoint = await createSensor(t.db, t.site.id, t.zone.id, {
    type: null,
    measurementName: 'Setpoint',
    functions: ['numWrite'],
    range: { min: 60, max: 80 },
    basRef: 'ahu-1/setpoint',
  });
  // A hand-made point: the system knows it by Airboard's own reference.
  fan = await createSensor(t.db, t.site.id, t.zone.id, {
    type: null,
    kind: 'Bool',
    measurementName: 'Fan',
    functions: ['boolWrite'],
  });
  await write(setpoint, 'numWrite', 72);
  await write(setpoint, 'numWrite', 68);
  await write(setpoint, 'numWrite', 95); // outside the range: fails, never held
  await write(fan, 'boolWrite', true);
});

describe('restoreWrittenValues', () => {
  it('gives a new system the values the old one held, the latest write winning', async () => {
    const after = new SimulatedBuildingSystem();
    expect(await after.readPoint('ahu-1/setpoint')).toBeNull();
    expect(await restoreWrittenValues(t.handle, () => after)).toBe(2);
    expect(await after.readPoint('ahu-1/setpoint')).toBe(68);
    expect(await after.readPoint(`airboard:${fan.point.id}`)).toBe(true);
    // With their times, for a simulated room's response.
    const writes = after.writesOf('ahu-1/setpoint');
    expect(writes.map((w) => w.value)).toEqual([72, 68]);
    expect(writes[0]!.at).toBeLessThanOrEqual(writes[1]!.at);
    expect(writes[1]!.at).toBeGreaterThan(Date.now() - 60_000);
    // Restoring is not writing.
    expect(after.appliedWrites).toEqual([]);
  });

  it('keeps a value written since the system started', async () => {
    const after = new SimulatedBuildingSystem({ writeDelayMs: 0 });
    await after.writePoint('ahu-1/setpoint', 75);
    await restoreWrittenValues(t.handle, () => after);
    expect(await after.readPoint('ahu-1/setpoint')).toBe(75);
    expect(await after.readPoint(`airboard:${fan.point.id}`)).toBe(true);
  });

  it('leaves a real building system alone: it keeps its own values', async () => {
    const real: BuildingAutomationConnector = {
      readDevices: () => Promise.resolve([]),
      readPoint: () => Promise.resolve(null),
      writePoint: () => Promise.reject(new Error('not expected')),
    };
    expect(await restoreWrittenValues(t.handle, () => real)).toBe(0);
  });
});

describe('writtenValuesFollower', () => {
  it("gives another process's system the writes confirmed since, unless its own are newer", async () => {
    const other = new SimulatedBuildingSystem({ writeDelayMs: 0 });
    const follow = writtenValuesFollower(t.handle, () => other);
    // Written there before this process's writes were confirmed: the log's are newer, and follow.
    other.hold('ahu-1/setpoint', [{ value: 61, at: Date.now() - 3_600_000 }]);
    await follow();
    expect(await other.readPoint('ahu-1/setpoint')).toBe(68);
    expect(other.writesOf('ahu-1/setpoint').map((w) => w.value)).toEqual([61, 72, 68]);
    // Written there after: its own write stays.
    await other.writePoint(`airboard:${fan.point.id}`, false);
    await follow();
    expect(await other.readPoint(`airboard:${fan.point.id}`)).toBe(false);
    // Following again changes nothing.
    await follow();
    expect(other.writesOf('ahu-1/setpoint').map((w) => w.value)).toEqual([61, 72, 68]);
    // A write this process confirms later reaches it on the next look.
    await write(setpoint, 'numWrite', 70);
    await follow();
    expect(await other.readPoint('ahu-1/setpoint')).toBe(70);
    expect(other.writesOf('ahu-1/setpoint').map((w) => w.value)).toEqual([61, 72, 68, 70]);
  });
});
