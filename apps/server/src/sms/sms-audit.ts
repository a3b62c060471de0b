/**
 * Every text message attempt in the audit log (issue 22), with the number masked: phone codes
 * (action sms.code), verified numbers (sms.verified), alert texts (sms.alert), digests
 * (sms.digest), texts held back (sms.held) and numbers the provider refused (sms.off). An alert
 * text's entry is written 'sending' before the attempt and given its outcome after it, so the
 * hourly cap counts texts in flight on other workers too (alert-notification-sms.ts).
 */
import { z } from 'zod';
import { maskPhone } from '@airboard/shared/rules';
import type { SqlRunner } from '../db/connect';

export type SmsAction =
  'sms.code' | 'sms.verified' | 'sms.alert' | 'sms.digest' | 'sms.held' | 'sms.off';
export type SmsStatus = 'sending' | 'sent' | 'failed' | 'rejected' | 'held' | 'verified' | 'off';

export interface SmsAuditEntry {
  userId: string;
  projectId: string | null;
  action: SmsAction;
  /** The number, E.164: the entry holds it masked. */
  to: string;
  status: SmsStatus;
  at: Date;
  /** The alert a text is about, the provider's message, … */
  details?: Record<string, unknown>;
}

/** Writes the entry; its id, for the outcome of an attempt written 'sending'. */
export async function auditSms(query: SqlRunner, entry: SmsAuditEntry): Promise<number> {
  const [row] = await query(
    z.object({ id: z.coerce.number() }),
    `INSERT INTO audit_log (at, user_id, project_id, action, object_type, object_id, new_value, details)
     VALUES ($1, $2, $3, $4, 'user', $2, $5::jsonb, $6::jsonb) RETURNING id`,
    [
      entry.at.toISOString(),
      entry.userId,
      entry.projectId,
      entry.action,
      JSON.stringify({ to: maskPhone(entry.to), status: entry.status }),
      entry.details ? JSON.stringify(entry.details) : null,
    ],
  );
  return row!.id;
}

/** The outcome of an attempt written 'sending': its status, and the provider's message. */
export async function auditSmsOutcome(
  query: SqlRunner,
  id: number,
  status: SmsStatus,
  error?: string,
): Promise<void> {
  await query(
    `UPDATE audit_log SET new_value = jsonb_set(new_value, '{status}', to_jsonb($2::text)),
            details = CASE WHEN $3::text IS NULL THEN details
                           ELSE coalesce(details, '{}'::jsonb) || jsonb_build_object('error', $3::text) END
      WHERE id = $1`,
    [id, status, error ?? null],
  );
}
