/**
 * A kit's completion and the installer's hand-over (issue 16): once the last of its non-hub devices
 * is onboarded the kit is done (its link then lives KIT_LINK_GRACE_MS more), and each admin of its
 * project gets an e-mail with the site, its rooms and every device with its room, when it was
 * last heard and its signal, with a link to the site. Marking the kit done and queueing the
 * e-mails are one transaction, and only the request that marks it queues them: a retried
 * onboarding, or two sensors finished at once, send the hand-over exactly once.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { formatSiteTime } from '@airboard/shared';
import { canAdminister, roleValues } from '@airboard/shared/rules';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/connect';
import { queueEmail } from '../../jobs/email-job';
import { kitHandOverMail } from '../../mail/templates';
import { linkBase } from '../branding/brand-links.service';
import { resolveBrand } from '../branding/branding.service';

export interface HandOverDeps {
  database: DatabaseHandle;
  config: Pick<Config, 'PUBLIC_URL'>;
  /** Wakes the job runner once e-mails are queued. */
  onMailQueued: () => void;
}

/** A kit (k) whose site is named and every sensor onboarded, not marked done yet. */
const DONE_NOT_MARKED = `k.completed_at IS NULL AND k.site_id IS NOT NULL
   AND NOT EXISTS (SELECT 1 FROM devices d JOIN products p ON p.id = d.product_id
                    WHERE d.kit_id = k.id AND p.type <> 'hub' AND NOT d.onboarded)`;

const FINISHED = `SELECT k.project_id FROM kits k WHERE k.id = $1 AND ${DONE_NOT_MARKED}`;

/** Marks the kit done unless another request did; its project and site when this one did. */
const COMPLETE = `
UPDATE kits k SET completed_at = now() WHERE k.id = $1 AND ${DONE_NOT_MARKED}
RETURNING k.project_id, k.site_id`;

const SITE = `SELECT name, time_zone FROM sites WHERE id = $1`;

/** The kit's devices as the hand-over lists them: hub first, then by serial number. */
const DEVICES = `
SELECT d.name, d.serial_number, z.name AS room, d.last_heard_from, d.rssi
  FROM devices d
  JOIN products p ON p.id = d.product_id
  LEFT JOIN zones z ON z.id = d.zone_id
 WHERE d.kit_id = $1
 ORDER BY p.type <> 'hub', d.serial_number, d.id`;

const MEMBERS = `
SELECT u.email, m.role FROM memberships m JOIN users u ON u.id = m.user_id
 WHERE m.project_id = $1 ORDER BY u.email`;

/** Completes the kit when its last sensor is in, and queues the hand-over; how many e-mails. */
export async function completeKitWhenDone(
  deps: HandOverDeps,
  request: FastifyRequest,
  kitId: string,
): Promise<number> {
  const { database } = deps;
  // Most onboardings do not finish their kit: a read says so before any brand is looked up.
  const [kit] = await database.transaction((query) =>
    query(z.object({ project_id: z.string() }), FINISHED, [kitId]),
  );
  if (!kit) {
    return 0;
  }
  const brand = await resolveBrand(database.db, {
    hostname: request.hostname,
    projectId: kit.project_id,
  });
  const base = linkBase(request, brand, deps.config.PUBLIC_URL);
  const queued = await database.transaction(async (query) => {
    const [done] = await query(
      z.object({ project_id: z.string(), site_id: z.string() }),
      COMPLETE,
      [kitId],
    );
    if (!done) {
      return 0;
    }
    const [site] = await query(z.object({ name: z.string(), time_zone: z.string() }), SITE, [
      done.site_id,
    ]);
    const kitDevices = await query(
      z.object({
        name: z.string(),
        serial_number: z.string(),
        room: z.string().nullable(),
        last_heard_from: z.date().nullable(),
        rssi: z.number().nullable(),
      }),
      DEVICES,
      [kitId],
    );
    const admins = (
      await query(z.object({ email: z.string(), role: z.enum(roleValues) }), MEMBERS, [
        done.project_id,
      ])
    ).filter((member) => canAdminister(member.role));
    const siteName = site?.name ?? '';
    const timeZone = site?.time_zone ?? 'UTC';
    const mail = kitHandOverMail(
      brand,
      {
        site: siteName,
        rooms: [...new Set(kitDevices.flatMap((d) => (d.room === null ? [] : [d.room])))],
        devices: kitDevices.map((d) => ({
          name: d.name,
          serialNumber: d.serial_number,
          room: d.room,
          lastHeard: d.last_heard_from
            ? `last heard ${formatSiteTime(d.last_heard_from, timeZone)}`
            : 'not heard yet',
          rssi: d.rssi === null ? 'no signal reported' : `${d.rssi} dBm`,
        })),
      },
      `${base}/projects/${encodeURIComponent(done.project_id)}/sites/${encodeURIComponent(done.site_id)}`,
    );
    for (const admin of admins) {
      await queueEmail(query, { to: admin.email, from: brand.inviteSender, ...mail });
    }
    return admins.length;
  });
  if (queued > 0) {
    deps.onMailQueued();
  }
  return queued;
}
