/**
 * The BACnet poller against a simulated device over real UDP on loopback: a poll stores each
 * mapped point's present value through ingestion (a status as 1/0, a value outside its type's
 * possible range refused as HTTP ingestion refuses it), points that are not BACnet objects are
 * left alone, a device that is offline costs a warning and no readings, and the worker polls an
 * enabled site once in its interval, also when two processes share the database.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { BuildingSystems } from '../../bas/building-systems';
import { BacnetDeviceSimulator } from '../../bas/bacnet/device-simulator';
import { pointRef } from '../../bas/bacnet/points';
import * as s from '../../db/schema/index';
import { createSite } from '../../../test/fixtures/factories';
import { useStarted, useTelemetryDatabase } from '../../../test/fixtures/hooks';
import { createSensor, storedReadings, type Sensor } from '../../../test/fixtures/telemetry';
import { secondProcessHandle, usingPostgres } from '../../../test/fixtures/test-database';
import { pollSite, startBacnetPolling } from './bacnet-polling';
import { saveBacnetSettings } from './bacnet-settings.service';
import { simulatorSettings } from './demo-bacnet';

const devices = useStarted(
  async () => ({
    simulator: await BacnetDeviceSimulator.start([
      { instance: 6001, name: 'AHU-6', model: 'AHU', objectCount: 30 },
      { instance: 6002, name: 'AHU-7', model: 'AHU', objectCount: 30 },
    ]),
  }),
  async ({ simulator }) => simulator.stop(),
);
const t = useTelemetryDatabase();
const systems = new BuildingSystems();

/** The device's object of that name. */
const objectNamed = (instance: number, name: string) =>
  devices.simulator.device(instance).objects.find((o) => o.name === name)!;
const refOf = (instance: number, name: string) =>
  pointRef(instance, objectNamed(instance, name).ref);

const readingsOf = (seriesId: number) => storedReadings(t.rows, seriesId);

let co2: Sensor;
let fan: Sensor;
let otherCo2: Sensor;
let notBacnet: Sensor;
const site = () => ({ id: t.site.id, commanderLicenseId: null });
const system = () => systems.bacnetOf(site())!;

beforeAll(async () => {
  co2 = await createSensor(t.db, t.site.id, t.zone.id, { basRef: refOf(6001, 'AHU-6 RA-CO2') });
  fan = await createSensor(t.db, t.site.id, t.zone.id, {
    type: null,
    kind: 'Bool',
    measurementName: 'Supply fan',
    basRef: refOf(6001, 'AHU-6 SF-S'),
  });
  otherCo2 = await createSensor(t.db, t.site.id, t.zone.id, {
    measurementName: 'Zone CO2',
    basRef: refOf(6002, 'AHU-7 RA-CO2'),
  });
  notBacnet = await createSensor(t.db, t.site.id, t.zone.id, {
    measurementName: 'Demo CO2',
    basRef: 'demo:site/zone/co2',
  });
  await saveBacnetSettings(
    t.db,
    systems,
    { userId: null, projectId: t.project.id },
    t.site.id,
    simulatorSettings(devices.simulator, {
      apduTimeoutMs: 200,
      maxConcurrentRequests: 4,
      pollIntervalS: 3_600,
    }),
  );
});

describe('pollSite', () => {
  it('stores the present value of every mapped point, batched per device', async () => {
    devices.simulator.device(6001).setPresentValue(objectNamed(6001, 'AHU-6 RA-CO2').ref, 912);
    const log = { warn: vi.fn() };
    const now = Date.parse('2026-11-28T10:00:00Z');
    const result = await pollSite(t.handle, system(), t.site.id, log, now);
    expect(result).toEqual({ stored: 3, duplicates: 0, failedDevices: 0 });
    expect(log.warn).not.toHaveBeenCalled();
    expect(await readingsOf(co2.point.seriesId)).toEqual([{ ts: new Date(now), value: 912 }]);
    expect(await readingsOf(fan.point.seriesId)).toEqual([{ ts: new Date(now), value: 1 }]);
    expect(await readingsOf(otherCo2.point.seriesId)).toEqual([
      { ts: new Date(now), value: objectNamed(6002, 'AHU-7 RA-CO2').presentValue },
    ]);
    expect(await readingsOf(notBacnet.point.seriesId)).toEqual([]);
    // Through the ingestion service: the live state hears of the batch.
    const [queued] = await t.rows(
      z.object({ n: z.number() }),
      `SELECT count(*)::int AS n FROM live_state_queue`,
    );
    expect(queued!.n).toBeGreaterThan(0);
  });

  it('refuses a value outside the point type’s possible range, as ingestion does', async () => {
    devices.simulator.device(6001).setPresentValue(objectNamed(6001, 'AHU-6 RA-CO2').ref, 50_000);
    const log = { warn: vi.fn() };
    const now = Date.parse('2026-11-28T10:01:00Z');
    const result = await pollSite(t.handle, system(), t.site.id, log, now);
    expect(result.stored).toBe(2);
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ ref: co2.point.basRef, value: 50_000 }),
      'BACnet value not stored',
    );
    expect(await readingsOf(co2.point.seriesId)).toHaveLength(1);
  });

  it('stores nothing of a device that is offline, warns, and throws nothing', async () => {
    devices.simulator.device(6001).setPresentValue(objectNamed(6001, 'AHU-6 RA-CO2').ref, 700);
    const offline = devices.simulator.device(6002);
    offline.faults.offline = true;
    try {
      const log = { warn: vi.fn() };
      const now = Date.parse('2026-11-28T10:02:00Z');
      const result = await pollSite(t.handle, system(), t.site.id, log, now);
      expect(result).toMatchObject({ stored: 2, failedDevices: 1 });
      expect(log.warn).toHaveBeenCalledWith(
        expect.objectContaining({ siteId: t.site.id, deviceInstance: 6002 }),
        'BACnet device not read',
      );
      // Its reading of the polls before, none of this one.
      expect(await readingsOf(otherCo2.point.seriesId)).toHaveLength(2);
      expect(await readingsOf(fan.point.seriesId)).toHaveLength(3);
    } finally {
      offline.faults.offline = false;
    }
  });
});

describe('startBacnetPolling', () => {
  it('reads the enabled sites’ settings and polls each once in its interval', async () => {
    const fresh = new BuildingSystems();
    const polling = startBacnetPolling({
      database: t.handle,
      systems: fresh,
      log: { warn: vi.fn(), info: vi.fn() },
      tickMs: 50,
      cov: false,
    });
    try {
      await expect.poll(async () => (await readingsOf(fan.point.seriesId)).length).toBe(4);
      expect(fresh.bacnetSites().map((b) => b.siteId)).toEqual([t.site.id]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await readingsOf(fan.point.seriesId)).toHaveLength(4);
    } finally {
      await polling.stop();
      await fresh.close();
    }
  });

  it('forgets a site whose settings were switched off', async () => {
    await t.db
      .update(s.siteBacnetSettings)
      .set({ enabled: false })
      .where(eq(s.siteBacnetSettings.siteId, t.site.id));
    const polling = startBacnetPolling({
      database: t.handle,
      systems,
      log: { warn: vi.fn(), info: vi.fn() },
    });
    await polling.stop();
    expect(systems.bacnetOf(site())).toBeNull();
  });

  it.runIf(usingPostgres)('polls a site once in its interval when two processes run', async () => {
    const other = await createSite(t.db, t.project.id, { name: 'Annex' });
    const status = await createSensor(t.db, other.id, null, {
      type: null,
      kind: 'Bool',
      measurementName: 'Annex fan',
      basRef: refOf(6001, 'AHU-6 SF-S'),
    });
    await saveBacnetSettings(
      t.db,
      systems,
      { userId: null, projectId: t.project.id },
      other.id,
      simulatorSettings(devices.simulator, { apduTimeoutMs: 200, pollIntervalS: 3_600 }),
    );
    const second = await secondProcessHandle(t.database);
    const processes = [t.handle, second.handle].map((database) => {
      const own = new BuildingSystems();
      const polling = startBacnetPolling({
        database,
        systems: own,
        log: { warn: vi.fn(), info: vi.fn() },
        tickMs: 50,
        cov: false,
      });
      return { own, polling };
    });
    try {
      await expect.poll(async () => (await readingsOf(status.point.seriesId)).length).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await readingsOf(status.point.seriesId)).toHaveLength(1);
    } finally {
      for (const { own, polling } of processes) {
        await polling.stop();
        await own.close();
      }
      await second.release();
    }
  });
});
