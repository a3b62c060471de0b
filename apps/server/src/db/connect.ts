/**
 * Opens the database: PGlite persisted in the data folder by default, or a PostgreSQL server when
 * DATABASE_URL is set. Both give the same Drizzle API over the same schema and migrations.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { z } from 'zod';
import { memoryChangeFeed, postgresChangeFeed, type ChangeFeed } from './change-feed';
import { keepWalSmall } from './pglite-checkpoints';
import { PgliteThread } from './pglite-thread';
import * as schema from './schema/index';
import { behindQueue, waitQueue, type WaitQueue } from './wait-queue';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** Rows for a bulk load: column values in table column order. */
export type BulkRow = readonly (string | number | null)[];

/**
 * Fast load of many rows (COPY on PGlite, unnest batches on PostgreSQL): `types` are the
 * PostgreSQL types of `columns`, for the unnest arrays.
 */
export type BulkInsert = (
  table: string,
  columns: readonly string[],
  types: readonly string[],
  rows: BulkRow[],
) => Promise<void>;

/**
 * Runs one parameterized SQL statement. A statement whose rows are read names a zod schema of
 * its row: raw SQL is invisible to tsc, so the row type is checked where it is born, at run time,
 * instead of being asserted by a hand-written interface that can drift from the SELECT list.
 */
export interface SqlRunner {
  <Row extends z.ZodType>(row: Row, text: string, params?: unknown[]): Promise<z.output<Row>[]>;
  /** A statement whose rows are not read (writes, settings). */
  (text: string, params?: unknown[]): Promise<void>;
}

/** Turns a driver's "run this statement" into a SqlRunner. */
function sqlRunner(run: (text: string, params?: unknown[]) => Promise<unknown[]>): SqlRunner {
  return (async (first: z.ZodType | string, ...rest: unknown[]) => {
    if (typeof first === 'string') {
      return run(first, rest[0] as unknown[] | undefined);
    }
    const rows = await run(rest[0] as string, rest[1] as unknown[] | undefined);
    return z.array(first).parse(rows);
  }) as SqlRunner;
}

export interface DatabaseHandle {
  db: Database;
  /**
   * Runs fn in one transaction with a raw, parameterized SQL runner: for the bulk time-series
   * statements (unnest arrays, CTE chains) that read more clearly as SQL than as a query builder.
   * `bulkInsert` loads rows inside the same transaction.
   */
  transaction<T>(fn: (query: SqlRunner, bulkInsert: BulkInsert) => Promise<T>): Promise<T>;
  kind: 'pglite' | 'postgres';
  /** The bounded wait for a connection (db/wait-queue.ts); every call above goes through it. */
  queue: WaitQueue;
  /** True when a trivial query succeeds within a second. */
  ping(): Promise<boolean>;
  /** Fast load of many rows, in a transaction of its own. */
  bulkInsert: BulkInsert;
  /** Notices of changes, heard by every process on the database (db/change-feed.ts). */
  changes: ChangeFeed;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** postgres://… ; absent means PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite folder; absent means an in-memory PGlite (tests). */
  dataDir?: string | undefined;
  /**
   * PGlite only: a file holding a database's tarball (PGlite's dumpDataDir) to start from instead
   * of an empty one. The tests start each file from one migrated database this way: seconds
   * faster than an empty database, and the migrations not run again.
   */
  startFrom?: string | undefined;
  statementTimeoutMs?: number;
  /**
   * PGlite only: called when its thread ends without close() (the embedded database crashed);
   * every call fails from then on, so the server should exit and be restarted.
   */
  onLost?: (error: Error) => void;
}

export async function openDatabase(options: ConnectOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options);
}

async function openPglite({ dataDir, onLost, startFrom }: ConnectOptions): Promise<DatabaseHandle> {
  if (dataDir) {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  }
  // PGlite runs in its own thread (db/pglite-thread.ts), one call at a time: every call but the
  // running one waits.
  const pglite = await PgliteThread.open(dataDir, onLost, startFrom);
  let calls = 0;
  const queue = waitQueue(() => Math.max(0, calls - 1));
  const client = behindQueue(pglite, ['query', 'exec', 'transaction', 'copy'], queue, () => {
    calls++;
    return () => calls--;
  });
  const db = drizzlePglite(client as unknown as PGlite, { schema }) as unknown as Database;
  // A database in a folder keeps its write-ahead log small (db/pglite-checkpoints.ts).
  const checkpoints = dataDir ? keepWalSmall((text) => client.exec(text)) : undefined;
  const changes = memoryChangeFeed();
  return {
    db,
    kind: 'pglite',
    queue,
    transaction: (fn) =>
      client.transaction((tx) =>
        fn(
          sqlRunner(async (text, params) => (await tx.query(text, params)).rows),
          copyInsert((text, csv) => tx.copy(text, csv)),
        ),
      ),
    ping: () => pingWithin(db, 1000),
    bulkInsert: copyInsert((text, csv) => client.copy(text, csv)),
    changes,
    close: async () => {
      checkpoints?.stop();
      await changes.close();
      await client.close();
    },
  };
}

function openPostgres(url: string, options: ConnectOptions): DatabaseHandle {
  const connections = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    statement_timeout: options.statementTimeoutMs ?? 30_000,
  });
  // A dropped connection must not crash the process; requests get 503s until it is back. An idle
  // connection reports it on the pool; one checked out (a transaction of ours or of Drizzle's)
  // emits 'error' on itself as well as failing its query, so every connection gets a listener.
  connections.on('error', () => undefined);
  connections.on('connect', (client) => client.on('error', ignoreConnectionError));
  const queue = waitQueue(() => connections.waitingCount);
  const pool = behindQueue(connections, ['query', 'connect'], queue);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  const changes = postgresChangeFeed(url);
  return {
    db,
    kind: 'postgres',
    queue,
    async transaction(fn) {
      const conn = await pool.connect();
      let broken = false;
      try {
        await conn.query('BEGIN');
        const result = await fn(
          sqlRunner(async (text, params) => (await conn.query(text, params)).rows as unknown[]),
          unnestInsert((text, params) => conn.query(text, params)),
        );
        await conn.query('COMMIT');
        return result;
      } catch (error) {
        broken = await conn.query('ROLLBACK').then(
          () => false,
          () => true,
        );
        throw error;
      } finally {
        // A connection that cannot even roll back is closed rather than handed out again.
        conn.release(broken);
      }
    },
    ping: () => pingWithin(db, 1000),
    bulkInsert: unnestInsert((text, params) => pool.query(text, params)),
    changes,
    close: async () => {
      await changes.close();
      await pool.end();
    },
  };
}

function ignoreConnectionError(): void {
  // Reported by the query that failed; see openPostgres().
}

/** Bulk load by COPY from CSV (PGlite), through `copy` (the database or one transaction). */
function copyInsert(copy: (text: string, csv: string) => Promise<void>): BulkInsert {
  return async (table, columns, _types, rows) => {
    const csv = rows.map((r) => r.map(csvCell).join(',')).join('\n');
    await copy(`COPY ${table} (${columns.join(', ')}) FROM '/dev/blob' WITH (FORMAT csv)`, csv);
  };
}

/** Bulk load by unnest batches (PostgreSQL), through `run` (the pool or one connection). */
function unnestInsert(run: (text: string, params: unknown[]) => Promise<unknown>): BulkInsert {
  return async (table, columns, types, rows) => {
    const batch = 20_000;
    const unnest = types.map((t, i) => `$${i + 1}::${t}[]`).join(', ');
    for (let start = 0; start < rows.length; start += batch) {
      const slice = rows.slice(start, start + batch);
      await run(
        `INSERT INTO ${table} (${columns.join(', ')}) SELECT * FROM unnest(${unnest})`,
        columns.map((_, c) => slice.map((r) => r[c] ?? null)),
      );
    }
  };
}

function csvCell(value: string | number | null): string {
  if (value === null) {
    return '';
  }
  if (typeof value === 'number') {
    return String(value);
  }
  return `"${value.replaceAll('"', '""')}"`;
}

async function pingWithin(db: Database, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
