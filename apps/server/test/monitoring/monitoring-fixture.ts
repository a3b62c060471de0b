/**
 * A small monitored building for the monitoring API tests: a project with one site, two zones
 * (one nested), measurements with points, an active alert and a floor — plus another project with
 * its own member, admin and plain users, and a session for each.
 */
import { newObjectId } from '../../src/db/ids';
import type { Database } from '../../src/db/connect';
import * as s from '../../src/db/schema/index';
import { createProject, createSession, createSite, createUser } from '../factories';

export async function createMonitoringFixture(db: Database) {
  const project = await createProject(db, { name: 'Demo', mapView: true });
  const other = await createProject(db, { name: 'Other' });
  const site = await createSite(db, project.id, {
    name: 'Lincoln Elementary',
    shortName: 'LES',
    scores: { scoreOA: { ts: '2026-01-01T00:00:00.000Z', val: 82 } },
  });
  const secondSite = await createSite(db, project.id, { name: 'Annex', aqEnabled: false });
  const otherSite = await createSite(db, other.id, { name: 'Maple Library' });

  const [wing] = await db
    .insert(s.zones)
    .values({ id: newObjectId(), siteId: site.id, name: 'West Wing' })
    .returning();
  const [gym] = await db
    .insert(s.zones)
    .values({ id: newObjectId(), siteId: site.id, name: 'Gymnasium', parentId: wing!.id })
    .returning();

  await db.insert(s.pointTypes).values({
    type: 'co2',
    name: 'CO2',
    description: 'Carbon dioxide',
    extendedDescription: 'Exhaled air',
    threshold: { Excellent: 800, Good: 1000, Poor: 1500 },
    scoreOrder: 1,
    unit: 'ppm',
    measurementType: 'co2',
    scoreType: 'scoreAQ',
  });
  const [co2] = await db
    .insert(s.measurements)
    .values({
      id: newObjectId(),
      siteId: site.id,
      zoneId: gym!.id,
      name: 'CO2',
      type: 'co2',
      pointType: 'co2',
      unit: 'ppm',
      section: 'Air Quality',
      scoreType: 'scoreAQ',
      curVal: 912.345,
      curScore: 64,
      isAlerting: true,
    })
    .returning();
  const [setpoint] = await db
    .insert(s.measurements)
    .values({
      id: newObjectId(),
      siteId: site.id,
      zoneId: gym!.id,
      name: 'Setpoint',
      type: 'point',
      unit: '°F',
      section: 'Comfort',
      position: 1,
      writableFunctions: ['numWrite'],
      curVal: 70,
    })
    .returning();
  const [child] = await db
    .insert(s.measurements)
    .values({
      id: newObjectId(),
      siteId: site.id,
      zoneId: gym!.id,
      parentId: setpoint!.id,
      name: 'Setpoint limit',
      type: 'point',
    })
    .returning();
  const [unzoned] = await db
    .insert(s.measurements)
    .values({ id: newObjectId(), siteId: site.id, name: 'Unassigned', type: 'point' })
    .returning();
  await db.insert(s.points).values([
    { id: newObjectId(), siteId: site.id, zoneId: gym!.id, measurementId: co2!.id, name: 'CO2' },
    {
      id: newObjectId(),
      siteId: site.id,
      zoneId: gym!.id,
      measurementId: setpoint!.id,
      name: 'Setpoint',
      functions: ['numWrite'],
    },
  ]);
  const [rule] = await db
    .insert(s.alertConfigs)
    .values({
      id: newObjectId(),
      projectId: project.id,
      measurementId: co2!.id,
      alertType: 'critical',
      condition: 'above',
      threshold: 900,
      message: 'CO2 is high',
    })
    .returning();
  await db.insert(s.alerts).values({
    id: newObjectId(),
    alertConfigId: rule!.id,
    measurementId: co2!.id,
    siteId: site.id,
    zoneId: gym!.id,
    startedAt: new Date('2026-01-01T10:00:00Z'),
  });
  await db.insert(s.floors).values({
    id: newObjectId(),
    siteId: site.id,
    name: 'Floor 1',
    floorPlanUrl: '/media/floor-1.svg',
    zoneData: { [gym!.id]: { x: 1, y: 2, w: 3, h: 4, name: 'Gymnasium' } },
  });

  const member = await createUser(db, { projectIds: [project.id] });
  const admin = await createUser(db, { projectIds: [project.id], role: 'admin' });
  const outsider = await createUser(db, { projectIds: [other.id], role: 'admin' });
  return {
    project,
    other,
    site,
    secondSite,
    otherSite,
    zones: { wing: wing!, gym: gym! },
    measurements: { co2: co2!, setpoint: setpoint!, child: child!, unzoned: unzoned! },
    admin,
    tokens: {
      member: await createSession(db, member.id, project.id),
      admin: await createSession(db, admin.id, project.id),
      outsider: await createSession(db, outsider.id, other.id),
      noProject: await createSession(db, member.id, null),
    },
  };
}

export type MonitoringFixture = Awaited<ReturnType<typeof createMonitoringFixture>>;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
