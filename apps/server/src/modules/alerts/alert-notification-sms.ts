/**
 * Alert texts that behave (issue 22): one goes only to a verified number; within the user's quiet
 * hours (on the clock of the alert's site) and beyond 20 texts in a rolling hour it is held, not
 * dropped, and every text held for a user goes out later as ONE digest ("3 more alerts: …") from a
 * delayed job, one per user: at the end of the quiet hours — a facility manager wants to know in
 * the morning what happened at night — or when the hour frees a place. A provider that refuses
 * the number for good turns the user's SMS preference off and tells them by e-mail; 5xx answers
 * and timeouts are thrown for the job runner to retry with back-off. Every attempt, with its
 * outcome, is in the audit log (number masked).
 *
 * The cap is counted from the audit log under a lock of the user's row, and an attempt is written
 * there ('sending') before the text leaves, so two workers sending to one user at once cannot both
 * take the last place.
 */
import { z } from 'zod';
import {
  SMS_ALERTS_PER_HOUR,
  SMS_WINDOW_MS,
  digestText,
  maskPhone,
  quietHoursEnd,
} from '@airboard/shared/rules';
import { escapeHtml } from '@airboard/shared';
import { messages } from '@airboard/shared/messages';
import type { DatabaseHandle, SqlRunner } from '../../db/connect';
import { newObjectId } from '../../db/ids';
import type { SmsQuietHours } from '../../db/schema/json-types';
import { queueEmail } from '../../jobs/email-job';
import { enqueueJob, type JobHandler } from '../../jobs/job-runner';
import { auditSms, auditSmsOutcome, type SmsAction } from '../../sms/sms-audit';
import { SmsRejected, type SmsSender } from '../../sms/sms-sender';

export const SMS_DIGEST_JOB = 'sms-digest';
/** A digest's tries: a provider down for a while still gets it out (back-off 2, 4, 8, 16 s). */
const DIGEST_MAX_ATTEMPTS = 5;

export interface AlertSmsDeps {
  database: DatabaseHandle;
  sms: SmsSender;
  /** Sender of the e-mail telling a user their texts were turned off. */
  from: string;
  /** The server's clock (a test server's test clock): quiet hours and the cap. */
  clock: () => Date;
}

/** Whom a text goes to: a verified number, and their quiet hours. */
export interface TextRecipient {
  userId: string;
  email: string;
  phone: string;
  quietHours: SmsQuietHours | null;
}

/** The alert a text is about: its text, its summary for a digest, and its site's time zone. */
export interface AlertTextJob {
  alertId: string;
  projectId: string;
  timeZone: string;
  text: string;
  summary: string;
}

/** Locks the user's row: the cap's count and the digest's entries are decided one at a time. */
const lockUser = (query: SqlRunner, userId: string) =>
  query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [userId]);

/** Texts counted against the cap in the hour before `at`, and when the oldest of them leaves it. */
async function textsInWindow(query: SqlRunner, userId: string, at: Date) {
  const [row] = await query(
    z.object({ n: z.number(), oldest: z.date().nullable() }),
    `SELECT count(*)::int AS n, min(at) AS oldest FROM audit_log
      WHERE object_type = 'user' AND object_id = $1 AND action IN ('sms.alert', 'sms.digest')
        AND new_value->>'status' IN ('sending', 'sent') AND at > $2`,
    [userId, new Date(at.getTime() - SMS_WINDOW_MS).toISOString()],
  );
  return row!;
}

/**
 * When a text may go now: null; else when (the end of the quiet hours, or when the hour frees a
 * place). Call with the user's row locked.
 */
async function heldUntil(
  query: SqlRunner,
  recipient: TextRecipient,
  timeZones: readonly string[],
  at: Date,
): Promise<Date | null> {
  const quietEnds = recipient.quietHours
    ? timeZones
        .map((zone) => quietHoursEnd(at, recipient.quietHours!, zone))
        .filter((end): end is Date => end !== null)
    : [];
  if (quietEnds.length > 0) {
    return new Date(Math.max(...quietEnds.map((end) => end.getTime())));
  }
  const window = await textsInWindow(query, recipient.userId, at);
  return window.n >= SMS_ALERTS_PER_HOUR && window.oldest
    ? new Date(window.oldest.getTime() + SMS_WINDOW_MS)
    : null;
}

/** Queues the user's digest for `runAt` unless one is already waiting (one per user). */
async function planDigest(query: SqlRunner, userId: string, runAt: Date): Promise<void> {
  const [waiting] = await query(
    z.object({ id: z.string() }),
    `SELECT id FROM jobs WHERE kind = $1 AND status = 'pending' AND payload->>'userId' = $2 LIMIT 1`,
    [SMS_DIGEST_JOB, userId],
  );
  if (!waiting) {
    await enqueueJob(query, {
      kind: SMS_DIGEST_JOB,
      projectId: null,
      payload: { userId },
      runAt,
      maxAttempts: DIGEST_MAX_ATTEMPTS,
    });
  }
}

/**
 * Sends the text, writing the attempt and its outcome; a refusal of the number turns the user's
 * texts off and queues the e-mail that says so. Throws what the sender threw.
 */
async function attempt(
  deps: AlertSmsDeps,
  recipient: TextRecipient,
  attemptId: number,
  text: string,
): Promise<void> {
  try {
    await deps.sms.send(recipient.phone, text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await deps.database.transaction(async (query) => {
      await auditSmsOutcome(
        query,
        attemptId,
        error instanceof SmsRejected ? 'rejected' : 'failed',
        message,
      );
      if (error instanceof SmsRejected && error.wrongNumber) {
        await turnTextsOff(query, recipient, message, deps);
      }
    });
    throw error;
  }
  await deps.database.transaction((query) => auditSmsOutcome(query, attemptId, 'sent'));
}

/** The number was refused for good: SMS preference off, the user told by e-mail, and audited. */
async function turnTextsOff(
  query: SqlRunner,
  recipient: TextRecipient,
  reason: string,
  deps: AlertSmsDeps,
): Promise<void> {
  await query(
    `UPDATE users SET notifications = jsonb_set(coalesce(notifications, '{}'::jsonb), '{sms}', 'false'::jsonb)
      WHERE id = $1`,
    [recipient.userId],
  );
  await query(`DELETE FROM sms_digest_entries WHERE user_id = $1`, [recipient.userId]);
  await auditSms(query, {
    userId: recipient.userId,
    projectId: null,
    action: 'sms.off',
    to: recipient.phone,
    status: 'off',
    at: deps.clock(),
    details: { error: reason },
  });
  const text = messages.smsTurnedOffText(maskPhone(recipient.phone), reason);
  await queueEmail(query, {
    to: recipient.email,
    from: deps.from,
    subject: messages.smsTurnedOffSubject,
    text,
    html: `<p>${escapeHtml(text)}</p>`,
  });
}

/** Writes the attempt ('sending') the cap counts, in the caller's transaction. */
const startAttempt = (
  query: SqlRunner,
  recipient: TextRecipient,
  action: SmsAction,
  projectId: string | null,
  at: Date,
  details: Record<string, unknown>,
) =>
  auditSms(query, {
    userId: recipient.userId,
    projectId,
    action,
    to: recipient.phone,
    status: 'sending',
    at,
    details,
  });

/** One alert's text to one user: sent now, or held for the digest. */
export async function sendAlertText(
  deps: AlertSmsDeps,
  recipient: TextRecipient,
  alert: AlertTextJob,
): Promise<'sent' | 'held'> {
  const at = deps.clock();
  const decision = await deps.database.transaction(async (query) => {
    await lockUser(query, recipient.userId);
    const until = await heldUntil(query, recipient, [alert.timeZone], at);
    if (until) {
      await query(
        `INSERT INTO sms_digest_entries (id, user_id, project_id, alert_id, text, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [newObjectId(), recipient.userId, alert.projectId, alert.alertId, alert.summary, at],
      );
      await auditSms(query, {
        userId: recipient.userId,
        projectId: alert.projectId,
        action: 'sms.held',
        to: recipient.phone,
        status: 'held',
        at,
        details: { alertId: alert.alertId, until: until.toISOString() },
      });
      await planDigest(query, recipient.userId, until);
      return { held: true as const };
    }
    const attemptId = await startAttempt(query, recipient, 'sms.alert', alert.projectId, at, {
      alertId: alert.alertId,
    });
    return { held: false as const, attemptId };
  });
  if (decision.held) {
    return 'held';
  }
  await attempt(deps, recipient, decision.attemptId, alert.text);
  return 'sent';
}

const digestUser = z.object({
  id: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  verified: z.boolean(),
  wants_sms: z.boolean(),
  quiet: z.object({ start: z.string(), end: z.string() }).nullable(),
});
const digestEntry = z.object({ id: z.string(), text: z.string(), time_zone: z.string() });

/** What the digest job decided under the lock: finished (the job's result), or send these. */
type DigestPlan =
  | { done: Record<string, unknown> }
  | {
      send: {
        recipient: TextRecipient;
        attemptId: number;
        entries: z.infer<typeof digestEntry>[];
      };
    };

/**
 * The digest job: every text held for the user as one text, once no site of theirs is in quiet
 * hours and the hour has a place; else it plans itself again for then. Held texts of a user who
 * turned texts off (or lost the number) meanwhile are dropped.
 */
export function smsDigestHandler(deps: AlertSmsDeps): JobHandler {
  return {
    async run(job) {
      const userId = String(job.payload.userId);
      const at = deps.clock();
      const plan = await deps.database.transaction(async (query): Promise<DigestPlan> => {
        await lockUser(query, userId);
        const [user] = await query(
          digestUser,
          `SELECT id, email, phone, phone_verified_at IS NOT NULL AS verified,
                  coalesce((notifications->>'sms')::boolean, false) AS wants_sms, sms_quiet_hours AS quiet
             FROM users WHERE id = $1`,
          [userId],
        );
        const entries = await query(
          digestEntry,
          `SELECT e.id, e.text, coalesce(s.time_zone, 'UTC') AS time_zone
             FROM sms_digest_entries e LEFT JOIN alerts a ON a.id = e.alert_id
             LEFT JOIN sites s ON s.id = a.site_id
            WHERE e.user_id = $1 ORDER BY e.created_at, e.id`,
          [userId],
        );
        if (!user || entries.length === 0) {
          return { done: { sent: 0 } };
        }
        if (!user.verified || !user.wants_sms || !user.phone) {
          await query(`DELETE FROM sms_digest_entries WHERE user_id = $1`, [userId]);
          return { done: { dropped: entries.length } };
        }
        const recipient = { userId, email: user.email, phone: user.phone, quietHours: user.quiet };
        const zones = [...new Set(entries.map((entry) => entry.time_zone))];
        const until = await heldUntil(query, recipient, zones, at);
        if (until) {
          await planDigest(query, userId, until);
          return { done: { heldUntil: until.toISOString() } };
        }
        const attemptId = await startAttempt(query, recipient, 'sms.digest', null, at, {
          alerts: entries.length,
        });
        return { send: { recipient, attemptId, entries } };
      });
      if ('done' in plan) {
        return plan.done;
      }
      const { recipient, attemptId, entries } = plan.send;
      await attempt(deps, recipient, attemptId, digestText(entries.map((entry) => entry.text)));
      await deps.database.transaction((query) =>
        query(`DELETE FROM sms_digest_entries WHERE id = ANY($1::text[])`, [
          entries.map((entry) => entry.id),
        ]),
      );
      return { sent: entries.length };
    },
  };
}
