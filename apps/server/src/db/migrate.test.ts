/**
 * Migrations with several server processes (issue 20): two processes starting together on a fresh
 * PostgreSQL database must not both apply the migrations — the second waits for the first under
 * the advisory lock and finds them applied. On the embedded database (one process) it checks that
 * running the migrations twice is harmless.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase, type DatabaseHandle } from './connect';
import { migrateDatabase } from './migrate';
import {
  createTestDatabase,
  usingPostgres,
  type TestDatabase,
} from '../../test/fixtures/test-database';

let fresh: TestDatabase;
/** A second process's connection to the same database (PostgreSQL only). */
let other: DatabaseHandle | null = null;

beforeAll(async () => {
  fresh = await createTestDatabase(null);
  other = fresh.url ? await openDatabase({ databaseUrl: fresh.url }) : null;
});

afterAll(async () => {
  await other?.close();
  await fresh.drop();
});

it('applies every migration once when two processes migrate a fresh database together', async () => {
  if (other) {
    await Promise.all([migrateDatabase(fresh.handle), migrateDatabase(other)]);
  } else {
    // The embedded database has one process (db/data-dir-lock.ts): a second start migrates again.
    await migrateDatabase(fresh.handle);
    await migrateDatabase(fresh.handle);
  }
  const applied = await fresh.rows(
    z.object({ hash: z.string(), times: z.coerce.number() }),
    `SELECT hash, count(*) AS times FROM drizzle.__drizzle_migrations GROUP BY hash`,
  );
  expect(applied.length).toBeGreaterThan(20);
  expect(applied.filter((m) => m.times !== 1)).toEqual([]);
  // The schema is whole: a table of the last migrations is there.
  const [flows] = await fresh.rows(
    z.object({ found: z.boolean() }),
    `SELECT to_regclass('public.single_use_entries') IS NOT NULL AS found`,
  );
  expect(flows?.found).toBe(true);
});

it.runIf(usingPostgres)('releases the lock once the migrations are applied', async () => {
  await migrateDatabase(fresh.handle);
  const [free] = await fresh.rows(
    z.object({ taken: z.boolean() }),
    `SELECT pg_try_advisory_xact_lock(hashtext('airboard.migrations')) AS taken`,
  );
  expect(free?.taken).toBe(true);
});
