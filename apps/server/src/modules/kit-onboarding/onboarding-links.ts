/**
 * The installer's links (spec 002 §2 /konboarding/{id}, /do/{id}; issue 16): a kit's link opens
 * while it is neither revoked nor past its grace period after completion; a device's link opens
 * for as long as the device is registered. A link that opens nothing — revoked, expired, unknown
 * or malformed however long — is the same 404, so ids cannot be probed and a dead link says no
 * more than a random one. A link reaches only what it covers: its kit's devices, site and rooms,
 * or its device.
 */
import { eq } from 'drizzle-orm';
import { onboardingLinkId } from '@airboard/shared/api';
import { isKitLinkOpen } from '@airboard/shared/rules';
import type { Database } from '../../db/connect';
import { devices, kits } from '../../db/schema/index';
import { notFound } from '../../lib/http-error';

/** The one answer for a link that opens nothing, and for what a link does not cover. */
export const LINK_NOT_FOUND = 'This onboarding link is not valid';

export type KitRow = typeof kits.$inferSelect;
export type DeviceRow = typeof devices.$inferSelect;

/** What a write's link is: a kit's (the kit wizard) or one device's (the device wizard). */
export type OnboardingLink = { kind: 'kit'; kit: KitRow } | { kind: 'device'; device: DeviceRow };

export const linkNotFound = () => notFound(LINK_NOT_FOUND);

/** Whether text is shaped like an issued link id (a 22-character public id). */
export const isLinkId = (id: string | undefined): id is string =>
  onboardingLinkId.safeParse(id).success;

async function kitByLink(db: Database, linkId: string): Promise<KitRow | undefined> {
  const [kit] = await db.select().from(kits).where(eq(kits.onboardingToken, linkId)).limit(1);
  return kit;
}

const isOpen = (kit: KitRow, now: number) =>
  isKitLinkOpen(
    {
      revokedAt: kit.revokedAt?.getTime() ?? null,
      completedAt: kit.completedAt?.getTime() ?? null,
    },
    now,
  );

/** The kit whose link is open at `now`; otherwise 404. */
export async function openKit(db: Database, linkId: string, now = Date.now()): Promise<KitRow> {
  const kit = isLinkId(linkId) ? await kitByLink(db, linkId) : undefined;
  if (!kit || !isOpen(kit, now)) {
    throw linkNotFound();
  }
  return kit;
}

/** The device whose link it is; otherwise 404. */
export async function linkedDevice(db: Database, linkId: string): Promise<DeviceRow> {
  const [device] = isLinkId(linkId)
    ? await db.select().from(devices).where(eq(devices.onboardingToken, linkId)).limit(1)
    : [];
  if (!device) {
    throw linkNotFound();
  }
  return device;
}

/** The link a write carries (ONBOARDING_LINK_HEADER): an open kit's, else a device's; else 404. */
export async function onboardingLink(
  db: Database,
  linkId: string | undefined,
): Promise<OnboardingLink> {
  if (!isLinkId(linkId)) {
    throw linkNotFound();
  }
  const kit = await kitByLink(db, linkId);
  if (kit) {
    if (!isOpen(kit, Date.now())) {
      throw linkNotFound();
    }
    return { kind: 'kit', kit };
  }
  return { kind: 'device', device: await linkedDevice(db, linkId) };
}
