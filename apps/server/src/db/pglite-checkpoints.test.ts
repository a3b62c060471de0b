/**
 * The embedded database's own checkpoints: one once enough log was written since the last, and no
 * log kept in the folder after it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import {
  CHECKPOINT_AFTER_WAL_BYTES,
  keepWalSmall,
  type WalCheckpoints,
} from './pglite-checkpoints';
import { PgliteThread } from './pglite-thread';

let checkpoints: WalCheckpoints | undefined;
afterEach(() => checkpoints?.stop());

it('checkpoints only after enough log since the last checkpoint', async () => {
  const MB = 1024 * 1024;
  const after = (share: number) => 100 * MB + share * CHECKPOINT_AFTER_WAL_BYTES;
  const positions = [after(0), after(0.5), after(1), after(1.5), after(2.5)];
  const statements: string[] = [];
  checkpoints = keepWalSmall(async (text) => {
    statements.push(text.startsWith('SELECT') ? 'position' : text);
    return [{ rows: text.startsWith('SELECT') ? [{ bytes: String(positions.shift()) }] : [] }];
  });
  for (let i = 0; i < 5; i++) {
    await checkpoints.check();
  }
  expect(statements).toEqual([
    'position',
    'position',
    'position',
    'CHECKPOINT',
    'position',
    'position',
    'CHECKPOINT',
  ]);
});

it('leaves no used log segments in the folder after a checkpoint', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'airboard-wal-'));
  const database = await PgliteThread.open(path.join(dir, 'pglite'));
  try {
    await database.exec('CREATE TABLE notes (id int PRIMARY KEY, text text NOT NULL)');
    await database.exec(
      `INSERT INTO notes SELECT g, repeat('x', 50) FROM generate_series(1, 100000) g`,
    );
    const segments = () => fs.readdirSync(path.join(dir, 'pglite', 'pg_wal')).length;
    // About 10 segments of 1 MB were written; the database keeps 80 MB of them for reuse by default.
    expect(segments()).toBeGreaterThan(8);
    await database.exec('CHECKPOINT');
    expect(segments()).toBeLessThanOrEqual(4);
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
