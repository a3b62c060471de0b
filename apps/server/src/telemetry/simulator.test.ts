/**
 * The simulated kits' devices (issue 16 item 8): once an installer has onboarded a sensor of a
 * simulated kit (its channel points made in a zone), each report stores a reading of every channel
 * through ingestion and notes the sensor as heard with a steady RSSI; the kit's hub is heard once
 * its site is set. Devices of real kits, and ones not yet in place, get nothing.
 */
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { newObjectId, newPublicId } from '../db/ids';
import * as s from '../db/schema/index';
import { pointTypeCatalogue } from '../db/seed/point-type-catalogue';
import { createDeviceRow, createProductRow } from '../../test/fixtures/devices';
import { useTelemetryDatabase } from '../../test/fixtures/hooks';
import { createSensor } from '../../test/fixtures/telemetry';
import { DeviceContacts } from './device-contacts';
import { KIT_DEVICE_REPORT_MS, simulateKitDevices, simulatedRssi } from './simulator';

const t = useTelemetryDatabase();
type DeviceRow = typeof s.devices.$inferSelect;
/** The simulated kit's hub and onboarded sensor, and its sensor still in the box. */
let hub: DeviceRow;
let sensor: DeviceRow;
let boxed: DeviceRow;
/** A hub of a simulated kit whose site is not set yet, and a real kit's onboarded sensor. */
let hubWithoutSite: DeviceRow;
let realSensor: DeviceRow;
let sensorSeries: number[];
let realSeries: number[];

/** A kit of the project; its id. */
async function createKit(values: { simulated: boolean; siteId: string | null }) {
  const id = newObjectId();
  await t.db
    .insert(s.kits)
    .values({ id, onboardingToken: newPublicId(), projectId: t.project.id, ...values });
  return id;
}

/** The sensor in place, as onboarding leaves it: in the zone, with a point per channel. */
async function onboard(device: DeviceRow): Promise<number[]> {
  await t.db
    .update(s.devices)
    .set({ siteId: t.site.id, zoneId: t.zone.id, onboarded: true })
    .where(eq(s.devices.id, device.id));
  const made = await Promise.all(
    [
      ['co2', 'cO2Sensor'],
      ['humidity', 'humiditySensor'],
    ].map(([channel, type]) =>
      createSensor(t.db, t.site.id, t.zone.id, {
        deviceId: device.id,
        channel,
        type,
        measurementName: `${device.name} ${channel}`,
      }),
    ),
  );
  return made.map((m) => m.point.seriesId);
}

beforeAll(async () => {
  await t.db
    .insert(s.pointTypes)
    .values(pointTypeCatalogue.filter((p) => p.type === 'humiditySensor'));
  const sensorProduct = await createProductRow(t.db, {
    channels: { co2: 'cO2Sensor', humidity: 'humiditySensor' },
  });
  const hubProduct = await createProductRow(t.db, { name: 'hub', type: 'hub' });
  const place = { projectId: t.project.id };
  const simulated = await createKit({ simulated: true, siteId: t.site.id });
  const unsited = await createKit({ simulated: true, siteId: null });
  const real = await createKit({ simulated: false, siteId: t.site.id });
  hub = await createDeviceRow(t.db, { ...place, productId: hubProduct.id }, { kitId: simulated });
  sensor = await createDeviceRow(
    t.db,
    { ...place, productId: sensorProduct.id },
    { kitId: simulated, serialNumber: 'KIT-MS-9002' },
  );
  boxed = await createDeviceRow(
    t.db,
    { ...place, productId: sensorProduct.id },
    { kitId: simulated },
  );
  hubWithoutSite = await createDeviceRow(
    t.db,
    { ...place, productId: hubProduct.id },
    { kitId: unsited },
  );
  realSensor = await createDeviceRow(
    t.db,
    { ...place, productId: sensorProduct.id },
    { kitId: real },
  );
  sensorSeries = await onboard(sensor);
  realSeries = await onboard(realSensor);
});

const readingsOf = (series: number[]) =>
  t.db.select().from(s.readings).where(inArray(s.readings.seriesId, series));
async function contactOf(device: DeviceRow) {
  const [row] = await t.db
    .select({ at: s.devices.lastHeardFrom, rssi: s.devices.rssi })
    .from(s.devices)
    .where(eq(s.devices.id, device.id));
  return row!;
}

describe('a simulated kit’s devices', () => {
  it('report a plausible reading of each channel of an onboarded sensor, through ingestion', async () => {
    const now = Date.parse('2026-11-20T15:02:07Z');
    const contacts = new DeviceContacts();
    const report = await simulateKitDevices(t.handle, contacts, now);
    expect(report).toEqual({ stored: 2, duplicates: 0, heard: 2 });

    const tick = new Date(Math.floor(now / KIT_DEVICE_REPORT_MS) * KIT_DEVICE_REPORT_MS);
    const stored = await readingsOf(sensorSeries);
    expect(stored.map((r) => [r.seriesId, r.ts])).toEqual(
      expect.arrayContaining(sensorSeries.map((seriesId) => [seriesId, tick])),
    );
    const [co2, humidity] = sensorSeries.map((id) => stored.find((r) => r.seriesId === id)!.value);
    expect(co2).toBeGreaterThanOrEqual(400);
    expect(co2).toBeLessThan(2000);
    expect(humidity).toBeGreaterThan(5);
    expect(humidity).toBeLessThan(95);
    expect(await readingsOf(realSeries)).toEqual([]);

    // Within the same report period nothing is stored twice.
    const again = await simulateKitDevices(t.handle, contacts, now + 1000);
    expect(again).toEqual({ stored: 0, duplicates: 2, heard: 2 });
  });

  it('note the sensor and the sited hub as heard with a steady RSSI; nothing else', async () => {
    const now = Date.parse('2026-11-20T15:03:00Z');
    const contacts = new DeviceContacts();
    await simulateKitDevices(t.handle, contacts, now);
    expect(await contacts.flush(t.handle)).toBe(2);

    const rssi = simulatedRssi(sensor.serialNumber);
    expect(rssi).toBeGreaterThanOrEqual(-75);
    expect(rssi).toBeLessThanOrEqual(-50);
    expect(await contactOf(sensor)).toEqual({ at: new Date(now), rssi });
    expect(await contactOf(hub)).toEqual({
      at: new Date(now),
      rssi: simulatedRssi(hub.serialNumber),
    });
    for (const silent of [boxed, hubWithoutSite, realSensor]) {
      expect(await contactOf(silent)).toEqual({ at: null, rssi: null });
    }
    // The same device reports the same strength every time.
    await simulateKitDevices(t.handle, contacts, now + KIT_DEVICE_REPORT_MS);
    await contacts.flush(t.handle);
    expect((await contactOf(sensor)).rssi).toBe(rssi);
  });
});
