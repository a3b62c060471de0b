/**
 * The embedded database in its own thread: the server's thread keeps running while a statement
 * does, transactions commit or roll back as one, and errors keep their PostgreSQL fields.
 */
import { Worker } from 'node:worker_threads';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { asHeavyWork } from './heavy-work';
import { PgliteThread } from './pglite-thread';

let database: PgliteThread;

beforeEach(async () => {
  database = await PgliteThread.open(undefined);
  await database.exec('CREATE TABLE notes (id int PRIMARY KEY, text text NOT NULL)');
});

afterEach(() => database.close());

it('leaves the server thread free while a long statement runs', async () => {
  let otherWorkRan = false;
  setImmediate(() => (otherWorkRan = true));
  await database.query('SELECT count(*) FROM generate_series(1, 3000000)');
  // In the server's thread the statement ran synchronously: nothing else ran until it ended.
  expect(otherWorkRan).toBe(true);
});

it('runs an ordinary statement before the heavy ones waiting, after the one running', async () => {
  const order: string[] = [];
  const run = (name: string, text: string) =>
    database.query(text).then(() => void order.push(name));
  const long = 'SELECT count(*) FROM generate_series(1, 300000)';
  await new Promise(setImmediate); // the worker is idle: the first report starts at once
  const heavy = ['first report', 'second report', 'third report'].map((name) =>
    asHeavyWork(() => run(name, long)),
  );
  const ordinary = run('sign-in', 'SELECT 1');
  await Promise.all([...heavy, ordinary]);
  expect(order).toEqual(['first report', 'sign-in', 'second report', 'third report']);
});

it('lets a request answered ask for its next statement before a heavy one is given', async () => {
  const order: string[] = [];
  const report = asHeavyWork(async () => {
    await database.query('SELECT count(*) FROM generate_series(1, 300000)');
    order.push('report');
  });
  const signIn = (async () => {
    await database.query('SELECT 1');
    await database.query('SELECT 2');
    order.push('sign-in');
  })();
  await Promise.all([report, signIn]);
  expect(order).toEqual(['sign-in', 'report']);
});

it('keeps the fields of a PostgreSQL error (code, constraint)', async () => {
  await database.query('INSERT INTO notes VALUES (1, $1)', ['first']);
  const error: unknown = await database
    .query('INSERT INTO notes VALUES (1, $1)', ['again'])
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(Error);
  expect(error).toMatchObject({ code: '23505', constraint: 'notes_pkey' });
});

it('commits a transaction whose work succeeds, and makes other statements wait for it', async () => {
  let outsideSaw: number | undefined;
  await database.transaction(async (tx) => {
    await tx.query('INSERT INTO notes VALUES (1, $1)', ['in a transaction']);
    // Asked for during the transaction, answered after it: PGlite's lock, across the thread.
    void database
      .query<{ n: number }>('SELECT count(*)::int AS n FROM notes')
      .then((r) => (outsideSaw = r.rows[0]!.n));
    await tx.query('INSERT INTO notes VALUES (2, $1)', ['and another']);
  });
  await database.query('SELECT 1');
  expect(outsideSaw).toBe(2);
});

it('rolls back a transaction whose work throws, and passes the error on', async () => {
  const failure = new Error('the work failed');
  await expect(
    database.transaction(async (tx) => {
      await tx.query('INSERT INTO notes VALUES (1, $1)', ['rolled back']);
      throw failure;
    }),
  ).rejects.toBe(failure);
  const { rows } = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM notes');
  expect(rows[0]!.n).toBe(0);
});

it('gives raw text for the types Drizzle asks it for, and parsed values for the others', async () => {
  const sql = `SELECT '2026-01-02T03:04:05Z'::timestamptz AS at, 7::int AS n`;
  const raw = await database.query<{ at: unknown }>(sql, [], {
    parsers: { 1184: (value: string) => value },
  });
  expect(typeof raw.rows[0]!.at).toBe('string');
  const parsed = await database.query<{ at: unknown; n: unknown }>(sql);
  expect(parsed.rows[0]).toEqual({ at: new Date('2026-01-02T03:04:05Z'), n: 7 });
  const arrays = await database.query(sql, [], { rowMode: 'array' });
  expect(arrays.rows[0]).toEqual([new Date('2026-01-02T03:04:05Z'), 7]);
});

it('fails every call once the thread is gone, as a closed database', async () => {
  await database.close();
  await expect(database.query('SELECT 1')).rejects.toThrow(/PGlite is closed/);
});

it('tells its owner when the thread ends without close, and fails every call', async () => {
  // The worker of the database opened next: the `this` of its first message.
  const posted = vi.spyOn(Worker.prototype, 'postMessage');
  const onLost = vi.fn<(error: Error) => void>();
  const crashed = await PgliteThread.open(undefined, onLost);
  const worker = posted.mock.contexts[0] as Worker;
  posted.mockRestore();

  await worker.terminate(); // as when PGlite's WebAssembly aborts
  await vi.waitFor(() => expect(onLost).toHaveBeenCalledOnce());
  expect(onLost.mock.calls[0]![0].message).toMatch(/PGlite is closed/);
  await expect(crashed.query('SELECT 1')).rejects.toThrow(/PGlite is closed/);
});

it('does not call a closed database lost', async () => {
  const onLost = vi.fn<(error: Error) => void>();
  const closed = await PgliteThread.open(undefined, onLost);
  await closed.close();
  await new Promise(setImmediate);
  expect(onLost).not.toHaveBeenCalled();
});
