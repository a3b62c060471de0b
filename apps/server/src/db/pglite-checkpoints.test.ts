/** The embedded database's own checkpoints: one once 32 MB of log were written since the last. */
import { afterEach, expect, it } from 'vitest';
import {
  CHECKPOINT_AFTER_WAL_BYTES,
  keepWalSmall,
  type WalCheckpoints,
} from './pglite-checkpoints';

let checkpoints: WalCheckpoints | undefined;
afterEach(() => checkpoints?.stop());

it('checkpoints only after enough log since the last checkpoint', async () => {
  const MB = 1024 * 1024;
  const positions = [100 * MB, 110 * MB, 100 * MB + CHECKPOINT_AFTER_WAL_BYTES, 140 * MB, 200 * MB];
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
