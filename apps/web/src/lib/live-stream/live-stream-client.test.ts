// The tab's stream against a real tiny HTTP server: it opens with the topics and the session's
// token, is live once the server speaks, hands on the contract's events, resumes with
// Last-Event-ID after a drop, closes while the tab is hidden and stays off when refused.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLiveStream, TOPICS_DEBOUNCE_MS, type LiveStream } from './live-stream-client';
import { expectConsoleError } from '../../test/console-guard';

type Opened = { url: string; headers: http.IncomingHttpHeaders; res: http.ServerResponse };

let server: http.Server;
let base: string;
let opened: Opened[];
let refuse: boolean;
let stream: LiveStream | undefined;

beforeEach(async () => {
  opened = [];
  refuse = false;
  server = http.createServer((req, res) => {
    if (refuse) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{}');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(': open\n\n');
    opened.push({ url: req.url ?? '', headers: req.headers, res });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  stream?.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) {
      throw new Error('timed out');
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

function visibilityStub() {
  let hidden = false;
  const listeners = new Set<() => void>();
  return {
    hidden: () => hidden,
    onChange(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: boolean) {
      hidden = next;
      listeners.forEach((l) => l());
    },
  };
}

function start(
  events: [string, unknown][] = [],
  visibility = visibilityStub(),
  silenceMs?: number,
  token: string | null = 'tok',
) {
  stream = createLiveStream({
    ...(silenceMs === undefined ? {} : { silenceMs }),
    token: () => token,
    onEvent: (name, data) => events.push([name, data]),
    url: `${base}/api/stream`,
    visibility,
  });
  return stream;
}

const job = {
  objectId: 'j1',
  status: 'completed',
  errorMessage: null,
  arguments: { curVal: 1 },
  completedAt: null,
};

describe('createLiveStream', () => {
  it('opens once with the union of the topics, debounced, and is live when the server speaks', async () => {
    const s = start();
    s.setTopics(['site:b', 'zone:a']);
    s.setTopics(['site:b', 'zone:a', 'site:b', 'job:c']);
    expect(s.status().live).toBe(false);
    await until(() => s.status().live);
    expect(opened).toHaveLength(1);
    expect(decodeURIComponent(opened[0]!.url)).toBe('/api/stream?topics=job:c,site:b,zone:a');
    expect(opened[0]!.headers.authorization).toBe('Bearer tok');
    expect(s.status()).toEqual({
      live: true,
      topics: ['job:c', 'site:b', 'zone:a'],
      connection: 1,
    });
  });

  it('follows a kiosk without a session, and nothing that needs one', async () => {
    const s = start([], visibilityStub(), undefined, null);
    s.setTopics(['kiosk:pub1', 'site:s1']);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(opened).toHaveLength(0);
    s.setTopics(['kiosk:pub1']);
    await until(() => s.status().live);
    expect(decodeURIComponent(opened[0]!.url)).toBe('/api/stream?topics=kiosk:pub1');
    expect(opened[0]!.headers.authorization).toBeUndefined();
  });

  it("hands on the contract's events and skips what does not match it", async () => {
    const events: [string, unknown][] = [];
    const s = start(events);
    s.setTopics(['job:j1']);
    await until(() => s.status().live);
    opened[0]!.res.write('event: job\nid: 4\ndata: {"objectId":1}\n\n');
    opened[0]!.res.write('event: other\ndata: {}\n\n');
    opened[0]!.res.write(`event: job\nid: 5\ndata: ${JSON.stringify(job)}\n\n`);
    await until(() => events.length === 1);
    expect(events).toEqual([['job', job]]);
  });

  it('resumes with Last-Event-ID after the server drops it', async () => {
    const s = start();
    s.setTopics(['site:s1']);
    await until(() => s.status().live);
    opened[0]!.res.write(`event: reset\nid: 42\ndata: {}\n\n`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    opened[0]!.res.end();
    await until(() => !s.status().live);
    await until(() => opened.length === 2 && s.status().live);
    expect(opened[1]!.headers['last-event-id']).toBe('42');
    expect(s.status().connection).toBe(2);
  });

  it('takes a stream silent for too long for dropped and opens another', async () => {
    const s = start([], visibilityStub(), 300);
    s.setTopics(['site:s1']);
    await until(() => s.status().live);
    await until(() => !s.status().live);
    await until(() => opened.length === 2 && s.status().live);
    expect(opened[0]!.res.closed).toBe(true);
  });

  it('closes while the tab is hidden and reopens, resuming, when it is seen again', async () => {
    const visibility = visibilityStub();
    const s = start([], visibility);
    s.setTopics(['site:s1']);
    await until(() => s.status().live);
    opened[0]!.res.write(`event: reset\nid: 7\ndata: {}\n\n`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    visibility.set(true);
    expect(s.status().live).toBe(false);
    await until(() => opened[0]!.res.closed);
    visibility.set(false);
    await until(() => s.status().live);
    expect(opened).toHaveLength(2);
    expect(opened[1]!.headers['last-event-id']).toBe('7');
  });

  it('stays off when the server refuses, and closes when no topic is held', async () => {
    refuse = true;
    // The refused request is logged as a browser's console would.
    expectConsoleError();
    const s = start();
    s.setTopics(['site:s1']);
    await new Promise((resolve) => setTimeout(resolve, TOPICS_DEBOUNCE_MS + 200));
    expect(s.status().live).toBe(false);
    refuse = false;
    // The back-off's first retry comes after STREAM_RETRY_MS.
    await until(() => s.status().live, 3000);
    s.setTopics([]);
    await until(() => !s.status().live && opened[0]!.res.closed);
  });
});
