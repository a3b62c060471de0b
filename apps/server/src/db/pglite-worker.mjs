/**
 * The embedded database's own thread (decision 011, issue 11 finding 6). PGlite runs a query
 * synchronously in the thread that holds it: on the server's thread a 61-day report stopped every
 * socket from being read, so a flood of reports waited in the kernel, out of reach of the overload
 * limits, and the health check waited with it. Here PGlite holds this worker thread instead, and
 * the server's thread only posts statements and awaits answers (db/pglite-thread.ts is the other
 * end).
 *
 * Plain JavaScript because Node starts a worker from a file: the same file serves the TypeScript
 * sources (tests, tsx) and the bundle (build.mjs copies it beside dist/main.js).
 *
 * Messages in: { id, op, ... } with op one of
 *   open      { dataDir, startFrom }            -> null (startFrom: a dumpDataDir tarball's file)
 *   query     { text, params, rowMode, rawTypes, tx } -> PGlite's Results
 *   exec      { text, tx }                      -> PGlite's Results[]
 *   copy      { text, csv, tx }                 -> null (COPY … FROM '/dev/blob')
 *   begin     {}                                -> transaction number (statements then name it)
 *   end       { tx, commit }                    -> null (COMMIT, or ROLLBACK when commit is false)
 *   close     {}                                -> null
 * Messages out: { id, result } or { id, error: { name, message, ...the error's fields } }.
 */
import { readFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** @type {PGlite | undefined} */
let pglite;
/** Open transactions by number: the PGlite transaction and how to end it. */
const transactions = new Map();
let lastTransaction = 0;

/** Raised inside PGlite's transaction callback to make it roll back; not an error of the caller. */
const ROLLBACK = Symbol('rollback');

parentPort.on('message', (message) => {
  handle(message).then(
    (result) => parentPort.postMessage({ id: message.id, result }),
    (error) => parentPort.postMessage({ id: message.id, error: plainError(error) }),
  );
});

async function handle(message) {
  switch (message.op) {
    case 'open':
      pglite = new PGlite({
        dataDir: message.dataDir,
        loadDataDir: message.startFrom && new Blob([await readFile(message.startFrom)]),
      });
      await pglite.waitReady;
      // PGlite ignores postgresql.conf and keeps min_wal_size (80 MB) of used log segments for
      // reuse after each checkpoint; this session setting (the only session) removes them instead,
      // so a checkpoint leaves about 1 MB of log in the folder (issue 18, pglite-checkpoints.ts).
      await pglite.exec('SET wal_recycle = off');
      return null;
    case 'query':
      return runner(message.tx).query(message.text, message.params, {
        rowMode: message.rowMode,
        parsers: rawTextParsers(message.rawTypes),
      });
    case 'exec':
      return runner(message.tx).exec(message.text);
    case 'copy':
      await runner(message.tx).query(message.text, [], { blob: new Blob([message.csv]) });
      return null;
    case 'begin':
      return begin();
    case 'end':
      return end(message.tx, message.commit);
    case 'close':
      await database().close();
      return null;
    default:
      throw new Error(`Unknown database operation ${String(message.op)}`);
  }
}

function database() {
  if (!pglite) {
    throw new Error('PGlite is closed: the database was not opened');
  }
  return pglite;
}

/** The open transaction a statement names, or the database itself. */
function runner(tx) {
  if (tx === undefined) {
    return database();
  }
  const open = transactions.get(tx);
  if (!open) {
    throw new Error(`Transaction ${tx} is not open`);
  }
  return open.tx;
}

/**
 * Opens a PGlite transaction and keeps its callback waiting until `end`: PGlite holds its other
 * callers (statements outside the transaction) back meanwhile, as it does in one thread.
 */
function begin() {
  const number = ++lastTransaction;
  return new Promise((started, failedToStart) => {
    let finish;
    const finished = new Promise((resolve) => (finish = resolve));
    const outcome = database().transaction(async (tx) => {
      transactions.set(number, { tx, finish, outcome });
      started(number);
      if (!(await finished)) {
        throw ROLLBACK;
      }
    });
    outcome.catch(failedToStart);
  });
}

async function end(number, commit) {
  const open = transactions.get(number);
  if (!open) {
    throw new Error(`Transaction ${number} is not open`);
  }
  transactions.delete(number);
  open.finish(commit);
  try {
    await open.outcome;
  } catch (error) {
    if (error !== ROLLBACK) {
      throw error;
    }
  }
  return null;
}

/** Drizzle asks for some types as the database's text (its own parsers are the identity). */
function rawTextParsers(types) {
  if (!types) {
    return undefined;
  }
  return Object.fromEntries(types.map((type) => [type, (value) => value]));
}

/** An error as plain data: the PostgreSQL fields (code, constraint, detail, …) survive the post. */
function plainError(error) {
  if (!(error instanceof Error)) {
    return { name: 'Error', message: String(error) };
  }
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      fields[key] = value;
    }
  }
  return { ...fields, name: error.name, message: error.message };
}
