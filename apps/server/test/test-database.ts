/**
 * A fresh, migrated database per test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL when TEST_DATABASE=postgres (scripts/with-postgres.mjs).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/connect';
import { migrateDatabase } from '../src/db/migrate';

export interface TestDatabase {
  handle: DatabaseHandle;
  drop(): Promise<void>;
}

export const usingPostgres = process.env.TEST_DATABASE === 'postgres';

export async function createTestDatabase(): Promise<TestDatabase> {
  if (!usingPostgres) {
    const handle = await openDatabase({});
    await migrateDatabase(handle);
    return { handle, drop: () => handle.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    throw new Error(
      'TEST_DATABASE=postgres needs TEST_DATABASE_URL (run through scripts/with-postgres.mjs)',
    );
  }
  const name = `airboard_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await migrateDatabase(handle);
  return {
    handle,
    async drop() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
