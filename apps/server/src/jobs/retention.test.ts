/** Retention: old rows go in batches, recent rows and the quarter-hour rollups stay, once a day. */
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../config';
import { newObjectId } from '../db/ids';
import { ingestReadings } from '../telemetry/ingest';
import { createUser } from '../../test/fixtures/factories';
import { useTelemetryDatabase, useTestApp } from '../../test/fixtures/hooks';
import { createSensor } from '../../test/fixtures/telemetry';
import { applyRetention, RETENTION_JOB } from './retention';

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

describe('applyRetention', () => {
  const t = useTelemetryDatabase();
  const count = async (table: string) =>
    (await t.rows(z.object({ n: z.number() }), `SELECT count(*)::int AS n FROM ${table}`))[0]!.n;

  it('deletes what is older than each retention in batches, and keeps rollups and recent rows', async () => {
    const policy = loadConfig({});
    const sensor = await createSensor(t.db, t.site.id, t.zone.id);
    const hour = 3_600_000;
    const old = Date.now() - 500 * DAY;
    await ingestReadings(t.handle, [
      ...[0, 1, 2, 3, 4].map((i) => ({
        seriesId: sensor.point.seriesId,
        ts: new Date(old + i * hour),
        value: 800 + i,
      })),
      ...[1, 2].map((i) => ({
        seriesId: sensor.point.seriesId,
        ts: new Date(Date.now() - i * hour),
        value: 600,
      })),
    ]);
    const rollups = () =>
      t.rows(
        z.object({ hour: z.date(), sum: z.number(), count: z.number() }),
        `SELECT bucket AS hour, sum, count FROM reading_rollups WHERE series_id = $1 ORDER BY bucket`,
        [sensor.point.seriesId],
      );
    const rollupsBefore = await rollups();

    const user = await createUser(t.db);
    const liveSessions = await count('sessions');
    const session = (expires: string, revoked: string | null) =>
      t.handle.transaction((q) =>
        q(
          `INSERT INTO sessions (id, token_hash, user_id, expires_at, revoked_at) VALUES ($1, $2, $3, $4, $5)`,
          [newObjectId(), newObjectId(), user.id, expires, revoked],
        ),
      );
    await session(daysAgo(40), null);
    await session(daysAgo(-10), daysAgo(40));
    await session(daysAgo(-10), null);
    const token = (expires: string, used: string | null) =>
      t.handle.transaction((q) =>
        q(
          `INSERT INTO password_reset_tokens (id, user_id, token_hash, expires_at, used_at) VALUES ($1, $2, $3, $4, $5)`,
          [newObjectId(), user.id, newObjectId(), expires, used],
        ),
      );
    await token(daysAgo(40), daysAgo(41));
    await token(daysAgo(-1), null);
    const job = (status: string, completed: string | null) =>
      t.handle.transaction((q) =>
        q(
          `INSERT INTO jobs (id, kind, status, completed_at, created_at) VALUES ($1, 'email', $2::job_status, $3, $4)`,
          [newObjectId(), status, completed, daysAgo(60)],
        ),
      );
    for (let i = 0; i < 3; i++) {
      await job('completed', daysAgo(31 + i));
    }
    await job('failed', daysAgo(1));
    await job('pending', null);
    const audit = (at: string) =>
      t.handle.transaction((q) =>
        q(
          `INSERT INTO audit_log (at, action, object_type, object_id) VALUES ($1, 'point.write', 'point', 'p')`,
          [at],
        ),
      );
    await audit(daysAgo(400));
    await audit(daysAgo(10));

    const report = await applyRetention(t.handle, policy, 2);

    expect(report.readings).toMatchObject({ rows: 5 });
    // Five old readings of one series at two per statement: three statements for it.
    expect(report.readings!.batches).toBeGreaterThanOrEqual(3);
    expect(report.jobs).toEqual({ rows: 3, batches: 2 });
    expect(report.sessions).toEqual({ rows: 2, batches: 2 });
    expect(report.passwordTokens).toEqual({ rows: 1, batches: 1 });
    expect(report.auditLog).toEqual({ rows: 1, batches: 1 });
    expect(await count('readings')).toBe(2);
    expect(await count('jobs')).toBe(2);
    expect(await count('sessions')).toBe(liveSessions + 1);
    expect(await count('password_reset_tokens')).toBe(1);
    expect(await count('audit_log')).toBe(1);
    // The quarter-hour rollups, which reports, heat maps and long trends read, are all still there.
    expect(await rollups()).toEqual(rollupsBefore);
    expect(rollupsBefore.map((r) => r.count).reduce((a, b) => a + b)).toBe(7);
  });
});

describe('the daily retention job', () => {
  const t = useTestApp();

  it("runs today's retention at start and queues tomorrow's", async () => {
    // Queued at start without being awaited (app.ts): on PostgreSQL's pool it may land after a
    // drain that found nothing due.
    await vi.waitFor(
      async () => {
        const queued = await t.rows(
          z.object({ id: z.string() }),
          `SELECT id FROM jobs WHERE kind = $1`,
          [RETENTION_JOB],
        );
        expect(queued).not.toHaveLength(0);
      },
      { timeout: 5_000 },
    );
    await t.app.jobs.drain();
    const jobs = await t.rows(
      z.object({ id: z.string(), status: z.string(), run_at: z.date() }),
      `SELECT id, status, run_at FROM jobs WHERE kind = $1 ORDER BY run_at`,
      [RETENTION_JOB],
    );
    const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
    expect(jobs.map((j) => [j.id, j.status])).toEqual([
      [`retention:${day(0)}`, 'completed'],
      [`retention:${day(1)}`, 'pending'],
    ]);
    expect(jobs[1]!.run_at.toISOString()).toBe(`${day(1)}T00:00:00.000Z`);
  });
});
