/**
 * What a lobby screen is sent (spec 002 §3, §4, §7; decision 019), by the kiosk's public id and
 * without a sign-in: the kiosk's frame (names, time zone, branding), its measurements (names,
 * values, units, scores, ratings) and the zone it shows — nothing else: every answer is parsed
 * through its contract, so a column added later cannot leak. Unknown, malformed and revoked ids
 * are the same 404. Answers come from the kiosk's cache (public-kiosk-cache.ts); a measurements
 * answer is also the screen's heartbeat.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  defaultKioskMeasurements,
  kioskMeasurementsResponse,
  kioskScoresOf,
  publicKioskResponse,
  publicZoneResponse,
  toKioskMeasurement,
  type KioskMeasurementsResponse,
  type PublicKiosk,
} from '@airboard/shared/api';
import { kioskMeasurementLimit } from '@airboard/shared/rules';
import type { z } from 'zod';
import type { Database } from '../../db/connect';
import { kiosks, sites, zones } from '../../db/schema/index';
import { notFound } from '../../lib/http-error';
import { loadMeasurements } from '../measurements/measurement-list.service';
import type { KioskScreens } from './kiosk-screens';

/** The one answer for every public id that shows nothing: unknown, malformed or revoked. */
export const KIOSK_NOT_FOUND = 'Kiosk not found';

/** What public ids look like (newPublicId: base64url); anything else is not looked up. */
const PUBLIC_ID = /^[A-Za-z0-9_-]+$/;

export interface PublicKioskDeps {
  db: Database;
  screens: KioskScreens;
}

/** GET /api/kiosk/{id}: the kiosk's frame. */
export async function publicKiosk(deps: PublicKioskDeps, publicId: string): Promise<PublicKiosk> {
  return deps.screens.answers.answer(publicId, 'kiosk', async () => {
    const { kiosk, site, zone } = await liveKiosk(deps.db, publicId);
    return publicKioskResponse.parse({
      kiosk: { name: kiosk.name, type: kiosk.type },
      site: { name: site.name, timeZone: site.timeZone, branding: site.branding },
      zone: zone ? { name: zone.name } : null,
    });
  });
}

/** GET /api/kiosk/{id}/measurements: what the carousel and cards show; notes the heartbeat. */
export async function kioskMeasurements(
  deps: PublicKioskDeps,
  publicId: string,
): Promise<KioskMeasurementsResponse> {
  // The kiosk's object id is kept beside its answer (never sent) to note the heartbeat by.
  const { kioskId, answer } = await deps.screens.answers.answer(publicId, 'measurements', () =>
    readKioskContent(deps.db, publicId),
  );
  deps.screens.heartbeats.record(kioskId);
  return answer;
}

/**
 * What GET /api/kiosk/{id}/measurements answers, read now (the route keeps it a while; a live
 * stream pushes it as the kiosk's values change), with the kiosk's object id beside it.
 */
export async function readKioskContent(
  db: Database,
  publicId: string,
): Promise<{ kioskId: string; answer: KioskMeasurementsResponse }> {
  const { kiosk, site, zone } = await liveKiosk(db, publicId);
  const place = { siteId: site.id, zoneId: kiosk.zoneId ?? undefined };
  // The picks in their order (those that still exist), else the first scored measurements.
  const results =
    kiosk.measurementIds.length > 0
      ? (await loadMeasurements(db, { ...place, measurementIds: kiosk.measurementIds }))
          .slice(0, kioskMeasurementLimit(kiosk.type))
          .map(toKioskMeasurement)
      : defaultKioskMeasurements(
          await loadMeasurements(db, { ...place, accessFilter: true, forFloorPlan: true }),
          kiosk.type,
        );
  const scores = kiosk.type === 'branded' ? kioskScoresOf((zone ?? site).scores) : [];
  return {
    kioskId: kiosk.id,
    answer: kioskMeasurementsResponse.parse({
      results,
      scores,
      generatedAt: new Date().toISOString(),
    }),
  };
}

/** Where a live kiosk is: what a stream following it by public id follows (never sent). */
export interface KioskPlace {
  kioskId: string;
  siteId: string;
  zoneId: string | null;
}

/** The places of those public ids whose kiosk is live (not revoked, not deleted), by public id. */
export async function liveKioskPlaces(
  db: Database,
  publicIds: readonly string[],
): Promise<Map<string, KioskPlace>> {
  const wellFormed = publicIds.filter((id) => PUBLIC_ID.test(id));
  if (wellFormed.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({
      publicId: kiosks.uuid,
      kioskId: kiosks.id,
      siteId: kiosks.siteId,
      zoneId: kiosks.zoneId,
    })
    .from(kiosks)
    .where(and(inArray(kiosks.uuid, wellFormed), isNull(kiosks.revokedAt)));
  return new Map(rows.map(({ publicId, ...place }) => [publicId, place]));
}

/** GET /api/zone/public/{zoneId}?kioskId: a zone the live kiosk shows (its own, or of its site). */
export async function publicZone(
  deps: PublicKioskDeps,
  publicId: string,
  zoneId: string,
): Promise<z.output<typeof publicZoneResponse>> {
  return deps.screens.answers.answer(publicId, `zone:${zoneId}`, async () => {
    const { kiosk } = await liveKiosk(deps.db, publicId);
    const [zone] = await deps.db.select().from(zones).where(eq(zones.id, zoneId)).limit(1);
    const shown =
      zone && (kiosk.zoneId === zone.id || (kiosk.zoneId === null && zone.siteId === kiosk.siteId));
    if (!shown) {
      throw notFound(KIOSK_NOT_FOUND);
    }
    return publicZoneResponse.parse({
      zone: { name: zone.name, scores: kioskScoresOf(zone.scores) },
    });
  });
}

/** The live kiosk of a public id with its site and zone; the one 404 otherwise. */
async function liveKiosk(db: Database, publicId: string) {
  if (!PUBLIC_ID.test(publicId)) {
    throw notFound(KIOSK_NOT_FOUND);
  }
  const [row] = await db
    .select({ kiosk: kiosks, site: sites, zone: zones })
    .from(kiosks)
    .innerJoin(sites, eq(sites.id, kiosks.siteId))
    .leftJoin(zones, eq(zones.id, kiosks.zoneId))
    .where(and(eq(kiosks.uuid, publicId), isNull(kiosks.revokedAt)))
    .limit(1);
  if (!row) {
    throw notFound(KIOSK_NOT_FOUND);
  }
  return row;
}
