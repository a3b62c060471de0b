/**
 * Finding 12, tokens kept in the job queue: whoever gets a copy of the database (a backup, a
 * leaked volume) must not find a working reset link in `jobs.payload`. The attack is not over
 * HTTP (no route shows an e-mail job), so it reads the built server's own data folder once the
 * server has stopped and released it.
 */
import path from 'node:path';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase } from '../../src/db/connect';
import { exitOf } from '../fixtures/server-process';
import { useBuiltServer } from './built-server';

const server = useBuiltServer();

it('a reset link the server mailed is nowhere in its database', async () => {
  const res = await server.api('/users/reset-password-email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'user@example.com' }),
  });
  expect(res.status).toBe(200);
  const mail = await server.mailbox.waitFor(/resetPasswordToken=/, 10_000);
  const token = /resetPasswordToken=([A-Za-z0-9_-]+)/.exec(mail)?.[1] ?? '';
  expect(token.length).toBeGreaterThan(20);

  const { child } = server.process;
  const exited = exitOf(child);
  child.kill('SIGTERM');
  await exited;
  const stolen = await openDatabase({ dataDir: path.join(server.dataDir, 'pglite') });
  try {
    const jobs = await stolen.transaction((query) =>
      query(z.object({ payload: z.unknown() }), `SELECT payload FROM jobs`),
    );
    expect(jobs.length).toBeGreaterThan(0);
    expect(JSON.stringify(jobs)).not.toContain(token);
  } finally {
    await stolen.close();
  }
});
