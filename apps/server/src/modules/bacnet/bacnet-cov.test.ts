/**
 * Changes of value (issue 21) against a simulated device over real UDP on loopback: the poller
 * subscribes a BACnet site's mapped points and stores a change when it happens, long before the
 * next poll; the poll leaves subscribed points out; a subscription is renewed when due (one per
 * point, never a second), cancelled when its point is no longer mapped, and a device that does not
 * answer is polled until it does; with two processes on one PostgreSQL database only one holds
 * the subscriptions.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BuildingSystems } from '../../bas/building-systems';
import { BacnetDeviceSimulator } from '../../bas/bacnet/device-simulator';
import { pointRef } from '../../bas/bacnet/points';
import { useStarted, useTelemetryDatabase } from '../../../test/fixtures/hooks';
import { createSensor, storedReadings, type Sensor } from '../../../test/fixtures/telemetry';
import { secondProcessHandle, usingPostgres } from '../../../test/fixtures/test-database';
import { COV_LIFETIME_S, COV_RENEW_MARGIN_S, SiteCov } from './bacnet-cov';
import { pollSite, startBacnetPolling } from './bacnet-polling';
import { saveBacnetSettings } from './bacnet-settings.service';
import { simulatorSettings } from './demo-bacnet';

const devices = useStarted(
  async () => ({
    simulator: await BacnetDeviceSimulator.start([
      { instance: 6101, name: 'AHU-8', model: 'AHU', objectCount: 30 },
    ]),
  }),
  async ({ simulator }) => simulator.stop(),
);
const t = useTelemetryDatabase();
const systems = new BuildingSystems();

const device = () => devices.simulator.device(6101);
const objectNamed = (name: string) => device().objects.find((o) => o.name === name)!;
const refOf = (name: string) => pointRef(6101, objectNamed(name).ref);
const site = () => ({ id: t.site.id, commanderLicenseId: null });
const quiet = () => ({ warn: vi.fn(), info: vi.fn() });

const readingsOf = (seriesId: number) => storedReadings(t.rows, seriesId);

let co2: Sensor;
let supplyAir: Sensor;
beforeAll(async () => {
  co2 = await createSensor(t.db, t.site.id, t.zone.id, { basRef: refOf('AHU-8 RA-CO2') });
  supplyAir = await createSensor(t.db, t.site.id, t.zone.id, {
    type: null,
    measurementName: 'Supply air',
    basRef: refOf('AHU-8 SA-T'),
  });
  await saveBacnetSettings(
    t.db,
    systems,
    { userId: null, projectId: t.project.id },
    t.site.id,
    simulatorSettings(devices.simulator, { apduTimeoutMs: 200, pollIntervalS: 3_600 }),
  );
});

describe('COV through the poller', () => {
  it('stores a change when it happens, not at the next poll an hour later', async () => {
    const polling = startBacnetPolling({ database: t.handle, systems, log: quiet(), tickMs: 50 });
    try {
      await expect.poll(() => device().activeSubscriptions()).toBe(2);
      device().setPresentValue(objectNamed('AHU-8 RA-CO2').ref, 1111);
      await expect
        .poll(async () => (await readingsOf(co2.point.seriesId)).map((r) => r.value))
        .toContain(1111);
    } finally {
      await polling.stop();
    }
    // Stopping cancels them: the device forgets the subscriber.
    expect(device().activeSubscriptions()).toBe(0);
  });

  it('leaves the subscribed points out of the poll', async () => {
    const system = systems.bacnetOf(site())!;
    const now = Date.parse('2026-11-28T11:00:00Z');
    const before = (await readingsOf(co2.point.seriesId)).length;
    const result = await pollSite(
      t.handle,
      system,
      t.site.id,
      quiet(),
      now,
      new Set([refOf('AHU-8 RA-CO2')]),
    );
    expect(result.stored).toBe(1);
    expect(await readingsOf(co2.point.seriesId)).toHaveLength(before);
    const polled = await readingsOf(supplyAir.point.seriesId);
    expect(polled.map((r) => r.ts)).toContainEqual(new Date(now));
  });
});

describe('SiteCov', () => {
  it('renews a subscription when due, once per point, and cancels it when unmapped', async () => {
    let now = 0;
    const heard: unknown[] = [];
    const cov = new SiteCov(
      systems.bacnetOf(site())!,
      (_, value) => heard.push(value),
      quiet(),
      () => now,
    );
    const ref = refOf('AHU-8 RA-CO2');
    await cov.refresh([ref]);
    expect([...cov.covered()]).toEqual([ref]);
    expect(device().activeSubscriptions()).toBe(1);

    now += (COV_LIFETIME_S - COV_RENEW_MARGIN_S) * 1000;
    await cov.refresh([ref]);
    expect(device().activeSubscriptions()).toBe(1);
    device().setPresentValue(objectNamed('AHU-8 RA-CO2').ref, 777);
    await expect.poll(() => heard.at(-1)).toBe(777);

    await cov.refresh([]);
    expect(cov.covered().size).toBe(0);
    expect(device().activeSubscriptions()).toBe(0);
  });

  it('polls the points of a device that does not answer, and subscribes them once it does', async () => {
    const log = quiet();
    const cov = new SiteCov(systems.bacnetOf(site())!, () => undefined, log);
    const ref = refOf('AHU-8 SA-T');
    device().faults.offline = true;
    try {
      await cov.refresh([ref]);
      expect(cov.covered().size).toBe(0);
      expect(log.warn).toHaveBeenCalledWith(
        expect.objectContaining({ ref }),
        'BACnet COV subscription not answered; polled meanwhile',
      );
    } finally {
      device().faults.offline = false;
    }
    await cov.refresh([ref]);
    expect([...cov.covered()]).toEqual([ref]);
    await cov.close();
    expect(device().activeSubscriptions()).toBe(0);
  });
});

describe.runIf(usingPostgres)('two processes', () => {
  it('subscribe the points once: one process holds them', async () => {
    const second = await secondProcessHandle(t.database);
    const processes = [t.handle, second.handle].map((database) => {
      const own = new BuildingSystems();
      return {
        own,
        polling: startBacnetPolling({ database, systems: own, log: quiet(), tickMs: 50 }),
      };
    });
    try {
      await expect.poll(() => device().activeSubscriptions()).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(device().activeSubscriptions()).toBe(2);
    } finally {
      for (const { own, polling } of processes) {
        await polling.stop();
        await own.close();
      }
      await second.release();
    }
  });
});
