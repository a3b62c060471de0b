/**
 * The live demo: every minute, one reading per demo point, sampled from the same signal model as
 * the loaded history, and one per point mapped from a site's building system (onboarding), at
 * the value the system reports now — all sent through the ingestion service that devices use.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { BuildingSystems } from '../bas/building-systems';
import { answerWithin, asReading } from '../bas/connector';
import type { DatabaseHandle } from '../db/connect';
import { measurements, points, sites } from '../db/schema/index';
import { buildDemoSeries } from '../db/seed/demo-series';
import { readDemoSettings } from '../db/seed/demo-settings';
import { sampleSignal, TIME } from '../db/seed/signal-model';
import { ingestReadings, type IngestResult, type ReadingInput } from './ingest';

export interface Simulator {
  stop(): Promise<void>;
}

/** The sites' building systems, how long one may take to list its points, and where a failure is told. */
export interface SystemsFeed {
  systems: BuildingSystems;
  readTimeoutMs: number;
  log: Pick<Logger, 'warn'>;
}

/** Readings of the demo's own series at `now`; none outside a demo database. */
async function demoReadings(database: DatabaseHandle, now: number): Promise<ReadingInput[]> {
  const settings = await readDemoSettings(database.db);
  if (!settings) {
    return [];
  }
  const anchor = Date.parse(settings.anchor);
  const { series } = buildDemoSeries(anchor);
  const refs = await database.db
    .select({ basRef: points.basRef, seriesId: points.seriesId })
    .from(points);
  const seriesByRef = new Map(refs.map((r) => [r.basRef, r.seriesId]));
  return series.flatMap((s) => {
    const seriesId = seriesByRef.get(s.basRef);
    const value = sampleSignal(s.spec, now);
    return seriesId === undefined || value === null ? [] : [{ seriesId, ts: new Date(now), value }];
  });
}

/**
 * Readings at `now` of the points mapped from each linked site's building system, at the values
 * the system lists. A system that does not answer in time is skipped until the next minute.
 */
async function buildingSystemReadings(
  database: DatabaseHandle,
  { systems, readTimeoutMs, log }: SystemsFeed,
  now: number,
): Promise<ReadingInput[]> {
  const mapped = await database.db
    .select({
      siteId: sites.id,
      commanderLicenseId: sites.commanderLicenseId,
      basRef: points.basRef,
      seriesId: points.seriesId,
      states: measurements.multiStateValues,
    })
    .from(points)
    .innerJoin(sites, eq(sites.id, points.siteId))
    .leftJoin(measurements, eq(measurements.id, points.measurementId))
    .where(and(isNotNull(sites.commanderLicenseId), isNotNull(points.basRef)));
  const readings: ReadingInput[] = [];
  for (const siteId of new Set(mapped.map((p) => p.siteId))) {
    const ofSite = mapped.filter((p) => p.siteId === siteId);
    const system = systems.forSite({
      id: siteId,
      commanderLicenseId: ofSite[0]!.commanderLicenseId,
    });
    if (!system) {
      continue;
    }
    try {
      const devices = await answerWithin(system.readDevices({ reread: true }), readTimeoutMs);
      const values = new Map(devices.flatMap((d) => d.points.map((p) => [p.ref, p.value])));
      for (const point of ofSite) {
        const value = asReading(values.get(point.basRef!) ?? null, point.states);
        if (value !== null) {
          readings.push({ seriesId: point.seriesId, ts: new Date(now), value });
        }
      }
    } catch (error) {
      log.warn({ err: error, siteId }, 'building system not read');
    }
  }
  return readings;
}

/**
 * One simulator step: a reading for every demo point, and with `feed` every point mapped from a
 * building system, at the minute `now` falls in.
 */
export async function simulateMinute(
  database: DatabaseHandle,
  nowMs: number,
  feed?: SystemsFeed,
): Promise<IngestResult> {
  const now = Math.floor(nowMs / TIME.MINUTE) * TIME.MINUTE;
  const readings = [
    ...(await demoReadings(database, now)),
    ...(feed ? await buildingSystemReadings(database, feed, now) : []),
  ];
  return ingestReadings(database, readings);
}

export function startDemoSimulator(
  database: DatabaseHandle,
  logger: Logger,
  systems: Omit<SystemsFeed, 'log'>,
): Simulator {
  let running: Promise<void> = Promise.resolve();
  const tick = async () => {
    const result = await simulateMinute(database, Date.now(), { ...systems, log: logger });
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
