/**
 * Sharing a kiosk by e-mail (spec 002 §2, §5; issue 15): one e-mail per address, from the brand's
 * sender, with the kiosk's name and its public link, each a durable job. At least one address is
 * needed (the spec's message), a revoked kiosk has no link to share (409), and each admin may
 * share so often (KIOSK_SHARES_PER_WINDOW per KIOSK_SHARE_WINDOW_MS, then 429 with Retry-After),
 * so the mailer cannot be turned into a spam relay.
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { messages } from '@airboard/shared/messages';
import { KIOSK_SHARES_PER_WINDOW, KIOSK_SHARE_WINDOW_MS } from '@airboard/shared/rules';
import { countAttempt } from '../../auth/attempt-counters';
import { tooManyAttempts } from '../../auth/throttle';
import type { Config } from '../../config';
import type { Database } from '../../db/connect';
import { users } from '../../db/schema/index';
import type { MailQueue } from '../../jobs/email-job';
import { HttpError } from '../../lib/http-error';
import { kioskSharedMail } from '../../mail/templates';
import { linkBase } from '../branding/brand-links.service';
import { resolveBrand } from '../branding/branding.service';
import { publicKioskLink, type KioskOfSite } from './kiosks.service';

export const KIOSK_REVOKED = "This kiosk's link is revoked: re-issue it to share the kiosk";

export interface ShareDeps {
  db: Database;
  mailer: MailQueue;
  config: Pick<Config, 'PUBLIC_URL'>;
}

/** E-mails the kiosk's link to each address (the caller administers its project); returns how many. */
export async function shareKiosk(
  deps: ShareDeps,
  request: FastifyRequest,
  sharer: string,
  { kiosk, site }: KioskOfSite,
  emails: string[],
): Promise<number> {
  const addresses = [...new Set(emails)];
  if (addresses.length === 0) {
    throw new HttpError(400, messages.shareNeedsEmail);
  }
  if (kiosk.revokedAt) {
    throw new HttpError(409, KIOSK_REVOKED);
  }
  // Counted once the share would go out: refused requests use none of the admin's shares.
  const key = `kiosk-share:${sharer}`;
  const count = (await countAttempt(deps.db, [key], KIOSK_SHARE_WINDOW_MS)).get(key);
  if (count && count.count > KIOSK_SHARES_PER_WINDOW) {
    throw tooManyAttempts(count.remainingMs);
  }
  const { db } = deps;
  const [user] = await db.select().from(users).where(eq(users.id, sharer)).limit(1);
  const sharedBy = `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim() || user?.email || '';
  const brand = await resolveBrand(db, { hostname: request.hostname, projectId: site.projectId });
  const url = publicKioskLink(linkBase(request, brand, deps.config.PUBLIC_URL), kiosk.uuid);
  const mail = kioskSharedMail(brand, { name: kiosk.name, site: site.name }, sharedBy, url);
  for (const to of addresses) {
    await deps.mailer.send({ to, from: brand.inviteSender, ...mail });
  }
  return addresses.length;
}
