/**
 * Reading what onboarding works from: a site's mapping as stored (its zones, measurements and
 * points), the point-type catalogue, and the site's building system — the last within a time
 * limit, so a system that does not answer is a 504 and one that fails a 502, never a request that
 * hangs.
 */
import { z } from 'zod';
import { valueKind } from '../../db/schema/index';
import {
  answerWithin,
  BuildingSystemTimeout,
  type BasDevice,
  type BuildingAutomationConnector,
} from '../../bas/connector';
import type { SqlRunner } from '../../db/connect';
import { HttpError } from '../../lib/http-error';
import type { CatalogueEntry } from './topology-nodes';

const zoneRow = z.object({ id: z.string(), name: z.string(), parent_id: z.string().nullable() });
const measurementRow = z.object({
  id: z.string(),
  name: z.string(),
  zone_id: z.string().nullable(),
  parent_id: z.string().nullable(),
  type: z.string(),
  point_type: z.string().nullable(),
  unit: z.string(),
  kind: z.enum(valueKind.enumValues),
});
const pointRow = z.object({
  id: z.string(),
  name: z.string(),
  zone_id: z.string().nullable(),
  measurement_id: z.string().nullable(),
  bas_ref: z.string().nullable(),
  type: z.string().nullable(),
});

export interface SiteMapping {
  zones: z.infer<typeof zoneRow>[];
  measurements: z.infer<typeof measurementRow>[];
  points: z.infer<typeof pointRow>[];
}

/** The site's zones (by name), measurements (in their order) and points. */
export async function readSiteMapping(query: SqlRunner, siteId: string): Promise<SiteMapping> {
  return {
    zones: await query(
      zoneRow,
      `SELECT id, name, parent_id FROM zones WHERE site_id = $1 ORDER BY name, id`,
      [siteId],
    ),
    measurements: await query(
      measurementRow,
      `SELECT id, name, zone_id, parent_id, type, point_type, unit, kind
         FROM measurements WHERE site_id = $1 ORDER BY position, name, id`,
      [siteId],
    ),
    points: await query(
      pointRow,
      `SELECT id, name, zone_id, measurement_id, bas_ref, type
         FROM points WHERE site_id = $1 ORDER BY name, id`,
      [siteId],
    ),
  };
}

export async function readCatalogue(query: SqlRunner): Promise<CatalogueEntry[]> {
  const rows = await query(
    z.object({
      type: z.string(),
      name: z.string(),
      measurement_type: z.string(),
      unit: z.string(),
      kind: z.enum(valueKind.enumValues),
      score_type: z.string().nullable(),
      description: z.string(),
    }),
    `SELECT type, name, measurement_type, unit, kind, score_type, description
       FROM point_types ORDER BY score_order, type`,
  );
  return rows.map((row) => ({
    type: row.type,
    name: row.name,
    measurementType: row.measurement_type,
    unit: row.unit,
    kind: row.kind,
    scoreType: row.score_type,
    description: row.description,
  }));
}

/**
 * The devices of the site's building system (none when the site is not linked to one), or an
 * HttpError with `failure` (the screen's message): 504 when the system did not answer within
 * `timeoutMs`, 502 when it failed.
 */
export async function readBuildingSystem(
  system: BuildingAutomationConnector | null,
  options: { reread: boolean; timeoutMs: number },
  failure: string,
): Promise<BasDevice[]> {
  if (!system) {
    return [];
  }
  try {
    return await answerWithin(system.readDevices({ reread: options.reread }), options.timeoutMs);
  } catch (error) {
    const status = error instanceof BuildingSystemTimeout ? 504 : 502;
    throw Object.assign(new HttpError(status, failure), { cause: error });
  }
}
