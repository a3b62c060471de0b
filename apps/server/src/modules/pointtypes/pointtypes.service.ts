/** The point-type catalogue (spec 000 §3), ordered by scoreOrder. */
import { asc } from 'drizzle-orm';
import type { PointType } from '@airboard/shared/api';
import type { Database } from '../../db/connect';
import { pointTypes } from '../../db/schema/index';

export async function listPointTypes(db: Database): Promise<PointType[]> {
  const rows = await db
    .select()
    .from(pointTypes)
    .orderBy(asc(pointTypes.scoreOrder), asc(pointTypes.type));
  return rows.map((row) => ({
    type: row.type,
    name: row.name,
    description: row.description,
    threshold: row.threshold,
    extendedDescription: row.extendedDescription,
    scoreOrder: row.scoreOrder,
    unit: row.unit,
    measurementType: row.measurementType,
    scoreType: row.scoreType,
  }));
}
