/**
 * The device list and rename (issue 16 item 1, spec 002 §4 Connected status, §5 'Device edit:
 * only the name may change'): the site's admins see its devices with model, zone, RSSI and
 * whether each was heard within the hour — members get 403, another project's admin 404,
 * anonymous callers 401 — and may rename a device, and nothing else about it.
 */
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { deviceResponse, siteDevicesResponse } from '@airboard/shared/api';
import { DEVICE_CONNECTED_WINDOW_MS } from '@airboard/shared/rules';
import * as s from '../../db/schema/index';
import { createDeviceRow, createProductRow } from '../../../test/fixtures/devices';
import { createSession, createUser } from '../../../test/fixtures/factories';
import { useTestApp } from '../../../test/fixtures/hooks';
import { createMonitoringFixture, type MonitoringFixture } from '../../../test/fixtures/monitoring';

const t = useTestApp();
let f: MonitoringFixture;
let superAdminToken: string;
let product: typeof s.products.$inferSelect;
let hub: typeof s.products.$inferSelect;
/** Heard a minute inside the hour, a minute outside it, and never. */
let fresh: typeof s.devices.$inferSelect;
let stale: typeof s.devices.$inferSelect;
let silent: typeof s.devices.$inferSelect;
let foreign: typeof s.devices.$inferSelect;

const MINUTE = 60_000;

beforeAll(async () => {
  f = await createMonitoringFixture(t.db);
  const superAdmin = await createUser(t.db, { projectIds: [f.project.id], role: 'superAdmin' });
  superAdminToken = await createSession(t.db, superAdmin.id, f.project.id);
  product = await createProductRow(t.db, { friendlyModelName: 'AQ Sensor Pro' });
  hub = await createProductRow(t.db, { name: 'hub-v1', friendlyModelName: 'Hub', type: 'hub' });
  const place = { projectId: f.project.id, siteId: f.site.id, productId: product.id };
  fresh = await createDeviceRow(t.db, place, {
    name: 'Gym sensor',
    zoneId: f.zones.gym.id,
    rssi: -72,
    onboarded: true,
    metadata: { firmware: '1.4.2' },
  });
  stale = await createDeviceRow(t.db, place, { name: 'Attic sensor', rssi: -91 });
  silent = await createDeviceRow(t.db, { ...place, productId: hub.id }, { name: 'Basement hub' });
  // Another site of the project, and another project's device on its own site.
  await createDeviceRow(t.db, { ...place, siteId: f.secondSite.id }, { name: 'Annex sensor' });
  foreign = await createDeviceRow(
    t.db,
    { projectId: f.other.id, siteId: f.otherSite.id, productId: product.id },
    { name: 'Library sensor' },
  );
});

/** Sets when each device was last heard from, relative to now (as ingestion would). */
async function heard(device: { id: string }, agoMs: number | null) {
  await t.db
    .update(s.devices)
    .set({ lastHeardFrom: agoMs === null ? null : new Date(Date.now() - agoMs) })
    .where(eq(s.devices.id, device.id));
}

const call = (method: InjectOptions['method'], url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const list = (token?: string, siteId = f.site.id) =>
  call('GET', `/api/sites/${siteId}/devices`, token);
/** Renames as the admin unless told; null: anonymously. */
const rename = (deviceId: string, body: object, token: string | null = f.tokens.admin) =>
  call('POST', `/api/devices/${deviceId}`, token ?? undefined, body);

async function storedDevice(id: string) {
  const [row] = await t.db.select().from(s.devices).where(eq(s.devices.id, id));
  return row!;
}

describe('the device list', () => {
  it("lists the site's devices by name with model, type, zone, RSSI and connected status", async () => {
    await heard(fresh, DEVICE_CONNECTED_WINDOW_MS - MINUTE);
    await heard(stale, DEVICE_CONNECTED_WINDOW_MS + MINUTE);
    await heard(silent, null);
    const res = await list(f.tokens.admin);
    expect(res.statusCode, res.body).toBe(200);
    const { results } = siteDevicesResponse.parse(res.json());
    expect(results.map((d) => d.name)).toEqual(['Attic sensor', 'Basement hub', 'Gym sensor']);
    const [attic, basement, gym] = results;
    expect(gym).toEqual({
      objectId: fresh.id,
      name: 'Gym sensor',
      modelName: 'AQ Sensor Pro',
      type: 'sensor',
      serialNumber: fresh.serialNumber,
      rssi: -72,
      zone: { objectId: f.zones.gym.id, name: 'Gymnasium' },
      lastHeardFrom: expect.any(String) as string,
      connected: true,
      onboarded: true,
      metadata: { firmware: '1.4.2' },
    });
    expect(Date.now() - Date.parse(gym!.lastHeardFrom!)).toBeGreaterThanOrEqual(
      DEVICE_CONNECTED_WINDOW_MS - MINUTE,
    );
    expect(attic).toMatchObject({ rssi: -91, zone: null, connected: false, onboarded: false });
    expect(attic!.lastHeardFrom).not.toBeNull();
    expect(basement).toMatchObject({
      type: 'hub',
      modelName: 'Hub',
      rssi: null,
      lastHeardFrom: null,
      connected: false,
      metadata: {},
    });
  });

  it('turns a device disconnected once the hour since it was last heard has passed', async () => {
    await heard(fresh, DEVICE_CONNECTED_WINDOW_MS + 1000);
    const after = siteDevicesResponse.parse((await list(f.tokens.admin)).json()).results;
    expect(after.find((d) => d.objectId === fresh.id)?.connected).toBe(false);
    await heard(fresh, DEVICE_CONNECTED_WINDOW_MS - 1000);
    const before = siteDevicesResponse.parse((await list(f.tokens.admin)).json()).results;
    expect(before.find((d) => d.objectId === fresh.id)?.connected).toBe(true);
  });

  it('answers a superAdmin too', async () => {
    const res = await list(superAdminToken);
    expect(res.statusCode).toBe(200);
    expect(siteDevicesResponse.parse(res.json()).results).toHaveLength(3);
  });

  it('refuses a member with 403, another project’s admin with 404, an anonymous caller with 401', async () => {
    expect((await list(f.tokens.member)).statusCode).toBe(403);
    expect((await list(f.tokens.outsider)).statusCode).toBe(404);
    expect((await list(f.tokens.admin, f.otherSite.id)).statusCode).toBe(404);
    expect((await list(f.tokens.admin, 'no-such-site')).statusCode).toBe(404);
    expect((await list()).statusCode).toBe(401);
  });
});

describe('renaming a device', () => {
  it('saves the trimmed name, answers the device and records the change', async () => {
    const res = await rename(stale.id, { deviceName: '  Loft sensor  ' });
    expect(res.statusCode, res.body).toBe(200);
    const { results } = deviceResponse.parse(res.json());
    expect(results).toMatchObject({
      objectId: stale.id,
      name: 'Loft sensor',
      modelName: 'AQ Sensor Pro',
      serialNumber: stale.serialNumber,
      rssi: -91,
    });
    expect((await storedDevice(stale.id)).name).toBe('Loft sensor');
    const audit = await t.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.action, 'device.rename'), eq(s.auditLog.objectId, stale.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      projectId: f.project.id,
      objectType: 'device',
      oldValue: { name: 'Attic sensor' },
      newValue: { name: 'Loft sensor' },
    });
  });

  it('refuses a body with any other field with 400 and changes nothing', async () => {
    const before = await storedDevice(fresh.id);
    for (const body of [
      { deviceName: 'Hacked', serialNumber: 'SN-EVIL' },
      { deviceName: 'Hacked', zoneId: null },
      { deviceName: 'Hacked', metadata: { firmware: '0' } },
      { serialNumber: 'SN-EVIL' },
    ]) {
      const res = await rename(fresh.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await storedDevice(fresh.id)).toEqual(before);
  });

  it('refuses an empty or blank name with 400', async () => {
    const before = await storedDevice(fresh.id);
    expect((await rename(fresh.id, { deviceName: '' })).statusCode).toBe(400);
    expect((await rename(fresh.id, { deviceName: '   ' })).statusCode).toBe(400);
    expect((await rename(fresh.id, {})).statusCode).toBe(400);
    expect(await storedDevice(fresh.id)).toEqual(before);
  });

  it('refuses a member with 403, another project’s device with 404, an anonymous caller with 401', async () => {
    expect((await rename(fresh.id, { deviceName: 'X' }, f.tokens.member)).statusCode).toBe(403);
    expect((await rename(fresh.id, { deviceName: 'X' }, f.tokens.outsider)).statusCode).toBe(404);
    expect((await rename(foreign.id, { deviceName: 'X' })).statusCode).toBe(404);
    expect((await rename('no-such-device', { deviceName: 'X' })).statusCode).toBe(404);
    expect((await rename(fresh.id, { deviceName: 'X' }, null)).statusCode).toBe(401);
    expect((await storedDevice(fresh.id)).name).toBe('Gym sensor');
    expect((await storedDevice(foreign.id)).name).toBe('Library sensor');
  });

  it('lets a superAdmin rename', async () => {
    const res = await rename(silent.id, { deviceName: 'Cellar hub' }, superAdminToken);
    expect(res.statusCode).toBe(200);
    expect((await storedDevice(silent.id)).name).toBe('Cellar hub');
  });
});
