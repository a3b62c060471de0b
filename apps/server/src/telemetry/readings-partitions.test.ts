/**
 * The readings by month (migration 0021, readings-partitions.ts): the migration keeps a database's
 * readings, readings of any date are stored, a month created later takes the default partition's
 * rows of it, retention drops whole old months and keeps their rollups, and two servers keeping
 * the partitions at once create each month once. On PGlite and, through
 * scripts/with-postgres.mjs, on PostgreSQL (where the two servers are two connection pools).
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../config';
import { migrateDatabase } from '../db/migrate';
import { applyRetention } from '../jobs/retention';
import { useTelemetryDatabase } from '../../test/fixtures/hooks';
import { migrationsBefore } from '../../test/fixtures/migrations-before';
import { createProject, createSite } from '../../test/fixtures/factories';
import { createCo2Catalogue, createSensor, createZone } from '../../test/fixtures/telemetry';
import {
  createTestDatabase,
  secondProcessHandle,
  type TestDatabase,
} from '../../test/fixtures/test-database';
import { ingestReadings } from './ingest';
import { ensureReadingMonths, monthStart, monthTable } from './readings-partitions';

const where = z.object({ part: z.string(), ts: z.date(), value: z.number() });
const partitionsOf = (database: Pick<TestDatabase, 'rows'>) =>
  database
    .rows(
      z.object({ name: z.string() }),
      `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
        WHERE i.inhparent = 'readings'::regclass ORDER BY 1`,
    )
    .then((rows) => rows.map((r) => r.name));
const readingsOf = (database: Pick<TestDatabase, 'rows'>, seriesId: number) =>
  database.rows(
    where,
    `SELECT tableoid::regclass::text AS part, ts, value FROM readings WHERE series_id = $1 ORDER BY ts`,
    [seriesId],
  );

describe('migration 0021 on a database that holds readings', () => {
  let database: TestDatabase;
  let before: string;
  let seriesId: number;
  const now = new Date();
  const stamps = [
    new Date('2020-01-15T10:00:00Z'),
    new Date(now.getTime() - 35 * 86_400_000),
    new Date(Math.floor(now.getTime() / 60_000) * 60_000),
    new Date('2031-05-01T00:00:00Z'),
  ];

  beforeAll(async () => {
    before = migrationsBefore('0021_readings_by_month');
    database = await createTestDatabase(before);
    // A site and a sensor, no users: the accounts tables have changed since 0021, and the fixtures
    // write them as they are now.
    const { db } = database.handle;
    const site = await createSite(db, (await createProject(db)).id);
    await createCo2Catalogue(db);
    seriesId = (await createSensor(db, site.id, (await createZone(db, site.id)).id)).point.seriesId;
    await database.handle.transaction(async (query) => {
      await query(
        `INSERT INTO readings (series_id, ts, value) SELECT $1, ts, 400 + extract(epoch FROM ts) / 60
           FROM unnest($2::timestamptz[]) AS ts`,
        [seriesId, stamps.map((s) => s.toISOString())],
      );
      // A month of 5-minute readings besides: a table with some weight to move.
      await query(
        `INSERT INTO readings (series_id, ts, value)
         SELECT $1, ts, 1 + extract(minute FROM ts) FROM generate_series(
           '2024-03-01T00:00:00Z'::timestamptz, '2024-03-31T23:55:00Z', '5 minutes') AS ts`,
        [seriesId],
      );
    });
  });
  afterAll(async () => {
    await database.drop();
    fs.rmSync(before, { recursive: true, force: true });
  });

  it('keeps every reading in its month, the key at fillfactor 100 and the cascading foreign key', async () => {
    const totals = z.object({ n: z.number(), sum: z.number() });
    const summed = `SELECT count(*)::int AS n, sum(value)::float8 AS sum FROM readings`;
    const [was] = await database.rows(totals, summed);
    await migrateDatabase(database.handle);
    expect((await database.rows(totals, summed))[0]).toEqual(was);
    expect(was!.n).toBe(4 + 31 * 288);

    const [kind] = await database.rows(
      z.object({ relkind: z.string() }),
      `SELECT relkind FROM pg_class WHERE relname = 'readings'`,
    );
    expect(kind!.relkind).toBe('p');
    const months = [0, 1, 2].map((ahead) => monthTable(monthStart(now, ahead)));
    expect(await partitionsOf(database)).toEqual(
      [
        ...new Set([
          'readings_2020_01',
          'readings_2024_03',
          'readings_2031_05',
          monthTable(monthStart(stamps[1]!)),
          ...months,
        ]),
        'readings_default',
      ].sort(),
    );
    const stored = await readingsOf(database, seriesId);
    for (const stamp of stamps) {
      expect(stored.find((r) => r.ts.getTime() === stamp.getTime())).toEqual({
        part: monthTable(monthStart(stamp)),
        ts: stamp,
        value: 400 + stamp.getTime() / 60_000,
      });
    }

    const options = await database.rows(
      z.object({ name: z.string(), options: z.array(z.string()).nullable() }),
      `SELECT c.relname AS name, c.reloptions AS options FROM pg_index x
         JOIN pg_class c ON c.oid = x.indexrelid
        WHERE x.indrelid IN ('readings'::regclass, 'readings_2024_03'::regclass)`,
    );
    expect(options).toHaveLength(2);
    expect(options.every((o) => o.options?.includes('fillfactor=100'))).toBe(true);

    await database.handle.transaction((query) =>
      query(`DELETE FROM points WHERE series_id = $1`, [seriesId]),
    );
    expect(await readingsOf(database, seriesId)).toEqual([]);
  });
});

describe('readings of any month', () => {
  const t = useTelemetryDatabase();

  it('stores far past and future readings in the default partition, and moves them into their month when it is created', async () => {
    const sensor = await createSensor(t.db, t.site.id, t.zone.id);
    const past = new Date('2019-03-10T08:00:00Z');
    const future = new Date('2035-07-01T00:00:00Z');
    await ingestReadings(t.handle, [
      { seriesId: sensor.point.seriesId, ts: past, value: 1 },
      { seriesId: sensor.point.seriesId, ts: future, value: 2 },
    ]);
    expect(await readingsOf(t, sensor.point.seriesId)).toEqual([
      { part: 'readings_default', ts: past, value: 1 },
      { part: 'readings_default', ts: future, value: 2 },
    ]);

    const created = await ensureReadingMonths(t.handle, { from: future, to: future });
    expect(created).toEqual(['readings_2035_07', 'readings_2035_08', 'readings_2035_09']);
    expect(await readingsOf(t, sensor.point.seriesId)).toEqual([
      { part: 'readings_default', ts: past, value: 1 },
      { part: 'readings_2035_07', ts: future, value: 2 },
    ]);
    // Created once: a second upkeep finds nothing to do, and the default is attached again.
    expect(await ensureReadingMonths(t.handle, { from: future, to: future })).toEqual([]);
    await ingestReadings(t.handle, [
      { seriesId: sensor.point.seriesId, ts: new Date('2040-01-01T00:00:00Z'), value: 3 },
    ]);
    expect((await readingsOf(t, sensor.point.seriesId)).at(-1)!.part).toBe('readings_default');
  });

  it('drops whole months older than the kept days, deletes the older rows of the month across the line, and keeps the rollups', async () => {
    const sensor = await createSensor(t.db, t.site.id, t.zone.id);
    const at = (iso: string, value: number) => ({
      seriesId: sensor.point.seriesId,
      ts: new Date(iso),
      value,
    });
    const old = [at('2036-03-10T10:00:00Z', 500), at('2036-03-10T10:05:00Z', 510)];
    const acrossTheLine = at('2036-04-20T10:00:00Z', 520);
    const kept = [at('2036-04-28T10:00:00Z', 530), at('2036-06-20T10:00:00Z', 540)];
    await ensureReadingMonths(t.handle, {
      from: new Date('2036-03-01T00:00:00Z'),
      to: new Date('2036-06-01T00:00:00Z'),
    });
    await ingestReadings(t.handle, [...old, acrossTheLine, ...kept]);
    const rollups = () =>
      t.rows(
        z.object({ bucket: z.date(), count: z.number(), sum: z.number() }),
        `SELECT bucket, count, sum FROM reading_rollups WHERE series_id = $1 ORDER BY bucket`,
        [sensor.point.seriesId],
      );
    const rollupsBefore = await rollups();

    // Now is 2036-06-25: 60 days back is 2036-04-26, so March goes whole and April in part.
    const report = await applyRetention(
      t.handle,
      { ...loadConfig({}), RETENTION_READINGS_DAYS: 60 },
      2,
      new Date('2036-06-25T12:00:00Z'),
    );
    expect(report.readings!.monthsDropped).toBeGreaterThan(0);
    const parts = await partitionsOf(t);
    expect(parts).not.toContain('readings_2036_03');
    expect(parts).toEqual(
      expect.arrayContaining(['readings_2036_04', 'readings_2036_08', 'readings_default']),
    );
    expect((await readingsOf(t, sensor.point.seriesId)).map((r) => [r.part, r.value])).toEqual([
      ['readings_2036_04', 530],
      ['readings_2036_06', 540],
    ]);
    expect(await rollups()).toEqual(rollupsBefore);
    expect(rollupsBefore.map((r) => r.count).reduce((a, b) => a + b)).toBe(5);
  });

  it('creates each month once when two servers keep the partitions at once', async () => {
    const sensor = await createSensor(t.db, t.site.id, t.zone.id);
    const stamp = new Date('2041-02-10T00:00:00Z');
    await ingestReadings(t.handle, [{ seriesId: sensor.point.seriesId, ts: stamp, value: 7 }]);
    // On PostgreSQL a second connection pool, as a second server process holds.
    const other = await secondProcessHandle(t.database);
    try {
      const range = { from: new Date('2041-01-01T00:00:00Z'), to: stamp };
      const [one, two] = await Promise.all([
        ensureReadingMonths(t.handle, range),
        ensureReadingMonths(other.handle, range),
      ]);
      expect([...one, ...two].sort()).toEqual([
        'readings_2041_01',
        'readings_2041_02',
        'readings_2041_03',
        'readings_2041_04',
      ]);
      expect(await readingsOf(t, sensor.point.seriesId)).toEqual([
        { part: 'readings_2041_02', ts: stamp, value: 7 },
      ]);
    } finally {
      await other.release();
    }
  });
});
