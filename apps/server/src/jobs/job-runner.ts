/**
 * The durable job runner: work is a row in `jobs`, claimed with FOR UPDATE SKIP LOCKED (so several
 * workers never take the same job), run by the handler of its kind, and finished as completed or
 * failed. A handler throws JobFailure for a final failure (its message is the job's errorMessage);
 * any other error is retried with backoff until maxAttempts.
 *
 * Each kind has its own lane with its own concurrency (the handler's), so point writes never wait
 * behind a queue of e-mails; a lane's free places are filled by one claim. While a handler runs,
 * its lease is renewed (a heartbeat on `locked_at`), so a long job is never taken for a dead
 * worker's and run twice.
 *
 * When to look: every poll, after a job ends (a place is free, and the job may have queued others),
 * when nudged (a job was queued), and at the moment the next pending job falls due, so a job
 * planned for an instant (a schedule's transition) runs then, not up to a poll later. A look asks
 * first which kinds have a job due, so an idle runner costs one statement a poll. Other processes
 * on the same PostgreSQL see their jobs at their own polls.
 *
 * Every settling (and every retry planned) is announced on the change feed in its transaction, so
 * live streams on any process push the job's state as it commits (modules/stream).
 *
 * Crash recovery: a job still `running` after its worker died was interrupted. Its handler's
 * `recover` decides (a point write checks whether the value already reached the system, so it is
 * never applied twice); without one, the job is retried while attempts remain, else failed.
 * On PGlite one process owns the database, so every running job at start is orphaned; on
 * PostgreSQL other servers may be working, so only jobs whose lease expired (no heartbeat for
 * that long) are taken, checked at start and every minute.
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

/**
 * Says on the change feed, inside the transaction that settled the job (or put it back), that it
 * changed: a live stream following it on any server process pushes its state when that commits,
 * with no need to read it again and again meanwhile.
 */
const announce = (database: DatabaseHandle, query: SqlRunner, jobId: string) =>
  database.changes.publish(query, [{ kind: 'job', jobId }]);

export interface JobHandler {
  /** Does the work; returns the job's result. Throw JobFailure to fail for good. */
  run(job: JobRow): Promise<Record<string, unknown>>;
  /** Jobs of this kind run at once in one process (1 when unset). */
  concurrency?: number;
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
/**
 * On PostgreSQL, a running job whose lease was not renewed for this long belongs to a worker that
 * is gone; a live worker renews it every quarter of it.
 */
export const RUNNING_LEASE_MS = 2 * 60_000;

export interface NewJob {
  kind: string;
  projectId: string | null;
  pointId?: string | null;
  createdBy?: string | null;
  payload: Record<string, unknown>;
  /** When the job is due (a scheduled sending); now when absent. */
  runAt?: Date;
  /** How many times it is tried; the table's default (3) when absent. */
  maxAttempts?: number;
}

export async function enqueueJob(query: SqlRunner, job: NewJob): Promise<string> {
  const [id] = await enqueueJobs(query, [job]);
  return id!;
}

/** Queues jobs in one statement (a schedule's writes at a transition); their ids, in order. */
export async function enqueueJobs(query: SqlRunner, jobs: readonly NewJob[]): Promise<string[]> {
  if (jobs.length === 0) {
    return [];
  }
  const ids = jobs.map(() => newObjectId());
  await query(
    `INSERT INTO jobs (id, kind, project_id, point_id, created_by, payload, run_at, max_attempts)
     SELECT id, kind, project_id, point_id, created_by, payload::jsonb, coalesce(run_at, now()),
            coalesce(max_attempts, 3)
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
                   $7::timestamptz[], $8::int[])
         AS j(id, kind, project_id, point_id, created_by, payload, run_at, max_attempts)`,
    [
      ids,
      jobs.map((job) => job.kind),
      jobs.map((job) => job.projectId),
      jobs.map((job) => job.pointId ?? null),
      jobs.map((job) => job.createdBy ?? null),
      jobs.map((job) => JSON.stringify(job.payload)),
      jobs.map((job) => job.runAt?.toISOString() ?? null),
      jobs.map((job) => job.maxAttempts ?? null),
    ],
  );
  return ids;
}

/**
 * Queues the job once per creator and idempotency key: when the creator queued a job with that key
 * before (and retention has not deleted it), that job is the answer, with whether it asked for the
 * same kind, point and payload. Two statements, so the second sees a job another request inserted
 * and committed while the first waited on it.
 */
export async function enqueueJobOnce(
  query: SqlRunner,
  job: NewJob & { createdBy: string },
  idempotencyKey: string,
): Promise<{ id: string; sameRequest: boolean }> {
  const [inserted] = await query(
    z.object({ id: z.string() }),
    `INSERT INTO jobs (id, kind, project_id, point_id, created_by, payload, idempotency_key)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)
     ON CONFLICT (created_by, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
     RETURNING id`,
    [
      newObjectId(),
      job.kind,
      job.projectId,
      job.pointId ?? null,
      job.createdBy,
      JSON.stringify(job.payload),
      idempotencyKey,
    ],
  );
  if (inserted) {
    return { id: inserted.id, sameRequest: true };
  }
  const [existing] = await query(
    z.object({ id: z.string(), same_request: z.boolean() }),
    `SELECT id, (kind = $3 AND point_id IS NOT DISTINCT FROM $4 AND payload = $5::jsonb) AS same_request
       FROM jobs WHERE created_by = $1 AND idempotency_key = $2`,
    [job.createdBy, idempotencyKey, job.kind, job.pointId ?? null, JSON.stringify(job.payload)],
  );
  return { id: existing!.id, sameRequest: existing!.same_request };
}

/**
 * Claims up to $3 due jobs of a kind in one statement (a lane with several free places fills at
 * once, as when a schedule's transition queues its writes), oldest first.
 */
const CLAIM = `
WITH due AS (
  SELECT id FROM jobs WHERE status = 'pending' AND kind = $2 AND run_at <= now()
   ORDER BY run_at LIMIT $3 FOR UPDATE SKIP LOCKED)
UPDATE jobs SET status = 'running', locked_at = now(), locked_by = $1, attempts = jobs.attempts + 1, updated_at = now()
  FROM due WHERE jobs.id = due.id
RETURNING jobs.id, jobs.kind, jobs.project_id, jobs.point_id, jobs.created_by, jobs.payload, jobs.attempts,
          jobs.max_attempts`;

/**
 * Per kind, how long until its first pending job is due, by the database's clock (one index probe
 * per kind); no row for a kind with none pending.
 */
const NEXT_DUE = `
SELECT k.kind, (extract(epoch FROM next.run_at - now()) * 1000)::float8 AS ms
  FROM unnest($1::text[]) AS k(kind)
  CROSS JOIN LATERAL (SELECT run_at FROM jobs WHERE status = 'pending' AND kind = k.kind
                       ORDER BY run_at LIMIT 1) next`;

export function startJobRunner(options: {
  database: DatabaseHandle;
  handlers: Record<string, JobHandler>;
  log: FastifyBaseLogger;
  pollMs?: number;
  /** How long a running job stays its worker's without a heartbeat; 0 on PGlite by default. */
  leaseMs?: number;
}): JobRunner {
  const { database, handlers, log } = options;
  const workerId = newObjectId();
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? (database.kind === 'pglite' ? 0 : RUNNING_LEASE_MS);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const recover = () =>
    recoverInterrupted(database, handlers, log, leaseMs).catch((error: unknown) =>
      log.warn({ err: error }, 'job recovery failed'),
    );
  // Nothing is claimed before the jobs a previous process left running are settled.
  let recovered = recover();
  const recovery =
    leaseMs > 0
      ? setInterval(() => {
          recovered = recovered.then(recover);
        }, 60_000)
      : undefined;
  recovery?.unref();

  /** Jobs this runner is working on, per kind. */
  const running = new Map<string, Set<Promise<void>>>(
    Object.keys(handlers).map((kind) => [kind, new Set()]),
  );
  const inFlight = () => [...running.values()].flatMap((jobs) => [...jobs]);

  // Only the worker holding the job may settle it: one that lost its lease changes nothing.
  const finish = (
    id: string,
    status: 'completed' | 'failed',
    result: unknown,
    message: string | null,
  ) =>
    database.transaction(async (query) => {
      await query(
        `UPDATE jobs SET status = $3, result = $4::jsonb, error_message = $5, completed_at = now(),
                locked_at = NULL, locked_by = NULL, updated_at = now() WHERE id = $1 AND locked_by = $2`,
        [id, workerId, status, JSON.stringify(result ?? null), message],
      );
      await announce(database, query, id);
    });

  const heartbeat = (id: string) =>
    database.transaction((query) =>
      query(
        `UPDATE jobs SET locked_at = now() WHERE id = $1 AND locked_by = $2 AND status = 'running'`,
        [id, workerId],
      ),
    );

  async function runJob(job: JobRow, handler: JobHandler): Promise<void> {
    const beat =
      leaseMs > 0
        ? setInterval(() => {
            heartbeat(job.id).catch((error: unknown) =>
              log.warn({ err: error, jobId: job.id }, 'job lease not renewed'),
            );
          }, leaseMs / 4)
        : undefined;
    try {
      await finish(job.id, 'completed', await handler.run(job), null);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof JobFailure || job.attempts >= job.max_attempts) {
        await finish(job.id, 'failed', null, message);
      } else {
        log.warn({ err: error, jobId: job.id }, 'job failed; will retry');
        await database.transaction(async (query) => {
          await query(
            `UPDATE jobs SET status = 'pending', run_at = now() + make_interval(secs => $3), error_message = $4,
                    locked_at = NULL, locked_by = NULL, updated_at = now() WHERE id = $1 AND locked_by = $2`,
            [job.id, workerId, 2 ** job.attempts, message],
          );
          await announce(database, query, job.id);
        });
      }
    } finally {
      clearInterval(beat);
    }
  }

  /** Starts a claimed job in its kind's lane; a freed place takes the next due job at once. */
  function start(job: JobRow, handler: JobHandler, lane: Set<Promise<void>>): void {
    const work: Promise<void> = runJob(job, handler)
      .catch((error: unknown) => log.warn({ err: error, jobId: job.id }, 'job not settled'))
      .finally(() => {
        lane.delete(work);
        void pass();
      });
    lane.add(work);
  }

  /** Claims due jobs of a kind while its lane has room; returns whether it claimed any. */
  async function fill(kind: string): Promise<boolean> {
    const handler = handlers[kind]!;
    const lane = running.get(kind)!;
    let claimed = false;
    for (;;) {
      const room = (handler.concurrency ?? 1) - lane.size;
      if (stopped || room <= 0) {
        return claimed;
      }
      const jobs = await database.transaction((query) =>
        query(jobRow, CLAIM, [workerId, kind, room]),
      );
      for (const job of jobs) {
        start(job, handler, lane);
      }
      claimed ||= jobs.length > 0;
      if (jobs.length < room) {
        return claimed;
      }
    }
  }

  /**
   * One look: which kinds have a job due (one statement), then claims for those whose lane has
   * room. Returns whether it claimed any, and when the first job not yet due falls due (or the
   * poll, if sooner). Kinds with nothing due cost no claim, so an idle runner asks once a poll.
   */
  async function lookOnce(): Promise<{ claimed: boolean; nextInMs: number }> {
    const due = await database.transaction((query) =>
      query(z.object({ kind: z.string(), ms: z.number() }), NEXT_DUE, [Object.keys(handlers)]),
    );
    let nextInMs = pollMs;
    const dueKinds: string[] = [];
    for (const { kind, ms } of due) {
      if (ms <= 0) {
        dueKinds.push(kind);
      } else {
        nextInMs = Math.min(nextInMs, Math.ceil(ms) + 1);
      }
    }
    const found = await Promise.all(dueKinds.map(fill));
    return { claimed: found.some(Boolean), nextInMs };
  }

  let passing: Promise<boolean> | null = null;
  let lookAgain = false;
  /**
   * Looks for due work, then sets the next look: at the poll, or sooner when a job falls due
   * before it (a schedule's transition at its minute), so a job due at a planned instant is not
   * run up to a poll late. Returns whether it claimed any. A call during a look makes that look
   * go round once more (a place freed, or a job queued others, after it was looked at).
   */
  function pass(): Promise<boolean> {
    if (passing) {
      lookAgain = true;
      return passing;
    }
    let nextInMs = pollMs;
    passing = (async () => {
      await recovered;
      let claimed = false;
      do {
        lookAgain = false;
        const look = await lookOnce();
        claimed = look.claimed || claimed;
        nextInMs = look.nextInMs;
      } while (lookAgain && !stopped);
      return claimed;
    })()
      .catch((error: unknown) => {
        log.warn({ err: error }, 'job runner pass failed');
        nextInMs = pollMs;
        return false;
      })
      .finally(() => {
        passing = null;
        lookIn(nextInMs);
      });
    return passing;
  }

  const lookIn = (delayMs: number) => {
    clearTimeout(timer);
    if (stopped) {
      return;
    }
    timer = setTimeout(() => void pass(), delayMs);
    timer.unref();
  };
  lookIn(pollMs);

  return {
    nudge() {
      void pass();
    },
    async drain() {
      // Until a look finds nothing due and nothing is running (a job may queue another).
      for (;;) {
        const claimed = await pass();
        const jobs = inFlight();
        if (jobs.length > 0) {
          await Promise.race(jobs);
        } else if (!claimed) {
          return;
        }
      }
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      clearInterval(recovery);
      await recovered;
      await passing;
      await Promise.all(inFlight());
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
    await database.transaction(async (query) => {
      await (decision === 'retry'
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
          ));
      await announce(database, query, job.id);
    });
  }
}
