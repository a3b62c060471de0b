/** Account e-mails as durable jobs: queued by the request, sent by the runner, kept across a restart. */
import { expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, Mailer } from '../mail/mailer';
import { EMAIL_JOB, emailJobHandler, queuedMailer } from './email-job';
import { startJobRunner } from './job-runner';
import { useTestDatabase } from '../../test/fixtures/hooks';

const database = useTestDatabase();
const silentLog = { warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;
const message: MailMessage = {
  to: 'reset@example.test',
  from: 'Airboard <no-reply@airboard.example>',
  subject: 'Reset your password',
  text: 'Open the link',
  html: '<p>Open the link</p>',
};

it('sends a message queued while no runner was running, once a runner starts', async () => {
  // Queued with nobody to wake: as if the server stopped right after the request.
  await queuedMailer(database.handle, () => undefined).send(message);
  const [queued] = await database.handle.transaction((q) =>
    q(z.object({ kind: z.string(), status: z.string() }), `SELECT kind, status FROM jobs`),
  );
  expect(queued).toEqual({ kind: EMAIL_JOB, status: 'pending' });

  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    send: (m) => {
      sent.push(m);
      return Promise.resolve();
    },
  };
  const runner = startJobRunner({
    database: database.handle,
    handlers: { [EMAIL_JOB]: emailJobHandler(database.handle, mailer) },
    log: silentLog,
    pollMs: 60_000,
  });
  await runner.drain();
  await runner.stop();
  expect(sent).toEqual([message]);
  const [done] = await database.handle.transaction((q) =>
    q(z.object({ status: z.string() }), `SELECT status FROM jobs`),
  );
  expect(done?.status).toBe('completed');
});

it('keeps a message whose delivery failed for a later attempt', async () => {
  await database.handle.transaction((q) => q(`DELETE FROM jobs`));
  await queuedMailer(database.handle, () => undefined).send(message);
  const runner = startJobRunner({
    database: database.handle,
    handlers: {
      [EMAIL_JOB]: emailJobHandler(database.handle, {
        send: () => Promise.reject(new Error('SMTP server down')),
      }),
    },
    log: silentLog,
    pollMs: 60_000,
  });
  await runner.drain();
  await runner.stop();
  const [job] = await database.handle.transaction((q) =>
    q(
      z.object({ status: z.string(), attempts: z.number(), error_message: z.string() }),
      `SELECT status, attempts, error_message FROM jobs`,
    ),
  );
  expect(job).toEqual({ status: 'pending', attempts: 1, error_message: 'SMTP server down' });
});
