/**
 * The alert-notification job, queued by the alert engine when an alert opens, one per member of
 * the site's project who gets notifications (so one slow or failing delivery holds up no other):
 * an e-mail when the member's e-mail notifications are on, and a text message with SMS on and a
 * verified number (alert-notification-sms.ts: quiet hours, the hourly cap, the digest). The
 * member's wishes are read when sending. Sent once per job: a channel already served is kept in the
 * job's payload, so a retry (the runner's back-off after a provider's 5xx or a timeout) skips it.
 */
import { z } from 'zod';
import { alertSummary, alertText, type AlertTextFacts } from '@airboard/shared/rules';
import { escapeHtml, formatSiteTime } from '@airboard/shared';
import type { DatabaseHandle } from '../../db/connect';
import type { JobHandler } from '../../jobs/job-runner';
import type { Mailer } from '../../mail/mailer';
import { publicLinkBase } from '../branding/brand-links.service';
import { sendAlertText, type AlertSmsDeps } from './alert-notification-sms';

export const ALERT_NOTIFICATION_JOB = 'alert-notification';

const recipientRow = z.object({
  id: z.string(),
  email: z.string(),
  /** The verified number; null when there is none. */
  phone: z.string().nullable(),
  quiet: z.object({ start: z.string(), end: z.string() }).nullable(),
  wants_email: z.boolean(),
  wants_sms: z.boolean(),
});

const alertFactsRow = z.object({
  alert_type: z.enum(['critical', 'warning', 'info']),
  message: z.string(),
  measurement: z.string(),
  unit: z.string(),
  value: z.number().nullable(),
  zone: z.string().nullable(),
  zone_id: z.string().nullable(),
  site: z.string(),
  site_id: z.string(),
  project_id: z.string(),
  time_zone: z.string(),
  started_at: z.date(),
});
type AlertFacts = z.infer<typeof alertFactsRow>;

/** What the text says, with links to the alert's zone and site pages (on PUBLIC_URL). */
function textFacts(facts: AlertFacts, publicUrl: string): AlertTextFacts {
  const siteLink = `${publicLinkBase(publicUrl)}/projects/${facts.project_id}/sites/${facts.site_id}`;
  return {
    level: facts.alert_type,
    measurement: facts.measurement,
    value: facts.value,
    unit: facts.unit,
    site: facts.site,
    zone: facts.zone,
    zoneLink: facts.zone_id ? `${siteLink}/zones/${facts.zone_id}` : null,
    siteLink,
  };
}

export function alertNotificationHandler(
  database: DatabaseHandle,
  deps: Omit<AlertSmsDeps, 'database'> & { mailer: Mailer; publicUrl: string },
): JobHandler {
  return {
    // One job per recipient: a few deliveries side by side, each at the speed of its own server.
    concurrency: 4,
    async run(job) {
      const alertId = String(job.payload.alertId);
      const { facts, recipient } = await database.transaction(async (query) => {
        const [facts] = await query(
          alertFactsRow,
          `SELECT c.alert_type, c.message, m.name AS measurement, m.unit, a.value, z.name AS zone, z.id AS zone_id,
                  s.name AS site, s.id AS site_id, s.project_id, s.time_zone, a.started_at
             FROM alerts a JOIN alert_configs c ON c.id = a.alert_config_id
             JOIN measurements m ON m.id = a.measurement_id LEFT JOIN zones z ON z.id = a.zone_id
             JOIN sites s ON s.id = a.site_id WHERE a.id = $1`,
          [alertId],
        );
        const [recipient] = await query(
          recipientRow,
          `SELECT u.id, u.email, CASE WHEN u.phone_verified_at IS NOT NULL THEN u.phone END AS phone,
                  u.sms_quiet_hours AS quiet,
                  coalesce((u.notifications->>'email')::boolean, false) AS wants_email,
                  coalesce((u.notifications->>'sms')::boolean, false) AS wants_sms
             FROM memberships ms JOIN users u ON u.id = ms.user_id
            WHERE ms.project_id = $1 AND u.id = $2`,
          [job.project_id, String(job.payload.userId)],
        );
        return { facts, recipient };
      });
      if (!facts || !recipient) {
        return { sent: [] };
      }
      const where = [facts.site, facts.zone, facts.measurement].filter(Boolean).join(' › ');
      const subject = `${facts.alert_type === 'critical' ? 'Critical alert' : 'Alert'}: ${facts.message}`;
      const text = `${facts.message}\n${where}\nStarted ${formatSiteTime(facts.started_at, facts.time_zone)}`;
      const sent = new Set(((job.payload.sent as string[] | undefined) ?? []).map(String));
      if (recipient.wants_email && !sent.has('email')) {
        await deps.mailer.send({
          to: recipient.email,
          from: deps.from,
          subject,
          text,
          html: toHtml(text),
        });
        await markSent(database, job.id, 'email');
      }
      if (recipient.wants_sms && recipient.phone && !sent.has('sms')) {
        const said = textFacts(facts, deps.publicUrl);
        await sendAlertText(
          { ...deps, database },
          {
            userId: recipient.id,
            email: recipient.email,
            phone: recipient.phone,
            quietHours: recipient.quiet,
          },
          {
            alertId,
            projectId: facts.project_id,
            timeZone: facts.time_zone,
            text: alertText(said),
            summary: alertSummary(said),
          },
        );
        await markSent(database, job.id, 'sms');
      }
      return { alertId };
    },
  };
}

/** Remembers a delivered message in the job, so a retry after a failure does not repeat it. */
async function markSent(database: DatabaseHandle, jobId: string, key: string): Promise<void> {
  await database.transaction((query) =>
    query(
      `UPDATE jobs SET payload = jsonb_set(payload, '{sent}', coalesce(payload->'sent', '[]'::jsonb) || to_jsonb($2::text))
        WHERE id = $1`,
      [jobId, key],
    ),
  );
}

const toHtml = (text: string) =>
  text
    .split('\n')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
