// One tab's live stream (issue 20): GET /api/stream with the union of the topics the mounted
// screens ask for, read with fetch (EventSource cannot send the session's Authorization header).
// A lobby screen's kiosk topics need no session: without one, only they are asked for.
// It reopens when the topics change (debounced), resumes with Last-Event-ID after a drop with the
// shared back-off, takes a stream silent for STREAM_SILENCE_MS for dropped, closes while the tab
// is hidden, and says whether it is live so screens poll only while it is not.
import { streamEvents, type StreamEventName } from '@airboard/shared/api';
import { STREAM_RETRY_MAX_MS, STREAM_RETRY_MS, STREAM_SILENCE_MS } from '@airboard/shared/rules';
import { createSseParser } from './sse-parser';

/** Topic changes within this long (screens mounting one after another) reopen the stream once. */
export const TOPICS_DEBOUNCE_MS = 150;

export type LiveStreamStatus = {
  /** A stream is open and has said something: pushed changes arrive. */
  live: boolean;
  /** The topics of the open stream. */
  topics: readonly string[];
  /** Counts the streams opened: a new one may have missed what happened while none was open. */
  connection: number;
};

/** Whether the tab can be seen; the stream closes while it cannot. */
export type PageVisibility = {
  hidden(): boolean;
  onChange(listener: () => void): () => void;
};

export type LiveStreamOptions = {
  token: () => string | null;
  onEvent: (name: StreamEventName, data: unknown) => void;
  fetch?: typeof fetch;
  visibility?: PageVisibility;
  url?: string;
  /** How long a silent stream is taken for alive (STREAM_SILENCE_MS; shorter in tests). */
  silenceMs?: number;
};

export type LiveStream = {
  setTopics: (topics: readonly string[]) => void;
  status: () => LiveStreamStatus;
  /** Calls the listener when the status changes; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
  close: () => void;
};

const documentVisibility: PageVisibility = {
  hidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
  onChange(listener) {
    if (typeof document === 'undefined') {
      return () => undefined;
    }
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

const sameTopics = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((t, i) => t === b[i]);

const isStreamEvent = (name: string): name is StreamEventName => Object.hasOwn(streamEvents, name);

/** Kiosk topics are followed by the kiosk's public id; every other topic needs a session. */
const needsSession = (topic: string) => !topic.startsWith('kiosk:');

export function createLiveStream(options: LiveStreamOptions): LiveStream {
  const send =
    options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const visibility = options.visibility ?? documentVisibility;
  const url = options.url ?? '/api/stream';
  const listeners = new Set<() => void>();

  let wanted: readonly string[] = [];
  /** The topics of the stream being opened or open; empty when none is. */
  let opened: readonly string[] = [];
  let status: LiveStreamStatus = { live: false, topics: [], connection: 0 };
  let lastEventId: string | null = null;
  let retryMs = STREAM_RETRY_MS;
  let current: AbortController | null = null;
  let debounceTimer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const setStatus = (next: LiveStreamStatus) => {
    if (
      next.live !== status.live ||
      next.connection !== status.connection ||
      !sameTopics(next.topics, status.topics)
    ) {
      status = next;
      listeners.forEach((listener) => listener());
    }
  };

  /** Ends the open stream (if any) and any planned retry; what ends this way is no drop. */
  const stop = () => {
    const ending = current;
    current = null;
    ending?.abort();
    clearTimeout(retryTimer);
    retryTimer = undefined;
    opened = [];
    setStatus({ ...status, live: false, topics: [] });
  };

  /** Opens the stream for what is wanted now, unless nothing is, or the tab is hidden. */
  const open = () => {
    stop();
    const token = options.token();
    if (
      closed ||
      wanted.length === 0 ||
      visibility.hidden() ||
      (token === null && wanted.some(needsSession))
    ) {
      return;
    }
    const controller = new AbortController();
    current = controller;
    opened = wanted;
    void read(controller, opened, token).then(() => {
      if (current !== controller) {
        return;
      }
      // Ended by the server, the network or the silence timer: tried again after the back-off.
      current = null;
      setStatus({ ...status, live: false, topics: [] });
      retryTimer = setTimeout(() => {
        retryTimer = undefined;
        open();
      }, retryMs);
      retryMs = Math.min(retryMs * 2, STREAM_RETRY_MAX_MS);
    });
  };

  async function read(
    controller: AbortController,
    topics: readonly string[],
    token: string | null,
  ) {
    let silence: ReturnType<typeof setTimeout> | undefined;
    const heard = () => {
      clearTimeout(silence);
      silence = setTimeout(() => controller.abort(), options.silenceMs ?? STREAM_SILENCE_MS);
    };
    heard();
    try {
      const headers: Record<string, string> = { Accept: 'text/event-stream' };
      if (token !== null) {
        headers.Authorization = `Bearer ${token}`;
      }
      if (lastEventId !== null) {
        headers['Last-Event-ID'] = lastEventId;
      }
      const query = new URLSearchParams({ topics: topics.join(',') });
      const response = await send(`${url}?${query.toString()}`, {
        headers,
        signal: controller.signal,
        cache: 'no-store',
      });
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || !type.startsWith('text/event-stream') || response.body === null) {
        await response.body?.cancel().catch(() => undefined);
        return;
      }
      const parser = createSseParser(lastEventId);
      const decoder = new TextDecoder();
      const reader = response.body.getReader();
      let announced = false;
      for (;;) {
        const { done, value } = await reader.read();
        if (done || current !== controller) {
          return;
        }
        heard();
        // Live once something arrives: a proxy that buffers the stream sends headers and nothing.
        if (!announced) {
          announced = true;
          retryMs = STREAM_RETRY_MS;
          setStatus({ live: true, topics, connection: status.connection + 1 });
        }
        for (const message of parser.push(decoder.decode(value, { stream: true }))) {
          if (message.kind === 'event' && isStreamEvent(message.event)) {
            dispatch(message.event, message.data);
          }
        }
        lastEventId = parser.lastEventId();
      }
    } catch {
      // A refused connection or a cut stream: a drop, tried again with the back-off.
    } finally {
      clearTimeout(silence);
    }
  }

  /** Hands on an event whose data is what the contract says; anything else is skipped. */
  function dispatch(name: StreamEventName, text: string) {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      return;
    }
    const parsed = streamEvents[name].safeParse(data);
    if (parsed.success) {
      options.onEvent(name, parsed.data);
    }
  }

  const unwatch = visibility.onChange(() => {
    if (visibility.hidden()) {
      stop();
    } else if (current === null) {
      // Back at once, not after the back-off: resumes from the last event seen.
      retryMs = STREAM_RETRY_MS;
      open();
    }
  });

  return {
    setTopics: (topics) => {
      const next = [...new Set(topics)].sort();
      if (sameTopics(next, wanted)) {
        return;
      }
      wanted = next;
      clearTimeout(debounceTimer);
      debounceTimer = setTimeout(() => {
        if (wanted.length === 0) {
          stop();
        } else if (retryTimer === undefined && !sameTopics(wanted, opened)) {
          // A retry already planned opens with the new topics when it is due.
          open();
        }
      }, TOPICS_DEBOUNCE_MS);
    },
    status: () => status,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => {
      closed = true;
      clearTimeout(debounceTimer);
      unwatch();
      stop();
    },
  };
}
