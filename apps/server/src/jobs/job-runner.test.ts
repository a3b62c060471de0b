/** The job runner: a lane per job kind, and a lease that a running job keeps renewing. */
import { expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { SqlRunner } from '../db/connect';
import type { Mailer } from '../mail/mailer';
import { EMAIL_JOB, emailJobHandler, queuedMailer } from './email-job';
import { enqueueJob, recoverInterrupted, startJobRunner, type JobHandler } from './job-runner';
import { useTestDatabase } from '../../test/fixtures/hooks';

const database = useTestDatabase();
const silentLog = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
} as unknown as FastifyBaseLogger;

const queue = (kind: string) =>
  database.handle.transaction((query: SqlRunner) =>
    enqueueJob(query, { kind, projectId: null, payload: {} }),
  );
const statuses = () =>
  database.rows(
    z.object({ kind: z.string(), status: z.string(), attempts: z.number() }),
    `SELECT kind, status, attempts FROM jobs ORDER BY created_at, kind`,
  );

it('runs a point write while e-mails of another kind are still being sent', async () => {
  await database.handle.transaction((q) => q(`DELETE FROM jobs`));
  // The mail server answers only once the point write is done: behind the e-mails in one queue,
  // the write would never run and the e-mails never finish.
  let writeDone!: () => void;
  const written = new Promise<void>((resolve) => (writeDone = resolve));
  const slowMailServer: Mailer = { send: () => written };
  const order: string[] = [];
  const mailer = queuedMailer(database.handle, () => undefined);
  for (const to of ['a@example.test', 'b@example.test', 'c@example.test']) {
    await mailer.send({ to, from: 'x@example.test', subject: 's', text: 't', html: '<p>t</p>' });
  }
  await queue('point-write');
  const email = emailJobHandler(database.handle, slowMailServer);
  const runner = startJobRunner({
    database: database.handle,
    handlers: {
      [EMAIL_JOB]: {
        ...email,
        run: async (job) => {
          const result = await email.run(job);
          order.push('email');
          return result;
        },
      },
      'point-write': {
        run: () => {
          order.push('point-write');
          writeDone();
          return Promise.resolve({});
        },
      },
    },
    log: silentLog,
    pollMs: 60_000,
  });
  await runner.drain();
  await runner.stop();
  expect(order).toEqual(['point-write', 'email', 'email', 'email']);
  expect((await statuses()).map((j) => j.status)).toEqual([
    'completed',
    'completed',
    'completed',
    'completed',
  ]);
}, 20_000);

it('renews the lease of a long job, so another worker never runs it a second time', async () => {
  await database.handle.transaction((q) => q(`DELETE FROM jobs`));
  const leaseMs = 400;
  let runs = 0;
  const handlers: Record<string, JobHandler> = {
    report: {
      run: async () => {
        runs += 1;
        if (runs === 1) {
          // Run well past the lease, then let another worker look for abandoned jobs, as its
          // periodic recovery would, and work through what it finds.
          await outlastLease(leaseMs * 3);
          await recoverInterrupted(database.handle, handlers, silentLog, leaseMs);
          await workThrough();
        }
        return {};
      },
    },
  };
  /** A worker with the lease that runs what is due, then stops. */
  const workThrough = async () => {
    const runner = startJobRunner({
      database: database.handle,
      handlers,
      log: silentLog,
      pollMs: 60_000,
      leaseMs,
    });
    await runner.drain();
    await runner.stop();
  };
  await queue('report');
  await workThrough();
  expect(runs).toBe(1);
  expect(await statuses()).toEqual([{ kind: 'report', status: 'completed', attempts: 1 }]);
}, 20_000);

/** Resolves once the database clock has moved this far from when it was called. */
async function outlastLease(ms: number): Promise<void> {
  const since = await databaseNow();
  while ((await databaseNow()) - since < ms) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function databaseNow(): Promise<number> {
  const [row] = await database.rows(z.object({ now: z.date() }), `SELECT now() AS now`);
  return row!.now.getTime();
}
