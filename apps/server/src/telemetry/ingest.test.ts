/** The ingestion service: idempotent storage, rollups equal to raw rows, latest values only forward. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newObjectId } from '../db/ids';
import * as s from '../db/schema/index';
import { createProject, createSite } from '../../test/factories';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { ingestReadings } from './ingest';

let database: TestDatabase;
let seriesId: number;
let measurementId: string;
let siteId: string;
const t0 = Date.parse('2026-11-01T10:00:00Z');
const at = (minutes: number) => new Date(t0 + minutes * 60_000);

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database.handle;
  const project = await createProject(db);
  siteId = (await createSite(db, project.id)).id;
  const [zone] = await db
    .insert(s.zones)
    .values({ id: newObjectId(), siteId, name: 'Room' })
    .returning();
  await db.insert(s.pointTypes).values({
    type: 'cO2Sensor',
    name: 'CO2',
    description: 'CO2',
    scoreOrder: 1,
    unit: 'ppm',
    measurementType: 'co2',
    scoreType: 'scoreAQ',
    threshold: { Excellent: 800, Good: 1000, Poor: 2000 },
  });
  measurementId = newObjectId();
  await db.insert(s.measurements).values({
    id: measurementId,
    siteId,
    zoneId: zone!.id,
    name: 'CO2',
    type: 'co2',
    pointType: 'cO2Sensor',
    scoreType: 'scoreAQ',
  });
  const [point] = await db
    .insert(s.points)
    .values({
      id: newObjectId(),
      siteId,
      zoneId: zone!.id,
      measurementId,
      name: 'CO2',
      type: 'cO2Sensor',
    })
    .returning();
  seriesId = point!.seriesId;
});

afterAll(async () => {
  await database.drop();
});

const rows = <R>(text: string, params: unknown[] = []) =>
  database.handle.transaction((q) => q<R>(text, params));

describe('ingestReadings', () => {
  it('stores a batch, merging duplicates inside it (the last value wins)', async () => {
    const result = await ingestReadings(database.handle, [
      { seriesId, ts: at(0), value: 700 },
      { seriesId, ts: at(5), value: 900 },
      { seriesId, ts: at(5), value: 1000 },
    ]);
    expect(result).toEqual({ stored: 2, duplicates: 1 });
    const stored = await rows<{ value: number }>(
      `SELECT value FROM readings WHERE series_id = $1 ORDER BY ts`,
      [seriesId],
    );
    expect(stored.map((r) => r.value)).toEqual([700, 1000]);
  });

  it('ignores a re-delivered reading and does not count it twice in the rollup', async () => {
    const again = await ingestReadings(database.handle, [{ seriesId, ts: at(0), value: 700 }]);
    expect(again).toEqual({ stored: 0, duplicates: 1 });
    const [rollup] = await rows<{
      count: number;
      sum: number;
      min: number;
      max: number;
      score_count: number;
    }>(
      `SELECT count, sum, min, max, score_count FROM reading_rollups_hourly WHERE series_id = $1`,
      [seriesId],
    );
    expect(rollup).toEqual({ count: 2, sum: 1700, min: 700, max: 1000, score_count: 2 });
  });

  it('moves the latest value and score forward, never back', async () => {
    await ingestReadings(database.handle, [{ seriesId, ts: at(-30), value: 1900 }]);
    const [m] = await rows<{ cur_val: number; cur_score: number; cur_val_ts: Date }>(
      `SELECT cur_val, cur_score, cur_val_ts FROM measurements WHERE id = $1`,
      [measurementId],
    );
    expect(m?.cur_val).toBe(1000);
    expect(m?.cur_score).toBe(50);
    expect(m?.cur_val_ts.toISOString()).toBe(at(5).toISOString());
  });

  it('keeps rollups equal to the raw readings across hours', async () => {
    await ingestReadings(database.handle, [
      { seriesId, ts: at(61), value: 1200 },
      { seriesId, ts: at(62), value: 600 },
    ]);
    const mismatches = await rows(
      `SELECT * FROM reading_rollups_hourly r
         FULL JOIN (SELECT series_id, date_trunc('hour', ts, 'UTC') AS hour, count(*)::int AS n, sum(value) AS total,
                           min(value) AS lo, max(value) AS hi FROM readings GROUP BY 1, 2) raw USING (series_id, hour)
        WHERE r.count IS DISTINCT FROM raw.n OR r.sum IS DISTINCT FROM raw.total
           OR r.min IS DISTINCT FROM raw.lo OR r.max IS DISTINCT FROM raw.hi`,
    );
    expect(mismatches).toEqual([]);
  });

  it('recomputes zone and site scores and keeps the first data date', async () => {
    const [site] = await rows<{ first_data_date: Date; overall: number }>(
      `SELECT first_data_date, (scores->'scoreOA'->>'val')::float AS overall FROM sites WHERE id = $1`,
      [siteId],
    );
    expect(site?.first_data_date.toISOString()).toBe(at(-30).toISOString());
    expect(site?.overall).toBe(100); // latest CO2 600 ppm scores 100
  });
});
