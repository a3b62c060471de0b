/**
 * Demo step "kiosks": two lobby screens per site (issue 15) — '{site} Lobby', a plain kiosk of
 * the site's first zone showing four of its readings, and '{site} Lobby (branded)', a branded
 * kiosk of the whole site (the site's score slides) with three of those readings — so the kiosk
 * list, sharing and the public screens have something to show. Runs after the measurements,
 * whose ids the kiosks pick.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../connect';
import { newObjectId, newPublicId } from '../../ids';
import * as s from '../../schema/index';
import { demoProjects } from '../demo-layout';
import type { KeyedIds } from './keyed-ids';
import type { DemoPlaces } from './sites';

/** The readings each kiosk picks, by measurement type, in the order it shows them. */
const PLAIN_PICKS = ['co2', 'pm2.5', 'spacetemperature', 'relativehumidity'];
const BRANDED_PICKS = ['co2', 'spacetemperature', 'relativehumidity'];

export async function loadKiosks(
  db: Database,
  projectIds: KeyedIds,
  places: DemoPlaces,
): Promise<void> {
  for (const project of demoProjects) {
    const projectId = projectIds.get(project.key);
    for (const site of project.sites) {
      const siteId = places.sites.get(site.key);
      const lobby = site.zones.find((zone) => !zone.parent)!;
      const zoneId = places.zones.get(`${site.key}/${lobby.key}`);
      const readings = await db
        .select({ id: s.measurements.id, type: s.measurements.type })
        .from(s.measurements)
        .where(and(eq(s.measurements.zoneId, zoneId), isNull(s.measurements.parentId)));
      const pick = (types: string[]) =>
        types.flatMap((type) => readings.find((m) => m.type === type)?.id ?? []);
      const kiosk = { projectId, siteId };
      await db.insert(s.kiosks).values([
        {
          ...kiosk,
          id: newObjectId(),
          uuid: newPublicId(),
          name: `${site.name} Lobby`,
          type: 'plain',
          zoneId,
          measurementIds: pick(PLAIN_PICKS),
        },
        {
          ...kiosk,
          id: newObjectId(),
          uuid: newPublicId(),
          name: `${site.name} Lobby (branded)`,
          type: 'branded',
          zoneId: null,
          measurementIds: pick(BRANDED_PICKS),
        },
      ]);
    }
  }
}
