/**
 * The bounded wait queue in front of the database (issue 11, finding 6). PGlite is one connection
 * and a PostgreSQL pool a few: without a bound, a flood of requests waits behind them for as long
 * as it takes (200 reports made every call, the health check included, wait 15–30 s). Beyond the
 * bound new work is refused at once with 503 + Retry-After (`serverBusy`), which the client retries,
 * and the work already queued finishes in reasonable time.
 */
import { serverBusy } from '../lib/http-error';

export interface WaitQueue {
  /** Work waiting for a connection now. */
  waiting(): number;
  /** True when the queue is at its limit: new work is refused until it drains. */
  full(): boolean;
  /** Sets the most work that may wait; unbounded until set (the demo load runs before). */
  setLimit(maxWaiting: number): void;
}

/** A queue whose length the driver knows (pg's pool counts the clients waiting for a connection). */
export function waitQueue(waiting: () => number): WaitQueue & { admit(): void } {
  let limit = Number.POSITIVE_INFINITY;
  const full = () => waiting() >= limit;
  return {
    waiting,
    full,
    setLimit: (maxWaiting) => (limit = maxWaiting),
    admit() {
      if (full()) {
        throw serverBusy();
      }
    },
  };
}

/**
 * Puts `client`'s entry points behind the queue: a call is refused when the queue is full, and
 * counted while it runs or waits (`onEnter` returns the function that ends the count). Other
 * members are passed through, bound to the client itself (PGlite keeps private fields).
 */
export function behindQueue<T extends object>(
  client: T,
  entryPoints: readonly (keyof T & string)[],
  queue: { admit(): void },
  onEnter: () => () => void = () => () => undefined,
): T {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') {
        return value;
      }
      const method = value as (...args: unknown[]) => unknown;
      if (!(entryPoints as readonly PropertyKey[]).includes(property)) {
        return method.bind(target);
      }
      return async (...args: unknown[]) => {
        queue.admit();
        const leave = onEnter();
        try {
          return await method.apply(target, args);
        } finally {
          leave();
        }
      };
    },
  });
}
