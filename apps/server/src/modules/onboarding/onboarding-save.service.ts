/**
 * POST /api/onboarding/measurements/: saves a site's mapping of its building system. The system is
 * read first, within the time limit and outside the transaction; then, in one transaction with the
 * site's row locked (two saves of one site run one after the other), the stored mapping is read,
 * the posted one checked and planned against it (mapping-plan.ts), zones, measurements and points
 * are created, renamed or moved, the site is marked onboarded and the save is recorded in the
 * audit log. New points are the building system's (points.bas_ref), so the live feed of that
 * system fills them (telemetry/simulator.ts for the simulated one).
 */
import { z } from 'zod';
import type { SaveOnboardingBody, SaveOnboardingResponse } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import type { BuildingAutomationConnector } from '../../bas/connector';
import type { DatabaseHandle, SqlRunner } from '../../db/connect';
import { notFound } from '../../lib/http-error';
import { planMapping, type MappingPlan } from './mapping-plan';
import { insertMeasurements, insertPoints } from './measurement-rows.service';
import { readBuildingSystem, readCatalogue, readSiteMapping } from './site-mapping';

interface SavedSite {
  id: string;
  name: string;
  projectId: string;
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

export async function saveOnboarding(
  database: DatabaseHandle,
  userId: string,
  site: SavedSite,
  system: BuildingAutomationConnector | null,
  body: SaveOnboardingBody,
  options: { timeoutMs: number },
): Promise<SaveOnboardingResponse> {
  const devices = await readBuildingSystem(
    system,
    { reread: false, timeoutMs: options.timeoutMs },
    messages.cannotSaveMeasurements,
  );
  const systemPoints = new Map(devices.flatMap((d) => d.points.map((p) => [p.ref, p])));
  return database.transaction(async (query) => {
    const [locked] = await query(
      z.object({ onboarded: z.boolean() }),
      `SELECT onboarded FROM sites WHERE id = $1 FOR UPDATE`,
      [site.id],
    );
    if (!locked) {
      throw notFound('Site not found');
    }
    const plan = planMapping({
      site,
      nodes: body.topology,
      existing: await readSiteMapping(query, site.id),
      catalogue: await readCatalogue(query),
      systemPoints,
      units: body.units,
    });
    await applyPlan(query, site.id, plan);
    const created = {
      zones: plan.zones.create.length,
      measurements: plan.measurements.create.length,
    };
    const updated =
      plan.zones.update.length + plan.measurements.update.length + plan.points.update.length;
    const changed = updated + plan.points.create.length + created.zones + created.measurements > 0;
    if (changed || !locked.onboarded) {
      await query(`UPDATE sites SET onboarded = true, updated_at = now() WHERE id = $1`, [site.id]);
      await query(
        `INSERT INTO audit_log (user_id, project_id, action, object_type, object_id, new_value, details)
         VALUES ($1, $2, 'onboarding.save', 'site', $3, $4::jsonb, $5::jsonb)`,
        [
          userId,
          site.projectId,
          site.id,
          JSON.stringify({
            zones: plan.zones.create.map(({ id, name }) => ({ id, name })),
            measurements: plan.measurements.create.map(({ id, name }) => ({ id, name })),
            points: plan.points.create.map(({ id, ref }) => ({ id, ref })),
            updated: {
              zones: plan.zones.update,
              measurements: plan.measurements.update,
              points: plan.points.update,
            },
          }),
          JSON.stringify({ units: body.units, wasOnboarded: locked.onboarded }),
        ],
      );
    }
    const msg = `Created ${count(created.zones, 'zone')} and ${count(created.measurements, 'measurement')}`;
    return { msg: updated > 0 ? `${msg}; updated ${updated}` : msg, created };
  });
}

/** The plan's rows, a statement per kind of change (parents and children in one: the keys are checked at its end). */
async function applyPlan(query: SqlRunner, siteId: string, plan: MappingPlan): Promise<void> {
  const { zones, measurements, points } = plan;
  if (zones.create.length > 0) {
    await query(
      `INSERT INTO zones (id, site_id, parent_id, name, source)
       SELECT u.id, $1, u.parent_id, u.name, 'topology'
         FROM unnest($2::text[], $3::text[], $4::text[]) AS u(id, parent_id, name)`,
      [
        siteId,
        zones.create.map((z) => z.id),
        zones.create.map((z) => z.parentId),
        zones.create.map((z) => z.name),
      ],
    );
  }
  if (zones.update.length > 0) {
    await query(
      `UPDATE zones z SET name = u.name, parent_id = u.parent_id, updated_at = now()
         FROM unnest($2::text[], $3::text[], $4::text[]) AS u(id, parent_id, name)
        WHERE z.id = u.id AND z.site_id = $1`,
      [
        siteId,
        zones.update.map((z) => z.id),
        zones.update.map((z) => z.parentId),
        zones.update.map((z) => z.name),
      ],
    );
  }
  await insertMeasurements(query, siteId, measurements.create);
  if (measurements.update.length > 0) {
    await query(
      `UPDATE measurements m SET name = u.name, zone_id = u.zone_id, parent_id = u.parent_id, updated_at = now()
         FROM unnest($2::text[], $3::text[], $4::text[], $5::text[]) AS u(id, name, zone_id, parent_id)
        WHERE m.id = u.id AND m.site_id = $1`,
      [
        siteId,
        measurements.update.map((m) => m.id),
        measurements.update.map((m) => m.name),
        measurements.update.map((m) => m.zoneId),
        measurements.update.map((m) => m.parentId),
      ],
    );
    // A moved measurement takes its child measurements and its points along.
    await query(
      `UPDATE measurements c SET zone_id = p.zone_id, updated_at = now() FROM measurements p
        WHERE c.parent_id = p.id AND c.site_id = $1 AND c.zone_id IS DISTINCT FROM p.zone_id`,
      [siteId],
    );
    await query(
      `UPDATE points pt SET zone_id = m.zone_id, updated_at = now() FROM measurements m
        WHERE pt.measurement_id = m.id AND pt.site_id = $1 AND pt.zone_id IS DISTINCT FROM m.zone_id`,
      [siteId],
    );
  }
  await insertPoints(query, siteId, points.create);
  if (points.update.length > 0) {
    await query(
      `UPDATE points p SET zone_id = u.zone_id, measurement_id = u.measurement_id, type = u.type, updated_at = now()
         FROM unnest($2::text[], $3::text[], $4::text[], $5::text[]) AS u(id, zone_id, measurement_id, type)
        WHERE p.id = u.id AND p.site_id = $1`,
      [
        siteId,
        points.update.map((p) => p.id),
        points.update.map((p) => p.zoneId),
        points.update.map((p) => p.measurementId),
        points.update.map((p) => p.type),
      ],
    );
  }
}
