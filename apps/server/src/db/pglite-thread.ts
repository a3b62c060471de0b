/**
 * The server's end of the embedded database's own thread (db/pglite-worker.mjs; decision 011).
 * It has the part of PGlite's interface that Drizzle and db/connect.ts use — query, exec,
 * transaction, close — so Drizzle's PGlite driver runs unchanged while every statement runs in
 * the worker and the server's thread stays free to read sockets, answer the health check and turn
 * work away when the database queue is full.
 *
 * The worker is given one statement at a time, chosen here: while a transaction is open, only its
 * own statements (PGlite would hold any other back anyway); otherwise the oldest ordinary
 * statement before the oldest heavy one (db/heavy-work.ts). After an answer the choice waits one
 * turn of the event loop, so the request that was answered can ask for its next statement first:
 * an ordinary request then waits for at most the one heavy statement already running, each time.
 */
import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';
import { isHeavyWork } from './heavy-work';

interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** Only Drizzle's "keep the text" parsers are supported: functions cannot cross threads. */
  parsers?: Record<number, unknown>;
}

/** The statements of one transaction, as PGlite's callback receives them. */
export interface PgliteThreadTransaction {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
  /** COPY … FROM '/dev/blob' inside the transaction (see PgliteThread.copy). */
  copy(text: string, csv: string): Promise<void>;
}

type Reply = { id: number; result: unknown } | { id: number; error: PlainError };
type PlainError = { name: string; message: string } & Record<string, unknown>;

interface Call {
  message: Record<string, unknown> & { id: number; tx?: number | undefined };
  heavy: boolean;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

const WORKER_FILE = new URL('./pglite-worker.mjs', import.meta.url);

export class PgliteThread {
  readonly #worker: Worker;
  /** Calls not yet given to the worker, oldest first. */
  #waiting: Call[] = [];
  /** The call the worker is running. */
  #running: Call | undefined;
  /** The transaction begun and not yet ended: only its statements go to the worker. */
  #openTransaction: number | undefined;
  /** A choice of the next call is scheduled (setImmediate). */
  #choosing = false;
  #lastId = 0;
  /** Set once the thread has stopped: every call after it fails at once. */
  #stopped: Error | undefined;

  /** close() was called: the thread's end is expected. */
  #closing = false;

  private constructor(onLost: (error: Error) => void) {
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
    this.#worker.once('exit', () => {
      if (!this.#closing) {
        onLost(this.#stopped!);
      }
    });
  }

  /**
   * Starts the thread and opens PGlite in it: in `dataDir`, or in memory when absent; from the
   * tarball in the file `startFrom` (PGlite's dumpDataDir) instead of an empty database when given.
   * `onLost` is called if the thread ends without close() (PGlite crashed): every call fails from
   * then on.
   */
  static async open(
    dataDir: string | undefined,
    onLost: (error: Error) => void = () => undefined,
    startFrom?: string,
  ): Promise<PgliteThread> {
    const thread = new PgliteThread(onLost);
    try {
      await thread.#call({ op: 'open', dataDir, startFrom });
    } catch (error) {
      thread.#closing = true;
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
        copy: async (text, csv) => {
          await this.#call({ op: 'copy', text, csv, tx });
        },
      });
    } catch (error) {
      await this.#call({ op: 'end', tx, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.#call({ op: 'end', tx, commit: true });
    return result;
  }

  /** Closes PGlite after the calls before it; a transaction never ended is cut off after 10 s. */
  async close(): Promise<void> {
    this.#closing = true;
    if (!this.#stopped) {
      let timer: NodeJS.Timeout | undefined;
      const closed = this.#call({ op: 'close' }).catch(() => undefined);
      await Promise.race([closed, new Promise((resolve) => (timer = setTimeout(resolve, 10_000)))]);
      clearTimeout(timer);
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
      if (!this.#running && this.#waiting.length === 0) {
        this.#worker.ref();
      }
      this.#waiting.push({ message: { ...message, id }, heavy: isHeavyWork(), resolve, reject });
      if (!this.#choosing) {
        this.#giveNext();
      }
    });
  }

  /** Gives the worker the next call it may run, if it is idle. */
  #giveNext(): void {
    if (this.#running) {
      return;
    }
    const index = this.#nextIndex();
    if (index < 0) {
      return;
    }
    const [call] = this.#waiting.splice(index, 1);
    this.#running = call!;
    this.#worker.postMessage(call!.message);
  }

  #nextIndex(): number {
    if (this.#openTransaction !== undefined) {
      return this.#waiting.findIndex((c) => c.message.tx === this.#openTransaction);
    }
    const ordinary = this.#waiting.findIndex((c) => !c.heavy);
    return ordinary >= 0 ? ordinary : this.#waiting.length > 0 ? 0 : -1;
  }

  #answer(reply: Reply): void {
    const call = this.#running;
    if (!call || call.message.id !== reply.id) {
      return;
    }
    this.#running = undefined;
    if (call.message.op === 'begin' && !('error' in reply)) {
      this.#openTransaction = reply.result as number;
    } else if (call.message.op === 'end') {
      this.#openTransaction = undefined;
    }
    if (this.#waiting.length === 0) {
      this.#worker.unref();
    }
    if ('error' in reply) {
      call.reject(rebuiltError(reply.error));
    } else {
      call.resolve(reply.result);
    }
    // Inside a transaction its next statement comes from the caller (#call gives it). Otherwise
    // choose after the answered request has had its turn to ask again.
    if (this.#openTransaction === undefined) {
      this.#choosing = true;
      setImmediate(() => {
        this.#choosing = false;
        this.#giveNext();
      });
    }
  }

  /** The thread is gone (closed, or crashed): every call waiting for it fails. */
  #stop(reason: Error): void {
    this.#stopped ??= reason;
    const calls = [...(this.#running ? [this.#running] : []), ...this.#waiting];
    this.#running = undefined;
    this.#waiting = [];
    for (const call of calls) {
      call.reject(this.#stopped);
    }
  }
}

/** The worker's error with its PostgreSQL fields (code, constraint, …) back on an Error. */
function rebuiltError(plain: PlainError): Error {
  const { name, message, ...fields } = plain;
  return Object.assign(new Error(message), fields, { name });
}
