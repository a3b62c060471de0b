/**
 * Account and kiosk e-mails (reset and set-password links, invites, password-changed notices,
 * shared kiosk links, offline kiosks) as durable jobs: the request queues the message and returns;
 * the runner sends it, retrying a failed SMTP delivery with backoff, and a message queued before a
 * crash or restart is still sent afterwards.
 *
 * No secret is ever stored in a job (decision 010): a message with a one-time link is queued with
 * a slot where the token goes and the id of the token's row; the token is minted when the message
 * is sent (only its hash is stored, on that row), so the database never holds a usable link.
 */
import { z } from 'zod';
import type { DatabaseHandle, SqlRunner } from '../db/connect';
import { hashToken, newSecretToken } from '../db/ids';
import type { MailMessage, Mailer } from '../mail/mailer';
import { enqueueJob, type JobHandler } from './job-runner';

export const EMAIL_JOB = 'email';

/** Stands for the one-time token in a queued message's link (URL- and HTML-safe as it is). */
export const ONE_TIME_TOKEN_SLOT = 'one-time-token-minted-when-sent';

/** The row whose token a link carries; the token is still open while the row is unused and unexpired. */
export interface OneTimeTokenRow {
  table: 'password_reset_tokens' | 'invites';
  id: string;
}

/** Sets a fresh token on the row when it is still open; the statement per table, no SQL from data. */
const MINT: Record<OneTimeTokenRow['table'], string> = {
  password_reset_tokens: `UPDATE password_reset_tokens SET token_hash = $2
     WHERE id = $1 AND used_at IS NULL AND expires_at > now() RETURNING id`,
  invites: `UPDATE invites SET token_hash = $2
     WHERE id = $1 AND accepted_at IS NULL AND expires_at > now() RETURNING id`,
};

/** What requests send e-mail through: every message becomes a durable job. */
export interface MailQueue extends Mailer {
  /** Queues a message whose link holds ONE_TIME_TOKEN_SLOT; the row's token is minted when sent. */
  sendWithToken(message: MailMessage, token: OneTimeTokenRow): Promise<void>;
}

/** A token row that nobody can use until its e-mail is sent: the hash of a token never kept. */
export const sealedTokenHash = (): string => hashToken(newSecretToken());

/** Sends the queued message through the real mailer (SMTP, or the log without SMTP_URL). */
export function emailJobHandler(database: DatabaseHandle, mailer: Mailer): JobHandler {
  return {
    concurrency: 2,
    async run(job) {
      const { oneTimeToken, ...message } = job.payload as unknown as MailMessage & {
        oneTimeToken?: OneTimeTokenRow;
      };
      if (!oneTimeToken) {
        await mailer.send(message);
        return { to: message.to };
      }
      // Every attempt mints a new token, so a link of an earlier, failed attempt no longer works.
      const token = newSecretToken();
      const minted = await database.transaction((query) =>
        query(z.object({ id: z.string() }), MINT[oneTimeToken.table], [
          oneTimeToken.id,
          hashToken(token),
        ]),
      );
      if (minted.length === 0) {
        return { to: message.to, skipped: 'The link was used or expired before it was sent' };
      }
      const fill = (text: string) => text.replaceAll(ONE_TIME_TOKEN_SLOT, token);
      await mailer.send({ ...message, text: fill(message.text), html: fill(message.html) });
      return { to: message.to };
    },
  };
}

/**
 * Queues an e-mail job in the caller's transaction: for work that must be done together with
 * sending (marking a kiosk's offline spell as told), so neither happens without the other. The
 * caller wakes the runner once it committed.
 */
export function queueEmail(
  query: SqlRunner,
  message: MailMessage,
  oneTimeToken?: OneTimeTokenRow,
): Promise<string> {
  const payload = oneTimeToken ? { ...message, oneTimeToken } : { ...message };
  return enqueueJob(query, { kind: EMAIL_JOB, projectId: null, payload });
}

/** The mail queue: send() and sendWithToken() queue an e-mail job and wake the runner. */
export function queuedMailer(database: DatabaseHandle, wake: () => void): MailQueue {
  const queue = async (message: MailMessage, token?: OneTimeTokenRow) => {
    await database.transaction((query) => queueEmail(query, message, token));
    wake();
  };
  return {
    send: (message) => queue(message),
    sendWithToken: (message, token) => queue(message, token),
  };
}
