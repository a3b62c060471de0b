// The kiosk's polling on fake timers: a load every poll interval while the server answers; after
// failures the tries come 5 s, 10 s, 20 s, 30 s, 30 s apart with the last data kept; the first
// success goes back to the poll interval; a fatal answer stops the asking; a hanging load is
// given up and retried.
import { kioskRetryDelay } from '@airboard/shared/rules';
import { defaultScheduler, notifyManager, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import {
  JUST_LOADED_MS,
  LOAD_TIMEOUT_MS,
  useKioskPoll,
  type KioskPollPolicy,
} from './use-kiosk-poll';

const POLL_MS = 60_000;

class Gone extends Error {}

/** A load that answers from a script: a value, or an error thrown. */
function scriptedLoad(script: Array<number | Error>) {
  let call = 0;
  const load = vi.fn(async () => {
    const step = script[Math.min(call, script.length - 1)];
    call += 1;
    if (step instanceof Error) {
      throw step;
    }
    return step as number;
  });
  return load;
}

function poll(
  load: () => Promise<number>,
  policy: Partial<KioskPollPolicy<number>> = {},
  client = createQueryClient(),
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () =>
      useKioskPoll(
        { queryKey: ['kiosk-poll-test'], queryFn: load },
        { pollMs: POLL_MS, isFatal: (e) => e instanceof Gone, ...policy },
      ),
    { wrapper },
  );
}

/** Lets the given time pass, running the timers and the promises they start. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  // The query cache tells its observers on a zero-delay timer; a load that ends exactly when the
  // fake time stops would otherwise be told only at the next advance.
  notifyManager.setScheduler(queueMicrotask);
});

afterEach(() => {
  notifyManager.setScheduler(defaultScheduler);
  vi.useRealTimers();
});

describe('useKioskPoll', () => {
  it('loads again every poll interval while the server answers', async () => {
    const load = scriptedLoad([1, 2, 3]);
    const { result } = poll(load);
    await pass(0);
    expect(result.current.data).toBe(1);
    expect(result.current.failing).toBe(false);
    await pass(POLL_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await pass(1);
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current.data).toBe(2);
    await pass(POLL_MS);
    expect(result.current.data).toBe(3);
  });

  it('shows data loaded a moment ago without loading it again, and polls from there', async () => {
    // As the server's first screen or the route's loader left it.
    const client = createQueryClient();
    client.setQueryData(['kiosk-poll-test'], 1);
    const load = scriptedLoad([2]);
    const { result } = poll(load, {}, client);
    expect(result.current.data).toBe(1);
    await pass(POLL_MS - 1);
    expect(load).not.toHaveBeenCalled();
    await pass(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current.data).toBe(2);
  });

  it('loads older data again as it mounts', async () => {
    const client = createQueryClient();
    client.setQueryData(['kiosk-poll-test'], 1, { updatedAt: Date.now() - JUST_LOADED_MS - 1 });
    const load = scriptedLoad([2]);
    const { result } = poll(load, {}, client);
    await pass(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current.data).toBe(2);
  });

  it('retries with back-off, keeps the last data, and recovers on the first answer', async () => {
    const down = new Error('server down');
    const load = scriptedLoad([1, down, down, down, down, down, 7]);
    const { result } = poll(load);
    await pass(0);
    await pass(POLL_MS);
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current.failing).toBe(true);
    expect(result.current.data).toBe(1);
    expect(result.current.failedAt).toBeGreaterThan(0);

    // The tries after the first failure: 5 s, 10 s, 20 s, 30 s and 30 s apart.
    for (const [failuresSoFar, calls] of [
      [1, 3],
      [2, 4],
      [3, 5],
      [4, 6],
      [5, 7],
    ] as const) {
      await pass(kioskRetryDelay(failuresSoFar) - 1);
      expect(load).toHaveBeenCalledTimes(calls - 1);
      await pass(1);
      expect(load).toHaveBeenCalledTimes(calls);
    }
    expect(kioskRetryDelay(4)).toBe(kioskRetryDelay(5));

    // The seventh load answered: back to the poll interval, the new data shown.
    expect(result.current.failing).toBe(false);
    expect(result.current.data).toBe(7);
    await pass(kioskRetryDelay(1));
    expect(load).toHaveBeenCalledTimes(7);
    await pass(POLL_MS - kioskRetryDelay(1));
    expect(load).toHaveBeenCalledTimes(8);
  });

  it('starts the back-off again after a recovery', async () => {
    const down = new Error('server down');
    const load = scriptedLoad([1, down, 2, down, 3]);
    const { result } = poll(load);
    await pass(0);
    await pass(POLL_MS);
    await pass(kioskRetryDelay(1));
    expect(result.current.data).toBe(2);
    await pass(POLL_MS);
    expect(result.current.failing).toBe(true);
    await pass(kioskRetryDelay(1));
    expect(load).toHaveBeenCalledTimes(5);
    expect(result.current.data).toBe(3);
  });

  it('stops asking after a fatal answer', async () => {
    const load = scriptedLoad([new Gone('revoked')]);
    const { result } = poll(load);
    await pass(0);
    expect(result.current.fatal).toBe(true);
    await pass(POLL_MS * 10);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries a first load that failed even when it would not poll', async () => {
    const load = scriptedLoad([new Error('down'), 4]);
    const { result } = poll(load, { pollMs: false });
    await pass(0);
    expect(result.current.failing).toBe(true);
    expect(result.current.data).toBeUndefined();
    await pass(kioskRetryDelay(1));
    expect(result.current.data).toBe(4);
    await pass(POLL_MS * 10);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up a load that hangs and counts it as a failure', async () => {
    let call = 0;
    const load = vi.fn(({ signal }: { signal: AbortSignal }) => {
      call += 1;
      if (call === 1) {
        return new Promise<number>((_, reject) => {
          signal.addEventListener('abort', () => reject(new Error('aborted')));
        });
      }
      return Promise.resolve(5);
    });
    const { result } = poll(load as unknown as () => Promise<number>);
    await pass(LOAD_TIMEOUT_MS);
    expect(result.current.failing).toBe(true);
    await pass(kioskRetryDelay(1));
    expect(result.current.data).toBe(5);
  });
});
