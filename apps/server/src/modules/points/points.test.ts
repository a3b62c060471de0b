/** Point writes end to end: runFunction → durable job → building system → value, audit, crash recovery. */
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobResponse, runFunctionResponse } from '@airboard/shared/api';
import { SimulatedBuildingSystem } from '../../bas/simulated-system';
import { createSession, createUser } from '../../../test/fixtures/factories';
import { newObjectId } from '../../db/ids';
import { INTERRUPTED_MESSAGE, recoverInterrupted } from '../../jobs/job-runner';
import { useTelemetryApp } from '../../../test/fixtures/hooks';
import { createSensor, type Sensor } from '../../../test/fixtures/telemetry';
import { POINT_WRITE_JOB, pointWriteHandler } from './point-write';

const system = new SimulatedBuildingSystem({ writeDelayMs: 0 });
const t = useTelemetryApp({
  ready: true,
  buildingSystem: system,
  // Writes to the simulated system confirm at once; only a silent point waits this long.
  config: { POINT_WRITE_TIMEOUT_MS: 500 },
});
let setpoint: Sensor;
let fan: Sensor;

beforeAll(async () => {
  const { db } = t;
  setpoint = await createSensor(db, t.site.id, t.zone.id, {
    type: null,
    measurementName: 'Setpoint',
    functions: ['numWrite'],
    range: { min: 60, max: 80 },
    basRef: 'ahu-1/setpoint',
  });
  fan = await createSensor(db, t.site.id, t.zone.id, {
    type: null,
    kind: 'Bool',
    measurementName: 'Fan',
    functions: ['boolWrite'],
    basRef: 'ahu-1/fan',
  });
});

// Writes are for the project's admins and superAdmins (spec 000 §1, decision 009).
const write = (uuid: string, body: unknown, token = t.adminToken) =>
  t.app.inject({
    method: 'POST',
    url: `/api/points/${uuid}/runFunction`,
    headers: { authorization: `Bearer ${token}` },
    payload: body as object,
  });
const job = async (jobId: string, token = t.adminToken) =>
  t.app.inject({
    method: 'GET',
    url: `/api/jobs/${jobId}`,
    headers: { authorization: `Bearer ${token}` },
  });

async function writeAndWait(uuid: string, fn: string, curVal: unknown) {
  const res = await write(uuid, { function: fn, arguments: { curVal } });
  expect(res.statusCode).toBe(200);
  const { results } = runFunctionResponse.parse(res.json());
  await t.app.jobs.drain();
  return jobResponse.parse((await job(results.jobId)).json()).results;
}

describe('POST /api/points/{uuid}/runFunction and GET /api/jobs/{jobId}', () => {
  it('writes a value: the job completes, the value and audit log follow', async () => {
    const result = await writeAndWait(setpoint.point.uuid, 'numWrite', 72);
    expect(result).toMatchObject({
      status: 'completed',
      errorMessage: null,
      arguments: { curVal: 72 },
    });
    expect(await system.readPoint('ahu-1/setpoint')).toBe(72);
    const [m] = await t.rows(
      z.object({ cur_val: z.number() }),
      `SELECT cur_val FROM measurements WHERE id = $1`,
      [setpoint.measurementId],
    );
    expect(m!.cur_val).toBe(72);
    const audit = await t.rows(
      z.object({ user_id: z.string(), object_id: z.string(), new_value: z.number() }),
      `SELECT user_id, object_id, new_value FROM audit_log WHERE action = 'point.write'`,
    );
    expect(audit).toEqual([{ user_id: t.admin.id, object_id: setpoint.point.id, new_value: 72 }]);
  });

  it('writes a boolean through a bool function', async () => {
    const result = await writeAndWait(fan.point.uuid, 'boolWrite', true);
    expect(result.status).toBe('completed');
    expect(await system.readPoint('ahu-1/fan')).toBe(true);
  });

  it('fails a value outside the range or of the wrong kind, with a clear errorMessage', async () => {
    const outside = await writeAndWait(setpoint.point.uuid, 'numWrite', 95);
    expect(outside).toMatchObject({
      status: 'failed',
      errorMessage: "Value 95 is outside the point's range (60 to 80)",
    });
    const wrongKind = await writeAndWait(fan.point.uuid, 'boolWrite', 'yes');
    expect(wrongKind.errorMessage).toBe('Value must be true or false for this point');
    expect(await system.readPoint('ahu-1/setpoint')).toBe(72);
  });

  it('rejects an unknown function and a malformed body with 400', async () => {
    const unknown = await write(setpoint.point.uuid, {
      function: 'boolWrite',
      arguments: { curVal: true },
    });
    expect(unknown.statusCode).toBe(400);
    expect((await write(setpoint.point.uuid, { function: 'numWrite' })).statusCode).toBe(400);
  });

  it('refuses anonymous callers and members of other projects', async () => {
    const body = { function: 'numWrite', arguments: { curVal: 70 } };
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/points/${setpoint.point.uuid}/runFunction`,
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await write(setpoint.point.uuid, body, t.outsiderToken)).statusCode).toBe(404);
    const own = runFunctionResponse.parse((await write(setpoint.point.uuid, body)).json());
    expect((await job(own.results.jobId, t.outsiderToken)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/jobs/${own.results.jobId}` })).statusCode,
    ).toBe(401);
    await t.app.jobs.drain();
  });

  it('refuses a plain member of the project with 403 and queues no job', async () => {
    const jobs = z.object({ n: z.number() });
    const countJobs = async () =>
      (
        await t.rows(jobs, `SELECT count(*)::int AS n FROM jobs WHERE kind = $1`, [POINT_WRITE_JOB])
      )[0]!.n;
    const before = await countJobs();
    const res = await write(
      setpoint.point.uuid,
      { function: 'numWrite', arguments: { curVal: 61 } },
      t.memberToken,
    );
    expect(res.statusCode).toBe(403);
    expect(await countJobs()).toBe(before);
  });
});

describe('a re-sent write (Idempotency-Key)', () => {
  const keyed = (key: string, curVal: number, token = t.adminToken) =>
    t.app.inject({
      method: 'POST',
      url: `/api/points/${setpoint.point.uuid}/runFunction`,
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
      payload: { function: 'numWrite', arguments: { curVal } },
    });
  const jobsWithKey = async (key: string) =>
    t.rows(z.object({ id: z.string() }), `SELECT id FROM jobs WHERE idempotency_key = $1`, [key]);
  const jobIdOf = (res: { json(): unknown }) => runFunctionResponse.parse(res.json()).results.jobId;

  it('answers the first write’s job and queues nothing more, also when sent at once', async () => {
    const first = await keyed('write-1', 70);
    const [again, concurrent] = await Promise.all([keyed('write-1', 70), keyed('write-1', 70)]);
    expect([first.statusCode, again.statusCode, concurrent.statusCode]).toEqual([200, 200, 200]);
    expect(jobIdOf(again)).toBe(jobIdOf(first));
    expect(jobIdOf(concurrent)).toBe(jobIdOf(first));
    expect(await jobsWithKey('write-1')).toEqual([{ id: jobIdOf(first) }]);
  });

  it('refuses the key for another value with 422, and queues nothing', async () => {
    await keyed('write-2', 70);
    const other = await keyed('write-2', 75);
    expect(other.statusCode).toBe(422);
    expect(await jobsWithKey('write-2')).toHaveLength(1);
  });

  it("keeps one user's keys apart from another's", async () => {
    const otherAdmin = await createUser(t.db, { projectIds: [t.project.id], role: 'admin' });
    const token = await createSession(t.db, otherAdmin.id, t.project.id);
    const mine = await keyed('write-3', 70);
    const theirs = await keyed('write-3', 70, token);
    expect(jobIdOf(theirs)).not.toBe(jobIdOf(mine));
  });

  it('refuses an empty or overlong key with 400', async () => {
    expect((await keyed('', 70)).statusCode).toBe(400);
    expect((await keyed('k'.repeat(101), 70)).statusCode).toBe(400);
  });

  it('queues every write sent without a key', async () => {
    const body = { function: 'numWrite', arguments: { curVal: 71 } };
    const [a, b] = [await write(setpoint.point.uuid, body), await write(setpoint.point.uuid, body)];
    expect(jobIdOf(a)).not.toBe(jobIdOf(b));
  });
});

describe('a write the building system never confirms', () => {
  it('fails after the write timeout, saying why', async () => {
    const damper = await createSensor(t.db, t.site.id, t.zone.id, {
      type: null,
      measurementName: 'Damper',
      functions: ['numWrite'],
      range: { min: 0, max: 100 },
      basRef: 'silent:ahu-2/damper',
    });
    const result = await writeAndWait(damper.point.uuid, 'numWrite', 40);
    expect(result).toMatchObject({
      status: 'failed',
      errorMessage: 'The building system did not confirm the write within 1 s',
    });
  });

  it("says 'Point write failed' for a failed job that stored no reason", async () => {
    const id = newObjectId();
    await t.handle.transaction((q) =>
      q(
        `INSERT INTO jobs (id, kind, status, project_id, point_id, created_by, payload, attempts)
         VALUES ($1, $2, 'failed', $3, $4, $5, $6::jsonb, 1)`,
        [
          id,
          POINT_WRITE_JOB,
          t.project.id,
          setpoint.point.id,
          t.admin.id,
          JSON.stringify({ function: 'numWrite', arguments: { curVal: 70 } }),
        ],
      ),
    );
    const { results } = jobResponse.parse((await job(id)).json());
    expect(results).toMatchObject({ status: 'failed', errorMessage: 'Point write failed' });
  });
});

describe('crash recovery', () => {
  const handlers = () => ({
    [POINT_WRITE_JOB]: pointWriteHandler(t.handle, () => system, { writeTimeoutMs: 500 }),
  });
  const log = { info: () => undefined, warn: () => undefined } as never;

  async function interruptedJob(curVal: number, attempts = 1) {
    const id = newObjectId();
    await t.handle.transaction((q) =>
      q(
        `INSERT INTO jobs (id, kind, status, project_id, point_id, created_by, payload, attempts, locked_at)
       VALUES ($1, $2, 'running', $3, $4, $5, $6::jsonb, $7, now())`,
        [
          id,
          POINT_WRITE_JOB,
          t.project.id,
          setpoint.point.id,
          t.admin.id,
          JSON.stringify({ function: 'numWrite', arguments: { curVal } }),
          attempts,
        ],
      ),
    );
    return id;
  }
  const status = async (id: string) =>
    (
      await t.rows(
        z.object({ status: z.string(), error_message: z.string().nullable() }),
        `SELECT status, error_message FROM jobs WHERE id = $1`,
        [id],
      )
    )[0]!;
  const auditRows = async (id: string) =>
    (await t.rows(z.object({}), `SELECT 1 FROM audit_log WHERE details->>'jobId' = $1`, [id]))
      .length;

  it('completes a job whose value already reached the system, without writing again', async () => {
    await system.writePoint('ahu-1/setpoint', 65); // the write happened just before the crash
    const writes = system.appliedWrites.length;
    const id = await interruptedJob(65);
    await recoverInterrupted(t.handle, handlers(), log);
    expect(await status(id)).toEqual({ status: 'completed', error_message: null });
    expect(system.appliedWrites.length).toBe(writes);
    expect(await auditRows(id)).toBe(1);
  });

  it('retries a job whose value never arrived, and applies it once', async () => {
    const writes = system.appliedWrites.length;
    const id = await interruptedJob(66);
    await recoverInterrupted(t.handle, handlers(), log);
    expect((await status(id)).status).toBe('pending');
    await t.app.jobs.drain();
    expect(await status(id)).toEqual({ status: 'completed', error_message: null });
    expect(system.appliedWrites.slice(writes)).toEqual([{ ref: 'ahu-1/setpoint', value: 66 }]);
    expect(await auditRows(id)).toBe(1);
  });

  it('fails a job interrupted on its last attempt, saying so', async () => {
    const id = await interruptedJob(67, 3);
    await recoverInterrupted(t.handle, handlers(), log);
    expect(await status(id)).toEqual({ status: 'failed', error_message: INTERRUPTED_MESSAGE });
  });
});
