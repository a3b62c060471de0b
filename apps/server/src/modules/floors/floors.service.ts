/** A site's floors (spec 000 §3): plan image and zone rectangles, in their position order. */
import { asc, eq } from 'drizzle-orm';
import type { Floor } from '@airboard/shared/api';
import type { Database } from '../../db/connect';
import { floors } from '../../db/schema/index';

export async function listFloors(db: Database, siteId: string): Promise<Floor[]> {
  const rows = await db
    .select()
    .from(floors)
    .where(eq(floors.siteId, siteId))
    .orderBy(asc(floors.position), asc(floors.name));
  return rows.map((row) => ({
    objectId: row.id,
    name: row.name,
    floorPlan: { url: row.floorPlanUrl },
    zoneData: row.zoneData,
  }));
}
