/**
 * The job runner: a lane per job kind, a lease that a running job keeps renewing, a lane's free
 * places filled by one claim (each job still run once with two runners on one database), and a
 * job run when it falls due rather than at the next poll.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { SqlRunner } from '../db/connect';
import type { Mailer } from '../mail/mailer';
import { EMAIL_JOB, emailJobHandler, queuedMailer } from './email-job';
import { enqueueJob, recoverInterrupted, startJobRunner, type JobHandler } from './job-runner';
import { useTestDatabase } from '../../test/fixtures/hooks';
import { secondProcessHandle } from '../../test/fixtures/test-database';
import { watchStatements } from '../../test/fixtures/watched-statements';

const database = useTestDatabase();
const silentLog = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
} as unknown as FastifyBaseLogger;

const queue = (kind: string, runAt?: Date) =>
  database.handle.transaction((query: SqlRunner) =>
    enqueueJob(query, { kind, projectId: null, payload: {}, ...(runAt ? { runAt } : {}) }),
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

describe('a lane with several free places', () => {
  it('fills them with one claim, and two runners on one database run each job once', async () => {
    await database.handle.transaction((q) => q(`DELETE FROM jobs`));
    for (let i = 0; i < 24; i += 1) {
      await queue('write');
    }
    const runs = new Map<string, number>();
    let running = 0;
    let mostAtOnce = 0;
    const handlers: Record<string, JobHandler> = {
      write: {
        concurrency: 4,
        run: async (job) => {
          runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
          running += 1;
          mostAtOnce = Math.max(mostAtOnce, running);
          await new Promise((resolve) => setTimeout(resolve, 20));
          running -= 1;
          return {};
        },
      },
    };
    // On PostgreSQL the second runner has its own connections, as another process would.
    const second = await secondProcessHandle(database);
    // How many jobs each claim of the first runner took, in order.
    const claimed: number[] = [];
    const firstHandle = watchStatements(database.handle, (text, rows) => {
      if (text.includes('SKIP LOCKED')) {
        claimed.push((rows as unknown[]).length);
      }
    });
    const runners = [firstHandle, second.handle].map((handle) =>
      startJobRunner({ database: handle, handlers, log: silentLog, pollMs: 60_000 }),
    );
    await Promise.all(runners.map((runner) => runner.drain()));
    await Promise.all(runners.map((runner) => runner.stop()));
    await second.release();
    expect(runs.size).toBe(24);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    expect(mostAtOnce).toBeLessThanOrEqual(8);
    // One claim takes the four places at the start; a place freed later takes one job each.
    expect(claimed[0]).toBe(4);
    expect((await statuses()).every((j) => j.status === 'completed' && j.attempts === 1)).toBe(
      true,
    );
  }, 20_000);
});

describe('a job due at a planned instant', () => {
  /** How late each completed job finished after it was due, by the database's clock (ms). */
  const lateness = async () =>
    (
      await database.rows(
        z.object({ ms: z.number() }),
        `SELECT (extract(epoch FROM completed_at - run_at) * 1000)::float8 AS ms FROM jobs
          WHERE status = 'completed'`,
      )
    ).map((row) => row.ms);
  /** Waits for the job to complete, for 5 s at most. */
  const untilCompleted = async () => {
    const giveUp = Date.now() + 5_000;
    while ((await lateness()).length === 0 && Date.now() < giveUp) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  /**
   * Runs a job due `dueInMs` from now with a runner polling every `pollMs`, nudged after queueing
   * when asked; how late it completed.
   */
  async function runDue(pollMs: number, dueInMs: number, nudge: boolean): Promise<number> {
    await database.handle.transaction((q) => q(`DELETE FROM jobs`));
    const runner = startJobRunner({
      database: database.handle,
      handlers: { transition: { run: () => Promise.resolve({}) } },
      log: silentLog,
      pollMs,
    });
    await queue('transition', new Date(Date.now() + dueInMs));
    if (nudge) {
      runner.nudge();
    }
    await untilCompleted();
    await runner.stop();
    return (await lateness())[0] ?? Number.POSITIVE_INFINITY;
  }

  it('runs when it falls due, not at the first poll after it', async () => {
    // Polls at 1.5 s and 3 s: due at 2 s, a job found by polling alone would run 1 s late.
    expect(await runDue(1_500, 2_000, false)).toBeLessThan(400);
  }, 20_000);

  it('is looked for when nudged after queueing, long before the next poll', async () => {
    expect(await runDue(60_000, 300, true)).toBeLessThan(400);
  }, 20_000);
});

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
