import { describe, expect, it } from 'vitest';
import { createRequestBatch } from './request-batch';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A batch whose sends are recorded and answer each id with its upper-case form, except 'gone'. */
function recordingBatch(maxIds = 3) {
  const sent: string[][] = [];
  const ask = createRequestBatch<string>({
    windowMs: 5,
    maxIds,
    missing: (id) => new Error(`missing ${id}`),
  });
  const send = (ids: string[]) => {
    sent.push(ids);
    return Promise.resolve(
      Object.fromEntries(ids.filter((id) => id !== 'gone').map((id) => [id, id.toUpperCase()])),
    );
  };
  return { sent, ask, send };
}

describe('createRequestBatch', () => {
  it('sends the asks of a group made together as one request, each getting its answer', async () => {
    const { sent, ask, send } = recordingBatch();
    const answers = Promise.all([ask('s1', 'a', send), ask('s1', 'b', send), ask('s1', 'a', send)]);
    const other = ask('s2', 'c', send);
    expect(await answers).toEqual(['A', 'B', 'A']);
    expect(await other).toBe('C');
    expect(sent).toEqual([['a', 'b'], ['c']]);
  });

  it('splits a group into chunks of the limit', async () => {
    const { sent, ask, send } = recordingBatch(2);
    const ids = ['a', 'b', 'c', 'd', 'e'];
    expect(await Promise.all(ids.map((id) => ask('s', id, send)))).toEqual(
      ids.map((id) => id.toUpperCase()),
    );
    expect(sent).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });

  it('rejects an id the answer leaves out, and every ask of a failed request', async () => {
    const { ask, send } = recordingBatch();
    const [gone, kept] = await Promise.allSettled([ask('s', 'gone', send), ask('s', 'x', send)]);
    expect(gone).toMatchObject({ status: 'rejected', reason: new Error('missing gone') });
    expect(kept).toEqual({ status: 'fulfilled', value: 'X' });
    const failing = () => Promise.reject(new Error('503'));
    await expect(ask('t', 'y', failing)).rejects.toThrow('503');
  });

  it('does not send asks cancelled while they were collected', async () => {
    const { sent, ask, send } = recordingBatch();
    const controller = new AbortController();
    const cancelled = ask('s', 'a', send, controller.signal);
    const kept = ask('s', 'b', send);
    controller.abort();
    await expect(cancelled).rejects.toThrow();
    expect(await kept).toBe('B');
    expect(sent).toEqual([['b']]);
    await wait(10);
    const alone = new AbortController();
    const lone = ask('s', 'c', send, alone.signal);
    alone.abort();
    await expect(lone).rejects.toThrow();
    await wait(10);
    expect(sent).toEqual([['b']]);
  });
});
