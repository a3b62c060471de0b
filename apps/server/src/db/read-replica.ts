/**
 * Where the heavy, read-only routes read (reports and their CSV, heat maps, trends): a streaming
 * replica of the PostgreSQL primary when DATABASE_REPLICA_URL is set, so that a month of rollups
 * for a report does not compete with ingestion on the primary; the primary itself otherwise.
 *
 * A replica is only used while it is close behind: every REPLICA_CHECK_MS the primary's current
 * WAL position is compared with what the replica has replayed. A replica that has replayed it all
 * is current; one that has not is as far behind as its last replayed transaction is old. Above
 * DATABASE_REPLICA_MAX_LAG_SECONDS, or when the replica does not answer, or when no check has
 * succeeded for three intervals, reads go to the primary until a check says otherwise — so an
 * answer is never staler than the bound plus one check interval (docs/deploy.md).
 */
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { openDatabase, type DatabaseHandle } from './connect';

export interface ReadDatabase {
  /** The database a read-only heavy request reads now: the replica while close behind, else the primary. */
  current(): DatabaseHandle;
  close(): Promise<void>;
}

/** How often the replica's lag is measured. */
export const REPLICA_CHECK_MS = 5_000;

/** Reads on the primary: no replica configured (and the embedded database). */
export function primaryReads(primary: DatabaseHandle): ReadDatabase {
  return { current: () => primary, close: async () => undefined };
}

const replicaPosition = z.object({
  standby: z.boolean(),
  caught_up: z.boolean().nullable(),
  last_replayed_seconds_ago: z.coerce.number().nullable(),
});

/**
 * Seconds the replica is behind the primary: 0 once it has replayed everything the primary had
 * written when asked (a server not in recovery — the primary itself, a promoted replica — is as
 * current as it gets); otherwise the age of its last replayed transaction, Infinity if none.
 */
export async function replicaLagSeconds(
  primary: DatabaseHandle,
  replica: DatabaseHandle,
): Promise<number> {
  const [written] = await primary.transaction((query) =>
    query(z.object({ lsn: z.string() }), `SELECT pg_current_wal_lsn()::text AS lsn`),
  );
  const [position] = await replica.transaction((query) =>
    query(
      replicaPosition,
      `SELECT pg_is_in_recovery() AS standby,
              pg_wal_lsn_diff(pg_last_wal_replay_lsn(), $1::pg_lsn) >= 0 AS caught_up,
              extract(epoch FROM now() - pg_last_xact_replay_timestamp()) AS last_replayed_seconds_ago`,
      [written!.lsn],
    ),
  );
  if (!position!.standby || position!.caught_up) {
    return 0;
  }
  return position!.last_replayed_seconds_ago ?? Infinity;
}

export interface ReadReplica extends ReadDatabase {
  /** Measures the lag now (the timer does it every REPLICA_CHECK_MS); tests call it. */
  check(): Promise<void>;
}

/**
 * Opens the replica and starts measuring its lag. Connections are made on first use, so a replica
 * that is down delays no start: reads use the primary until it answers.
 */
export async function openReadReplica(options: {
  primary: DatabaseHandle;
  url: string;
  maxLagSeconds: number;
  statementTimeoutMs?: number;
  /** Most database calls that may wait for a replica connection (DB_MAX_QUEUED). */
  maxQueued?: number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** The lag measure; tests replace it to play a replica falling behind. */
  measure?: typeof replicaLagSeconds;
  checkEveryMs?: number;
}): Promise<ReadReplica> {
  const { primary, maxLagSeconds, log, measure = replicaLagSeconds } = options;
  const checkEveryMs = options.checkEveryMs ?? REPLICA_CHECK_MS;
  const replica = await openDatabase({
    databaseUrl: options.url,
    statementTimeoutMs: options.statementTimeoutMs,
  });
  if (options.maxQueued) {
    replica.queue.setLimit(options.maxQueued);
  }
  let usable = false;
  let checkedAt = 0;
  let checking: Promise<void> | null = null;

  const decide = (nowUsable: boolean, detail: object, message: string) => {
    if (nowUsable !== usable) {
      (nowUsable ? log.info : log.warn).call(log, detail, message);
    }
    usable = nowUsable;
    checkedAt = Date.now();
  };
  const check = () =>
    (checking ??= measure(primary, replica)
      .then(
        (lagSeconds) =>
          decide(
            lagSeconds <= maxLagSeconds,
            { lagSeconds, maxLagSeconds },
            lagSeconds <= maxLagSeconds
              ? 'read replica in use for heavy reads'
              : 'read replica too far behind; heavy reads use the primary',
          ),
        (error: unknown) =>
          decide(false, { err: error }, 'read replica not answering; heavy reads use the primary'),
      )
      .finally(() => {
        checking = null;
      }));
  void check();
  const timer = setInterval(() => void check(), checkEveryMs);
  timer.unref();

  return {
    current: () => (usable && Date.now() - checkedAt < 3 * checkEveryMs ? replica : primary),
    check,
    async close() {
      clearInterval(timer);
      await checking;
      await replica.close();
    },
  };
}
