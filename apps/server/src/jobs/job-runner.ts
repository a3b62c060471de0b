/**
 * The durable job runner: work is a row in `jobs`, claimed with FOR UPDATE SKIP LOCKED (so several
 * workers never take the same job), run by the handler of its kind, and finished as completed or
 * failed. A handler throws JobFailure for a final failure (its message is the job's errorMessage);
 * any other error is retried with backoff until maxAttempts.
 *
 * Crash recovery: a job still `running` after its worker died was interrupted. Its handler's
 * `recover` decides (a point write checks whether the value already reached the system, so it is
 * never applied twice); without one, the job is retried while attempts remain, else failed.
 * On PGlite one process owns the database, so every running job at start is orphaned; on
 * PostgreSQL other servers may be working, so only jobs locked longer than a lease are taken,
 * checked at start and every minute.
 */
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { DatabaseHandle, SqlRunner } from '../db/connect';
import { newObjectId } from '../db/ids';

/** A claimed job, as the runner hands it to its handler. */
const jobRow = z.object({
  id: z.string(),
  kind: z.string(),
  project_id: z.string().nullable(),
  point_id: z.string().nullable(),
  created_by: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
  attempts: z.number(),
  max_attempts: z.number(),
});
export type JobRow = z.infer<typeof jobRow>;

/** A failure that retrying cannot fix; the message is shown to the user. */
export class JobFailure extends Error {}

export interface JobHandler {
  /** Does the work; returns the job's result. Throw JobFailure to fail for good. */
  run(job: JobRow): Promise<Record<string, unknown>>;
  /** Decides about a job interrupted by a crash: 'retry', 'completed' or a failure message. */
  recover?(job: JobRow): Promise<'retry' | 'completed' | { failed: string }>;
}

export interface JobRunner {
  /** Looks for work now instead of at the next poll. */
  nudge(): void;
  /** Runs pending jobs until none is due (tests and shutdown use it). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

export const INTERRUPTED_MESSAGE = 'The job was interrupted by a server restart';
/** On PostgreSQL, a job locked this long belongs to a worker that is gone (writes take ms). */
const RUNNING_LEASE_MS = 2 * 60_000;

export async function enqueueJob(
  query: SqlRunner,
  job: {
    kind: string;
    projectId: string | null;
    pointId?: string | null;
    createdBy?: string | null;
    payload: Record<string, unknown>;
  },
): Promise<string> {
  const id = newObjectId();
  await query(
    `INSERT INTO jobs (id, kind, project_id, point_id, created_by, payload) VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
    [
      id,
      job.kind,
      job.projectId,
      job.pointId ?? null,
      job.createdBy ?? null,
      JSON.stringify(job.payload),
    ],
  );
  return id;
}

const CLAIM = `
UPDATE jobs SET status = 'running', locked_at = now(), locked_by = $1, attempts = attempts + 1, updated_at = now()
 WHERE id = (SELECT id FROM jobs WHERE status = 'pending' AND run_at <= now()
              ORDER BY run_at FOR UPDATE SKIP LOCKED LIMIT 1)
RETURNING id, kind, project_id, point_id, created_by, payload, attempts, max_attempts`;

export function startJobRunner(options: {
  database: DatabaseHandle;
  handlers: Record<string, JobHandler>;
  log: FastifyBaseLogger;
  pollMs?: number;
}): JobRunner {
  const { database, handlers, log } = options;
  const workerId = newObjectId();
  const pollMs = options.pollMs ?? 1000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const leaseMs = database.kind === 'pglite' ? 0 : RUNNING_LEASE_MS;
  const recover = () =>
    recoverInterrupted(database, handlers, log, leaseMs).catch((error: unknown) =>
      log.warn({ err: error }, 'job recovery failed'),
    );
  let current: Promise<void> = recover();
  const recovery =
    leaseMs > 0
      ? setInterval(() => {
          current = current.then(recover);
        }, 60_000)
      : undefined;
  recovery?.unref();

  const finish = (
    id: string,
    status: 'completed' | 'failed',
    result: unknown,
    message: string | null,
  ) =>
    database.transaction((query) =>
      query(
        `UPDATE jobs SET status = $2, result = $3::jsonb, error_message = $4, completed_at = now(),
                locked_at = NULL, locked_by = NULL, updated_at = now() WHERE id = $1`,
        [id, status, JSON.stringify(result ?? null), message],
      ),
    );

  async function runOne(): Promise<boolean> {
    const [job] = await database.transaction((query) => query(jobRow, CLAIM, [workerId]));
    if (!job) {
      return false;
    }
    const handler = handlers[job.kind];
    try {
      if (!handler) {
        throw new JobFailure(`No handler for jobs of kind ${job.kind}`);
      }
      await finish(job.id, 'completed', await handler.run(job), null);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof JobFailure || job.attempts >= job.max_attempts) {
        await finish(job.id, 'failed', null, message);
      } else {
        log.warn({ err: error, jobId: job.id }, 'job failed; will retry');
        await database.transaction((query) =>
          query(
            `UPDATE jobs SET status = 'pending', run_at = now() + make_interval(secs => $2), error_message = $3,
                    locked_at = NULL, locked_by = NULL, updated_at = now() WHERE id = $1`,
            [job.id, 2 ** job.attempts, message],
          ),
        );
      }
    }
    return true;
  }

  async function drainNow(): Promise<void> {
    while (!stopped && (await runOne())) {
      // keep going while jobs are due
    }
  }

  const schedule = () => {
    if (stopped) {
      return;
    }
    clearTimeout(timer);
    timer = setTimeout(tick, pollMs);
    timer.unref();
  };
  const tick = () => {
    current = current
      .then(drainNow)
      .catch((error: unknown) => log.warn({ err: error }, 'job runner pass failed'))
      .finally(schedule);
  };
  schedule();

  return {
    nudge() {
      clearTimeout(timer);
      tick();
    },
    async drain() {
      current = current.then(drainNow);
      await current;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      clearInterval(recovery);
      await current.catch(() => undefined);
    },
  };
}

/** Settles jobs left `running` by a process that died (this runner owns none yet). */
export async function recoverInterrupted(
  database: DatabaseHandle,
  handlers: Record<string, JobHandler>,
  log: FastifyBaseLogger,
  leaseMs = 0,
): Promise<void> {
  const jobs = await database.transaction((query) =>
    query(
      jobRow,
      `SELECT id, kind, project_id, point_id, created_by, payload, attempts, max_attempts
         FROM jobs WHERE status = 'running' AND locked_at <= now() - make_interval(secs => $1)
        ORDER BY run_at`,
      [leaseMs / 1000],
    ),
  );
  for (const job of jobs) {
    const handler = handlers[job.kind];
    const decision = handler?.recover
      ? await handler.recover(job)
      : job.attempts < job.max_attempts
        ? 'retry'
        : { failed: INTERRUPTED_MESSAGE };
    log.info({ jobId: job.id, kind: job.kind, decision }, 'recovering an interrupted job');
    await database.transaction((query) =>
      decision === 'retry'
        ? query(
            `UPDATE jobs SET status = 'pending', locked_at = NULL, locked_by = NULL, updated_at = now() WHERE id = $1`,
            [job.id],
          )
        : query(
            `UPDATE jobs SET status = $2, error_message = $3, completed_at = now(), locked_at = NULL,
                    locked_by = NULL, updated_at = now() WHERE id = $1`,
            [
              job.id,
              decision === 'completed' ? 'completed' : 'failed',
              decision === 'completed' ? null : decision.failed,
            ],
          ),
    );
  }
}
