/**
 * Account e-mails (reset and set-password links, invites, password-changed notices) as durable
 * jobs: the request queues the message and returns; the runner sends it, retrying a failed SMTP
 * delivery with backoff, and a message queued before a crash or restart is still sent afterwards.
 */
import type { DatabaseHandle } from '../db/connect';
import type { MailMessage, Mailer } from '../mail/mailer';
import { enqueueJob, type JobHandler } from './job-runner';

export const EMAIL_JOB = 'email';

/** Sends the queued message through the real mailer (SMTP, or the log without SMTP_URL). */
export function emailJobHandler(mailer: Mailer): JobHandler {
  return {
    concurrency: 2,
    async run(job) {
      const message = job.payload as unknown as MailMessage;
      await mailer.send(message);
      return { to: message.to };
    },
  };
}

/** A Mailer whose send() queues an e-mail job and wakes the runner. */
export function queuedMailer(database: DatabaseHandle, wake: () => void): Mailer {
  return {
    async send(message) {
      await database.transaction((query) =>
        enqueueJob(query, { kind: EMAIL_JOB, projectId: null, payload: { ...message } }),
      );
      wake();
    },
  };
}
