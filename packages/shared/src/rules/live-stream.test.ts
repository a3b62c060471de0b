// The live stream's numbers hold together: a healthy stream is never taken for dead, retries
// grow to a ceiling, and coalescing and a kiosk's read limit stay under the 2 s a pushed reading
// may take.
import { describe, expect, it } from 'vitest';
import {
  STREAM_COALESCE_MS,
  STREAM_HEARTBEAT_MS,
  STREAM_KIOSK_READ_MIN_MS,
  STREAM_RETRY_MAX_MS,
  STREAM_RETRY_MS,
  STREAM_SILENCE_MS,
  STREAM_TOPICS_MAX,
} from './live-stream';

describe('live stream rules', () => {
  it('takes a stream for dead only after two heartbeats went missing', () => {
    expect(STREAM_SILENCE_MS).toBeGreaterThan(2 * STREAM_HEARTBEAT_MS);
  });

  it('retries from one second, doubling to at most thirty', () => {
    expect(STREAM_RETRY_MS).toBe(1_000);
    expect(STREAM_RETRY_MAX_MS).toBe(30_000);
    expect(STREAM_RETRY_MS * 2 ** 5).toBeGreaterThan(STREAM_RETRY_MAX_MS);
  });

  it('gathers a site’s changes for a quarter second, well within the 2 s a push may take', () => {
    expect(STREAM_COALESCE_MS).toBe(250);
    expect(STREAM_COALESCE_MS).toBeLessThan(2_000 / 4);
  });

  it('reads a kiosk at most once a second, so a change still reaches its screen within 2 s', () => {
    expect(STREAM_KIOSK_READ_MIN_MS).toBe(1_000);
    // Worst case: a change just after a read waits out the gathering, then the rest of the second.
    expect(STREAM_COALESCE_MS + STREAM_KIOSK_READ_MIN_MS).toBeLessThan(2_000);
  });

  it('carries up to 50 topics', () => {
    expect(STREAM_TOPICS_MAX).toBe(50);
  });
});
