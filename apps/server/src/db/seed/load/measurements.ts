/**
 * Demo step "measurements": every demo series and writable status becomes a measurement with its
 * point in the simulated building system (a sensor's point names the zone's device and channel).
 */
import type { Database } from '../../connect';
import { newObjectId } from '../../ids';
import * as s from '../../schema/index';
import { signalTemplates, writableTemplates, type MeasurementTemplate } from '../demo-catalogue';
import type { SiteSpec, ZoneSpec } from '../demo-layout';
import { buildDemoSeries } from '../demo-series';
import { pointTypeCatalogue } from '../point-type-catalogue';
import type { DemoDevices } from './devices';
import type { DemoPlaces } from './sites';

/**
 * Loads the measurements and points of the series and writables of the demo at `anchor`; returns
 * how many points it made. The history step finds them again by their `basRef`.
 */
export async function loadMeasurements(
  db: Database,
  places: DemoPlaces,
  devices: DemoDevices,
  anchor: number,
  start: number,
): Promise<number> {
  let position = 0;
  const create = async (
    site: SiteSpec,
    zone: ZoneSpec,
    template: MeasurementTemplate,
    basRef: string,
    channel: string | null,
  ): Promise<void> => {
    const siteId = places.sites.get(site.key);
    const zoneId = places.zones.get(`${site.key}/${zone.key}`);
    const catalogueEntry = pointTypeCatalogue.find((p) => p.type === template.pointType);
    const deviceId = channel ? (devices.get(`${site.key}/${zone.key}`) ?? null) : null;
    await insertMeasurementWithPoint(
      db,
      {
        siteId,
        zoneId,
        name: template.name,
        type: template.type,
        pointType: template.pointType,
        kind: template.kind,
        unit: template.unit,
        section: template.section,
        position: position++,
        writableFunctions: template.functions,
        scoreType: catalogueEntry?.scoreType ?? null,
        activeText: template.activeText ?? null,
        inactiveText: template.inactiveText ?? null,
        multiStateValues: template.multiStateValues ?? null,
        description: catalogueEntry?.description ?? null,
        createdAt: new Date(start),
      },
      {
        basRef,
        range: template.range ?? null,
        deviceId,
        channel: deviceId ? channel : null,
      },
    );
  };

  const { series, writables } = buildDemoSeries(anchor);
  for (const demo of series) {
    await create(demo.site, demo.zone, signalTemplates[demo.signal], demo.basRef, demo.signal);
  }
  for (const w of writables) {
    await create(w.site, w.zone, writableTemplates[w.kind], w.basRef, null);
  }
  return series.length + writables.length;
}

/**
 * A measurement and the one point feeding it, at the same place, with the measurement's name,
 * point type, kind, unit and functions unless `point` says otherwise. The test fixtures create
 * their sensors with it too, so a test's sensor is stored as a demo one is.
 */
export async function insertMeasurementWithPoint(
  db: Database,
  measurement: Omit<typeof s.measurements.$inferInsert, 'id'>,
  point: Partial<typeof s.points.$inferInsert> = {},
) {
  const measurementId = newObjectId();
  await db.insert(s.measurements).values({ id: measurementId, ...measurement });
  const [row] = await db
    .insert(s.points)
    .values({
      id: newObjectId(),
      siteId: measurement.siteId,
      zoneId: measurement.zoneId,
      measurementId,
      name: measurement.name,
      type: measurement.pointType,
      kind: measurement.kind,
      unit: measurement.unit,
      functions: measurement.writableFunctions,
      ...point,
    })
    .returning();
  return { measurementId, point: row! };
}
