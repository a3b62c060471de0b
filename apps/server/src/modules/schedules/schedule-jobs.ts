/**
 * The scheduler's job kinds (issue 19), registered as an area of the app: the group transitions
 * that queue scheduled point writes, and their read-backs through the site's building system.
 * At start-up it gives a job back to any group whose transition job gave up (replanStuckGroups).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { BuildingAutomationConnector } from '../../bas/connector';
import type { BuildingSystems } from '../../bas/building-systems';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/connect';
import { SCHEDULE_READBACK_JOB, scheduleReadbackJobHandler } from './schedule-readback';
import { replanStuckGroups, SCHEDULE_TRANSITION_JOB } from './schedule-planner';
import { scheduleTransitionJobHandler } from './schedule-transition-job';

/** The scheduler's job kinds, whose times are on its clock (the test clock moves them). */
export const SCHEDULE_JOB_KINDS = [SCHEDULE_TRANSITION_JOB, SCHEDULE_READBACK_JOB] as const;

export const scheduleJobs =
  ({
    database,
    buildingSystem,
    buildingSystems,
    config,
    clock,
  }: {
    database: DatabaseHandle;
    buildingSystem: BuildingAutomationConnector;
    buildingSystems: BuildingSystems;
    config: Pick<Config, 'POINT_WRITE_TIMEOUT_MS'>;
    /** The scheduler's clock: the system's, or the test clock of a test server. */
    clock: () => Date;
  }): FastifyPluginAsync =>
  async (app) => {
    app.jobs.handle(
      SCHEDULE_TRANSITION_JOB,
      scheduleTransitionJobHandler(database, { now: clock }),
    );
    app.jobs.handle(
      SCHEDULE_READBACK_JOB,
      // The system a point was written to: its site's own, else the default one.
      scheduleReadbackJobHandler(
        database,
        (site) => buildingSystems.forSite(site) ?? buildingSystem,
        {
          readTimeoutMs: config.POINT_WRITE_TIMEOUT_MS,
        },
      ),
    );
    // Not awaited, as retention (app.ts): readiness must not wait on a busy database.
    app.addHook('onReady', async () => {
      replanStuckGroups(database).then(
        (planned) => {
          if (planned > 0) {
            app.log.warn({ planned }, 'schedule groups without a transition job planned again');
            app.jobs.nudge();
          }
        },
        (error: unknown) => app.log.warn({ err: error }, 'stuck schedule groups not planned'),
      );
    });
  };
