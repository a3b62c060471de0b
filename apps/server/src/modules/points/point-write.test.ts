/**
 * The point-write job handler on the real database when many writes finish together (a schedule's
 * transition): each completes with its own value already showing and one audit row, while the
 * writes share live-state refreshes instead of running one each, in a row.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SimulatedBuildingSystem } from '../../bas/simulated-system';
import type { DatabaseHandle } from '../../db/connect';
import { newObjectId } from '../../db/ids';
import type { JobRow } from '../../jobs/job-runner';
import { useTelemetryDatabase } from '../../../test/fixtures/hooks';
import { createSensor, type Sensor } from '../../../test/fixtures/telemetry';
import { watchStatements } from '../../../test/fixtures/watched-statements';
import { POINT_WRITE_JOB, pointWriteHandler, sharedDrain } from './point-write';

const t = useTelemetryDatabase();
const WRITES = 12;
const setpoints: Sensor[] = [];

beforeAll(async () => {
  for (let i = 0; i < WRITES; i += 1) {
    setpoints.push(
      await createSensor(t.db, t.site.id, t.zone.id, {
        type: null,
        measurementName: `Setpoint ${i}`,
        functions: ['numWrite'],
        range: { min: 10, max: 30 },
        basRef: `ahu-${i}/setpoint`,
      }),
    );
  }
});

/** The handle, counting the live-state refreshes run through it. */
function countingRefreshes(handle: DatabaseHandle): {
  handle: DatabaseHandle;
  refreshes(): number;
} {
  let refreshes = 0;
  const watched = watchStatements(handle, (text) => {
    if (text.includes("hashtext('airboard.live-state')")) {
      refreshes += 1;
    }
  });
  return { handle: watched, refreshes: () => refreshes };
}

/** A claimed point-write job for the point, as the runner hands it over. */
async function writeJob(point: { id: string }, value: number): Promise<JobRow> {
  const job: JobRow = {
    id: newObjectId(),
    kind: POINT_WRITE_JOB,
    project_id: t.project.id,
    point_id: point.id,
    created_by: null,
    payload: { function: 'numWrite', arguments: { curVal: value }, by: 'schedule Classrooms' },
    attempts: 1,
    max_attempts: 3,
  };
  await t.handle.transaction((q) =>
    q(
      `INSERT INTO jobs (id, kind, status, project_id, point_id, payload, attempts, locked_at)
       VALUES ($1, $2, 'running', $3, $4, $5::jsonb, 1, now())`,
      [job.id, job.kind, job.project_id, job.point_id, JSON.stringify(job.payload)],
    ),
  );
  return job;
}

const showing = async (measurementId: string) =>
  (
    await t.rows(
      z.object({ cur_val: z.number().nullable() }),
      `SELECT cur_val FROM measurements WHERE id = $1`,
      [measurementId],
    )
  )[0]!.cur_val;

describe('many writes finishing together', () => {
  it('each completes with its value showing and audited once, sharing live-state refreshes', async () => {
    const system = new SimulatedBuildingSystem({ writeDelayMs: 5 });
    const counted = countingRefreshes(t.handle);
    const handler = pointWriteHandler(counted.handle, () => system, { writeTimeoutMs: 2_000 });
    const jobs = await Promise.all(setpoints.map((sp, i) => writeJob(sp.point, 18 + i / 2)));
    const shownOnCompletion = await Promise.all(
      jobs.map(async (job, i) => {
        await handler.run(job);
        return showing(setpoints[i]!.measurementId);
      }),
    );
    expect(shownOnCompletion).toEqual(jobs.map((_, i) => 18 + i / 2));
    expect(system.appliedWrites).toHaveLength(WRITES);
    const audit = await t.rows(
      z.object({ n: z.number() }),
      `SELECT count(*)::int AS n FROM audit_log
        WHERE action = 'point.write' AND details->>'jobId' = ANY($1::text[])
        GROUP BY details->>'jobId'`,
      [jobs.map((job) => job.id)],
    );
    expect(audit.map((row) => row.n)).toEqual(jobs.map(() => 1));
    expect(counted.refreshes()).toBeGreaterThan(0);
    expect(counted.refreshes()).toBeLessThan(WRITES);
  });
});

describe('sharedDrain', () => {
  it('gives a caller a refresh begun after it asked, shared with everyone who asked meanwhile', async () => {
    const counted = countingRefreshes(t.handle);
    const drain = sharedDrain(counted.handle);
    const first = drain();
    // Asked while the first runs: neither may use the first (it may have missed their readings).
    const [second, third] = [drain(), drain()];
    expect(second).toBe(third);
    expect(second).not.toBe(first);
    await Promise.all([first, second, third]);
    expect(counted.refreshes()).toBe(2);
    await drain();
    expect(counted.refreshes()).toBe(3);
  });
});
