/**
 * The kiosk watch, started and stopped with the app's other workers (app.ts): every
 * HEARTBEAT_FLUSH_MS it writes the heartbeats noted in memory (kiosk-heartbeats.ts), and every
 * OFFLINE_CHECK_MS it e-mails the admins who opted in about kiosks gone offline
 * (kiosk-offline.ts). One step runs at a time, so a slow database never piles them up; the timers
 * do not keep the process alive, and stopping writes the last heartbeats.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/connect';
import { checkOfflineKiosks } from './kiosk-offline';
import type { KioskScreens } from './kiosk-screens';

export const HEARTBEAT_FLUSH_MS = 15_000;
export const OFFLINE_CHECK_MS = 60_000;

export interface KioskWatch {
  stop(): Promise<void>;
}

export function startKioskWatch(options: {
  database: DatabaseHandle;
  screens: KioskScreens;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** E-mails were queued: the app nudges its job runner. */
  onMailQueued: () => void;
}): KioskWatch {
  const { database, screens, log } = options;
  let running: Promise<void> = Promise.resolve();
  const step = (what: string, work: () => Promise<unknown>) => {
    running = running
      .then(work)
      .then(() => undefined)
      .catch((error: unknown) => log.warn({ err: error }, `kiosk ${what} failed; retrying later`));
  };
  const flush = () => screens.heartbeats.flush(database);
  const check = async () => {
    // The heartbeats noted here first, so a kiosk this server just saw is not told offline.
    await flush();
    const queued = await checkOfflineKiosks(database, {
      publicUrl: options.publicUrl,
      now: new Date(),
    });
    if (queued > 0) {
      options.onMailQueued();
    }
  };
  const flushTimer = setInterval(() => step('heartbeat flush', flush), HEARTBEAT_FLUSH_MS);
  const checkTimer = setInterval(() => step('offline check', check), OFFLINE_CHECK_MS);
  flushTimer.unref();
  checkTimer.unref();
  return {
    async stop() {
      clearInterval(flushTimer);
      clearInterval(checkTimer);
      step('heartbeat flush', flush);
      await running;
    },
  };
}
