/**
 * Single-use entries (Google sign-in states, report CSV tickets): an entry is taken once, before
 * it expires, under its own kind only, and never stored by its secret; two processes on one
 * PostgreSQL database taking the same key at once get it once between them.
 */
import { expect, it } from 'vitest';
import { z } from 'zod';
import { SingleUseEntries } from './single-use-entries';
import { useDatabaseOfTwoProcesses } from '../../test/fixtures/hooks';

/** The database, and `other`: a second process's connection to it. */
const database = useDatabaseOfTwoProcesses();

const entry = z.object({ siteId: z.string() });

it('gives an entry back once, to its own kind, before it expires', async () => {
  const tickets = new SingleUseEntries(database.handle.db, 'test-ticket', entry, 60_000);
  const flows = new SingleUseEntries(database.handle.db, 'test-flow', entry, 60_000);
  const before = Date.now();
  const expiresAt = await tickets.set('secret-1', { siteId: 'a' });
  expect(expiresAt.getTime() - before).toBeGreaterThanOrEqual(60_000);
  expect(await flows.take('secret-1')).toBeNull();
  expect(await tickets.take('secret-1')).toEqual({ siteId: 'a' });
  expect(await tickets.take('secret-1')).toBeNull();
  expect(await tickets.take('made-up')).toBeNull();
  // Only a hash of the secret is stored.
  const stored = await database.rows(
    z.object({ key_hash: z.string() }),
    `SELECT key_hash FROM single_use_entries`,
  );
  expect(JSON.stringify(stored)).not.toContain('secret-1');
});

it('refuses an expired entry, and clears expired ones when a new one comes', async () => {
  const brief = new SingleUseEntries(database.handle.db, 'test-brief', entry, 30);
  await brief.set('late', { siteId: 'a' });
  await brief.set('forgotten', { siteId: 'a' });
  await new Promise((resolve) => setTimeout(resolve, 40));
  expect(await brief.take('late')).toBeNull();
  // The same kind stored for longer (a slow machine must not expire it before it is taken).
  const lasting = new SingleUseEntries(database.handle.db, 'test-brief', entry, 60_000);
  await lasting.set('fresh', { siteId: 'b' });
  const left = await database.rows(
    z.object({ n: z.coerce.number() }),
    `SELECT count(*) AS n FROM single_use_entries WHERE kind = 'test-brief'`,
  );
  expect(left[0]!.n).toBe(1);
  expect(await lasting.take('fresh')).toEqual({ siteId: 'b' });
});

it('hands an entry to one of two processes taking it at once', async () => {
  const here = new SingleUseEntries(database.handle.db, 'test-race', entry, 60_000);
  const there = new SingleUseEntries(database.other.db, 'test-race', entry, 60_000);
  for (let i = 0; i < 10; i++) {
    await here.set(`race-${i}`, { siteId: String(i) });
    const taken = await Promise.all([here.take(`race-${i}`), there.take(`race-${i}`)]);
    expect(taken.filter((t) => t !== null)).toEqual([{ siteId: String(i) }]);
  }
});
