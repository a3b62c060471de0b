/**
 * Kiosk management (issue 15, decision 019): a site's kiosks as its admins list, create, edit,
 * delete, revoke and re-issue them. A kiosk names only its site's places — its zone is the site's,
 * its picked measurements the site's (the zone's when it has one) — and its public link is built
 * on the brand's host like every link the server hands out. Any change drops the kiosk's public
 * answers kept in memory, so a revoked link is dead at once.
 */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Kiosk, kioskInput } from '@airboard/shared/api';
import { isKioskOnline } from '@airboard/shared/rules';
import type { Config } from '../../config';
import type { Database } from '../../db/connect';
import { newObjectId, newPublicId } from '../../db/ids';
import { kiosks, measurements, zones, type sites } from '../../db/schema/index';
import { HttpError } from '../../lib/http-error';
import { linkBase } from '../branding/brand-links.service';
import { resolveBrand } from '../branding/branding.service';
import type { KioskScreens } from './kiosk-screens';

/** The refusal for members who do not administer the kiosk's project (decision 019). */
export const ADMINS_ONLY = 'Only admins may manage kiosks';

type KioskRow = typeof kiosks.$inferSelect;
type SiteRow = typeof sites.$inferSelect;
/** A kiosk as the access check found it, with its site. */
export interface KioskOfSite {
  kiosk: KioskRow;
  site: SiteRow;
}
/** A kiosk as edited: the contract's input once parsed (notifyOffline defaulted). */
type KioskEdit = z.output<typeof kioskInput>;

export interface KioskDeps {
  db: Database;
  screens: KioskScreens;
  config: Pick<Config, 'PUBLIC_URL'>;
}

/** Where the kiosk links of a project start, for the request's host (its brand's, or PUBLIC_URL). */
export async function kioskLinkBase(
  db: Database,
  request: FastifyRequest,
  projectId: string,
  publicUrl: string,
): Promise<string> {
  const brand = await resolveBrand(db, { hostname: request.hostname, projectId });
  return linkBase(request, brand, publicUrl);
}

/** A kiosk's public link: what its URL, its e-mails and its QR code carry. */
export const publicKioskLink = (base: string, publicId: string) => `${base}/kiosks/${publicId}`;

export async function listSiteKiosks(
  deps: KioskDeps,
  request: FastifyRequest,
  site: SiteRow,
): Promise<Kiosk[]> {
  const rows = await deps.db
    .select()
    .from(kiosks)
    .where(eq(kiosks.siteId, site.id))
    .orderBy(asc(kiosks.name), asc(kiosks.createdAt));
  return toKiosks(deps, request, site, rows);
}

export async function createKiosk(
  deps: KioskDeps,
  request: FastifyRequest,
  site: SiteRow,
  userId: string,
  input: KioskEdit,
): Promise<Kiosk> {
  await checkPlaces(deps.db, site.id, input);
  const [row] = await deps.db
    .insert(kiosks)
    .values({
      id: newObjectId(),
      uuid: newPublicId(),
      projectId: site.projectId,
      siteId: site.id,
      ...editedFields(input),
      notifyOfflineUserId: input.notifyOffline ? userId : null,
    })
    .returning();
  return toKiosk(deps, request, site, row!);
}

/**
 * Saves the whole kiosk as edited. Ticking "notify when offline" makes the admin who saves it
 * the one e-mailed; whoever that becomes, the offline spell going on is theirs to be told about.
 */
export async function updateKiosk(
  deps: KioskDeps,
  request: FastifyRequest,
  { kiosk, site }: KioskOfSite,
  userId: string,
  input: KioskEdit,
): Promise<Kiosk> {
  await checkPlaces(deps.db, site.id, input);
  const recipient = input.notifyOffline ? userId : null;
  const [row] = await deps.db
    .update(kiosks)
    .set({
      ...editedFields(input),
      notifyOfflineUserId: recipient,
      ...(recipient === kiosk.notifyOfflineUserId ? {} : { offlineNotifiedAt: null }),
    })
    .where(eq(kiosks.id, kiosk.id))
    .returning();
  deps.screens.answers.forget(kiosk.uuid);
  return toKiosk(deps, request, site, row ?? kiosk);
}

export async function deleteKiosk(deps: KioskDeps, kiosk: KioskRow): Promise<void> {
  await deps.db.delete(kiosks).where(eq(kiosks.id, kiosk.id));
  deps.screens.answers.forget(kiosk.uuid);
  deps.screens.heartbeats.forget(kiosk.id);
}

/** Stops the kiosk's link: every public call with it is a 404 from now on (until re-issued). */
export async function revokeKiosk(
  deps: KioskDeps,
  request: FastifyRequest,
  { kiosk, site }: KioskOfSite,
): Promise<Kiosk> {
  const [row] = await deps.db
    .update(kiosks)
    .set({ revokedAt: kiosk.revokedAt ?? new Date() })
    .where(eq(kiosks.id, kiosk.id))
    .returning();
  deps.screens.answers.forget(kiosk.uuid);
  return toKiosk(deps, request, site, row ?? kiosk);
}

/**
 * Gives the kiosk a new public id (and so a new link and QR code), live again; the old id stays
 * dead. No screen shows the new link yet, so the kiosk starts as never seen (no offline e-mail).
 */
export async function reissueKiosk(
  deps: KioskDeps,
  request: FastifyRequest,
  { kiosk, site }: KioskOfSite,
): Promise<Kiosk> {
  const [row] = await deps.db
    .update(kiosks)
    .set({ uuid: newPublicId(), revokedAt: null, lastSeenAt: null, offlineNotifiedAt: null })
    .where(eq(kiosks.id, kiosk.id))
    .returning();
  deps.screens.answers.forget(kiosk.uuid);
  deps.screens.heartbeats.forget(kiosk.id);
  return toKiosk(deps, request, site, row ?? kiosk);
}

const editedFields = (input: KioskEdit) => ({
  name: input.name,
  type: input.type,
  zoneId: input.zoneId,
  measurementIds: input.measurementIds,
});

/**
 * 400 naming the field unless the zone is the site's and every picked measurement the site's
 * (the zone's when one is chosen). An id of another project is refused the same way as an
 * unknown one, so it tells nothing.
 */
async function checkPlaces(db: Database, siteId: string, input: KioskEdit): Promise<void> {
  if (input.zoneId) {
    const [zone] = await db
      .select({ id: zones.id })
      .from(zones)
      .where(and(eq(zones.id, input.zoneId), eq(zones.siteId, siteId)))
      .limit(1);
    if (!zone) {
      throw new HttpError(400, "body.zoneId: must be a zone of the kiosk's site");
    }
  }
  if (input.measurementIds.length === 0) {
    return;
  }
  const conditions: SQL[] = [
    inArray(measurements.id, input.measurementIds),
    eq(measurements.siteId, siteId),
  ];
  if (input.zoneId) {
    conditions.push(eq(measurements.zoneId, input.zoneId));
  }
  const found = await db
    .select({ id: measurements.id })
    .from(measurements)
    .where(and(...conditions));
  if (found.length !== input.measurementIds.length) {
    throw new HttpError(
      400,
      `body.measurementIds: must be measurements of the kiosk's ${input.zoneId ? 'zone' : 'site'}`,
    );
  }
}

const toKiosk = async (
  deps: KioskDeps,
  request: FastifyRequest,
  site: SiteRow,
  row: KioskRow,
): Promise<Kiosk> => (await toKiosks(deps, request, site, [row]))[0]!;

/** The rows of one site's kiosks as the contract shows them, with their zones' and picks' names. */
async function toKiosks(
  deps: KioskDeps,
  request: FastifyRequest,
  site: SiteRow,
  rows: KioskRow[],
): Promise<Kiosk[]> {
  const { db } = deps;
  const zoneIds = [...new Set(rows.flatMap((r) => (r.zoneId ? [r.zoneId] : [])))];
  const measurementIds = [...new Set(rows.flatMap((r) => r.measurementIds))];
  const [zoneRows, measurementRows, base] = await Promise.all([
    zoneIds.length === 0
      ? []
      : db.select({ id: zones.id, name: zones.name }).from(zones).where(inArray(zones.id, zoneIds)),
    measurementIds.length === 0
      ? []
      : db
          .select({ id: measurements.id, name: measurements.name })
          .from(measurements)
          .where(and(inArray(measurements.id, measurementIds), eq(measurements.siteId, site.id))),
    kioskLinkBase(db, request, site.projectId, deps.config.PUBLIC_URL),
  ]);
  const zoneNames = new Map(zoneRows.map((z) => [z.id, z.name]));
  // Picks whose measurement was deleted since are left out.
  const measurementNames = new Map(measurementRows.map((m) => [m.id, m.name]));
  const now = Date.now();
  return rows.map((row) => {
    const link = row.revokedAt ? null : publicKioskLink(base, row.uuid);
    const lastSeen = latest(row.lastSeenAt?.getTime(), deps.screens.heartbeats.unflushed(row.id));
    return {
      objectId: row.id,
      name: row.name,
      type: row.type,
      site: { objectId: site.id, name: site.name },
      zone: row.zoneId ? { objectId: row.zoneId, name: zoneNames.get(row.zoneId) ?? '' } : null,
      measurements: row.measurementIds.flatMap((id) => {
        const name = measurementNames.get(id);
        return name === undefined ? [] : [{ objectId: id, name }];
      }),
      uuid: link ? row.uuid : null,
      url: link,
      qrCode: link ? { url: link } : null,
      lastSeenAt: lastSeen === null ? null : new Date(lastSeen).toISOString(),
      online: isKioskOnline(lastSeen, now),
      notifyOffline: row.notifyOfflineUserId !== null,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** The later of a stored contact and one noted since the last flush; null when neither. */
function latest(stored: number | undefined, unflushed: number | undefined): number | null {
  const times = [stored, unflushed].filter((t) => t !== undefined);
  return times.length === 0 ? null : Math.max(...times);
}
