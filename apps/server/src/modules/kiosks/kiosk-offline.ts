/**
 * Offline kiosk e-mails (issue 15, decision 019): the admin who opted in for a kiosk is e-mailed
 * once a kiosk that screens were showing has not been asked for its values for
 * KIOSK_OFFLINE_EMAIL_AFTER_MS — once per offline spell (the next heartbeat ends it), and never
 * for a kiosk no screen has shown yet, a revoked one, or once that admin no longer administers its
 * project. Telling a spell and queueing its e-mail are one transaction, so with several servers
 * checking one e-mail goes out, and a crash between the two neither loses nor repeats it.
 */
import { z } from 'zod';
import { formatSiteTime } from '@airboard/shared';
import { KIOSK_OFFLINE_EMAIL_AFTER_MS, canAdminister, roleValues } from '@airboard/shared/rules';
import type { DatabaseHandle } from '../../db/connect';
import { queueEmail } from '../../jobs/email-job';
import type { MailMessage } from '../../mail/mailer';
import { kioskOfflineMail } from '../../mail/templates';
import { publicLinkBase } from '../branding/brand-links.service';
import { resolveBrand, type ResolvedBrand } from '../branding/branding.service';

const offlineRow = z.object({
  id: z.string(),
  name: z.string(),
  site_id: z.string(),
  site: z.string(),
  time_zone: z.string(),
  project_id: z.string(),
  last_seen_at: z.date(),
  email: z.string(),
  role: z.enum(roleValues),
});

/** Opted-in kiosks, live and seen once, whose last contact is before $1 and not yet told. */
const OFFLINE_KIOSKS = `
SELECT k.id, k.name, k.site_id, s.name AS site, s.time_zone, s.project_id, k.last_seen_at, u.email, m.role
  FROM kiosks k
  JOIN sites s ON s.id = k.site_id
  JOIN users u ON u.id = k.notify_offline_user_id
  JOIN memberships m ON m.user_id = u.id AND m.project_id = s.project_id
 WHERE k.revoked_at IS NULL AND k.offline_notified_at IS NULL AND k.last_seen_at < $1
 ORDER BY k.last_seen_at`;

/** Marks the spell told, unless another server did or a screen came back meanwhile. */
const TELL = `
UPDATE kiosks SET offline_notified_at = $2
 WHERE id = $1 AND offline_notified_at IS NULL AND revoked_at IS NULL AND last_seen_at < $3
RETURNING id`;

/**
 * Queues the e-mail of every kiosk offline at `now` whose spell is not told yet; returns how many
 * it queued (the caller nudges the job runner). The kiosk list link is on PUBLIC_URL: there is no
 * request whose host could choose the brand's.
 */
export async function checkOfflineKiosks(
  database: DatabaseHandle,
  { publicUrl, now }: { publicUrl: string; now: Date },
): Promise<number> {
  const before = new Date(now.getTime() - KIOSK_OFFLINE_EMAIL_AFTER_MS);
  const offline = (
    await database.transaction((query) => query(offlineRow, OFFLINE_KIOSKS, [before]))
  ).filter((row) => canAdminister(row.role));
  if (offline.length === 0) {
    return 0;
  }
  const brands = new Map<string, ResolvedBrand>();
  const mails: { kioskId: string; message: MailMessage }[] = [];
  for (const row of offline) {
    const brand =
      brands.get(row.project_id) ??
      (await resolveBrand(database.db, { hostname: '', projectId: row.project_id }));
    brands.set(row.project_id, brand);
    const url = `${publicLinkBase(publicUrl)}/kiosks?${new URLSearchParams({ siteId: row.site_id }).toString()}`;
    const lastSeen = formatSiteTime(row.last_seen_at, row.time_zone);
    mails.push({
      kioskId: row.id,
      message: {
        to: row.email,
        from: brand.inviteSender,
        ...kioskOfflineMail(brand, { name: row.name, site: row.site, lastSeen }, url),
      },
    });
  }
  return database.transaction(async (query) => {
    let queued = 0;
    for (const { kioskId, message } of mails) {
      const told = await query(z.object({ id: z.string() }), TELL, [kioskId, now, before]);
      if (told.length > 0) {
        await queueEmail(query, message);
        queued += 1;
      }
    }
    return queued;
  });
}
