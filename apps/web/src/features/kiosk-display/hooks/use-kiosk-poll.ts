// How a lobby screen keeps asking for its data (issue 15 item 6, "a lobby screen that never
// lies"): a load every `pollMs` while loads succeed; after a failure the next try comes after
// kioskRetryDelay's back-off (5 s, 10 s, 20 s, then every 30 s) until the server answers, and
// the data already shown stays; a fatal answer (an unknown or revoked kiosk) ends the asking. A
// load that hangs is given up after LOAD_TIMEOUT_MS so it counts as the failure it is. No page
// reload ever: the query just runs again.
import { kioskRetryDelay } from '@airboard/shared/rules';
import { useQuery, type QueryFunction, type QueryKey, type SkipToken } from '@tanstack/react-query';
import { useRef } from 'react';

/**
 * A load still unanswered after this is abandoned: a server that accepts connections but never
 * answers must turn the screen to its "data is N minutes old" state like one that is down.
 */
export const LOAD_TIMEOUT_MS = 20_000;

/**
 * Data loaded this recently is not asked for again as the screen mounts: it came with the page
 * (a first screen the server rendered, decision 023) or from the route's loader a moment ago.
 * Older data is asked for at once, and the polling runs from there either way.
 */
export const JUST_LOADED_MS = 5_000;

export type KioskPollPolicy<T = unknown> = {
  /**
   * Time between loads while they succeed; false loads once (failures are still retried). A
   * function decides from the data loaded, e.g. a kiosk refreshed by its type.
   */
  pollMs: number | false | ((data: T | undefined) => number | false);
  /** Errors after which asking again is pointless (a 404 of a revoked kiosk). */
  isFatal?: (error: unknown) => boolean;
  enabled?: boolean;
};

/** The query as its feature defines it (queryOptions): its key and its load. */
export type KioskPollQuery<T, K extends QueryKey> = {
  queryKey: K;
  queryFn?: QueryFunction<T, K> | SkipToken;
};

export type KioskPoll<T> = {
  /** The latest data that loaded, kept through failures. */
  data: T | undefined;
  /** When that data loaded (ms), 0 before the first success. */
  loadedAt: number;
  /** The latest load failed and another try is scheduled (or, when fatal, none is). */
  failing: boolean;
  /** When the latest failure happened (ms), 0 when none. */
  failedAt: number;
  /** The failure ended the asking: show the fatal state instead of the data. */
  fatal: boolean;
  error: unknown;
};

const neverFatal = () => false;

/** Aborts with the query (unmount, key change) or when the load takes too long. */
function withTimeout(signal: AbortSignal): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, LOAD_TIMEOUT_MS);
  signal.addEventListener('abort', abort, { once: true });
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', abort);
    },
  };
}

export function useKioskPoll<T, K extends QueryKey>(
  query: KioskPollQuery<T, K>,
  { pollMs, isFatal = neverFatal, enabled = true }: KioskPollPolicy<T>,
): KioskPoll<T> {
  // Failures in a row, counted where the loads end: the interval after a failure must be known
  // the moment it happens, before React renders anything.
  const failures = useRef(0);
  const load = query.queryFn;
  const result = useQuery({
    queryKey: query.queryKey,
    queryFn: async (context) => {
      if (typeof load !== 'function') {
        throw new Error('This kiosk query has nothing to load');
      }
      const timeout = withTimeout(context.signal);
      try {
        const data = await load({ ...context, signal: timeout.signal });
        failures.current = 0;
        return data;
      } catch (error) {
        failures.current += 1;
        throw error;
      } finally {
        timeout.done();
      }
    },
    enabled,
    retry: false,
    // Every poll asks the server: the answer is the heartbeat and the proof the data is current.
    staleTime: 0,
    refetchOnMount: (current) => Date.now() - current.state.dataUpdatedAt > JUST_LOADED_MS,
    // A lobby screen is never "focused"; its schedule must not depend on it.
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
    refetchInterval: (current) => {
      if (current.state.status !== 'error') {
        return typeof pollMs === 'function' ? pollMs(current.state.data) : pollMs;
      }
      return isFatal(current.state.error) ? false : kioskRetryDelay(failures.current);
    },
  });
  const failing = result.status === 'error';
  return {
    data: result.data,
    loadedAt: result.dataUpdatedAt,
    failing,
    failedAt: failing ? result.errorUpdatedAt : 0,
    fatal: failing && isFatal(result.error),
    error: result.error,
  };
}
