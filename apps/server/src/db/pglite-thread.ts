/**
 * The server's end of the embedded database's own thread (db/pglite-worker.mjs; decision 011).
 * It has the part of PGlite's interface that Drizzle and db/connect.ts use — query, exec,
 * transaction, close — so Drizzle's PGlite driver runs unchanged while every statement runs in
 * the worker and the server's thread stays free to read sockets, answer the health check and turn
 * work away when the database queue is full.
 */
import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';

interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** Only Drizzle's "keep the text" parsers are supported: functions cannot cross threads. */
  parsers?: Record<number, unknown>;
}

/** The statements of one transaction, as PGlite's callback receives them. */
export interface PgliteThreadTransaction {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
}

type Reply = { id: number; result: unknown } | { id: number; error: PlainError };
type PlainError = { name: string; message: string } & Record<string, unknown>;

const WORKER_FILE = new URL('./pglite-worker.mjs', import.meta.url);

export class PgliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  #lastId = 0;
  /** Set once the thread has stopped: every call after it fails at once. */
  #stopped: Error | undefined;

  private constructor() {
    this.#worker = new Worker(WORKER_FILE);
    // Like PGlite in the server's thread, an idle database does not keep the process alive; a
    // call in flight does (see #call), so a script's last statement is still answered.
    this.#worker.unref();
    this.#worker.on('message', (reply: Reply) => this.#answer(reply));
    this.#worker.on('error', (error) =>
      this.#stop(
        new Error(`PGlite is closed: its thread failed (${error.message})`, { cause: error }),
      ),
    );
    this.#worker.on('exit', () => this.#stop(new Error('PGlite is closed: its thread stopped')));
  }

  /** Starts the thread and opens PGlite in it: in `dataDir`, or in memory when absent. */
  static async open(dataDir: string | undefined): Promise<PgliteThread> {
    const thread = new PgliteThread();
    try {
      await thread.#call({ op: 'open', dataDir });
    } catch (error) {
      await thread.#worker.terminate();
      throw error;
    }
    return thread;
  }

  query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#query(undefined, text, params, options);
  }

  exec(text: string): Promise<Results[]> {
    return this.#call({ op: 'exec', text }) as Promise<Results[]>;
  }

  /** Loads CSV rows with COPY; `text` reads from '/dev/blob', which the worker fills with `csv`. */
  async copy(text: string, csv: string): Promise<void> {
    await this.#call({ op: 'copy', text, csv });
  }

  /**
   * Runs fn in one transaction: committed when fn resolves, rolled back when it throws. Other
   * statements wait in the worker meanwhile, as PGlite makes them wait in one thread.
   */
  async transaction<T>(fn: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T> {
    const tx = (await this.#call({ op: 'begin' })) as number;
    let result: T;
    try {
      result = await fn({
        query: (text, params = [], options) => this.#query(tx, text, params, options),
        exec: (text) => this.#call({ op: 'exec', text, tx }) as Promise<Results[]>,
      });
    } catch (error) {
      await this.#call({ op: 'end', tx, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.#call({ op: 'end', tx, commit: true });
    return result;
  }

  async close(): Promise<void> {
    if (!this.#stopped) {
      await this.#call({ op: 'close' }).catch(() => undefined);
    }
    await this.#worker.terminate();
  }

  #query<T>(
    tx: number | undefined,
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    return this.#call({
      op: 'query',
      text,
      params,
      tx,
      rowMode: options?.rowMode,
      rawTypes: options?.parsers ? Object.keys(options.parsers).map(Number) : undefined,
    }) as Promise<Results<T>>;
  }

  #call(message: Record<string, unknown>): Promise<unknown> {
    if (this.#stopped) {
      return Promise.reject(this.#stopped);
    }
    const id = ++this.#lastId;
    return new Promise((resolve, reject) => {
      if (this.#pending.size === 0) {
        this.#worker.ref();
      }
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...message, id });
    });
  }

  #answer(reply: Reply): void {
    const call = this.#pending.get(reply.id);
    if (!call) {
      return;
    }
    this.#settled(reply.id);
    if ('error' in reply) {
      call.reject(rebuiltError(reply.error));
    } else {
      call.resolve(reply.result);
    }
  }

  #settled(id: number): void {
    this.#pending.delete(id);
    if (this.#pending.size === 0) {
      this.#worker.unref();
    }
  }

  /** The thread is gone (closed, or crashed): every call waiting for it fails. */
  #stop(reason: Error): void {
    this.#stopped ??= reason;
    for (const [id, call] of this.#pending) {
      this.#settled(id);
      call.reject(this.#stopped);
    }
  }
}

/** The worker's error with its PostgreSQL fields (code, constraint, …) back on an Error. */
function rebuiltError(plain: PlainError): Error {
  const { name, message, ...fields } = plain;
  return Object.assign(new Error(message), fields, { name });
}
