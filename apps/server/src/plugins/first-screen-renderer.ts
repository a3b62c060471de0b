/**
 * The first screen of a signed-in browser, rendered by the server (decision 023; issue 18's LCP):
 * for a page request of a first screen (home, a site or zone page, the dashboards, a kiosk) that
 * carries the session's cookie (auth/session-cookie.ts), the web app's server build
 * (apps/web/dist-first-screen) renders the screen in a worker thread (first-screen-worker.mjs),
 * and the page arrives with it painted and with the API's answers it was drawn from; the app
 * takes over from there. Each API request of the render goes through the server's own routes
 * (app.inject) with the browser's session, host and address: the same access checks, rate limits
 * and answers as the app's own requests. A render that fails, or is not done in time
 * (FIRST_SCREEN_TIMEOUT_MS), gives null and the browser gets the app as usual. The thread renders
 * each first screen once when it starts (with no answers), so that the screens' code is loaded
 * before the first browser asks.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { WIDTH_COOKIE, type ApiAnswer, type FirstScreen } from '@airboard/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestCookie } from '../lib/request-cookie';

type WorkerMessage =
  | { type: 'ask'; id: number; ask: number; path: string }
  | { type: 'rendered'; id: number; screen: FirstScreen | null; error?: string };

/** Renders run one at a time in the worker; past this many waiting, a page goes without. */
const MOST_WAITING = 4;
/** A render the thread has not ended after this is stuck, and so is every one behind it. */
const STUCK_MS = 30_000;
const RENDERER_FILE = 'render.js';
const WORKER_FILE = new URL('./first-screen-worker.mjs', import.meta.url);

/** The width a phone's page is laid out at when the app has not said (a 390 px-wide phone). */
const PHONE_WIDTH = 390;
/** The width any other page is laid out at when the app has not said. */
const DESKTOP_WIDTH = 1280;

/**
 * The width the page is laid out at: the browser window's, as the app last said it, else a
 * phone's when the browser says it is one (the Sec-CH-UA-Mobile hint Chromium sends, else "Mobi"
 * in its user agent, as MDN advises), else a desktop's.
 */
export function layoutWidth(request: FastifyRequest): number {
  const said = requestCookie(request, WIDTH_COOKIE) ?? '';
  if (/^\d{3,4}$/.test(said) && Number(said) >= 200) {
    return Number(said);
  }
  const hint = request.headers['sec-ch-ua-mobile'];
  const phone =
    hint !== undefined ? hint === '?1' : /Mobi/.test(request.headers['user-agent'] ?? '');
  return phone ? PHONE_WIDTH : DESKTOP_WIDTH;
}

interface Render {
  request: FastifyRequest;
  token: string;
  resolve: (screen: FirstScreen | null) => void;
}

export interface FirstScreenRenderer {
  /** The rendered screen of the page the request asks for, or null. */
  render(request: FastifyRequest, token: string): Promise<FirstScreen | null>;
  close(): Promise<void>;
}

/** The renderer of the web app's server build in `dir` (a page gets none while there is none). */
export interface RendererOptions {
  /** The web app's server build. */
  dir: string;
  /** Whether a path is the API's: the only paths a render may ask for. */
  isApiPath: (path: string) => boolean;
  /** Pages to render when the thread starts, to load their code. */
  warmUpPaths: string[];
  timeoutMs: number;
}

export function startFirstScreenRenderer(
  app: FastifyInstance,
  { dir, isApiPath, warmUpPaths, timeoutMs }: RendererOptions,
): FirstScreenRenderer {
  const file = path.join(dir, RENDERER_FILE);
  const rendererUrl = pathToFileURL(file).href;
  const renders = new Map<number, Render>();
  /** When each render the thread has not ended yet was given to it (timed out ones too). */
  const unended = new Map<number, number>();
  let lastId = 0;
  let worker: Worker | null = null;

  async function answer(render: Render, apiPath: string): Promise<ApiAnswer> {
    if (!apiPath.startsWith('/') || !isApiPath(apiPath)) {
      return { status: 404, body: '{}' };
    }
    const { request, token } = render;
    const response = await app.inject({
      method: 'GET',
      url: apiPath,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        ...(request.headers.host ? { host: request.headers.host } : {}),
      },
      remoteAddress: request.ip,
    });
    return { status: response.statusCode, body: response.body };
  }

  /** A thread stuck on a render is replaced (its renders end without a screen). */
  function replaceIfStuck(): void {
    const oldest = Math.min(...unended.values());
    if (worker && Date.now() - oldest > STUCK_MS) {
      app.log.error('first screen: the renderer is stuck; starting a new one');
      void worker.terminate();
      worker = null;
    }
  }

  function finish(id: number, screen: FirstScreen | null): void {
    renders.get(id)?.resolve(screen);
    renders.delete(id);
  }

  function startWorker(): Worker {
    const started = new Worker(WORKER_FILE, {
      workerData: { rendererUrl, warmUpPaths, warmUpWidth: DESKTOP_WIDTH },
    });
    // An idle renderer does not keep the process alive.
    started.unref();
    started.on('message', (message: WorkerMessage) => {
      if (message.type === 'ask') {
        const render = renders.get(message.id);
        const answered = render
          ? answer(render, message.path)
          : Promise.resolve({ status: 410, body: '{}' });
        void answered
          .catch((): ApiAnswer => ({ status: 500, body: '{}' }))
          .then((reply) =>
            started.postMessage({ type: 'answer', ask: message.ask, answer: reply }),
          );
      } else if (message.type === 'rendered') {
        unended.delete(message.id);
        if (message.error) {
          app.log.warn({ error: message.error }, 'first screen: render failed');
        }
        finish(message.id, message.screen);
      }
    });
    // A failed thread fails its renders; the next page starts a new one.
    started.on('error', (error) => app.log.error({ err: error }, 'first screen: renderer failed'));
    started.on('exit', () => {
      if (worker === started) {
        worker = null;
      }
      unended.clear();
      for (const id of renders.keys()) {
        finish(id, null);
      }
    });
    return started;
  }

  /** The thread, started once the build is there (`npm start` makes it after the server is up). */
  function readyWorker(): Worker | null {
    worker ??= fs.existsSync(file) ? startWorker() : null;
    return worker;
  }

  readyWorker();
  return {
    render(request, token) {
      replaceIfStuck();
      if (renders.size >= MOST_WAITING || readyWorker() === null) {
        return Promise.resolve(null);
      }
      lastId += 1;
      const id = lastId;
      return new Promise((resolve) => {
        const timer = setTimeout(() => finish(id, null), timeoutMs);
        renders.set(id, {
          request,
          token,
          resolve: (screen) => {
            clearTimeout(timer);
            resolve(screen);
          },
        });
        unended.set(id, Date.now());
        worker?.postMessage({
          type: 'render',
          id,
          url: `http://localhost${request.url}`,
          mediaWidth: layoutWidth(request),
        });
      });
    },
    async close() {
      const stopping = worker;
      worker = null;
      await stopping?.terminate();
    },
  };
}
