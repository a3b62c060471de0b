/**
 * The job system on the app: areas reach it as `app.jobs` to register the handlers of the job kinds
 * they own and to nudge the runner after queueing work. The runner starts when the app is ready
 * (every handler registered by then) and stops when it closes.
 */
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/connect';
import { createJobSystem, type JobSystem } from '../jobs/job-system';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobSystem;
  }
}

export function registerJobSystem(app: FastifyInstance, database: DatabaseHandle): void {
  const jobs = createJobSystem({ database, log: app.log });
  const areasView: JobSystem = {
    handle: (kind, handler) => jobs.handle(kind, handler),
    nudge: () => jobs.nudge(),
    drain: () => jobs.drain(),
  };
  app.decorate('jobs', areasView);
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
}
