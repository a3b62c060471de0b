import { describe, expect, it } from 'vitest';
import { createRequestSlots } from './request-slots';

/** A call that ends when its `finish` is called. */
function pending() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { finish, done };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createRequestSlots', () => {
  it('runs at most `size` calls at once and starts the waiting ones in order', async () => {
    const slots = createRequestSlots(2);
    const calls = [pending(), pending(), pending(), pending()];
    const started: number[] = [];
    const results = calls.map((call, i) =>
      slots(async () => {
        started.push(i);
        await call.done;
        return i;
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);
    calls[1]!.finish();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    calls[0]!.finish();
    calls[2]!.finish();
    calls[3]!.finish();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3]);
  });

  it('frees the slot of a call that fails', async () => {
    const slots = createRequestSlots(1);
    await expect(slots(() => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await slots(() => Promise.resolve('next'))).toBe('next');
  });

  it('drops a waiting call whose signal aborts, without taking a slot', async () => {
    const slots = createRequestSlots(1);
    const first = pending();
    const running = slots(() => first.done);
    const controller = new AbortController();
    let ran = false;
    const cancelled = slots(async () => {
      ran = true;
    }, controller.signal);
    controller.abort();
    await expect(cancelled).rejects.toThrow();
    const third = slots(() => Promise.resolve('third'));
    first.finish();
    await running;
    expect(await third).toBe('third');
    expect(ran).toBe(false);
  });

  it('refuses a call whose signal has already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      createRequestSlots(1)(() => Promise.resolve(1), controller.signal),
    ).rejects.toThrow();
  });
});
