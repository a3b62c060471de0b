/**
 * The live demo: every minute, one reading per demo point, sampled from the same signal model as
 * the loaded history and sent through the ingestion service that devices use.
 */
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../db/connect';
import { points } from '../db/schema/index';
import { buildDemoSeries } from '../db/seed/demo-series';
import { readDemoSettings } from '../db/seed/demo-settings';
import { sampleSignal, TIME } from '../db/seed/signal-model';
import { ingestReadings, type IngestResult } from './ingest';

export interface Simulator {
  stop(): Promise<void>;
}

/** One simulator step: a reading for every demo point at the minute `now` falls in. */
export async function simulateMinute(
  database: DatabaseHandle,
  nowMs: number,
): Promise<IngestResult> {
  const settings = await readDemoSettings(database.db);
  if (!settings) {
    return { stored: 0, duplicates: 0 }; // not a demo database
  }
  const anchor = Date.parse(settings.anchor);
  const { series } = buildDemoSeries(anchor);
  const refs = await database.db
    .select({ basRef: points.basRef, seriesId: points.seriesId })
    .from(points);
  const seriesByRef = new Map(refs.map((r) => [r.basRef, r.seriesId]));
  const now = Math.floor(nowMs / TIME.MINUTE) * TIME.MINUTE;
  const readings = series.flatMap((s) => {
    const seriesId = seriesByRef.get(s.basRef);
    const value = sampleSignal(s.spec, now);
    return seriesId === undefined || value === null ? [] : [{ seriesId, ts: new Date(now), value }];
  });
  return ingestReadings(database, readings);
}

export function startDemoSimulator(database: DatabaseHandle, logger: Logger): Simulator {
  let running: Promise<void> = Promise.resolve();
  const tick = async () => {
    const result = await simulateMinute(database, Date.now());
    logger.debug({ stored: result.stored }, 'simulator tick');
  };
  const run = () => {
    running = tick().catch((error: unknown) =>
      logger.warn({ err: error }, 'simulator tick failed'),
    );
  };
  run();
  const timer = setInterval(run, TIME.MINUTE);
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
