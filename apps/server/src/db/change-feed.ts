/**
 * The change feed (issue 20): small notices that something changed — a site's latest values (and
 * whether its alerts did), a point write's job — published inside the transaction that made the
 * change and heard by every server process on the database, so a live stream on any of them can
 * push it. Notices carry ids only; a listener reads the current state itself (the latest-state
 * columns, the job row).
 *
 * On PostgreSQL a notice is a `pg_notify` (delivered when the transaction commits, dropped when it
 * rolls back) heard through one LISTEN connection per process, opened when the first listener
 * subscribes and reopened after a drop. On PGlite one process owns the database and runs one call
 * at a time, so the feed is in memory: a notice reaches listeners after the publishing call, and a
 * reader's query waits behind the transaction anyway (a rolled-back notice only costs a read).
 */
import pg from 'pg';
import { z } from 'zod';
import type { SqlRunner } from './connect';

export const changeNotice = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('latest'),
    siteId: z.string(),
    /** Measurements whose latest value, score or alert state changed. */
    measurementIds: z.array(z.string()),
    /** Alerts of the site opened or cleared. */
    alerts: z.boolean(),
  }),
  /** A job changed state (the job runner settled it, or put it back to retry). */
  z.object({ kind: z.literal('job'), jobId: z.string() }),
]);
export type ChangeNotice = z.infer<typeof changeNotice>;

export interface ChangeListener {
  notice(notice: ChangeNotice): void;
  /** Notices may have been missed (the LISTEN connection dropped and is back): state may be stale. */
  gap(): void;
  /**
   * Every notice is heard from now on (the LISTEN connection is up): what changed before may have
   * been missed, so state read earlier is worth reading once more.
   */
  listening?(): void;
}

export interface ChangeFeed {
  /** Publishes within the caller's transaction: heard when it commits. */
  publish(query: SqlRunner, notices: readonly ChangeNotice[]): Promise<void>;
  /** Hears every process's notices until the returned function is called. */
  subscribe(listener: ChangeListener): () => void;
  close(): Promise<void>;
}

/** The PostgreSQL channel of the notices. */
const CHANNEL = 'airboard_changes';
/** Ids per notice: pg_notify refuses payloads of 8,000 bytes or more. */
const IDS_PER_NOTICE = 200;
/** Reconnection of the LISTEN connection: first wait, doubled per failure up to the last. */
const RECONNECT_MS = [1_000, 30_000] as const;

/** A notice naming many measurements as several, each small enough for pg_notify. */
function splitLarge(notice: ChangeNotice): ChangeNotice[] {
  if (notice.kind !== 'latest' || notice.measurementIds.length <= IDS_PER_NOTICE) {
    return [notice];
  }
  const parts: ChangeNotice[] = [];
  for (let i = 0; i < notice.measurementIds.length; i += IDS_PER_NOTICE) {
    parts.push({ ...notice, measurementIds: notice.measurementIds.slice(i, i + IDS_PER_NOTICE) });
  }
  return parts;
}

/** The listeners of one feed, each told of every notice; one throwing does not stop the rest. */
function listenerSet() {
  const listeners = new Set<ChangeListener>();
  const each = (call: (listener: ChangeListener) => void) => {
    for (const listener of listeners) {
      try {
        call(listener);
      } catch {
        // A listener's own failure is its own; the others still hear.
      }
    }
  };
  return {
    listeners,
    each,
    notice: (notice: ChangeNotice) => each((l) => l.notice(notice)),
    gap: () => each((l) => l.gap()),
  };
}

/** The feed of a PGlite database: one process, in memory. */
export function memoryChangeFeed(): ChangeFeed {
  const { listeners, notice } = listenerSet();
  return {
    async publish(_query, notices) {
      if (listeners.size > 0) {
        setImmediate(() => notices.forEach(notice));
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      listener.listening?.();
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}

/** The feed of a PostgreSQL database: pg_notify, and one LISTEN connection while anyone listens. */
export function postgresChangeFeed(url: string): ChangeFeed {
  const { listeners, each, notice, gap } = listenerSet();
  let client: pg.Client | null = null;
  /** The open client has run LISTEN: new listeners hear everything from now on. */
  let heard = false;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;
  let closed = false;

  const hear = (message: pg.Notification) => {
    if (message.channel !== CHANNEL || !message.payload) {
      return;
    }
    const parsed = changeNotice.safeParse(JSON.parse(message.payload));
    if (parsed.success) {
      notice(parsed.data);
    }
  };

  const stop = async () => {
    heard = false;
    clearTimeout(retry);
    retry = undefined;
    const open = client;
    client = null;
    await open?.end().catch(() => undefined);
  };

  /** Opens the LISTEN connection; after a drop, again with backoff, and says notices may be lost. */
  const connect = (afterDrop: boolean) => {
    const attempt = new pg.Client({ connectionString: url });
    client = attempt;
    const dropped = () => {
      if (client !== attempt || closed || listeners.size === 0) {
        return;
      }
      client = null;
      heard = false;
      attempt.removeAllListeners('notification');
      void attempt.end().catch(() => undefined);
      const wait = Math.min(RECONNECT_MS[0] * 2 ** failures, RECONNECT_MS[1]);
      failures++;
      retry = setTimeout(() => connect(true), wait);
      retry.unref();
    };
    attempt.on('error', dropped);
    attempt.on('end', dropped);
    attempt.on('notification', hear);
    attempt
      .connect()
      .then(() => attempt.query(`LISTEN ${CHANNEL}`))
      .then(() => {
        failures = 0;
        heard = client === attempt;
        if (afterDrop) {
          gap();
        }
        each((l) => l.listening?.());
      })
      .catch(dropped);
  };

  return {
    async publish(query, notices) {
      const payloads = notices.flatMap(splitLarge).map((n) => JSON.stringify(n));
      if (payloads.length > 0) {
        await query(`SELECT pg_notify($1, payload) FROM unnest($2::text[]) AS payload`, [
          CHANNEL,
          payloads,
        ]);
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      if (heard) {
        listener.listening?.();
      } else if (!client && !retry && !closed) {
        connect(false);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          void stop();
        }
      };
    },
    async close() {
      closed = true;
      listeners.clear();
      await stop();
    },
  };
}
