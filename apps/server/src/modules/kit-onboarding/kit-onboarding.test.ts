/**
 * The kit wizard's writes by its link (issue 16): the kit's one site in its project with the hub
 * in it, rooms reused by name, sensors bound to their rooms with a measurement and point per
 * channel — so a reading sent by serial number and channel lands in the room — and nothing made
 * twice when a step is repeated or revisited. A kit link reaches nothing but its own kit: another
 * kit's devices, the project's other sites and another project's are the same 404.
 */
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  INGEST_KEY_HEADER,
  ingestResponse,
  onboardDeviceResponse,
  onboardingSiteResponse,
  onboardingZoneResponse,
  publicKitResponse,
} from '@airboard/shared/api';
import { ONBOARDING_NAME_MAX } from '@airboard/shared/rules';
import { newObjectId, newPublicId } from '../../db/ids';
import * as s from '../../db/schema/index';
import { get } from '../../../test/fixtures/accounts';
import { useTestApp } from '../../../test/fixtures/hooks';
import {
  createKitProducts,
  createTestKit,
  onboardingCalls,
  SENSOR_CHANNELS,
  type KitProducts,
  type TestKit,
} from '../../../test/fixtures/kits';
import { createMonitoringFixture, type MonitoringFixture } from '../../../test/fixtures/monitoring';
import { createSiteIngestKey } from '../../../test/fixtures/telemetry';
import { HUB_NEEDS_SITE, SENSOR_NEEDS_ROOM } from './device-onboarding';

const t = useTestApp();
let f: MonitoringFixture;
let products: KitProducts;
/** The kit the installer works through, and another kit of the same project. */
let kit: TestKit;
let otherKit: TestKit;
let otherKitSiteId: string;

beforeAll(async () => {
  f = await createMonitoringFixture(t.db);
  // The project's first site is in Berlin: a kit's new site takes its time zone.
  await t.db.update(s.sites).set({ timeZone: 'Europe/Berlin' }).where(eq(s.sites.id, f.site.id));
  products = await createKitProducts(t.db);
  kit = await createTestKit(t.db, f.project.id, products, { sensors: 2 });
  otherKit = await createTestKit(t.db, f.project.id, products, { sensors: 1 });
  otherKitSiteId = onboardingSiteResponse.parse(
    (
      await installer(otherKit).createSite({ name: 'Other kit site', kitId: otherKit.kit.id })
    ).json(),
  ).results.objectId;
});

const installer = (of: TestKit) => onboardingCalls(t.app, of.link);

const rows = async (
  table: typeof s.sites | typeof s.zones | typeof s.measurements | typeof s.points,
  where: SQL | undefined,
) => (await t.db.select({ n: count() }).from(table).where(where))[0]!.n;

async function kitSite(name = 'Westside School'): Promise<string> {
  const res = await installer(kit).createSite({
    name,
    kitId: kit.kit.id,
    productId: products.sensor.id,
  });
  expect(res.statusCode, res.body).toBe(200);
  return onboardingSiteResponse.parse(res.json()).results.objectId;
}

async function room(siteId: string, name: string): Promise<string> {
  const res = await installer(kit).createZone(siteId, name);
  expect(res.statusCode, res.body).toBe(200);
  return onboardingZoneResponse.parse(res.json()).results.objectId;
}

/** The device's points with their measurements' zones, by channel. */
async function boundPoints(deviceId: string) {
  return t.db
    .select({
      channel: s.points.channel,
      pointZoneId: s.points.zoneId,
      pointSiteId: s.points.siteId,
      seriesId: s.points.seriesId,
      measurementId: s.measurements.id,
      measurementZoneId: s.measurements.zoneId,
      name: s.measurements.name,
      type: s.measurements.type,
      pointType: s.measurements.pointType,
      unit: s.measurements.unit,
    })
    .from(s.points)
    .innerJoin(s.measurements, eq(s.measurements.id, s.points.measurementId))
    .where(eq(s.points.deviceId, deviceId))
    .orderBy(s.points.channel);
}

describe('the kit site', () => {
  it("creates the kit's site in its project, in the project's time zone, with the hub in it", async () => {
    const siteId = await kitSite();
    const [site] = await t.db.select().from(s.sites).where(eq(s.sites.id, siteId));
    expect(site).toMatchObject({
      projectId: f.project.id,
      name: 'Westside School',
      timeZone: 'Europe/Berlin',
    });
    const [kitRow] = await t.db.select().from(s.kits).where(eq(s.kits.id, kit.kit.id));
    expect(kitRow!.siteId).toBe(siteId);
    const [hub] = await t.db.select().from(s.devices).where(eq(s.devices.id, kit.hub.id));
    expect(hub).toMatchObject({ siteId, zoneId: null, onboarded: true });
    const sensors = await t.db
      .select()
      .from(s.devices)
      .where(
        inArray(
          s.devices.id,
          kit.sensors.map((d) => d.id),
        ),
      );
    expect(sensors.map((d) => [d.siteId, d.onboarded])).toEqual([
      [null, false],
      [null, false],
    ]);
    const shown = publicKitResponse.parse((await get(t.app, `/api/kits/${kit.link}`)).json());
    expect(shown.results).toMatchObject({
      status: 'in_progress',
      site: { objectId: siteId, name: 'Westside School' },
    });
  });

  it('answers the same site when the step is repeated, renamed to the name sent', async () => {
    const before = await rows(s.sites, eq(s.sites.projectId, f.project.id));
    const first = await kitSite();
    const renamed = await installer(kit).createSite({
      name: '  Westside Elementary ',
      kitId: kit.kit.id,
    });
    expect(onboardingSiteResponse.parse(renamed.json()).results).toEqual({
      objectId: first,
      name: 'Westside Elementary',
    });
    expect(await rows(s.sites, eq(s.sites.projectId, f.project.id))).toBe(before);
    const [site] = await t.db.select().from(s.sites).where(eq(s.sites.id, first));
    expect(site!.name).toBe('Westside Elementary');
  });

  it("refuses another kit's id, no kit id, and a missing, unknown or revoked link", async () => {
    expect(
      (await installer(kit).createSite({ name: 'X', kitId: otherKit.kit.id })).statusCode,
    ).toBe(404);
    expect((await installer(kit).createSite({ name: 'X' })).statusCode).toBe(404);
    const revoked = await createTestKit(t.db, f.project.id, products, { revokedAt: new Date() });
    for (const link of [newPublicId(), revoked.link, 'short']) {
      const res = await onboardingCalls(t.app, link).createSite({
        name: 'X',
        kitId: revoked.kit.id,
      });
      expect(res.statusCode, link).toBe(404);
    }
    const noLink = await t.app.inject({
      method: 'POST',
      url: '/api/sites',
      payload: { name: 'X', kitId: kit.kit.id },
    });
    expect(noLink.statusCode).toBe(404);
    expect(await rows(s.sites, eq(s.sites.name, 'X'))).toBe(0);
  });
});

describe('rooms', () => {
  it('reuses a room of the same name, trimmed and in any case', async () => {
    const siteId = await kitSite();
    const gym = await room(siteId, 'Gym');
    const again = await installer(kit).createZone(siteId, '  gYM ');
    expect(onboardingZoneResponse.parse(again.json()).results).toEqual({
      objectId: gym,
      name: 'Gym',
    });
    expect(await rows(s.zones, and(eq(s.zones.siteId, siteId), eq(s.zones.name, 'Gym')))).toBe(1);
  });

  it("refuses rooms anywhere but the kit's site", async () => {
    for (const siteId of [f.site.id, otherKitSiteId, f.otherSite.id, newObjectId()]) {
      const res = await installer(kit).createZone(siteId, 'Sneaky');
      expect(res.statusCode, siteId).toBe(404);
    }
    expect(await rows(s.zones, eq(s.zones.name, 'Sneaky'))).toBe(0);
  });
});

describe('onboarding a device', () => {
  it('binds a sensor to its room: named, placed, onboarded, with a measurement and point per channel', async () => {
    const siteId = await kitSite();
    const gym = await room(siteId, 'Gym');
    const [sensor] = kit.sensors;
    const res = await installer(kit).onboard(sensor!.id, { name: '  Gym sensor ', zoneId: gym });
    expect(res.statusCode, res.body).toBe(200);
    expect(onboardDeviceResponse.parse(res.json()).results).toMatchObject({
      objectId: sensor!.id,
      name: 'Gym sensor',
      zone: { objectId: gym, name: 'Gym' },
      site: { objectId: siteId },
      onboarded: true,
    });
    expect(await boundPoints(sensor!.id)).toEqual([
      expect.objectContaining({
        channel: 'co2',
        name: 'CO2',
        type: 'co2',
        pointType: 'cO2Sensor',
        unit: 'ppm',
      }),
      expect.objectContaining({ channel: 'humidity', name: 'Humidity', type: 'relativehumidity' }),
      expect.objectContaining({ channel: 'temperature', name: 'Temperature', type: 'temperature' }),
    ]);
    for (const point of await boundPoints(sensor!.id)) {
      expect(point).toMatchObject({
        pointZoneId: gym,
        pointSiteId: siteId,
        measurementZoneId: gym,
      });
    }
  });

  it('makes nothing twice when onboarded again the same way', async () => {
    const siteId = await kitSite();
    const gym = await room(siteId, 'Gym');
    const [sensor] = kit.sensors;
    const counts = async () => [
      await rows(s.sites, eq(s.sites.projectId, f.project.id)),
      await rows(s.zones, eq(s.zones.siteId, siteId)),
      await rows(s.measurements, eq(s.measurements.siteId, siteId)),
      await rows(s.points, eq(s.points.siteId, siteId)),
    ];
    await installer(kit).onboard(sensor!.id, { name: 'Gym sensor', zoneId: gym });
    const before = await counts();
    const points = await boundPoints(sensor!.id);
    expect(points).toHaveLength(Object.keys(SENSOR_CHANNELS).length);
    for (let i = 0; i < 2; i++) {
      expect(
        (await installer(kit).createSite({ name: 'Westside School', kitId: kit.kit.id }))
          .statusCode,
      ).toBe(200);
      expect((await installer(kit).createZone(siteId, 'Gym')).statusCode).toBe(200);
      const res = await installer(kit).onboard(sensor!.id, { name: 'Gym sensor', zoneId: gym });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await counts()).toEqual(before);
    expect(await boundPoints(sensor!.id)).toEqual(points);
  });

  it('moves the device and its measurements when the installer chooses another room', async () => {
    const siteId = await kitSite();
    const gym = await room(siteId, 'Gym');
    const library = await room(siteId, 'Library');
    const [sensor] = kit.sensors;
    await installer(kit).onboard(sensor!.id, { name: 'Gym sensor', zoneId: gym });
    const inGym = await boundPoints(sensor!.id);
    const res = await installer(kit).onboard(sensor!.id, {
      name: 'Library sensor',
      zoneId: library,
    });
    expect(onboardDeviceResponse.parse(res.json()).results).toMatchObject({
      name: 'Library sensor',
      zone: { objectId: library, name: 'Library' },
    });
    const moved = await boundPoints(sensor!.id);
    expect(moved.map((p) => p.measurementId)).toEqual(inGym.map((p) => p.measurementId));
    for (const point of moved) {
      expect(point).toMatchObject({ pointZoneId: library, measurementZoneId: library });
    }
    expect(await rows(s.measurements, eq(s.measurements.zoneId, gym))).toBe(0);
  });

  it("lands a reading sent by serial number and channel in the room's measurement", async () => {
    const siteId = await kitSite();
    const library = await room(siteId, 'Library');
    const [sensor] = kit.sensors;
    await installer(kit).onboard(sensor!.id, { name: 'Library sensor', zoneId: library });
    const key = await createSiteIngestKey(t.db, { projectId: f.project.id, id: siteId });
    const ts = Date.now() - 1_000;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ingest',
      headers: { [INGEST_KEY_HEADER]: key },
      payload: { readings: [{ serial: sensor!.serialNumber, channel: 'co2', ts, value: 612 }] },
    });
    expect(ingestResponse.parse(res.json())).toMatchObject({ stored: 1, rejected: [] });
    const co2 = (await boundPoints(sensor!.id)).find((p) => p.channel === 'co2')!;
    expect(co2.measurementZoneId).toBe(library);
    const stored = await t.db
      .select({ value: s.readings.value })
      .from(s.readings)
      .where(eq(s.readings.seriesId, co2.seriesId));
    expect(stored).toEqual([{ value: 612 }]);
  });

  it('puts a hub in its site by siteId, with nothing to measure', async () => {
    const siteId = await kitSite();
    const res = await installer(kit).onboard(kit.hub.id, { name: 'Lobby hub', siteId });
    expect(res.statusCode, res.body).toBe(200);
    expect(onboardDeviceResponse.parse(res.json()).results).toMatchObject({
      name: 'Lobby hub',
      site: { objectId: siteId },
      zone: null,
      onboarded: true,
    });
    expect(await boundPoints(kit.hub.id)).toEqual([]);
  });

  it("cannot touch another kit's device, nor place its own anywhere but its kit's site", async () => {
    const siteId = await kitSite();
    const gym = await room(siteId, 'Gym');
    const otherRoom = onboardingZoneResponse.parse(
      (await installer(otherKit).createZone(otherKitSiteId, 'Their room')).json(),
    ).results.objectId;
    const [, sensor] = kit.sensors;
    const refused = [
      installer(kit).onboard(otherKit.sensors[0]!.id, { name: 'Mine now', zoneId: gym }),
      installer(kit).onboard(sensor!.id, { name: 'Wanderer', zoneId: f.zones.gym.id }),
      installer(kit).onboard(sensor!.id, { name: 'Wanderer', zoneId: otherRoom }),
      installer(kit).onboard(kit.hub.id, { name: 'Wanderer', siteId: f.site.id }),
      installer(kit).onboard(newObjectId(), { name: 'Ghost', zoneId: gym }),
      onboardingCalls(t.app, otherKit.link).onboard(sensor!.id, {
        name: 'Theirs',
        zoneId: otherRoom,
      }),
    ];
    for (const res of await Promise.all(refused)) {
      expect(res.statusCode, res.body).toBe(404);
    }
    const untouched = await t.db
      .select()
      .from(s.devices)
      .where(inArray(s.devices.id, [otherKit.sensors[0]!.id, sensor!.id]));
    expect(untouched.map((d) => d.onboarded)).toEqual([false, false]);
  });
});

describe('validation', () => {
  it('refuses empty, blank and too long names, and a place that is both or neither', async () => {
    const siteId = await kitSite();
    const gym = await room(siteId, 'Gym');
    const [, sensor] = kit.sensors;
    const tooLong = 'x'.repeat(ONBOARDING_NAME_MAX + 1);
    const refused = [
      installer(kit).createSite({ name: '', kitId: kit.kit.id }),
      installer(kit).createSite({ name: '   ', kitId: kit.kit.id }),
      installer(kit).createSite({ name: tooLong, kitId: kit.kit.id }),
      installer(kit).createZone(siteId, ' '),
      installer(kit).createZone(siteId, tooLong),
      installer(kit).onboard(sensor!.id, { name: '', zoneId: gym }),
      installer(kit).onboard(sensor!.id, { name: tooLong, zoneId: gym }),
      installer(kit).onboard(sensor!.id, { name: 'Both', zoneId: gym, siteId }),
      installer(kit).onboard(sensor!.id, { name: 'Neither' }),
    ];
    for (const res of await Promise.all(refused)) {
      expect(res.statusCode, res.body).toBe(400);
    }
    const wrongKind = [
      [await installer(kit).onboard(sensor!.id, { name: 'Sensor', siteId }), SENSOR_NEEDS_ROOM],
      [await installer(kit).onboard(kit.hub.id, { name: 'Hub', zoneId: gym }), HUB_NEEDS_SITE],
    ] as const;
    for (const [res, message] of wrongKind) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ errorMessage: message });
    }
    const [row] = await t.db.select().from(s.devices).where(eq(s.devices.id, sensor!.id));
    expect(row!.onboarded).toBe(false);
  });
});
