// Many small asks of one kind made at about the same time go to the server as one request per
// group: a dashboard of a hundred charts over three sites asks for three answers, not a hundred
// (issue 13, "loading that scales"). Asks are collected for a short window after the first, then
// sent in chunks of the server's limit; each ask gets its own part of the answer.

/** Why a cancelled ask ends: the signal's own reason, as an error. */
const aborted = (signal: AbortSignal): Error =>
  signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError');

type Ask<T> = {
  id: string;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
  signal: AbortSignal | undefined;
};

type Group<T> = { asks: Ask<T>[]; send: (ids: string[]) => Promise<Record<string, T>> };

export type BatchOptions = {
  /** How long asks are collected after the first of a group, in ms. */
  windowMs: number;
  /** Most ids one request may carry. */
  maxIds: number;
  /** What an id absent from the answer rejects with. */
  missing: (id: string) => Error;
};

/**
 * ask(groupKey, id, send) resolves with the answer for id; send is called once per chunk of a
 * group's ids and answers them keyed by id. Asks of one group share one send (the first ask's).
 */
export function createRequestBatch<T>({ windowMs, maxIds, missing }: BatchOptions) {
  const pending = new Map<string, Group<T>>();

  const flush = (key: string) => {
    const group = pending.get(key);
    pending.delete(key);
    if (!group) {
      return;
    }
    // Asks cancelled while collected (fast scrolling past a chart) are not sent at all.
    const live = group.asks.filter((a) => !a.signal?.aborted);
    const ids = [...new Set(live.map((a) => a.id))];
    for (let i = 0; i < ids.length; i += maxIds) {
      const chunk = new Set(ids.slice(i, i + maxIds));
      const asks = live.filter((a) => chunk.has(a.id));
      group.send([...chunk]).then(
        (answer) => {
          for (const ask of asks) {
            const value = answer[ask.id];
            if (value === undefined) {
              ask.reject(missing(ask.id));
            } else {
              ask.resolve(value);
            }
          }
        },
        (error: unknown) => asks.forEach((ask) => ask.reject(error)),
      );
    }
  };

  return function ask(
    groupKey: string,
    id: string,
    send: (ids: string[]) => Promise<Record<string, T>>,
    signal?: AbortSignal,
  ): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (signal?.aborted) {
        reject(aborted(signal));
        return;
      }
      let group = pending.get(groupKey);
      if (!group) {
        group = { asks: [], send };
        pending.set(groupKey, group);
        setTimeout(() => flush(groupKey), windowMs);
      }
      // A cancelled ask (its chart left the screen) stops waiting; the others still get theirs.
      signal?.addEventListener('abort', () => reject(aborted(signal)), { once: true });
      group.asks.push({ id, resolve, reject, signal });
    });
  };
}
