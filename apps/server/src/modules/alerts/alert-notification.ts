/**
 * The alert-notification job, queued by the alert engine when an alert opens: one e-mail to each
 * member of the site's project whose e-mail notifications are on, and one text message to each
 * with SMS on (through a pluggable sender whose default writes to the log). Sent once per job:
 * the recipients already served are kept in the job's result, so a retry skips them.
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
    async run(job) {
      const alertId = String(job.payload.alertId);
      const { facts, recipients } = await database.transaction(async (query) => {
        const [facts] = await query(
          alertFactsRow,
          `SELECT c.alert_type, c.message, m.name AS measurement, z.name AS zone, s.name AS site, s.time_zone, a.started_at
             FROM alerts a JOIN alert_configs c ON c.id = a.alert_config_id
             JOIN measurements m ON m.id = a.measurement_id LEFT JOIN zones z ON z.id = a.zone_id
             JOIN sites s ON s.id = a.site_id WHERE a.id = $1`,
          [alertId],
        );
        const recipients = await query(
          recipientRow,
          `SELECT u.id, u.email, u.phone, coalesce((u.notifications->>'email')::boolean, false) AS wants_email,
                  coalesce((u.notifications->>'sms')::boolean, false) AS wants_sms
             FROM memberships ms JOIN users u ON u.id = ms.user_id WHERE ms.project_id = $1`,
          [job.project_id],
        );
        return { facts, recipients };
      });
      if (!facts) {
        return { sent: [] };
      }
      const where = [facts.site, facts.zone, facts.measurement].filter(Boolean).join(' › ');
      const subject = `${facts.alert_type === 'critical' ? 'Critical alert' : 'Alert'}: ${facts.message}`;
      const text = `${facts.message}\n${where}\nStarted ${formatSiteTime(facts.started_at, facts.time_zone)}`;
      const sent = new Set(((job.payload.sent as string[] | undefined) ?? []).map(String));
      for (const r of recipients) {
        if (r.wants_email && !sent.has(`email:${r.id}`)) {
          await deps.mailer.send({
            to: r.email,
            from: deps.from,
            subject,
            text,
            html: toHtml(text),
          });
          await markSent(database, job.id, `email:${r.id}`);
        }
        if (r.wants_sms && r.phone && !sent.has(`sms:${r.id}`)) {
          await deps.sms.send(r.phone, `${subject} (${where})`);
          await markSent(database, job.id, `sms:${r.id}`);
        }
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
