/**
 * The server project's global setup: one migrated database, made once per run, that every test
 * file's database starts from (fixtures/test-database.ts) instead of migrating an empty one.
 * On PGlite it is a tarball of the data folder in a temporary file; a new in-memory PGlite loads
 * it in about a second, where an empty one takes three or more and the migrations one more. On
 * PostgreSQL it is a template database that CREATE DATABASE … TEMPLATE copies.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../src/db/migrate';
import { MIGRATED_DATABASE, onPostgresServer } from './fixtures/test-database';

/** Set in this process before the test workers start, which inherit its environment. */
export default async function makeMigratedDatabase(): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE === 'postgres' && process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `airboard_template_${randomBytes(6).toString('hex')}`;
    await onPostgresServer(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      await migratePg(drizzlePg(client), { migrationsFolder });
    } finally {
      // A template is copied only while nobody is connected to it.
      await client.end();
    }
    process.env[MIGRATED_DATABASE] = name;
    return () => onPostgresServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'airboard-test-template-'));
  const file = path.join(folder, 'migrated.tar');
  const pglite = new PGlite();
  try {
    await migrate(drizzle(pglite), { migrationsFolder });
    // Uncompressed: each file's database reads it at once, with nothing to unpack.
    const tarball = await pglite.dumpDataDir('none');
    fs.writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  } finally {
    await pglite.close();
  }
  process.env[MIGRATED_DATABASE] = file;
  return async () => fs.rmSync(folder, { recursive: true, force: true });
}
