/**
 * Two server processes storing batches at once on one PostgreSQL (issue 20, item 4): batches that
 * touch the same readings and rollup rows in opposite orders must not deadlock (a 500 for the
 * device). Each "process" is a connection pool of its own on the same database. PostgreSQL only:
 * PGlite has one connection, so its transactions never run at the same time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase, type DatabaseHandle } from '../db/connect';
import {
  createCo2Catalogue,
  createMonitoredSite,
  createSensor,
} from '../../test/fixtures/telemetry';
import {
  createTestDatabase,
  usingPostgres,
  type TestDatabase,
} from '../../test/fixtures/test-database';
import { ingestReadings, type ReadingInput } from './ingest';

describe.runIf(usingPostgres)('batches stored by two processes at once', () => {
  let database: TestDatabase;
  let second: DatabaseHandle;
  const seriesIds: number[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    second = await openDatabase({ databaseUrl: database.url });
    const { site, zone } = await createMonitoredSite(database.handle.db);
    await createCo2Catalogue(database.handle.db);
    for (let i = 0; i < 12; i += 1) {
      const sensor = await createSensor(database.handle.db, site.id, zone.id, {
        measurementName: `CO2 ${i}`,
      });
      seriesIds.push(sensor.point.seriesId);
    }
  }, 60_000);

  afterAll(async () => {
    await second?.close();
    await database?.drop();
  });

  it('never deadlock when their batches share rollup buckets in opposite orders', async () => {
    const start = Date.UTC(2026, 10, 2, 8, 0);
    /** Round r's readings: every series, one per minute over an hour, each value distinct. */
    const batch = (round: number, reversed: boolean): ReadingInput[] => {
      const readings = seriesIds.flatMap((seriesId) =>
        Array.from({ length: 60 }, (_, minute) => ({
          seriesId,
          // Each process and round its own second: every reading new, every bucket shared.
          ts: new Date(start + minute * 60_000 + round * 2_000 + (reversed ? 1_000 : 0)),
          value: 400 + minute,
        })),
      );
      return reversed ? readings.reverse() : readings;
    };
    const rounds = 15;
    const results = await Promise.allSettled(
      Array.from({ length: rounds }, (_, round) => [
        ingestReadings(database.handle, batch(round, false)),
        ingestReadings(second, batch(round, true)),
      ]).flat(),
    );
    const failures = results.filter((r) => r.status === 'rejected');
    expect(failures.map((f) => String(f.reason))).toEqual([]);

    // Every reading counted once in its quarter hour's rollup.
    const [totals] = await database.rows(
      z.object({ readings: z.coerce.number(), counted: z.coerce.number() }),
      `SELECT (SELECT count(*) FROM readings WHERE series_id = ANY($1::int[])) AS readings,
              (SELECT sum(count) FROM reading_rollups WHERE series_id = ANY($1::int[])) AS counted`,
      [seriesIds],
    );
    expect(totals).toEqual({ readings: rounds * 2 * 60 * 12, counted: rounds * 2 * 60 * 12 });
  });
});
