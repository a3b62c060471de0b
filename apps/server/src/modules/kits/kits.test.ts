/**
 * The admin side of kits (issue 16 item 5): a project's admins (and superAdmins) register a kit
 * of devices by serial number and get its onboarding link, list the project's kits with status
 * and device counts, and revoke or re-issue a link — members get 403, another project's admin
 * and unknown ids 404, anonymous callers 401. A serial number is one device's: repeated or known
 * already, the kit is refused with 409 and nothing is stored.
 */
import { and, count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminKitResponse, productsResponse, projectKitsResponse } from '@airboard/shared/api';
import { isKitLinkOpen, KIT_LINK_GRACE_MS, KIT_MAX_DEVICES } from '@airboard/shared/rules';
import * as s from '../../db/schema/index';
import { createProductRow } from '../../../test/fixtures/devices';
import { createSession, createUser } from '../../../test/fixtures/factories';
import { useTestApp } from '../../../test/fixtures/hooks';
import { createMonitoringFixture, type MonitoringFixture } from '../../../test/fixtures/monitoring';

const PUBLIC_URL = 'https://kits.example';
const t = useTestApp({ config: { PUBLIC_URL } });
let f: MonitoringFixture;
let superAdminToken: string;
let sensor: typeof s.products.$inferSelect;
let otherSensor: typeof s.products.$inferSelect;
let hub: typeof s.products.$inferSelect;

beforeAll(async () => {
  f = await createMonitoringFixture(t.db);
  const superAdmin = await createUser(t.db, { projectIds: [f.project.id], role: 'superAdmin' });
  superAdminToken = await createSession(t.db, superAdmin.id, f.project.id);
  sensor = await createProductRow(t.db, { name: 'AB-MS-6', friendlyModelName: 'Multi-Sensor' });
  otherSensor = await createProductRow(t.db, { name: 'AB-CO2-1', friendlyModelName: 'CO2 Sensor' });
  hub = await createProductRow(t.db, { name: 'AB-HUB-1', friendlyModelName: 'Hub', type: 'hub' });
});

const call = (method: InjectOptions['method'], url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const list = (token?: string, projectId = f.project.id) =>
  call('GET', `/api/projects/${projectId}/kits`, token);
const register = (body: object, token = f.tokens.admin, projectId = f.project.id) =>
  call('POST', `/api/projects/${projectId}/kits`, token, body);
const devicesOf = (...list: [string, { id: string }][]) => ({
  devices: list.map(([serialNumber, product]) => ({ serialNumber, productId: product.id })),
});
const errorOf = (res: { json: <T>() => T }) => res.json<{ errorMessage: string }>().errorMessage;

/** Registers a kit as the admin; the kit as answered. */
async function registered(...list: [string, { id: string }][]) {
  const res = await register(devicesOf(...list));
  expect(res.statusCode, res.body).toBe(200);
  return adminKitResponse.parse(res.json()).results;
}

async function storedKit(id: string) {
  const [row] = await t.db.select().from(s.kits).where(eq(s.kits.id, id));
  return row!;
}
async function stored() {
  const [kits] = await t.db.select({ n: count() }).from(s.kits);
  const [devices] = await t.db.select({ n: count() }).from(s.devices);
  return { kits: kits!.n, devices: devices!.n };
}
const auditOf = (kitId: string, action: string) =>
  t.db
    .select()
    .from(s.auditLog)
    .where(and(eq(s.auditLog.objectId, kitId), eq(s.auditLog.action, action)));

describe('the product catalogue', () => {
  it('lists the products by model name for any signed-in user, not for anonymous callers', async () => {
    const res = await call('GET', '/api/products', f.tokens.member);
    expect(res.statusCode, res.body).toBe(200);
    expect(productsResponse.parse(res.json()).results).toEqual([
      { objectId: otherSensor.id, name: 'AB-CO2-1', modelName: 'CO2 Sensor', type: 'sensor' },
      { objectId: hub.id, name: 'AB-HUB-1', modelName: 'Hub', type: 'hub' },
      { objectId: sensor.id, name: 'AB-MS-6', modelName: 'Multi-Sensor', type: 'sensor' },
    ]);
    expect((await call('GET', '/api/products')).statusCode).toBe(401);
  });
});

describe('registering a kit', () => {
  it('stores the kit and its devices and answers its onboarding link of 128 random bits', async () => {
    const kit = await registered(['HUB-1', hub], ['  MS-1  ', sensor], ['MS-2', sensor]);
    expect(kit).toMatchObject({
      product: { objectId: sensor.id, name: 'Multi-Sensor' },
      site: null,
      status: 'not_started',
      devices: { total: 3, onboarded: 0 },
      revokedAt: null,
      completedAt: null,
      expiresAt: null,
    });
    expect(kit.linkId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(kit.link).toBe(`${PUBLIC_URL}/konboarding/${kit.linkId}`);
    expect(await storedKit(kit.objectId)).toMatchObject({
      projectId: f.project.id,
      productId: sensor.id,
      onboardingToken: kit.linkId,
      simulated: false,
    });
    const devices = await t.db
      .select()
      .from(s.devices)
      .where(eq(s.devices.kitId, kit.objectId))
      .orderBy(s.devices.serialNumber);
    expect(devices.map((d) => [d.serialNumber, d.name, d.productId])).toEqual([
      ['HUB-1', 'Hub HUB-1', hub.id],
      ['MS-1', 'Multi-Sensor MS-1', sensor.id],
      ['MS-2', 'Multi-Sensor MS-2', sensor.id],
    ]);
    for (const device of devices) {
      expect(device).toMatchObject({ projectId: f.project.id, siteId: null, onboarded: false });
      expect(device.onboardingToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
    }
    expect(new Set(devices.map((d) => d.onboardingToken)).size).toBe(3);
    // Each device's own link, for putting one device in by itself (002 §2 /do/{id}), hub first.
    expect(kit.deviceLinks).toEqual(
      devices.map((d) => ({
        objectId: d.id,
        name: d.name,
        serialNumber: d.serialNumber,
        type: d.productId === hub.id ? 'hub' : 'sensor',
        onboarded: false,
        link: `${PUBLIC_URL}/do/${d.onboardingToken}`,
      })),
    );
    const audit = await auditOf(kit.objectId, 'kit.register');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      userId: f.admin.id,
      projectId: f.project.id,
      objectType: 'kit',
      newValue: { productId: sensor.id, serialNumbers: ['HUB-1', 'MS-1', 'MS-2'] },
    });
  });

  it("is of its first sensor's product when they differ, of the hub's when it holds only hubs", async () => {
    const mixed = await registered(['HUB-2', hub], ['CO2-1', otherSensor], ['MS-3', sensor]);
    expect(mixed.product).toEqual({ objectId: otherSensor.id, name: 'CO2 Sensor' });
    const hubs = await registered(['HUB-3', hub]);
    expect(hubs.product).toEqual({ objectId: hub.id, name: 'Hub' });
  });

  it('refuses an empty kit, too many devices, a blank serial and an unknown product with 400', async () => {
    const before = await stored();
    const tooMany = Array.from({ length: KIT_MAX_DEVICES + 1 }, (_, i) => [`MANY-${i}`, sensor]);
    for (const body of [
      { devices: [] },
      devicesOf(...(tooMany as [string, { id: string }][])),
      devicesOf(['   ', sensor]),
      devicesOf(['', sensor]),
      {},
    ]) {
      const res = await register(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const unknown = await register(devicesOf(['NEW-1', sensor], ['NEW-2', { id: 'no-product' }]));
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown)).toBe('body.devices.1.productId: no such product');
    expect(await stored()).toEqual(before);
  });

  it('refuses serial numbers listed twice or registered already with 409 naming them, storing nothing', async () => {
    await registered(['TAKEN-1', sensor], ['TAKEN-2', sensor]);
    const before = await stored();
    const twice = await register(devicesOf(['NEW-3', sensor], ['NEW-4', sensor], ['NEW-3', hub]));
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice)).toBe('Serial numbers listed twice: NEW-3');
    const known = await register(
      devicesOf(['NEW-5', hub], ['TAKEN-2', sensor], ['NEW-6', sensor], ['TAKEN-1', sensor]),
    );
    expect(known.statusCode).toBe(409);
    expect(errorOf(known)).toBe('Serial numbers already registered: TAKEN-2, TAKEN-1');
    expect(await stored()).toEqual(before);
    const [fresh] = await t.db.select().from(s.devices).where(eq(s.devices.serialNumber, 'NEW-5'));
    expect(fresh).toBeUndefined();
  });

  it('refuses a member with 403, another project with 404 and an anonymous caller with 401', async () => {
    const before = await stored();
    const body = devicesOf(['REFUSED-1', sensor]);
    expect((await register(body, f.tokens.member)).statusCode).toBe(403);
    expect((await register(body, f.tokens.outsider)).statusCode).toBe(404);
    expect((await register(body, f.tokens.admin, f.other.id)).statusCode).toBe(404);
    expect((await register(body, f.tokens.admin, 'no-such-project')).statusCode).toBe(404);
    expect((await register(body, '')).statusCode).toBe(401);
    expect(await stored()).toEqual(before);
  });
});

describe("the project's kits", () => {
  it('lists them newest first with their site, status and devices onboarded', async () => {
    const older = await registered(['LIST-HUB', hub], ['LIST-MS-1', sensor], ['LIST-MS-2', sensor]);
    const newer = await registered(['LIST-MS-3', sensor]);
    // The installer named the site and onboarded one sensor.
    await t.db.update(s.kits).set({ siteId: f.site.id }).where(eq(s.kits.id, older.objectId));
    await t.db
      .update(s.devices)
      .set({ onboarded: true })
      .where(eq(s.devices.serialNumber, 'LIST-MS-1'));

    const res = await list(f.tokens.admin);
    expect(res.statusCode, res.body).toBe(200);
    const { results } = projectKitsResponse.parse(res.json());
    expect(results.slice(0, 2).map((k) => k.objectId)).toEqual([newer.objectId, older.objectId]);
    expect(results[1]).toMatchObject({
      site: { objectId: f.site.id, name: 'Lincoln Elementary' },
      status: 'in_progress',
      devices: { total: 3, onboarded: 1 },
    });
    const times = results.map((k) => Date.parse(k.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('shows a finished kit as done, its link open for the grace period', async () => {
    const kit = await registered(['DONE-1', sensor]);
    const completedAt = new Date('2026-03-01T12:00:00Z');
    await t.db.update(s.kits).set({ completedAt }).where(eq(s.kits.id, kit.objectId));
    const listed = projectKitsResponse
      .parse((await list(superAdminToken)).json())
      .results.find((k) => k.objectId === kit.objectId);
    expect(listed).toMatchObject({
      status: 'done',
      completedAt: completedAt.toISOString(),
      expiresAt: new Date(completedAt.getTime() + KIT_LINK_GRACE_MS).toISOString(),
    });
  });

  it("does not list another project's kits", async () => {
    const outsiderKit = await register(
      devicesOf(['FOREIGN-1', sensor]),
      f.tokens.outsider,
      f.other.id,
    );
    expect(outsiderKit.statusCode).toBe(200);
    const { objectId } = adminKitResponse.parse(outsiderKit.json()).results;
    const ids = projectKitsResponse.parse((await list(f.tokens.admin)).json()).results;
    expect(ids.map((k) => k.objectId)).not.toContain(objectId);
  });

  it('refuses a member with 403, another project with 404 and an anonymous caller with 401', async () => {
    expect((await list(f.tokens.member)).statusCode).toBe(403);
    expect((await list(f.tokens.outsider)).statusCode).toBe(404);
    expect((await list(f.tokens.admin, f.other.id)).statusCode).toBe(404);
    expect((await list()).statusCode).toBe(401);
  });
});

describe('revoking and re-issuing a link', () => {
  it('revokes: the link is closed at once, and revoking again keeps the first time', async () => {
    const kit = await registered(['REVOKE-1', sensor]);
    const res = await call('POST', `/api/kits/${kit.objectId}/revoke`, f.tokens.admin);
    expect(res.statusCode, res.body).toBe(200);
    const revoked = adminKitResponse.parse(res.json()).results;
    expect(revoked).toMatchObject({ objectId: kit.objectId, linkId: kit.linkId });
    expect(revoked.revokedAt).not.toBeNull();
    const row = await storedKit(kit.objectId);
    expect(row.revokedAt?.toISOString()).toBe(revoked.revokedAt);
    expect(
      isKitLinkOpen({ revokedAt: row.revokedAt!.getTime(), completedAt: null }, Date.now()),
    ).toBe(false);

    const again = await call('POST', `/api/kits/${kit.objectId}/revoke`, f.tokens.admin);
    expect(adminKitResponse.parse(again.json()).results.revokedAt).toBe(revoked.revokedAt);
    expect(await auditOf(kit.objectId, 'kit.revoke')).toHaveLength(2);
  });

  it('re-issues: a new link id, open again; the old id is no kit any more', async () => {
    const kit = await registered(['REISSUE-1', sensor]);
    await call('POST', `/api/kits/${kit.objectId}/revoke`, f.tokens.admin);
    const res = await call('POST', `/api/kits/${kit.objectId}/reissue`, superAdminToken);
    expect(res.statusCode, res.body).toBe(200);
    const reissued = adminKitResponse.parse(res.json()).results;
    expect(reissued.linkId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(reissued.linkId).not.toBe(kit.linkId);
    expect(reissued).toMatchObject({
      revokedAt: null,
      link: `${PUBLIC_URL}/konboarding/${reissued.linkId}`,
    });
    expect(await storedKit(kit.objectId)).toMatchObject({
      onboardingToken: reissued.linkId,
      revokedAt: null,
    });
    const old = await t.db.select().from(s.kits).where(eq(s.kits.onboardingToken, kit.linkId));
    expect(old).toEqual([]);
    const [audit] = await auditOf(kit.objectId, 'kit.reissue');
    expect(audit).toMatchObject({ projectId: f.project.id, objectType: 'kit' });
    expect(JSON.stringify(audit)).not.toContain(reissued.linkId);
  });

  it('refuses a member with 403, another project’s kit and unknown ids with 404, anonymous with 401', async () => {
    const kit = await registered(['GUARDED-1', sensor]);
    for (const action of ['revoke', 'reissue']) {
      const url = `/api/kits/${kit.objectId}/${action}`;
      expect((await call('POST', url, f.tokens.member)).statusCode).toBe(403);
      expect((await call('POST', url, f.tokens.outsider)).statusCode).toBe(404);
      expect(
        (await call('POST', `/api/kits/no-such-kit/${action}`, f.tokens.admin)).statusCode,
      ).toBe(404);
      expect((await call('POST', url)).statusCode).toBe(401);
    }
    expect(await storedKit(kit.objectId)).toMatchObject({
      onboardingToken: kit.linkId,
      revokedAt: null,
    });
  });
});
