/**
 * New measurements and points, written the one way whoever makes them: the topology save (the
 * rows mapping-plan.ts plans from a building system) and device onboarding (a device's channels,
 * modules/kit-onboarding), one statement per kind. New measurements list after the site's others.
 * The point-type catalogue both make them from is read here too.
 */
import type { SqlRunner } from '../../db/connect';
import type { NewMeasurement, NewPoint } from './mapping-plan';

export { readCatalogue } from './site-mapping';
export type { CatalogueEntry } from './topology-nodes';
export type { NewMeasurement } from './mapping-plan';

/**
 * A new point: a building system's (by its reference) or a device's channel (deviceId and
 * channel, which ingestion addresses by serial number and channel).
 */
export interface NewPointRow extends Omit<NewPoint, 'ref'> {
  ref: string | null;
  deviceId?: string | null;
  channel?: string | null;
}

export async function insertMeasurements(
  query: SqlRunner,
  siteId: string,
  rows: readonly NewMeasurement[],
): Promise<void> {
  if (rows.length === 0) {
    return;
  }
  await query(
    `INSERT INTO measurements (id, site_id, zone_id, parent_id, name, type, point_type, kind, unit,
                               writable_functions, multi_state_values, score_type, description, position)
     SELECT u.id, $1, u.zone_id, u.parent_id, u.name, u.type, u.point_type, u.kind::value_kind, u.unit,
            coalesce(string_to_array(nullif(u.functions, ''), ','), '{}'), u.states::jsonb,
            u.score_type::score_type, u.description,
            (SELECT coalesce(max(position), 0) FROM measurements WHERE site_id = $1) + u.n::int
       FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                   $9::text[], $10::text[], $11::text[], $12::text[], $13::text[])
            WITH ORDINALITY AS u(id, zone_id, parent_id, name, type, point_type, kind, unit, functions,
                                 states, score_type, description, n)`,
    [
      siteId,
      rows.map((m) => m.id),
      rows.map((m) => m.zoneId),
      rows.map((m) => m.parentId),
      rows.map((m) => m.name),
      rows.map((m) => m.type),
      rows.map((m) => m.pointType),
      rows.map((m) => m.kind),
      rows.map((m) => m.unit),
      rows.map((m) => m.writableFunctions.join(',')),
      rows.map((m) => (m.multiStateValues ? JSON.stringify(m.multiStateValues) : null)),
      rows.map((m) => m.scoreType),
      rows.map((m) => m.description),
    ],
  );
}

export async function insertPoints(
  query: SqlRunner,
  siteId: string,
  rows: readonly NewPointRow[],
): Promise<void> {
  if (rows.length === 0) {
    return;
  }
  await query(
    `INSERT INTO points (id, site_id, zone_id, measurement_id, bas_ref, device_id, channel, name, type,
                         kind, unit, functions, range)
     SELECT u.id, $1, u.zone_id, u.measurement_id, u.ref, u.device_id, u.channel, u.name, u.type,
            u.kind::value_kind, u.unit, coalesce(string_to_array(nullif(u.functions, ''), ','), '{}'),
            u.range::jsonb
       FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                   $9::text[], $10::text[], $11::text[], $12::text[], $13::text[])
            AS u(id, zone_id, measurement_id, ref, device_id, channel, name, type, kind, unit,
                 functions, range)`,
    [
      siteId,
      rows.map((p) => p.id),
      rows.map((p) => p.zoneId),
      rows.map((p) => p.measurementId),
      rows.map((p) => p.ref),
      rows.map((p) => p.deviceId ?? null),
      rows.map((p) => p.channel ?? null),
      rows.map((p) => p.name),
      rows.map((p) => p.type),
      rows.map((p) => p.kind),
      rows.map((p) => p.unit),
      rows.map((p) => p.functions.join(',')),
      rows.map((p) => (p.range ? JSON.stringify(p.range) : null)),
    ],
  );
}
