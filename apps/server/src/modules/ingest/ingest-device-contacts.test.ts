/**
 * Connectivity from what devices send (issue 16): every good reading or event of a device, sent
 * through a site's gateway key by serial and channel or by point, notes its last contact and the
 * RSSI it reported; the flush writes them in one statement, and a newer stored contact is kept.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index';
import { DeviceContacts } from '../../telemetry/device-contacts';
import { useTelemetryApp } from '../../../test/fixtures/hooks';
import { createDeviceRow, createProductRow } from '../../../test/fixtures/devices';
import { createSensor, createSiteIngestKey, type Sensor } from '../../../test/fixtures/telemetry';

const contacts = new DeviceContacts();
const t = useTelemetryApp({ deviceContacts: contacts });
let key: string;
let sensor: Sensor;
let deviceId: string;
let silentId: string;

beforeAll(async () => {
  const { db } = t;
  const product = await createProductRow(db);
  const place = { projectId: t.project.id, productId: product.id, siteId: t.site.id };
  const device = await createDeviceRow(db, place, { serialNumber: 'MS-7001' });
  const silent = await createDeviceRow(db, place, { serialNumber: 'MS-7002', rssi: -70 });
  deviceId = device.id;
  silentId = silent.id;
  sensor = await createSensor(db, t.site.id, t.zone.id, { deviceId, channel: 'co2' });
  key = await createSiteIngestKey(db, t.site);
});

const ingest = (readings: object[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/ingest',
    headers: { 'x-ingest-key': key },
    payload: { readings },
  });

async function deviceRow(id: string) {
  const [row] = await t.db.select().from(s.devices).where(eq(s.devices.id, id));
  return row!;
}

describe('device contacts from ingestion', () => {
  it("notes a reading's device with its RSSI, and writes it at the flush", async () => {
    const before = Date.now();
    const res = await ingest([
      { serial: 'MS-7001', channel: 'co2', ts: before - 60_000, value: 650, rssi: -71 },
      { point: sensor.point.uuid, ts: before - 30_000, value: 660, rssi: -64 },
    ]);
    expect(res.statusCode).toBe(200);
    expect((await deviceRow(deviceId)).lastHeardFrom).toBeNull();

    expect(await contacts.flush(t.handle)).toBe(1);
    const row = await deviceRow(deviceId);
    expect(row.rssi).toBe(-64);
    expect(row.lastHeardFrom!.getTime()).toBeGreaterThanOrEqual(before - 1_000);
    // A device that sent nothing is untouched.
    expect(await deviceRow(silentId)).toMatchObject({ lastHeardFrom: null, rssi: -70 });
  });

  it('keeps the last RSSI when a message carries none, and notes nothing for a refused item', async () => {
    await ingest([{ serial: 'MS-7001', channel: 'co2', ts: Date.now(), value: 640 }]);
    await ingest([{ serial: 'MS-7002', channel: 'co2', ts: Date.now(), value: 640, rssi: -50 }]);
    expect(contacts.size).toBe(1);
    await contacts.flush(t.handle);
    expect((await deviceRow(deviceId)).rssi).toBe(-64);
    expect(await deviceRow(silentId)).toMatchObject({ lastHeardFrom: null, rssi: -70 });
  });

  it('refuses an RSSI no radio reports, by the contract', async () => {
    const res = await ingest([
      { serial: 'MS-7001', channel: 'co2', ts: Date.now(), value: 640, rssi: 12 },
    ]);
    expect(res.json()).toMatchObject({ stored: 0, rejected: [{ index: 0 }] });
    expect(contacts.size).toBe(0);
  });

  it('never moves a stored contact back, nor its RSSI, for an older note', async () => {
    const stored = await deviceRow(deviceId);
    contacts.record(deviceId, -90, stored.lastHeardFrom!.getTime() - 60_000);
    await contacts.flush(t.handle);
    expect(await deviceRow(deviceId)).toMatchObject({
      lastHeardFrom: stored.lastHeardFrom,
      rssi: stored.rssi,
    });
  });
});

describe('DeviceContacts', () => {
  it('keeps the newest contact and its RSSI; an older RSSI only until a newer one comes', async () => {
    const noted = new DeviceContacts();
    const now = Date.now();
    noted.record(silentId, null, now - 2_000);
    noted.record(silentId, -80, now - 3_000);
    expect(noted.size).toBe(1);
    await noted.flush(t.handle);
    expect(await deviceRow(silentId)).toMatchObject({
      lastHeardFrom: new Date(now - 2_000),
      rssi: -80,
    });

    noted.record(silentId, -60, now);
    noted.record(silentId, -99, now - 1_000);
    await noted.flush(t.handle);
    expect(await deviceRow(silentId)).toMatchObject({ lastHeardFrom: new Date(now), rssi: -60 });
  });
});
