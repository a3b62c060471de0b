// The PostgreSQL run's choice of files: none that opens a test database may be left out.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesOnATestDatabase, serverTestFiles } from './files-on-a-test-database';

const serverDir = path.resolve(import.meta.dirname, '..');
const chosen = filesOnATestDatabase();

describe('the PostgreSQL run’s test files', () => {
  it('takes files that reach the test database through fixtures, also through several', () => {
    // useTestApp (hooks.ts → test-app.ts → test-database.ts), createTestDatabase itself.
    expect(chosen).toContain('src/modules/users/sign-in.test.ts');
    expect(chosen).toContain('test/demo-history-load.test.ts');
    // Imports only `usingPostgres` from it.
    expect(chosen).toContain('src/db/read-replica.test.ts');
  });

  it('leaves out files that never open a test database', () => {
    expect(chosen).not.toContain('src/db/pglite-thread.test.ts');
    expect(chosen).not.toContain('test/server-process.test.ts');
    expect(chosen).not.toContain('src/auth/passwords.test.ts');
  });

  it('takes every file that names the test database or asks which one runs', () => {
    // All but this file, whose patterns name the fixtures.
    const thisFile = path.relative(serverDir, import.meta.filename);
    const others = serverTestFiles().filter((file) => file !== thisFile);
    const asking = others.filter((file) =>
      /TEST_DATABASE|usingPostgres|createTestDatabase|useTestApp|startTestApp|MailedApp/.test(
        fs.readFileSync(path.join(serverDir, file), 'utf8'),
      ),
    );
    expect(asking.length).toBeGreaterThan(40);
    expect(asking.filter((file) => !chosen.includes(file))).toEqual([]);
  });

  it('never takes the security suite, which the built server runs', () => {
    expect(chosen.filter((file) => file.startsWith('test/security/'))).toEqual([]);
  });
});
