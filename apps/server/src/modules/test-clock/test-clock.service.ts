/**
 * The test clock: for test servers only (the browser tests), never a real one. It exists because a
 * schedule's transitions fall on 15-minute steps, which a browser test cannot wait for. With
 * AIRBOARD_TEST_CLOCK on (config.ts refuses it in production), the scheduler reads this clock
 * instead of the system's, and POST /api/test/clock moves it forward; without the setting none of
 * it exists. The job runner claims jobs by the database's clock, which no test moves, so the
 * scheduler's jobs that fall due by the test clock are made due now (their run_at set to now()):
 * when the clock is moved, and every second after, as a transition's read-back falls due seconds
 * after it. Only jobs never tried are moved: a retry's back-off is on the database's clock.
 */
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/connect';

/** The system's clock moved forward by every advance so far; it never goes back. */
export class TestClock {
  private aheadMs = 0;

  constructor(private readonly systemNow: () => number = Date.now) {}

  now(): Date {
    return new Date(this.systemNow() + this.aheadMs);
  }

  /** Moves the clock forward to `to`; false (and unmoved) when `to` is before its time. */
  advanceTo(to: Date): boolean {
    const by = to.getTime() - this.now().getTime();
    if (by < 0) {
      return false;
    }
    this.aheadMs += by;
    return true;
  }
}

/**
 * Makes the pending, never-tried jobs of the kinds that run on the test clock due now when the
 * test clock has reached their time; how many it moved.
 */
export async function makeDueByTestClock(
  database: DatabaseHandle,
  kinds: readonly string[],
  clock: TestClock,
): Promise<number> {
  const moved = await database.transaction((query) =>
    query(
      z.object({ id: z.string() }),
      `UPDATE jobs SET run_at = now(), updated_at = now()
        WHERE status = 'pending' AND attempts = 0 AND kind = ANY($1::text[])
          AND run_at > now() AND run_at <= $2
        RETURNING id`,
      [kinds, clock.now().toISOString()],
    ),
  );
  return moved.length;
}
