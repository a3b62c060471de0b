/**
 * Heavy work (reports, heat maps, long trends: routes declared `config: { heavy: true }`) is marked
 * for the database, so that on PGlite's one connection an ordinary statement goes ahead of the
 * heavy ones waiting (db/pglite-thread.ts): a report then delays a sign-in by at most the
 * statement already running, not by every report asked for before it. The mark follows the work
 * through its awaits (AsyncLocalStorage).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const heavy = new AsyncLocalStorage<true>();

/** Runs fn, and everything it awaits, as heavy work. */
export function asHeavyWork<T>(fn: () => T): T {
  return heavy.run(true, fn);
}

/** True inside asHeavyWork. */
export function isHeavyWork(): boolean {
  return heavy.getStore() === true;
}
