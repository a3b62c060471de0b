/**
 * The alert-notification job, queued by the alert engine when an alert opens, one per member of
 * the site's project who gets notifications (so one slow or failing delivery holds up no other):
 * an e-mail when the member's e-mail notifications are on, and a text message with SMS on (through
 * a pluggable sender whose default writes to the log). The member's wishes are read when sending.
 * Sent once per job: a channel already served is kept in the job's payload, so a retry skips it.
 */
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { escapeHtml, formatSiteTime } from '@airboard/shared';
import type { DatabaseHandle } from '../../db/connect';
import type { JobHandler } from '../../jobs/job-runner';
import type { Mailer } from '../../mail/mailer';

export const ALERT_NOTIFICATION_JOB = 'alert-notification';

export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

export const logSmsSender = (log: FastifyBaseLogger): SmsSender => ({
  send(to, text) {
    log.info({ sms: { to } }, `text message (no SMS provider configured): ${text}`);
    return Promise.resolve();
  },
});

const recipientRow = z.object({
  id: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  wants_email: z.boolean(),
  wants_sms: z.boolean(),
});

const alertFactsRow = z.object({
  alert_type: z.string(),
  message: z.string(),
  measurement: z.string(),
  zone: z.string().nullable(),
  site: z.string(),
  time_zone: z.string(),
  started_at: z.date(),
});

export function alertNotificationHandler(
  database: DatabaseHandle,
  deps: { mailer: Mailer; sms: SmsSender; from: string },
): JobHandler {
  return {
    // One job per recipient: a few deliveries side by side, each at the speed of its own server.
    concurrency: 4,
    async run(job) {
      const alertId = String(job.payload.alertId);
      const { facts, recipient } = await database.transaction(async (query) => {
        const [facts] = await query(
          alertFactsRow,
          `SELECT c.alert_type, c.message, m.name AS measurement, z.name AS zone, s.name AS site, s.time_zone, a.started_at
             FROM alerts a JOIN alert_configs c ON c.id = a.alert_config_id
             JOIN measurements m ON m.id = a.measurement_id LEFT JOIN zones z ON z.id = a.zone_id
             JOIN sites s ON s.id = a.site_id WHERE a.id = $1`,
          [alertId],
        );
        const [recipient] = await query(
          recipientRow,
          `SELECT u.id, u.email, u.phone, coalesce((u.notifications->>'email')::boolean, false) AS wants_email,
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
        await deps.sms.send(recipient.phone, `${subject} (${where})`);
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
