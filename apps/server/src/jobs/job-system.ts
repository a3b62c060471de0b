/**
 * The job system: a registry of handlers by job kind, filled by whoever owns a kind (the points
 * area its point writes, the alerts area its notifications, the app its account e-mails), and the
 * runner that works through the `jobs` table with them once started. Nothing here knows a kind:
 * the job system stays below the areas that use it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/connect';
import { startJobRunner, type JobHandler, type JobRunner } from './job-runner';

/** What the areas see of the job system (as `app.jobs`). */
export interface JobSystem {
  /** Registers the one handler of a job kind; before the runner starts. */
  handle(kind: string, handler: JobHandler): void;
  /** Looks for work now instead of at the next poll (after queueing a job). */
  nudge(): void;
  /** Runs pending jobs until none is due (tests use it). */
  drain(): Promise<void>;
}

export interface RunnableJobSystem extends JobSystem {
  start(): void;
  stop(): Promise<void>;
}

export function createJobSystem(options: {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  pollMs?: number;
}): RunnableJobSystem {
  const handlers: Record<string, JobHandler> = {};
  let runner: JobRunner | null = null;
  const started = () => {
    if (!runner) {
      throw new Error('The job runner starts when the app is ready');
    }
    return runner;
  };
  return {
    handle(kind, handler) {
      if (runner || handlers[kind]) {
        throw new Error(`A handler for jobs of kind ${kind} comes once, before the runner starts`);
      }
      handlers[kind] = handler;
    },
    nudge: () => started().nudge(),
    drain: () => started().drain(),
    start() {
      runner = startJobRunner({ ...options, handlers });
    },
    async stop() {
      await runner?.stop();
    },
  };
}
