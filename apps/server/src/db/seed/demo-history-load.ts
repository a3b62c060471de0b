/**
 * The demo history loading in the background of a server's start (issue 18): the server listens
 * once the foundation is in, and this loads the days still missing while it answers. It says how
 * far it is — the percentage for /api/health (the web app shows it in a notice) and a progress
 * line with the time left for the terminal — and stops between two days on shutdown, so the next
 * start goes on from there.
 */
import type { DatabaseHandle } from '../connect';
import { asHeavyWork } from '../heavy-work';
import type { DemoSettings } from './demo-settings';
import { loadHistory, type DemoHistory, type HistoryProgress } from './load/history';

export interface DemoHistoryLoad {
  /** 0–100 while the history loads; null when nothing loads (all in, stopped, failed, no demo). */
  percent(): number | null;
  /**
   * Resolves once the newest day is in (at once when nothing is to load): live readings may follow
   * it from then on. Stays pending when the load stops or fails before.
   */
  newestDay: Promise<void>;
  /** Resolves when the load has ended: with what it stored, or null when stopped or failed. */
  finished: Promise<DemoHistory | null>;
  /** Stops the load between two days and waits for it. */
  stop(): Promise<void>;
}

/** A server with its demo history all in, or without a demo. */
export const NO_DEMO_HISTORY_LOAD: DemoHistoryLoad = {
  percent: () => null,
  newestDay: Promise.resolve(),
  finished: Promise.resolve(null),
  stop: () => Promise.resolve(),
};

/** A line at most this often, and at every tenth of the way. */
const PROGRESS_LINE_MS = 5_000;

/** Starts loading the rest of the demo's history; `say` hears the progress lines. */
export function startDemoHistoryLoad(
  handle: DatabaseHandle,
  settings: DemoSettings,
  say: (line: string) => void,
): DemoHistoryLoad {
  const stopping = new AbortController();
  let fraction = 0;
  let running = true;
  let lastLine = { at: 0, tenth: -1 };
  let began: { fraction: number; at: number } | null = null;
  const startedAt = performance.now();
  let newestIn: () => void = () => undefined;
  const newestDay = new Promise<void>((resolve) => (newestIn = resolve));

  const onProgress = (now: HistoryProgress) => {
    fraction = now.fraction;
    const at = performance.now();
    began ??= { fraction, at };
    const tenth = Math.floor(10 * fraction);
    if (tenth > lastLine.tenth || at - lastLine.at >= PROGRESS_LINE_MS) {
      lastLine = { at, tenth };
      say(
        describeHistoryProgress(fraction, {
          fraction: fraction - began.fraction,
          ms: at - began.at,
        }),
      );
    }
  };
  const finished = asHeavyWork(() =>
    loadHistory(handle, settings, { onProgress, onNewestDay: newestIn, signal: stopping.signal }),
  ).then(
    (stored) => {
      const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
      say(
        stored
          ? `demo history loaded in ${seconds} s: ${stored.readings.toLocaleString('en-US')} readings, ` +
              `${stored.rollups.toLocaleString('en-US')} quarter-hour rollups, ${stored.alerts} alerts (${stored.activeAlerts} active)`
          : 'demo history load stopped; the next start goes on with it',
      );
      return stored;
    },
    (error: unknown) => {
      say(
        `demo history load failed (${error instanceof Error ? error.message : String(error)}); the next start goes on with it`,
      );
      return null;
    },
  );
  const ended = finished.finally(() => (running = false));
  return {
    percent: () => (running ? Math.floor(100 * fraction) : null),
    newestDay,
    finished: ended,
    async stop() {
      stopping.abort();
      await ended;
    },
  };
}

/**
 * The terminal's progress line: how much of the history is in (0 to 1), and the time left at the
 * pace of this run so far (`recent`: how much it loaded, in how long).
 */
export function describeHistoryProgress(
  fraction: number,
  recent: { fraction: number; ms: number },
): string {
  const left = 1 - fraction;
  const eta =
    recent.fraction > 0 && left > 0
      ? `, about ${Math.max(1, Math.round((left * recent.ms) / recent.fraction / 1000))} s left`
      : '';
  return `demo history ${Math.floor(100 * fraction)} % loaded${eta}`;
}
