/**
 * POST /api/onboarding/measurements/ (spec 001 §7, issue 14): a mapping made with the wizard's own
 * rules creates zones, measurements and points in one go, marks the site onboarded and is audited;
 * the same mapping again creates nothing; an edited one renames and adds, readings kept; a refused
 * one names its node and creates nothing; the new points fill from the building system's live
 * feed and raise the new-sensor alert by themselves. Staff only (decision 018).
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  newTopologyNode,
  onboardingTopologyResponse,
  topologyNodeUnder,
  saveOnboardingResponse,
  type OnboardingTopology,
  type TopologyNode,
} from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import {
  addPointToNode,
  newZoneNode,
  relegate,
  showNewSensorAlert,
  zonesFromDevices,
} from '@airboard/shared/rules';
import { BuildingSystems } from '../../bas/building-systems';
import { labelledBuildingSystem, SimulatedBuildingSystem } from '../../bas/simulated-system';
import { hashToken, newObjectId } from '../../db/ids';
import * as s from '../../db/schema/index';
import { pointTypeCatalogue } from '../../db/seed/point-type-catalogue';
import { ingestReadings } from '../../telemetry/ingest';
import { drainLiveState } from '../../telemetry/live-state';
import { simulateMinute } from '../../telemetry/simulator';
import { measurementUnit } from './mapping-plan';
import { createSite } from '../../../test/fixtures/factories';
import { useTestApp } from '../../../test/fixtures/hooks';
import {
  createOnboardingWorld,
  getTopology,
  nodeNamed,
  refOf,
  saveMapping,
} from '../../../test/fixtures/onboarding';

const SILENT_SITE = 'SilentSave';
const systems = new BuildingSystems((siteId) =>
  siteId === SILENT_SITE
    ? new SimulatedBuildingSystem({ outage: 'silent' })
    : labelledBuildingSystem(siteId).system,
);
const t = useTestApp(
  { config: { BUILDING_SYSTEM_READ_TIMEOUT_MS: 300 }, buildingSystems: systems },
  async (db) => {
    const world = await createOnboardingWorld(db);
    const [foreignZone] = await db
      .insert(s.zones)
      .values({ id: newObjectId(), siteId: world.foreignSite.id, name: 'Elsewhere room' })
      .returning();
    await createSite(db, world.projectId, { id: SILENT_SITE, commanderLicenseId: 'CMD-SILENT' });
    const bigSite = await createSite(db, world.projectId, { commanderLicenseId: 'CMD-BIG' });
    return { ...world, foreignZone: foreignZone!, bigSite };
  },
);

const measurementTypeOf = (pointType: string) =>
  pointTypeCatalogue.find((p) => p.type === pointType)?.measurementType ?? 'point';

async function trees(siteId = t.site.id): Promise<OnboardingTopology> {
  const res = await getTopology(t.app, siteId, t.tokens.staff);
  expect(res.statusCode).toBe(200);
  return onboardingTopologyResponse.parse(res.json()).results;
}

/** Maps a building-system point into a zone or measurement the way step 1 does. */
function addPoint(aq: TopologyNode[], target: TopologyNode, point: TopologyNode): TopologyNode[] {
  const added = addPointToNode(aq, target.id, point, measurementTypeOf);
  if ('error' in added) {
    throw new Error(added.error);
  }
  return added.nodes;
}

function addZone(aq: TopologyNode[], name: string, parentId = t.site.id): TopologyNode[] {
  return newZoneNode(aq, parentId, name);
}

const count = async (table: 'zones' | 'measurements' | 'points') =>
  (
    await t.rows(
      z.object({ n: z.number() }),
      `SELECT count(*)::int AS n FROM ${table} WHERE site_id = $1`,
      [t.site.id],
    )
  )[0]!.n;
const audits = async () =>
  t.rows(
    z.object({
      user_id: z.string(),
      new_value: z.object({
        zones: z.array(z.object({ name: z.string() })),
        points: z.array(z.object({ id: z.string(), ref: z.string() })),
      }),
    }),
    `SELECT user_id, new_value FROM audit_log WHERE action = 'onboarding.save' ORDER BY id`,
  );
const measurementNamed = async (name: string) =>
  (
    await t.rows(
      z.object({
        id: z.string(),
        zone_id: z.string().nullable(),
        type: z.string(),
        point_type: z.string(),
        unit: z.string(),
        kind: z.string(),
        score_type: z.string().nullable(),
        writable_functions: z.array(z.string()),
        cur_val: z.number().nullable(),
        created_at: z.date(),
      }),
      `SELECT id, zone_id, type, point_type, unit, kind, score_type, writable_functions, cur_val, created_at
         FROM measurements WHERE site_id = $1 AND name = $2`,
      [t.site.id, name],
    )
  )[0]!;

/** The mapping the first save posts: two new zones, and four points into new measurements. */
async function firstMapping(): Promise<TopologyNode[]> {
  const { commander, aq } = await trees();
  let nodes = addZone(aq, 'Room 103');
  const room103 = nodeNamed(nodes, 'Room 103', 'zone');
  nodes = addPoint(nodes, room103, nodeNamed(commander, 'RM103 CO2'));
  nodes = addPoint(nodes, room103, nodeNamed(commander, 'RM103 TEMP'));
  nodes = addZone(nodes, 'AHU-1');
  nodes = addPoint(nodes, nodeNamed(nodes, 'AHU-1', 'zone'), nodeNamed(commander, 'AHU-1 SA-SP'));
  // Into a zone the site had already, of the type step 2 chose (the spec's guess reads no 'hum').
  return addPoint(nodes, nodeNamed(nodes, 'Room 101', 'zone'), {
    ...nodeNamed(commander, 'RM101 RH'),
    pointType: 'humiditySensor',
  });
}

describe('saving a mapping', () => {
  let mapping: TopologyNode[];

  it('creates the zones, measurements and points, marks the site onboarded and audits it', async () => {
    mapping = await firstMapping();
    const res = await saveMapping(t.app, { siteId: t.site.id, topology: mapping }, t.tokens.staff);
    expect(res.statusCode).toBe(200);
    expect(saveOnboardingResponse.parse(res.json())).toEqual({
      msg: 'Created 2 zones and 4 measurements',
      created: { zones: 2, measurements: 4 },
    });

    const zones = await t.rows(
      z.object({
        name: z.string(),
        parent_id: z.string().nullable(),
        source: z.string().nullable(),
      }),
      `SELECT name, parent_id, source FROM zones WHERE site_id = $1 AND source = 'topology' ORDER BY name`,
      [t.site.id],
    );
    expect(zones).toEqual([
      { name: 'AHU-1', parent_id: null, source: 'topology' },
      { name: 'Room 103', parent_id: null, source: 'topology' },
    ]);
    expect(await measurementNamed('RM103 CO2')).toMatchObject({
      type: 'co2',
      point_type: 'cO2Sensor',
      unit: 'ppm',
      score_type: 'scoreAQ',
      writable_functions: [],
    });
    expect(await measurementNamed('RM101 RH')).toMatchObject({
      zone_id: t.zones.room101.id,
      point_type: 'humiditySensor',
    });
    // A setpoint stays writable within the controller's range.
    const setpoint = await measurementNamed('AHU-1 SA-SP');
    expect(setpoint).toMatchObject({
      kind: 'Number',
      unit: '°F',
      writable_functions: ['numWrite'],
    });
    const [point] = await t.rows(
      z.object({
        bas_ref: z.string(),
        functions: z.array(z.string()),
        range: z.any(),
        name: z.string(),
      }),
      `SELECT bas_ref, functions, range, name FROM points WHERE measurement_id = $1`,
      [setpoint.id],
    );
    expect(point).toEqual({
      bas_ref: await refOf('AHU-1 SA-SP'),
      functions: ['numWrite'],
      range: { min: 50, max: 65 },
      name: 'AHU-1 SA-SP',
    });

    expect((await trees()).site.onboarded).toBe(true);
    const [audit] = await audits();
    const [staff] = await t.rows(
      z.object({ user_id: z.string() }),
      `SELECT user_id FROM sessions WHERE token_hash = $1`,
      [hashToken(t.tokens.staff)],
    );
    expect(audit!.user_id).toBe(staff!.user_id);
    expect(audit!.new_value.zones.map((zone) => zone.name).sort()).toEqual(['AHU-1', 'Room 103']);
    expect(audit!.new_value.points).toHaveLength(4);
  });

  it('creates nothing when the same mapping is posted again', async () => {
    const before = [await count('zones'), await count('measurements'), await count('points')];
    const res = await saveMapping(t.app, { siteId: t.site.id, topology: mapping }, t.tokens.staff);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      msg: 'Created 0 zones and 0 measurements',
      created: { zones: 0, measurements: 0 },
    });
    expect([await count('zones'), await count('measurements'), await count('points')]).toEqual(
      before,
    );
    expect(await audits()).toHaveLength(1);
  });

  it('renames and adds from an edited mapping, keeping the readings', async () => {
    const co2 = await measurementNamed('RM103 CO2');
    const [series] = await t.rows(
      z.object({ series_id: z.number() }),
      `SELECT series_id FROM points WHERE measurement_id = $1`,
      [co2.id],
    );
    await ingestReadings(t.handle, [
      { seriesId: series!.series_id, ts: new Date(Date.now() - 120_000), value: 612 },
      { seriesId: series!.series_id, ts: new Date(Date.now() - 60_000), value: 640 },
    ]);

    const { commander, aq } = await trees();
    let nodes = aq.map((n) =>
      n.name === 'Room 103'
        ? { ...n, name: 'Science Lab' }
        : n.name === 'RM103 CO2' && n.type === 'measurement'
          ? { ...n, name: 'Lab CO2' }
          : n,
    );
    nodes = addPoint(
      nodes,
      nodeNamed(nodes, 'Science Lab', 'zone'),
      nodeNamed(commander, 'RM103 PM2.5'),
    );
    const res = await saveMapping(t.app, { siteId: t.site.id, topology: nodes }, t.tokens.staff);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      msg: 'Created 0 zones and 1 measurement; updated 2',
      created: { zones: 0, measurements: 1 },
    });
    const renamed = await measurementNamed('Lab CO2');
    expect(renamed.id).toBe(co2.id);
    const [zone] = await t.rows(
      z.object({ name: z.string() }),
      `SELECT name FROM zones WHERE id = $1`,
      [renamed.zone_id],
    );
    expect(zone!.name).toBe('Science Lab');
    const readings = await t.rows(
      z.object({ value: z.number() }),
      `SELECT value FROM readings WHERE series_id = $1 ORDER BY ts`,
      [series!.series_id],
    );
    expect(readings.map((r) => r.value)).toEqual([612, 640]);
    expect(await measurementNamed('RM103 PM2.5')).toMatchObject({ point_type: 'pm2.5Sensor' });
  });

  it('moves a zone out one level (relegate), with what it holds', async () => {
    const { aq } = await trees();
    const res = await saveMapping(
      t.app,
      { siteId: t.site.id, topology: relegate(aq, t.zones.room101.id) },
      t.tokens.staff,
    );
    expect(res.json()).toMatchObject({ msg: 'Created 0 zones and 0 measurements; updated 1' });
    const moved = await trees();
    expect(nodeNamed(moved.aq, 'Room 101', 'zone')).toMatchObject({ parent: t.site.id, depth: 1 });
    expect(nodeNamed(moved.aq, 'CO2', 'measurement').parent).toBe(t.zones.room101.id);
  });

  it('fills the new measurements from the live feed, and they raise the new-sensor alert', async () => {
    await simulateMinute(t.handle, Date.now(), {
      systems,
      readTimeoutMs: 1_000,
      log: { warn: () => undefined },
    });
    await drainLiveState(t.handle);
    const temperature = await measurementNamed('RM103 TEMP');
    expect(temperature.cur_val).toEqual(expect.any(Number));
    expect(temperature.cur_val).toBeGreaterThan(60);
    expect(
      showNewSensorAlert({
        now: new Date(),
        measurementCreatedAt: [temperature.created_at],
        alertCompletedAt: null,
      }),
    ).toBe(true);
  });
});

describe('a whole building', () => {
  it('maps every point into a zone per device in one save', async () => {
    const { commander, aq } = await trees(t.bigSite.id);
    let nodes = zonesFromDevices(aq, commander);
    for (const point of commander.filter((n) => n.type === 'point')) {
      nodes = addPoint(nodes, nodeNamed(nodes, point.deviceName!, 'zone'), point);
    }
    const points = commander.filter((n) => n.type === 'point').length;
    const res = await saveMapping(t.app, { siteId: t.bigSite.id, topology: nodes }, t.tokens.staff);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ created: { measurements: points } });
  });
});

describe('units', () => {
  it('labels a measurement with the unit its point reports, whatever units are chosen', async () => {
    const { commander, aq } = await trees();
    let nodes = addZone(aq, 'Room 106');
    nodes = addPoint(
      nodes,
      nodeNamed(nodes, 'Room 106', 'zone'),
      nodeNamed(commander, 'RM106 TEMP'),
    );
    const res = await saveMapping(
      t.app,
      { siteId: t.site.id, topology: nodes, units: 'metric' },
      t.tokens.staff,
    );
    expect(res.statusCode).toBe(200);
    // The simulated controllers report °F: their readings are °F, so is the label.
    expect(await measurementNamed('RM106 TEMP')).toMatchObject({
      type: 'temperature',
      point_type: 'spaceTemperature',
      unit: '°F',
    });
  });

  it('puts the catalogue unit of a point that reports none in the units chosen', () => {
    expect(measurementUnit(undefined, '°F', 'metric')).toBe('°C');
    expect(measurementUnit('', '°C', 'imperial')).toBe('°F');
    expect(measurementUnit(undefined, 'kg', 'imperial')).toBe('lb');
    expect(measurementUnit(undefined, 'lb', 'metric')).toBe('kg');
    expect(measurementUnit(undefined, 'ppm', 'metric')).toBe('ppm');
    expect(measurementUnit('°C', '°F', 'imperial')).toBe('°C');
  });
});

describe('a mapping that is refused', () => {
  /** Posts the site's mapping changed by `edit`; expects nothing stored. */
  async function refused(edit: (trees: OnboardingTopology) => TopologyNode[]) {
    const before = [await count('zones'), await count('measurements'), await count('points')];
    const res = await saveMapping(
      t.app,
      { siteId: t.site.id, topology: edit(await trees()) },
      t.tokens.staff,
    );
    expect([await count('zones'), await count('measurements'), await count('points')]).toEqual(
      before,
    );
    return { status: res.statusCode, message: res.json<{ errorMessage: string }>().errorMessage };
  }
  const co2Of = (aq: TopologyNode[]) => nodeNamed(aq, 'CO2', 'measurement');

  it('names a point the building system does not have', async () => {
    expect(
      await refused(({ aq }) => [
        ...aq,
        topologyNodeUnder(co2Of(aq), {
          id: 'new:ghost',
          name: 'Ghost',
          type: 'point',
          originalDeviceRef: 'nope:x',
        }),
      ]),
    ).toEqual({ status: 400, message: 'Point “Ghost”: the building system has no point nope:x' });
  });

  it('names a point mapped twice, in one zone and in two', async () => {
    const again = (measurement: TopologyNode, point: TopologyNode) =>
      topologyNodeUnder(measurement, {
        ...point,
        id: 'new:again',
        type: 'point',
        pointType: 'cO2Sensor',
      });
    expect(
      await refused(({ aq, commander }) => [
        ...aq,
        again(co2Of(aq), nodeNamed(commander, 'RM101 CO2')),
      ]),
    ).toEqual({ status: 400, message: messages.pointAlreadyInZone('RM101 CO2', 'Room 101') });
    const twice = await refused(({ aq, commander }) => {
      const wing = nodeNamed(aq, 'East Wing', 'zone');
      const measurement = topologyNodeUnder(wing, {
        id: 'new:wing-co2',
        name: 'Wing CO2',
        type: 'measurement',
        pointType: 'cO2Sensor',
      });
      return [...aq, measurement, again(measurement, nodeNamed(commander, 'RM101 CO2'))];
    });
    expect(twice.status).toBe(400);
    // Named as the second placement met, whichever zone that is.
    expect(twice.message).toMatch(
      /^Point “RM101 CO2”: is mapped twice, in (Room 101 and in East Wing|East Wing and in Room 101)$/,
    );
  });

  it('names a point of a type the measurement does not take', async () => {
    expect(
      await refused(({ aq, commander }) => [
        ...aq,
        topologyNodeUnder(co2Of(aq), {
          ...nodeNamed(commander, 'UV-103 ZN-T'),
          id: 'new:temp',
          type: 'point',
          pointType: 'spaceTemperature',
        }),
      ]),
    ).toEqual({
      status: 400,
      message: `Point “UV-103 ZN-T”: ${messages.cannotAddPointType('spaceTemperature', 'co2')}`,
    });
  });

  it('names a node whose parent is missing, and one that cannot be in a mapping', async () => {
    expect(
      await refused(({ aq }) => [
        ...aq,
        newTopologyNode({ id: 'new:orphan', name: 'Orphan', type: 'zone', parent: 'new:gone' }),
      ]),
    ).toEqual({
      status: 400,
      message: 'Zone “Orphan”: its parent (new:gone) is not in the topology',
    });
    expect(
      await refused(({ aq, commander }) => [...aq, { ...nodeNamed(commander, 'AHU-1', 'device') }]),
    ).toEqual({
      status: 400,
      message: 'Device “AHU-1”: is not part of a mapping (zones, measurements and points are)',
    });
  });

  it("names another site's zone with a 404", async () => {
    expect(
      await refused(({ aq }) => [
        ...aq,
        topologyNodeUnder(aq[0]!, { id: t.foreignZone.id, name: 'Elsewhere room', type: 'zone' }),
      ]),
    ).toEqual({ status: 404, message: 'Zone “Elsewhere room”: is not a zone of this site' });
  });
});

describe('who may save (decision 018)', () => {
  const rootOnly = (siteId: string) => [
    newTopologyNode({ id: siteId, name: 'Site', type: 'site' }),
  ];

  it('refuses members who are not staff with 403 and anonymous callers with 401', async () => {
    const body = { siteId: t.site.id, topology: rootOnly(t.site.id) };
    expect((await saveMapping(t.app, body, t.tokens.member)).statusCode).toBe(403);
    expect((await saveMapping(t.app, body, t.tokens.admin)).statusCode).toBe(403);
    expect((await saveMapping(t.app, body)).statusCode).toBe(401);
  });

  it("hides another project's site behind a 404", async () => {
    const foreign = { siteId: t.foreignSite.id, topology: rootOnly(t.foreignSite.id) };
    expect((await saveMapping(t.app, foreign, t.tokens.staff)).statusCode).toBe(404);
    const ours = { siteId: t.site.id, topology: rootOnly(t.site.id) };
    expect((await saveMapping(t.app, ours, t.tokens.otherStaff)).statusCode).toBe(404);
  });

  it("says 'Cannot Save Measurements' with 504 when the building system does not answer", async () => {
    const res = await saveMapping(
      t.app,
      { siteId: SILENT_SITE, topology: rootOnly(SILENT_SITE) },
      t.tokens.staff,
    );
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({ errorMessage: messages.cannotSaveMeasurements });
  });
});
