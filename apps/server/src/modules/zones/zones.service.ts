/** A site's zones sorted by name, with sensor counts and optionally their measurements. */
import { asc, count, eq, isNotNull, and } from 'drizzle-orm';
import type { Zone } from '@airboard/shared/api';
import { zoneSensorCount } from '@airboard/shared/rules';
import type { Database } from '../../db/connect';
import { devices, measurements, points, zones } from '../../db/schema/index';
import { loadMeasurements } from '../measurements/measurement-list.service';

async function countsByZone(
  db: Database,
  table: typeof points | typeof devices | typeof measurements,
  siteId: string,
) {
  const rows = await db
    .select({ zoneId: table.zoneId, n: count() })
    .from(table)
    .where(and(eq(table.siteId, siteId), isNotNull(table.zoneId)))
    .groupBy(table.zoneId);
  return new Map(rows.map((r) => [r.zoneId, r.n]));
}

export async function loadZones(
  db: Database,
  siteId: string,
  withMeasurements: boolean,
): Promise<Zone[]> {
  const [rows, pointCounts, deviceCounts, measurementCounts, siteMeasurements] = await Promise.all([
    db.select().from(zones).where(eq(zones.siteId, siteId)).orderBy(asc(zones.name)),
    countsByZone(db, points, siteId),
    countsByZone(db, devices, siteId),
    countsByZone(db, measurements, siteId),
    withMeasurements ? loadMeasurements(db, { siteId, accessFilter: true }) : Promise.resolve([]),
  ]);
  return rows.map((row) => {
    const zone: Zone = {
      objectId: row.id,
      name: row.name,
      parent: row.parentId,
      source: row.source,
      siteId: row.siteId,
      activeAlertsCount: row.activeAlertsCount,
      scores: row.scores,
      sensorCount: zoneSensorCount({
        points: pointCounts.get(row.id) ?? 0,
        devices: deviceCounts.get(row.id) ?? 0,
        measurements: measurementCounts.get(row.id) ?? 0,
      }),
    };
    if (withMeasurements) {
      zone.measurements = siteMeasurements.filter((m) => m.zone?.objectId === row.id);
    }
    return zone;
  });
}
