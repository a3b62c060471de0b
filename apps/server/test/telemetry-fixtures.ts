/** Builders for telemetry tests: a site with zones, the CO2 point type and sensor points. */
import { hashToken, newObjectId, newSecretToken } from '../src/db/ids';
import type { Database } from '../src/db/connect';
import * as s from '../src/db/schema/index';
import { createProject, createSession, createSite, createUser } from './factories';

export const co2Type = {
  type: 'cO2Sensor',
  name: 'CO2',
  description: 'CO2',
  scoreOrder: 1,
  unit: 'ppm',
  measurementType: 'co2',
  scoreType: 'scoreAQ' as const,
  threshold: { Excellent: 800, Good: 1000, Poor: 2000 },
};

/** The CO2 point type (once per database) and a warning rule: above 1500 ppm for 15 minutes. */
export async function createCo2Catalogue(db: Database) {
  await db.insert(s.pointTypes).values(co2Type).onConflictDoNothing();
  const [rule] = await db
    .insert(s.alertConfigs)
    .values({
      id: newObjectId(),
      pointType: 'cO2Sensor',
      alertType: 'warning',
      condition: 'above',
      threshold: 1500,
      minDurationSeconds: 900,
      message: 'CO2 has been above 1500 ppm for 15 minutes',
    })
    .returning();
  return rule!;
}

export async function createZone(db: Database, siteId: string, name = 'Room 101') {
  const [zone] = await db.insert(s.zones).values({ id: newObjectId(), siteId, name }).returning();
  return zone!;
}

/** A measurement with one point feeding it. */
export async function createSensor(
  db: Database,
  siteId: string,
  zoneId: string | null,
  overrides: Partial<typeof s.points.$inferInsert> & { measurementName?: string } = {},
) {
  const { measurementName, ...pointOverrides } = overrides;
  const measurementId = newObjectId();
  const pointType = pointOverrides.type === undefined ? 'cO2Sensor' : pointOverrides.type;
  const scored = pointType === 'cO2Sensor';
  await db.insert(s.measurements).values({
    id: measurementId,
    siteId,
    zoneId,
    name: measurementName ?? 'CO2',
    type: scored ? 'co2' : 'point',
    pointType,
    kind: pointOverrides.kind ?? 'Number',
    unit: scored ? 'ppm' : (pointOverrides.unit ?? ''),
    scoreType: scored ? 'scoreAQ' : null,
    writableFunctions: pointOverrides.functions ?? [],
  });
  const [point] = await db
    .insert(s.points)
    .values({
      id: newObjectId(),
      siteId,
      zoneId,
      measurementId,
      name: measurementName ?? 'CO2',
      type: pointType,
      unit: scored ? 'ppm' : '',
      ...pointOverrides,
    })
    .returning();
  return { measurementId, point: point! };
}

/** An ingest key for a site, as an admin creates it; returns the secret the device sends. */
export async function createSiteIngestKey(
  db: Database,
  site: { projectId: string; id: string },
  name = 'Gateway',
): Promise<string> {
  const key = newSecretToken();
  await db.insert(s.ingestKeys).values({
    id: newObjectId(),
    projectId: site.projectId,
    siteId: site.id,
    name,
    keyHash: hashToken(key),
  });
  return key;
}

/** A project with a site and a zone, a member and an outsider with sessions. */
export async function createMonitoredSite(db: Database) {
  const project = await createProject(db);
  const other = await createProject(db, { name: 'Other' });
  const site = await createSite(db, project.id);
  const zone = await createZone(db, site.id);
  const member = await createUser(db, { projectIds: [project.id] });
  const outsider = await createUser(db, { projectIds: [other.id] });
  return {
    project,
    site,
    zone,
    member,
    memberToken: await createSession(db, member.id, project.id),
    outsiderToken: await createSession(db, outsider.id, other.id),
  };
}

/** Objects the route-access walk needs for the telemetry routes, in the given project. */
export async function createTelemetryAccessFixture(
  db: Database,
  ids: { projectId: string; siteId: string; zoneId: string; measurementId: string; userId: string },
) {
  const [point] = await db
    .insert(s.points)
    .values({
      id: newObjectId(),
      siteId: ids.siteId,
      zoneId: ids.zoneId,
      measurementId: ids.measurementId,
      name: 'CO2',
      functions: ['numWrite'],
    })
    .returning();
  const [job] = await db
    .insert(s.jobs)
    .values({
      id: newObjectId(),
      kind: 'point-write',
      projectId: ids.projectId,
      status: 'completed',
    })
    .returning();
  const [config] = await db
    .insert(s.alertConfigs)
    .values({
      id: newObjectId(),
      alertType: 'info',
      condition: 'above',
      threshold: 1,
      message: 'High',
    })
    .returning();
  const [alert] = await db
    .insert(s.alerts)
    .values({
      id: newObjectId(),
      alertConfigId: config!.id,
      measurementId: ids.measurementId,
      siteId: ids.siteId,
      zoneId: ids.zoneId,
      startedAt: new Date(),
    })
    .returning();
  const ingestKey = newSecretToken();
  const keys = await db
    .insert(s.ingestKeys)
    .values([
      {
        id: newObjectId(),
        projectId: ids.projectId,
        siteId: ids.siteId,
        name: 'Gateway',
        keyHash: hashToken(ingestKey),
      },
      {
        id: newObjectId(),
        projectId: ids.projectId,
        siteId: ids.siteId,
        name: 'Old',
        keyHash: hashToken(newSecretToken()),
      },
    ])
    .returning();
  return {
    pointId: point!.id,
    pointUuid: point!.uuid,
    jobId: job!.id,
    alertId: alert!.id,
    ingestKey,
    revocableKeyId: keys[1]!.id,
  };
}
