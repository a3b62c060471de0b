/**
 * POST /api/test/clock: moves the test clock forward (test-clock.service.ts says why it exists).
 * Test servers only: app.ts registers it only with AIRBOARD_TEST_CLOCK on, so elsewhere the path
 * is a 404; even there only the operator's staff may move the clock, which every project's
 * schedules run on. Hidden from the OpenAPI document: it is no part of the product's API.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/connect';
import { forbidden, HttpError } from '../../lib/http-error';
import { requireAuth } from '../../plugins/auth';
import { isStaff } from '../../plugins/access';
import { makeDueByTestClock, type TestClock } from './test-clock.service';

const MAX_ADVANCE_MS = 366 * 24 * 60 * 60_000;
/** Jobs the clock has reached are looked for this often once it has moved (read-backs follow). */
const SWEEP_MS = 1_000;

/** To an instant, or by milliseconds (0 reads the clock without moving it). */
const advanceBody = z.union([
  z.strictObject({ advanceToIso: z.iso.datetime({ offset: true }) }),
  z.strictObject({ advanceMs: z.number().int().min(0).max(MAX_ADVANCE_MS) }),
]);
const advanceResponse = z.object({
  /** The test clock's time, and how many jobs it made due now. */
  results: z.object({ now: z.iso.datetime(), dueJobs: z.number() }),
});

export const testClockRoutes =
  ({
    database,
    testClock,
    jobKinds,
  }: {
    database: DatabaseHandle;
    testClock: TestClock;
    /** The kinds of job whose times are on the test clock (the scheduler's). */
    jobKinds: readonly string[];
  }): FastifyPluginAsyncZod =>
  async (app) => {
    app.log.warn(
      'AIRBOARD_TEST_CLOCK is on: POST /api/test/clock moves the scheduler’s clock (test servers only)',
    );
    const makeDue = async () => {
      const due = await makeDueByTestClock(database, jobKinds, testClock);
      if (due > 0) {
        app.jobs.nudge();
      }
      return due;
    };
    let sweep: NodeJS.Timeout | undefined;
    app.addHook('onClose', async () => clearInterval(sweep));

    app.post(
      '/api/test/clock',
      { schema: { hide: true, body: advanceBody, response: { 200: advanceResponse } } },
      async (request) => {
        if (!(await isStaff(database.db, requireAuth(request).userId))) {
          throw forbidden('The test clock is for staff');
        }
        const { body } = request;
        const to =
          'advanceToIso' in body
            ? new Date(body.advanceToIso)
            : new Date(testClock.now().getTime() + body.advanceMs);
        if (!testClock.advanceTo(to)) {
          throw new HttpError(
            400,
            `The test clock moves forward only: it reads ${testClock.now().toISOString()}`,
          );
        }
        const dueJobs = await makeDue();
        sweep ??= setInterval(() => {
          makeDue().catch((error: unknown) =>
            app.log.warn({ err: error }, 'jobs due by the test clock not made due'),
          );
        }, SWEEP_MS);
        sweep.unref();
        return { results: { now: testClock.now().toISOString(), dueJobs } };
      },
    );
  };
