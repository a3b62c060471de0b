/**
 * The installer's site and rooms (spec 002 §7 POST /api/sites {name, kitId, productId}, POST
 * /api/sites/{siteId}/zones {name}; issue 16). A kit link makes its kit's one site in the kit's
 * project and puts the kit's hub in it; asked again, it answers that site, renamed to the name
 * sent, so a retried or revisited step makes no second one. A device link makes a site in its
 * device's project and remembers it on the device, so a repeat answers the same site. A room is
 * made in a site the link covers — the kit's site, or for a device link any site of its project —
 * and a room of the same name there (trimmed, in any case) is reused, so a second sensor in the
 * gym joins the first. Each write runs with its kit, device or site row locked: a double click
 * cannot make two of anything.
 */
import { z } from 'zod';
import type { namedRef } from '@airboard/shared/api';
import type { DatabaseHandle, SqlRunner } from '../../db/connect';
import { newObjectId } from '../../db/ids';
import { auditOnboarding } from './onboarding-audit';
import { linkNotFound, type OnboardingLink } from './onboarding-links';

type NamedRef = z.infer<typeof namedRef>;

const namedRow = z.object({ objectId: z.string(), name: z.string() });

/**
 * The kit's or the device's site, made now unless it has one. `kitId` must name the link's kit
 * (the kit wizard sends it; the device of a kit may send its kit's); the spec's productId tells
 * nothing the kit does not know, and is not needed.
 */
export async function onboardingSite(
  database: DatabaseHandle,
  link: OnboardingLink,
  { name, kitId }: { name: string; kitId?: string | undefined },
): Promise<NamedRef> {
  const linkKitId = link.kind === 'kit' ? link.kit.id : link.device.kitId;
  if ((link.kind === 'kit' || kitId !== undefined) && kitId !== linkKitId) {
    throw linkNotFound();
  }
  return database.transaction((query) =>
    link.kind === 'kit' ? kitSite(query, link, name) : deviceSite(query, link, name),
  );
}

async function kitSite(
  query: SqlRunner,
  link: Extract<OnboardingLink, { kind: 'kit' }>,
  name: string,
): Promise<NamedRef> {
  const { kit } = link;
  const [locked] = await query(
    z.object({ site_id: z.string().nullable() }),
    `SELECT site_id FROM kits WHERE id = $1 AND revoked_at IS NULL FOR UPDATE`,
    [kit.id],
  );
  if (!locked) {
    throw linkNotFound();
  }
  let siteId = locked.site_id;
  if (siteId === null) {
    siteId = await newSite(query, link, kit.projectId, name);
    await query(`UPDATE kits SET site_id = $2 WHERE id = $1`, [kit.id, siteId]);
  } else {
    await renameSite(query, link, kit.projectId, siteId, name);
  }
  // The hub comes with the site: it has no room and nothing to measure, so being placed in its
  // site is the whole of its onboarding.
  await query(
    `UPDATE devices d SET site_id = $2, zone_id = NULL, onboarded = true, updated_at = now()
       FROM products p
      WHERE p.id = d.product_id AND p.type = 'hub' AND d.kit_id = $1
        AND (d.site_id IS DISTINCT FROM $2 OR d.zone_id IS NOT NULL OR NOT d.onboarded)`,
    [kit.id, siteId],
  );
  return { objectId: siteId, name };
}

async function deviceSite(
  query: SqlRunner,
  link: Extract<OnboardingLink, { kind: 'device' }>,
  name: string,
): Promise<NamedRef> {
  const { device } = link;
  const [locked] = await query(
    z.object({ site_id: z.string().nullable() }),
    `SELECT site_id FROM devices WHERE id = $1 FOR UPDATE`,
    [device.id],
  );
  if (!locked) {
    throw linkNotFound();
  }
  if (locked.site_id !== null) {
    // A repeat answers the device's site as it is: a device link may be for a device placed in
    // one of the project's sites already, and must not rename what it did not make.
    const [site] = await query(namedRow, `SELECT id AS "objectId", name FROM sites WHERE id = $1`, [
      locked.site_id,
    ]);
    if (site) {
      return site;
    }
  }
  const siteId = await newSite(query, link, device.projectId, name);
  await query(`UPDATE devices SET site_id = $2, zone_id = NULL, updated_at = now() WHERE id = $1`, [
    device.id,
    siteId,
  ]);
  return { objectId: siteId, name };
}

async function newSite(
  query: SqlRunner,
  link: OnboardingLink,
  projectId: string,
  name: string,
): Promise<string> {
  const id = newObjectId();
  await query(`INSERT INTO sites (id, project_id, name) VALUES ($1, $2, $3)`, [
    id,
    projectId,
    name,
  ]);
  // A kit is installed where its project's buildings are: the new site takes the time zone of
  // the project's first site (the column's default when it has none).
  await query(
    `UPDATE sites s SET time_zone = o.time_zone
       FROM (SELECT time_zone FROM sites WHERE project_id = $2 AND id <> $1
              ORDER BY created_at, id LIMIT 1) o
      WHERE s.id = $1`,
    [id, projectId],
  );
  await auditOnboarding(query, link, {
    projectId,
    action: 'site.create',
    objectType: 'site',
    objectId: id,
    newValue: { name },
  });
  return id;
}

async function renameSite(
  query: SqlRunner,
  link: OnboardingLink,
  projectId: string,
  siteId: string,
  name: string,
): Promise<void> {
  const [old] = await query(
    z.object({ name: z.string() }),
    `SELECT name FROM sites WHERE id = $1 FOR UPDATE`,
    [siteId],
  );
  if (!old || old.name === name) {
    return;
  }
  await query(`UPDATE sites SET name = $2, updated_at = now() WHERE id = $1`, [siteId, name]);
  await auditOnboarding(query, link, {
    projectId,
    action: 'site.rename',
    objectType: 'site',
    objectId: siteId,
    oldValue: { name: old.name },
    newValue: { name },
  });
}

/** Whether the link may work in the site: its kit's site, or a site of its device's project. */
export const coversSite = (link: OnboardingLink, site: { id: string; projectId: string }) =>
  link.kind === 'kit'
    ? link.kit.siteId === site.id && link.kit.projectId === site.projectId
    : link.device.projectId === site.projectId;

/** The room of that name in the site, made now unless the site has one. */
export async function onboardingZone(
  database: DatabaseHandle,
  link: OnboardingLink,
  siteId: string,
  name: string,
): Promise<NamedRef> {
  return database.transaction(async (query) => {
    // Locked, so two requests for one new room make it once.
    const [site] = await query(
      z.object({ id: z.string(), project_id: z.string() }),
      `SELECT id, project_id FROM sites WHERE id = $1 FOR UPDATE`,
      [siteId],
    );
    if (!site || !coversSite(link, { id: site.id, projectId: site.project_id })) {
      throw linkNotFound();
    }
    // Top-level rooms first: the installer's rooms are made there.
    const [same] = await query(
      namedRow,
      `SELECT id AS "objectId", name FROM zones
        WHERE site_id = $1 AND lower(btrim(name)) = lower($2)
        ORDER BY parent_id IS NOT NULL, created_at, id LIMIT 1`,
      [siteId, name],
    );
    if (same) {
      return same;
    }
    const id = newObjectId();
    await query(`INSERT INTO zones (id, site_id, name, source) VALUES ($1, $2, $3, 'installer')`, [
      id,
      siteId,
      name,
    ]);
    await auditOnboarding(query, link, {
      projectId: site.project_id,
      action: 'zone.create',
      objectType: 'zone',
      objectId: id,
      newValue: { name, siteId },
    });
    return { objectId: id, name };
  });
}
