/**
 * GET /api/onboarding/{siteId} (spec 001 §7, issue 14): the building system's tree (site, devices,
 * points with their reference, settings and the default-point guess) and the site's mapping (zones
 * nested by parent, measurements with the point types they take, mapped points); staff only
 * (decision 018); a building system that does not answer is 'Cannot Load Topology', never a hang.
 */
import { describe, expect, it, vi } from 'vitest';
import { onboardingTopologyResponse, type OnboardingTopology } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { BuildingSystems } from '../../bas/building-systems';
import { labelledBuildingSystem, SimulatedBuildingSystem } from '../../bas/simulated-system';
import { createSite } from '../../../test/fixtures/factories';
import { useTestApp } from '../../../test/fixtures/hooks';
import {
  createOnboardingWorld,
  getTopology,
  nodeNamed,
  ONBOARDING_SITE_ID,
  refOf,
} from '../../../test/fixtures/onboarding';

/** Sites whose systems are down: one never answers, one refuses. */
const outage = { silent: 'SilentSite', refusing: 'RefusedSit' };
const systems = new BuildingSystems((siteId) =>
  siteId === outage.silent
    ? new SimulatedBuildingSystem({ outage: 'silent' })
    : siteId === outage.refusing
      ? new SimulatedBuildingSystem({ outage: 'refusing' })
      : labelledBuildingSystem(siteId).system,
);
const t = useTestApp(
  { config: { BUILDING_SYSTEM_READ_TIMEOUT_MS: 300 }, buildingSystems: systems },
  async (db) => {
    const world = await createOnboardingWorld(db);
    for (const id of Object.values(outage)) {
      await createSite(db, world.projectId, { id, commanderLicenseId: `CMD-${id}` });
    }
    return world;
  },
);

const topology = async (
  siteId = t.site.id,
  token = t.tokens.staff,
): Promise<OnboardingTopology> => {
  const res = await getTopology(t.app, siteId, token);
  expect(res.statusCode).toBe(200);
  return onboardingTopologyResponse.parse(res.json()).results;
};

describe('the Commander Topology', () => {
  it("is the site, then each device of its building system with the device's points", async () => {
    const { site, commander } = await topology();
    expect(site).toEqual({
      objectId: t.site.id,
      name: 'Westbrook School',
      onboarded: false,
      readOverBacnet: false,
    });
    const devices = await labelledBuildingSystem(ONBOARDING_SITE_ID).system.readDevices();
    expect(commander[0]).toMatchObject({ id: t.site.id, type: 'site', parent: null, depth: 0 });
    expect(commander.filter((n) => n.type === 'device').map((n) => n.name)).toEqual(
      devices.map((d) => d.deviceName),
    );
    expect(commander.filter((n) => n.type === 'point')).toHaveLength(
      devices.reduce((n, d) => n + d.points.length, 0),
    );
    const ahu = nodeNamed(commander, 'AHU-1', 'device');
    expect(ahu).toMatchObject({
      id: 'device:ahu-1',
      parent: t.site.id,
      parents: [t.site.id],
      depth: 1,
      deviceId: 'ahu-1',
      platformType: 'AHU',
    });
  });

  it('gives each point its reference, device, settings and the default-point guess', async () => {
    const { commander } = await topology();
    const temperature = nodeNamed(commander, 'UV-103 ZN-T');
    expect(temperature).toMatchObject({
      id: `point:${await refOf('UV-103 ZN-T')}`,
      type: 'point',
      parent: 'device:uv-103',
      parents: [t.site.id, 'device:uv-103'],
      depth: 2,
      deviceName: 'UV-103',
      platformType: 'Unit Ventilator',
      originalDeviceRef: await refOf('UV-103 ZN-T'),
      parseId: 'UV-103 / ZN-T',
      pointOfInterest: true,
    });
    expect(temperature.config).toEqual([
      { name: 'kind', value: 'Number', kind: 'String' },
      { name: 'unit', value: '°F', kind: 'String' },
      { name: 'writable', value: 'false', kind: 'Bool' },
    ]);
    // A setpoint is writable within its range, and not a default point (spec 001 §9).
    const setpoint = nodeNamed(commander, 'UV-103 ZN-SP');
    expect(setpoint.pointOfInterest).toBe(false);
    expect(setpoint.config).toContainEqual({ name: 'writable', value: 'true', kind: 'Bool' });
    expect(setpoint.config).toContainEqual({ name: 'max', value: '85', kind: 'Number' });
    for (const name of ['RM103 CO2', 'RM103 RH', 'UV-103 FLT-ALM']) {
      expect(nodeNamed(commander, name).pointOfInterest).toBe(true);
    }
    expect(nodeNamed(commander, 'AHU-1 SF-S').pointOfInterest).toBe(false);
  });

  it('is only the site for a site linked to no building system', async () => {
    const { commander, aq } = await topology(t.unlinkedSite.id);
    expect(commander).toHaveLength(1);
    expect(aq.map((n) => n.type)).toEqual(['site']);
  });
});

describe('the AQ Topology', () => {
  it('nests zones by parent, with their measurements and the points mapped into them', async () => {
    const { aq } = await topology();
    expect(aq.map((n) => [n.type, n.name, n.depth])).toEqual([
      ['site', 'Westbrook School', 0],
      ['zone', 'East Wing', 1],
      ['zone', 'Room 101', 2],
      ['measurement', 'CO2', 3],
      ['point', 'RM101 CO2', 4],
    ]);
    const measurement = nodeNamed(aq, 'CO2', 'measurement');
    expect(measurement).toMatchObject({
      id: t.co2.measurementId,
      parent: t.zones.room101.id,
      parents: [t.site.id, t.zones.eastWing.id, t.zones.room101.id],
      measurementType: 'co2',
      pointType: 'cO2Sensor',
      accepts: ['cO2Sensor'],
    });
    expect(nodeNamed(aq, 'RM101 CO2', 'point')).toMatchObject({
      id: t.co2.point.id,
      parent: t.co2.measurementId,
      pointType: 'cO2Sensor',
      originalDeviceRef: await refOf('RM101 CO2'),
      deviceName: 'RM101',
      platformType: 'IAQ sensor',
    });
  });
});

describe('who may read it (decision 018)', () => {
  it("answers the project's staff and superAdmins", async () => {
    expect((await getTopology(t.app, t.site.id, t.tokens.staff)).statusCode).toBe(200);
    expect((await getTopology(t.app, t.site.id, t.tokens.superAdmin)).statusCode).toBe(200);
  });

  it('refuses its other members with 403, admins included, and anonymous callers with 401', async () => {
    for (const token of [t.tokens.admin, t.tokens.member]) {
      const res = await getTopology(t.app, t.site.id, token);
      expect(res.statusCode).toBe(403);
    }
    expect((await getTopology(t.app, t.site.id)).statusCode).toBe(401);
  });

  it("hides another project's site, and an unknown one, behind a 404 — staff or not", async () => {
    expect((await getTopology(t.app, t.foreignSite.id, t.tokens.staff)).statusCode).toBe(404);
    expect((await getTopology(t.app, t.site.id, t.tokens.otherStaff)).statusCode).toBe(404);
    expect((await getTopology(t.app, 'NoSuchSite', t.tokens.staff)).statusCode).toBe(404);
  });
});

describe('reading the building system', () => {
  it("is 'Cannot Load Topology' with 504 once the time is up, not a request that hangs", async () => {
    const started = Date.now();
    const res = await getTopology(t.app, outage.silent, t.tokens.staff);
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({ errorMessage: messages.cannotLoadTopology });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("is 'Cannot Load Topology' with 502 when it fails", async () => {
    const res = await getTopology(t.app, outage.refusing, t.tokens.staff);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ errorMessage: messages.cannotLoadTopology });
  });

  it('is asked again on Refresh, and otherwise may answer from its last read', async () => {
    const system = systems.forSite(t.site)!;
    const reads = vi.spyOn(system, 'readDevices');
    expect((await getTopology(t.app, t.site.id, t.tokens.staff)).statusCode).toBe(200);
    expect((await getTopology(t.app, t.site.id, t.tokens.staff, '?refresh=true')).statusCode).toBe(
      200,
    );
    expect(reads.mock.calls).toEqual([[{ reread: false }], [{ reread: true }]]);
    reads.mockRestore();
  });
});
