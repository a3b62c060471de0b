/**
 * Measurements as the API shows them (spec 000 §3): rows of measurements, their points, active
 * alerts and point types → the Measurement contract, children nested under their parent. Kiosks
 * read theirs through it too, by their picks or as the first scored ones.
 */
import { and, asc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { ChildMeasurement, Measurement } from '@airboard/shared/api';
import type { Database } from '../../db/connect';
import {
  alertConfigs,
  alerts,
  measurements,
  points,
  pointTypes,
  zones,
} from '../../db/schema/index';
import { groupBy } from '../../lib/group-by';

type MeasurementRow = typeof measurements.$inferSelect;
type PointRow = typeof points.$inferSelect;
type PointTypeRow = typeof pointTypes.$inferSelect;

export interface MeasurementFilter {
  siteId: string;
  zoneId?: string | undefined;
  /** Only measurements placed in a zone (unassigned ones from onboarding stay hidden). */
  accessFilter?: boolean | undefined;
  /** Only scored measurements: what the floor plan can colour zones by. */
  forFloorPlan?: boolean | undefined;
  /**
   * Only these measurements, in this order, a child among them as one of its own (a kiosk's
   * picks); ids that are not the site's (or the zone's) are left out.
   */
  measurementIds?: readonly string[] | undefined;
}

function childFields(row: MeasurementRow, rowPoints: PointRow[], type: PointTypeRow | undefined) {
  const writePoint = rowPoints.find((p) => p.functions.length > 0) ?? rowPoints[0];
  const fields: ChildMeasurement = {
    objectId: row.id,
    uuid: row.uuid,
    siteId: row.siteId,
    name: row.name,
    type: row.type,
    kind: row.kind,
    unit: row.unit,
    curVal: row.curVal,
    curValTs: row.curValTs?.toISOString() ?? null,
    curScore: row.curScore,
    scoreType: row.scoreType,
    activeText: row.activeText,
    inactiveText: row.inactiveText,
    multiStateValues: row.multiStateValues,
    writable:
      row.writableFunctions.length > 0 && writePoint
        ? {
            functions: row.writableFunctions,
            endpoint: `/api/points/${writePoint.uuid}/runFunction`,
            range: writePoint.range ?? null,
          }
        : null,
    isAlerting: row.isAlerting,
    description: row.description ?? type?.description ?? null,
    threshold: row.threshold ?? type?.threshold ?? null,
    extendedDescription: type?.extendedDescription ?? null,
    section: row.section,
    createdAt: row.createdAt.toISOString(),
  };
  return fields;
}

/** The measurements of a site (or one zone), ordered as configured, in the Measurement shape. */
export async function loadMeasurements(
  db: Database,
  filter: MeasurementFilter,
): Promise<Measurement[]> {
  const conditions: SQL[] = [eq(measurements.siteId, filter.siteId)];
  if (filter.zoneId) {
    conditions.push(eq(measurements.zoneId, filter.zoneId));
  }
  if (filter.accessFilter) {
    conditions.push(isNotNull(measurements.zoneId));
  }
  if (filter.measurementIds) {
    conditions.push(inArray(measurements.id, [...filter.measurementIds]));
  }
  const rows = await db
    .select()
    .from(measurements)
    .where(and(...conditions))
    .orderBy(asc(measurements.position), asc(measurements.name));
  const topLevel = filter.measurementIds
    ? inGivenOrder(rows, filter.measurementIds)
    : rows.filter((r) => r.parentId === null && (!filter.forFloorPlan || r.scoreType !== null));
  if (topLevel.length === 0) {
    return [];
  }
  const ids = rows.map((r) => r.id);
  const [pointRows, alertRows, typeRows, zoneRows] = await Promise.all([
    db.select().from(points).where(inArray(points.measurementId, ids)),
    db
      .select({
        objectId: alerts.id,
        measurementId: alerts.measurementId,
        alertType: alertConfigs.alertType,
        message: alertConfigs.message,
        startedAt: alerts.startedAt,
      })
      .from(alerts)
      .innerJoin(alertConfigs, eq(alertConfigs.id, alerts.alertConfigId))
      .where(and(inArray(alerts.measurementId, ids), eq(alerts.isActive, true)))
      .orderBy(asc(alerts.startedAt)),
    db.select().from(pointTypes),
    db
      .select({ id: zones.id, name: zones.name })
      .from(zones)
      .where(eq(zones.siteId, filter.siteId)),
  ]);
  const pointsByMeasurement = groupBy(pointRows, (p) => p.measurementId);
  const alertsByMeasurement = groupBy(alertRows, (a) => a.measurementId);
  const childrenByParent = groupBy(
    rows.filter((r) => r.parentId !== null),
    (r) => r.parentId,
  );
  const typeByName = new Map(typeRows.map((t) => [t.type, t]));
  const zoneName = new Map(zoneRows.map((z) => [z.id, z.name]));
  const fieldsOf = (row: MeasurementRow) =>
    childFields(
      row,
      pointsByMeasurement.get(row.id) ?? [],
      row.pointType ? typeByName.get(row.pointType) : undefined,
    );

  return topLevel.map((row) => {
    const rowPoints = pointsByMeasurement.get(row.id) ?? [];
    return {
      ...fieldsOf(row),
      zone: row.zoneId ? { objectId: row.zoneId, name: zoneName.get(row.zoneId) ?? '' } : null,
      alerts: (alertsByMeasurement.get(row.id) ?? []).map((a) => ({
        objectId: a.objectId,
        alertType: a.alertType,
        message: a.message,
        startedAt: a.startedAt.toISOString(),
      })),
      childMeasurements: (childrenByParent.get(row.id) ?? []).map(fieldsOf),
      childPoints: rowPoints.map((p) => ({
        objectId: p.id,
        uuid: p.uuid,
        name: p.name,
        curVal: p.curVal,
        functions: p.functions,
      })),
      sensorCount: rowPoints.length,
    };
  });
}

/** The rows of the ids, in the ids' order (ids without a row left out). */
function inGivenOrder(rows: MeasurementRow[], ids: readonly string[]): MeasurementRow[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
