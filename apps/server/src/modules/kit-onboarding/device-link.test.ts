/**
 * The device wizard's writes by a device's own link (/do/{id}; issue 16): it creates a site in the
 * device's project (a repeat answers the same one) or uses an existing site of the project, makes
 * or reuses the room, and onboards that one device — a sensor into its room, a hub into its site.
 * It reaches nothing of another project and no other device; the last sensor of a kit finishes the
 * kit whichever link onboards it.
 */
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  deviceLookupResponse,
  onboardDeviceResponse,
  onboardingSiteResponse,
  onboardingZoneResponse,
} from '@airboard/shared/api';
import * as s from '../../db/schema/index';
import { get } from '../../../test/fixtures/accounts';
import { createDeviceRow } from '../../../test/fixtures/devices';
import { useTestApp } from '../../../test/fixtures/hooks';
import {
  createKitProducts,
  createTestKit,
  onboardingCalls,
  type KitDevice,
  type KitProducts,
} from '../../../test/fixtures/kits';
import { createMonitoringFixture, type MonitoringFixture } from '../../../test/fixtures/monitoring';

const t = useTestApp();
let f: MonitoringFixture;
let products: KitProducts;
let sensor: KitDevice;
let hub: KitDevice;
let foreignSensor: KitDevice;

beforeAll(async () => {
  f = await createMonitoringFixture(t.db);
  products = await createKitProducts(t.db);
  const of = (productId: string, projectId = f.project.id) =>
    createDeviceRow(t.db, { projectId, productId });
  sensor = await of(products.sensor.id);
  hub = await of(products.hub.id);
  foreignSensor = await of(products.sensor.id, f.other.id);
});

const installer = (device: KitDevice) => onboardingCalls(t.app, device.onboardingToken);
const siteCount = async () =>
  (await t.db.select({ n: count() }).from(s.sites).where(eq(s.sites.projectId, f.project.id)))[0]!
    .n;

describe('a device link', () => {
  it("creates a site in the device's project and answers the same one when asked again", async () => {
    const before = await siteCount();
    const res = await installer(sensor).createSite({ name: 'Depot' });
    expect(res.statusCode, res.body).toBe(200);
    const site = onboardingSiteResponse.parse(res.json()).results;
    expect(site.name).toBe('Depot');
    const again = await installer(sensor).createSite({ name: 'Depot, take two' });
    expect(onboardingSiteResponse.parse(again.json()).results).toEqual(site);
    expect(await siteCount()).toBe(before + 1);
    const [row] = await t.db.select().from(s.sites).where(eq(s.sites.id, site.objectId));
    expect(row).toMatchObject({ projectId: f.project.id, name: 'Depot' });

    const shown = deviceLookupResponse.parse(
      (await get(t.app, `/api/devices/${sensor.onboardingToken}`)).json(),
    );
    expect(shown.results.site).toEqual(site);
    expect(shown.sites).toContainEqual(site);
  });

  it('onboards its sensor into a room of an existing site of the project', async () => {
    const room = await installer(sensor).createZone(f.site.id, 'Staff Room');
    expect(room.statusCode, room.body).toBe(200);
    const zoneId = onboardingZoneResponse.parse(room.json()).results.objectId;
    const res = await installer(sensor).onboard(sensor.id, { name: 'Staff sensor', zoneId });
    expect(res.statusCode, res.body).toBe(200);
    expect(onboardDeviceResponse.parse(res.json()).results).toMatchObject({
      site: { objectId: f.site.id, name: 'Lincoln Elementary' },
      zone: { objectId: zoneId, name: 'Staff Room' },
      onboarded: true,
    });
    const measurements = await t.db
      .select()
      .from(s.measurements)
      .where(eq(s.measurements.zoneId, zoneId));
    expect(measurements.map((m) => m.name).sort()).toEqual(['CO2', 'Humidity', 'Temperature']);
  });

  it('puts its hub in the site it made', async () => {
    const site = onboardingSiteResponse.parse(
      (await installer(hub).createSite({ name: 'Warehouse' })).json(),
    ).results;
    const res = await installer(hub).onboard(hub.id, {
      name: 'Warehouse hub',
      siteId: site.objectId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(onboardDeviceResponse.parse(res.json()).results).toMatchObject({
      site,
      zone: null,
      onboarded: true,
    });
  });

  it('reaches no other device, no other project and no kit but its own', async () => {
    const refused = [
      installer(sensor).onboard(hub.id, { name: 'Not mine', siteId: f.site.id }),
      installer(sensor).onboard(foreignSensor.id, { name: 'Not mine', zoneId: f.zones.gym.id }),
      installer(sensor).createZone(f.otherSite.id, 'Elsewhere'),
      installer(foreignSensor).onboard(foreignSensor.id, { name: 'Far', zoneId: f.zones.gym.id }),
      installer(foreignSensor).createZone(f.site.id, 'Elsewhere'),
      installer(sensor).createSite({ name: 'Elsewhere', kitId: 'AnyKitId00' }),
    ];
    for (const res of await Promise.all(refused)) {
      expect(res.statusCode, res.body).toBe(404);
    }
    const [foreign] = await t.db.select().from(s.devices).where(eq(s.devices.id, foreignSensor.id));
    expect(foreign!.onboarded).toBe(false);
  });

  it("finishes the kit of the device when it is the kit's last sensor", async () => {
    const kit = await createTestKit(t.db, f.project.id, products, { sensors: 1 });
    const kitSite = onboardingSiteResponse.parse(
      (
        await onboardingCalls(t.app, kit.link).createSite({ name: 'Kit site', kitId: kit.kit.id })
      ).json(),
    ).results;
    const [last] = kit.sensors;
    const zone = onboardingZoneResponse.parse(
      (await installer(last!).createZone(kitSite.objectId, 'Office')).json(),
    ).results;
    const res = await installer(last!).onboard(last!.id, { name: 'Office', zoneId: zone.objectId });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.select().from(s.kits).where(eq(s.kits.id, kit.kit.id));
    expect(row!.completedAt).not.toBeNull();
  });
});
