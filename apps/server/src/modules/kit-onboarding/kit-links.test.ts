/**
 * What the installer's links read, without a sign-in (issue 16): a kit's link shows its kit and
 * its devices (hub first, then by serial number) while it is open, through the grace period after
 * completion too; a revoked, expired, random or malformed link is the one 404. A device's link
 * shows the device and its project's sites; a device's objectId shows it to the admins of its
 * project only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deviceLookupResponse, kitDevicesResponse, publicKitResponse } from '@airboard/shared/api';
import { KIT_LINK_GRACE_MS } from '@airboard/shared/rules';
import { newObjectId, newPublicId } from '../../db/ids';
import { get } from '../../../test/fixtures/accounts';
import { useTestApp } from '../../../test/fixtures/hooks';
import {
  createKitProducts,
  createTestKit,
  type KitProducts,
  type TestKit,
} from '../../../test/fixtures/kits';
import { createMonitoringFixture, type MonitoringFixture } from '../../../test/fixtures/monitoring';
import { LINK_NOT_FOUND } from './onboarding-links';

const t = useTestApp();
let f: MonitoringFixture;
let products: KitProducts;
let open: TestKit;
let revoked: TestKit;
let expired: TestKit;
let graced: TestKit;
const MINUTE = 60_000;

beforeAll(async () => {
  f = await createMonitoringFixture(t.db);
  products = await createKitProducts(t.db);
  open = await createTestKit(t.db, f.project.id, products);
  revoked = await createTestKit(t.db, f.project.id, products, { revokedAt: new Date() });
  const finished = (ago: number) => ({
    siteId: f.site.id,
    completedAt: new Date(Date.now() - ago),
  });
  expired = await createTestKit(t.db, f.project.id, products, finished(KIT_LINK_GRACE_MS + MINUTE));
  graced = await createTestKit(t.db, f.project.id, products, finished(KIT_LINK_GRACE_MS - MINUTE));
});

const kitOf = (link: string) => get(t.app, `/api/kits/${encodeURIComponent(link)}`);
const devicesOf = (link: string) => get(t.app, `/api/kits/${encodeURIComponent(link)}/devices`);
const deviceBy = (id: string, token?: string) =>
  get(t.app, `/api/devices/${encodeURIComponent(id)}`, token);

describe('a kit link', () => {
  it('shows an open kit: its product and project, no site yet, not started, no expiry', async () => {
    const res = await kitOf(open.link);
    expect(res.statusCode, res.body).toBe(200);
    expect(publicKitResponse.parse(res.json()).results).toEqual({
      objectId: open.kit.id,
      projectId: f.project.id,
      product: { objectId: products.sensor.id, name: 'Air Quality Sensor' },
      site: null,
      status: 'not_started',
      expiresAt: null,
    });
  });

  it("lists the kit's devices, hub first, then by serial number, with their step pictures", async () => {
    const res = await devicesOf(open.link);
    expect(res.statusCode, res.body).toBe(200);
    const devices = kitDevicesResponse.parse(res.json()).results;
    expect(devices.map((d) => d.serialNumber)).toEqual([
      open.hub.serialNumber,
      ...open.sensors.map((s) => s.serialNumber),
    ]);
    expect(devices[0]).toMatchObject({
      type: 'hub',
      modelName: 'Airboard Hub',
      actImageUrl: '/images/hub.svg',
      site: null,
      onboarded: false,
    });
    expect(devices[1]).toMatchObject({ type: 'sensor', actImageUrl: '/images/sensor.svg' });
  });

  it('stays open through the grace period after completion, saying when it ends', async () => {
    const res = await kitOf(graced.link);
    expect(res.statusCode, res.body).toBe(200);
    const kit = publicKitResponse.parse(res.json()).results;
    expect(kit).toMatchObject({
      status: 'done',
      site: { objectId: f.site.id, name: 'Lincoln Elementary' },
      expiresAt: new Date(graced.kit.completedAt!.getTime() + KIT_LINK_GRACE_MS).toISOString(),
    });
    expect((await devicesOf(graced.link)).statusCode).toBe(200);
  });

  it('answers a revoked, expired, random or malformed link with the one 404', async () => {
    const dead = [
      revoked.link,
      expired.link,
      newPublicId(),
      'not a link!',
      '\u0000',
      'x'.repeat(99),
    ];
    for (const link of dead) {
      for (const res of [await kitOf(link), await devicesOf(link)]) {
        expect(res.statusCode, link).toBe(404);
        expect(res.json()).toEqual({ errorMessage: LINK_NOT_FOUND });
      }
    }
  });
});

describe('GET /api/devices/{id}', () => {
  it('shows a device by its link, with the sites of its project it may go in, by name', async () => {
    const res = await deviceBy(open.sensors[0]!.onboardingToken);
    expect(res.statusCode, res.body).toBe(200);
    const answer = deviceLookupResponse.parse(res.json());
    expect(answer.results).toMatchObject({
      objectId: open.sensors[0]!.id,
      serialNumber: open.sensors[0]!.serialNumber,
      actImageUrl: '/images/sensor.svg',
    });
    expect(answer.sites).toEqual([
      { objectId: f.secondSite.id, name: 'Annex' },
      { objectId: f.site.id, name: 'Lincoln Elementary' },
    ]);
    // The site page's address after onboarding (Launch Site) needs it.
    expect(answer.projectId).toBe(f.project.id);
  });

  it('answers an unknown or malformed device link with the one 404', async () => {
    for (const id of [newPublicId(), open.link, '\u0000']) {
      const res = await deviceBy(id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ errorMessage: LINK_NOT_FOUND });
    }
  });

  it("shows a device by its objectId to its project's admins only", async () => {
    const { id } = open.sensors[0]!;
    const res = await deviceBy(id, f.tokens.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(z.strictObject({ results: z.unknown() }).safeParse(res.json()).success).toBe(true);
    expect(deviceLookupResponse.parse(res.json()).results.objectId).toBe(id);
    expect((await deviceBy(id, f.tokens.member)).statusCode).toBe(403);
    expect((await deviceBy(id, f.tokens.outsider)).statusCode).toBe(404);
    expect((await deviceBy(newObjectId(), f.tokens.admin)).statusCode).toBe(404);
    expect((await deviceBy(id)).statusCode).toBe(401);
  });
});
