// At most a few calls of one kind run at once; the rest wait their turn, first come first served.
// The server works on only a few heavy requests at once (trends over long periods among them) and
// answers 503 to one more, so a zone page of twenty charts asks for them a few at a time instead
// of having most of them turned away and shown as "Can't load data".

/** Why a cancelled call ends: the signal's own reason, as an error. */
const aborted = (signal?: AbortSignal): Error =>
  signal?.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError');

export type RequestSlots = <T>(work: () => Promise<T>, signal?: AbortSignal) => Promise<T>;

export function createRequestSlots(size: number): RequestSlots {
  let running = 0;
  const waiting: (() => void)[] = [];

  const take = (signal?: AbortSignal): Promise<void> => {
    if (running < size && waiting.length === 0) {
      running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const start = () => {
        signal?.removeEventListener('abort', cancel);
        running += 1;
        resolve();
      };
      // A query cancelled while waiting (its chart left the screen) gives up its place.
      const cancel = () => {
        waiting.splice(waiting.indexOf(start), 1);
        reject(aborted(signal));
      };
      signal?.addEventListener('abort', cancel, { once: true });
      waiting.push(start);
    });
  };

  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };

  return async (work, signal) => {
    if (signal?.aborted) {
      throw aborted(signal);
    }
    await take(signal);
    try {
      return await work();
    } finally {
      release();
    }
  };
}
