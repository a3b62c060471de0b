/**
 * The migration to roles per membership (decision 009) on a database that holds accounts: each
 * membership takes its user's former global role, and the global role is gone. Runs on PGlite and,
 * through scripts/with-postgres.mjs, on PostgreSQL.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { migrationsBefore } from '../../test/fixtures/migrations-before';
import { createTestDatabase, type TestDatabase } from '../../test/fixtures/test-database';
import { migrateDatabase } from './migrate';

const MIGRATION = '0002_roles_per_membership';
let database: TestDatabase;
let before: string;

beforeAll(async () => {
  before = migrationsBefore(MIGRATION);
  database = await createTestDatabase(before);
  await database.handle.transaction(async (query) => {
    await query(`INSERT INTO projects (id, name) VALUES ('pA', 'A'), ('pB', 'B')`);
    await query(
      `INSERT INTO users (id, email, role) VALUES
         ('uAdmin', 'admin@example.test', 'admin'),
         ('uSuper', 'super@example.test', 'superAdmin'),
         ('uUser', 'user@example.test', 'user')`,
    );
    await query(
      `INSERT INTO memberships (user_id, project_id) VALUES
         ('uAdmin', 'pA'), ('uSuper', 'pA'), ('uSuper', 'pB'), ('uUser', 'pB')`,
    );
  });
  await migrateDatabase(database.handle);
});

afterAll(async () => {
  await database?.drop();
  fs.rmSync(before, { recursive: true, force: true });
});

it("gives every membership its user's former role", async () => {
  const rows = await database.rows(
    z.object({ user_id: z.string(), project_id: z.string(), role: z.string() }),
    `SELECT user_id, project_id, role::text FROM memberships ORDER BY user_id, project_id`,
  );
  expect(rows).toEqual([
    { user_id: 'uAdmin', project_id: 'pA', role: 'admin' },
    { user_id: 'uSuper', project_id: 'pA', role: 'superAdmin' },
    { user_id: 'uSuper', project_id: 'pB', role: 'superAdmin' },
    { user_id: 'uUser', project_id: 'pB', role: 'user' },
  ]);
});

it('drops the global role, so nothing can read it again', async () => {
  const columns = await database.rows(
    z.object({ column_name: z.string() }),
    `SELECT column_name FROM information_schema.columns
      WHERE table_name = 'users' AND column_name = 'role'`,
  );
  expect(columns).toEqual([]);
});
