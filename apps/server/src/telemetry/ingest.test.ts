/**
 * The ingestion service and the live state behind it: idempotent storage, rollups equal to raw
 * rows (also for partly re-delivered batches, and concurrent ones on PostgreSQL), latest values only forward, scores,
 * and notes left for the live state surviving a restart.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import { useTestDatabase } from '../../test/fixtures/hooks';
import { usingPostgres } from '../../test/fixtures/test-database';
import { createProject, createSite } from '../../test/fixtures/factories';
import { createCo2PointType, createSensor, createZone } from '../../test/fixtures/telemetry';
import { ingestReadings } from './ingest';
import { drainLiveState } from './live-state';
import { ROLLUP_BUCKET_SQL } from './rollup-bucket';

const database = useTestDatabase();
/** Thrown to roll back a test's own transaction. */
class RolledBack extends Error {}
let seriesId: number;
let measurementId: string;
let siteId: string;
const t0 = Date.parse('2026-11-01T10:00:00Z');
const at = (minutes: number) => new Date(t0 + minutes * 60_000);

/** One CO2 sensor, without alert rules: storage and the live state, not alerts, are tested here. */
beforeAll(async () => {
  const { db } = database.handle;
  const project = await createProject(db);
  siteId = (await createSite(db, project.id)).id;
  const zone = await createZone(db, siteId, 'Room');
  await createCo2PointType(db);
  const sensor = await createSensor(db, siteId, zone.id);
  measurementId = sensor.measurementId;
  seriesId = sensor.point.seriesId;
});

const rollupRow = z.object({
  count: z.number(),
  sum: z.number(),
  min: z.number(),
  max: z.number(),
  score_count: z.number(),
});

describe('ingestReadings', () => {
  it('stores a batch, merging duplicates inside it (the last value wins)', async () => {
    const result = await ingestReadings(database.handle, [
      { seriesId, ts: at(0), value: 700 },
      { seriesId, ts: at(5), value: 900 },
      { seriesId, ts: at(5), value: 1000 },
    ]);
    expect(result).toEqual({ stored: 2, duplicates: 1 });
    const stored = await database.rows(
      z.object({ value: z.number() }),
      `SELECT value FROM readings WHERE series_id = $1 ORDER BY ts`,
      [seriesId],
    );
    expect(stored.map((r) => r.value)).toEqual([700, 1000]);
  });

  // In order: each batch's rollup includes the batches before it.
  const redeliveries = [
    {
      name: 'ignores a re-delivered reading and does not count it twice in the rollup',
      batch: [{ minute: 0, value: 700 }],
      result: { stored: 0, duplicates: 1 },
      rollup: { count: 2, sum: 1700, min: 700, max: 1000, score_count: 2 },
    },
    {
      name: 'folds only the new readings of a partly re-delivered batch',
      batch: [
        { minute: 0, value: 700 },
        { minute: 4, value: 800 },
      ],
      result: { stored: 1, duplicates: 1 },
      rollup: { count: 3, sum: 2500, min: 700, max: 1000, score_count: 3 },
    },
  ];
  for (const { name, batch, result, rollup } of redeliveries) {
    it(name, async () => {
      const stored = await ingestReadings(
        database.handle,
        batch.map(({ minute, value }) => ({ seriesId, ts: at(minute), value })),
      );
      expect(stored).toEqual(result);
      const [row] = await database.rows(
        rollupRow,
        `SELECT count, sum, min, max, score_count FROM reading_rollups WHERE series_id = $1`,
        [seriesId],
      );
      expect(row).toEqual(rollup);
    });
  }

  it('moves the latest value and score at the live-state refresh, forward and never back', async () => {
    const latest = async () => {
      const [m] = await database.rows(
        z.object({
          cur_val: z.number().nullable(),
          cur_score: z.number().nullable(),
          cur_val_ts: z.date().nullable(),
        }),
        `SELECT cur_val, cur_score, cur_val_ts FROM measurements WHERE id = $1`,
        [measurementId],
      );
      return m!;
    };
    await ingestReadings(database.handle, [{ seriesId, ts: at(-30), value: 1900 }]);
    // Acknowledged and stored; the live state follows at the next refresh.
    expect((await latest()).cur_val).toBeNull();
    await drainLiveState(database.handle);
    const m = await latest();
    expect(m.cur_val).toBe(1000);
    expect(m.cur_score).toBe(50);
    expect(m.cur_val_ts?.toISOString()).toBe(at(5).toISOString());
    const [queue] = await database.rows(
      z.object({ n: z.number() }),
      `SELECT count(*)::int AS n FROM live_state_queue`,
    );
    expect(queue!.n).toBe(0);
  });

  it('keeps rollups equal to the raw readings across hours', async () => {
    await ingestReadings(database.handle, [
      { seriesId, ts: at(61), value: 1200 },
      { seriesId, ts: at(62), value: 600 },
    ]);
    expect(await rollupMismatches()).toEqual([]);
  });

  /** Five batches of 30 readings that overlap: 50 distinct readings from minute `base` on. */
  const overlapping = (base: number) =>
    [0, 10, 20, 10, 0].map((from) =>
      Array.from({ length: 30 }, (_, i) => ({
        seriesId,
        ts: at(base + from + i),
        value: 1100 - ((from + i) % 7) * 100,
      })),
    );

  // PGlite has one connection, so its transactions run one after another: this checks re-delivery
  // of overlapping batches, and the concurrent case is the PostgreSQL test below.
  it('keeps rollups equal to the raw readings when overlapping batches are re-delivered', async () => {
    const results = await Promise.all(
      overlapping(180).map((batch) => ingestReadings(database.handle, batch)),
    );
    expect(results.reduce((n, r) => n + r.stored, 0)).toBe(50);
    expect(await rollupMismatches()).toEqual([]);
  });

  it.runIf(usingPostgres)(
    'on PostgreSQL, keeps rollups equal when overlapping batches commit concurrently',
    async () => {
      const batches = overlapping(240);
      let racing: Promise<Awaited<ReturnType<typeof ingestReadings>>[]> | undefined;
      // An open transaction holds a reading that all five batches carry: each batch's insert
      // waits on it, so all five are in flight at once when it rolls back and they race.
      const held = database.handle.transaction(async (query) => {
        await query(`INSERT INTO readings (series_id, ts, value) VALUES ($1, $2, 1)`, [
          seriesId,
          at(265).toISOString(),
        ]);
        racing = Promise.all(batches.map((batch) => ingestReadings(database.handle, batch)));
        await vi.waitFor(
          async () => {
            const [waiting] = await database.rows(
              z.object({ n: z.number() }),
              `SELECT count(*)::int AS n FROM pg_stat_activity
                WHERE datname = current_database() AND wait_event_type = 'Lock'`,
            );
            expect(waiting?.n).toBe(batches.length);
          },
          { timeout: 10_000, interval: 20 },
        );
        throw new RolledBack();
      });
      await expect(held).rejects.toBeInstanceOf(RolledBack);
      const results = await racing!;
      expect(results.reduce((n, r) => n + r.stored, 0)).toBe(50);
      expect(await rollupMismatches()).toEqual([]);
    },
  );

  it('recomputes zone and site scores and keeps the first data date', async () => {
    await drainLiveState(database.handle);
    const [site] = await database.rows(
      z.object({ first_data_date: z.date(), overall: z.number() }),
      `SELECT first_data_date, (scores->'scoreOA'->>'val')::float AS overall FROM sites WHERE id = $1`,
      [siteId],
    );
    expect(site?.first_data_date.toISOString()).toBe(at(-30).toISOString());
    // The latest reading (minute 229; 289 on PostgreSQL) is 1100 ppm: CO2 scores 100 up to 800 ppm, 50 at 1000.
    expect(site?.overall).toBeLessThan(50);
  });

  it('applies what a crash left in the queue when the server starts', async () => {
    await ingestReadings(database.handle, [{ seriesId, ts: at(300), value: 650 }]);
    // No refresh ran: as if the process died right after acknowledging the batch.
    const app = await buildApp({ database: database.handle, logger: false });
    await app.ready();
    try {
      await vi.waitFor(
        async () => {
          const [m] = await database.rows(
            z.object({ cur_val: z.number() }),
            `SELECT cur_val FROM measurements WHERE id = $1`,
            [measurementId],
          );
          expect(m!.cur_val).toBe(650);
        },
        { timeout: 5000, interval: 50 },
      );
    } finally {
      await app.close();
    }
  });
});

/** Buckets whose rollup differs from the aggregate of their raw readings. */
function rollupMismatches() {
  return database.rows(
    z.object({}),
    `SELECT * FROM reading_rollups r
       FULL JOIN (SELECT series_id, ${ROLLUP_BUCKET_SQL('ts')} AS bucket, count(*)::int AS n, sum(value) AS total,
                         min(value) AS lo, max(value) AS hi FROM readings GROUP BY 1, 2) raw USING (series_id, bucket)
      WHERE r.count IS DISTINCT FROM raw.n OR r.sum IS DISTINCT FROM raw.total
         OR r.min IS DISTINCT FROM raw.lo OR r.max IS DISTINCT FROM raw.hi`,
  );
}
