/**
 * Checkpoints for the embedded database, which has no checkpointer. PGlite runs PostgreSQL as a
 * single process, so a checkpoint happens only at close or when the write-ahead log reaches the
 * trigger of max_wal_size (1 GB, so about 540 MB of log; PGlite ignores the data folder's
 * postgresql.conf and a running server cannot change it). Left alone, a data folder's pg_wal grew
 * to 540 MB after the demo load (issue 18), and a crash would replay all of it. The server
 * checkpoints itself instead once 16 MB of log were written since the last checkpoint, and the
 * demo load once more at its end. Each checkpoint deletes the log before it: the database thread
 * turns wal_recycle off (pglite-worker.mjs), since keeping min_wal_size (80 MB) of segments for
 * reuse held 45 MB of the 60-day demo's folder. So pg_wal holds 2 MB after the demo load and
 * about 16 MB at most while the server runs (up to 35 MB during the load, which writes up to
 * 10 MB/s between two looks), and a crash replays at most that. Checkpoints after 16 MB rather
 * than 32 cost the 60-day load no measurable time (47 s of CPU either way).
 */
import { z } from 'zod';

/** Log written since the last checkpoint that calls for the next one. */
export const CHECKPOINT_AFTER_WAL_BYTES = 16 * 1024 * 1024;
/** How often the log's position is read: a demo load writes about 10 MB/s. */
const CHECK_INTERVAL_MS = 2_000;

const walPosition = z.object({ bytes: z.coerce.number() });

export interface WalCheckpoints {
  /** Checkpoints now if enough log was written since the last one. */
  check(): Promise<void>;
  stop(): void;
}

/** Starts watching the log through `exec` (a statement outside any transaction). */
export function keepWalSmall(
  exec: (text: string) => Promise<{ rows: unknown[] }[]>,
): WalCheckpoints {
  let checkpointedAt: number | undefined;
  let running: Promise<void> | undefined;
  const position = async () => {
    const [result] = await exec(
      `SELECT pg_wal_lsn_diff(pg_current_wal_insert_lsn(), '0/0')::float8 AS bytes`,
    );
    return walPosition.parse(result?.rows[0]).bytes;
  };
  const check = async () => {
    const now = await position();
    checkpointedAt ??= now;
    if (now - checkpointedAt >= CHECKPOINT_AFTER_WAL_BYTES) {
      await exec('CHECKPOINT');
      checkpointedAt = now;
    }
  };
  const timer = setInterval(() => {
    // A closed or busy database is tried again at the next tick.
    running ??= check()
      .catch(() => undefined)
      .finally(() => (running = undefined));
  }, CHECK_INTERVAL_MS);
  timer.unref();
  return {
    check: () => (running ??= check().finally(() => (running = undefined))),
    stop: () => clearInterval(timer),
  };
}
