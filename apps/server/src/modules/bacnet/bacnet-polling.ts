/**
 * The BACnet poller (issue 21): every poll interval of a BACnet-enabled site, the present values
 * of the site's points mapped from BACnet objects (points.bas_ref '<device>:<type>:<instance>')
 * are read, batched per device (BacnetConnector.readPoints), checked as HTTP and MQTT readings are
 * (the point's kind and states, the possible range of its type) and stored through the ingestion
 * service, so rollups, latest values, alerts and the live stream follow as for any reading.
 * A device that does not answer costs its points this poll and a warning, nothing more.
 * Every server process runs the ticks; each site's poll of a period is done by one of them
 * (db/once-across-processes.ts). Each tick also gives the building systems every site's enabled
 * settings, so a change saved through another process reaches this one within a tick.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { BuildingSystems } from '../../bas/building-systems';
import { parsePointRef, pointKind } from '../../bas/bacnet/points';
import type { BacnetSiteSystem } from '../../bas/bacnet/site-system';
import type { DatabaseHandle } from '../../db/connect';
import { onceAcrossProcesses } from '../../db/once-across-processes';
import { measurements, points } from '../../db/schema/index';
import { ingestReadings, type IngestResult, type ReadingInput } from '../../telemetry/ingest';
import { toStoredValue } from '../ingest/ingest.service';
import { readEnabledBacnetSites } from './bacnet-settings.service';

/** How often the poller looks for sites due: well inside the shortest poll interval (10 s). */
export const BACNET_POLL_TICK_MS = 5_000;

type Log = Pick<FastifyBaseLogger, 'warn'>;

export interface BacnetPollResult extends IngestResult {
  /** Devices that did not answer this poll. */
  failedDevices: number;
}

/**
 * One poll of a site: its BACnet points' present values, stored as readings at `now`. Never
 * throws for a device that does not answer; it is logged.
 */
export async function pollSite(
  database: DatabaseHandle,
  system: BacnetSiteSystem,
  siteId: string,
  log: Log,
  now = Date.now(),
): Promise<BacnetPollResult> {
  const rows = await database.db
    .select({
      seriesId: points.seriesId,
      ref: points.basRef,
      kind: points.kind,
      measurementKind: measurements.kind,
      states: measurements.multiStateValues,
      pointType: points.type,
      measurementPointType: measurements.pointType,
    })
    .from(points)
    .leftJoin(measurements, eq(measurements.id, points.measurementId))
    .where(and(eq(points.siteId, siteId), isNotNull(points.basRef)));
  const mapped = rows.flatMap((row) => {
    const object = row.ref === null ? null : parsePointRef(row.ref)?.object;
    return row.ref !== null && object && pointKind(object.type) ? [{ ...row, ref: row.ref }] : [];
  });
  if (mapped.length === 0) {
    return { stored: 0, duplicates: 0, failedDevices: 0 };
  }
  const { values, failed } = await system.readPoints([...new Set(mapped.map((p) => p.ref))]);
  for (const { deviceInstance, reason } of failed) {
    log.warn({ siteId, deviceInstance, reason }, 'BACnet device not read');
  }
  const readings: ReadingInput[] = [];
  for (const point of mapped) {
    const value = values.get(point.ref) ?? null;
    if (value === null) {
      continue;
    }
    const stored = toStoredValue(
      {
        kind: point.measurementKind ?? point.kind,
        states: point.states,
        point_type: point.pointType ?? point.measurementPointType,
      },
      value,
    );
    if (typeof stored === 'string') {
      log.warn({ siteId, ref: point.ref, value, reason: stored }, 'BACnet value not stored');
    } else {
      readings.push({ seriesId: point.seriesId, ts: new Date(now), value: stored });
    }
  }
  const result =
    readings.length === 0 ? { stored: 0, duplicates: 0 } : await ingestReadings(database, readings);
  return { ...result, failedDevices: failed.length };
}

export interface BacnetPolling {
  stop(): Promise<void>;
}

/** Starts the ticks; `stop` waits for the polls running. */
export function startBacnetPolling({
  database,
  systems,
  log,
  tickMs = BACNET_POLL_TICK_MS,
}: {
  database: DatabaseHandle;
  systems: BuildingSystems;
  log: Log;
  tickMs?: number;
}): BacnetPolling {
  const running = new Map<string, Promise<void>>();
  /** The last period each site was polled in (or found polled) by this process. */
  const polledPeriod = new Map<string, number>();
  let ticking: Promise<void> = Promise.resolve();

  const tick = async () => {
    const sites = await readEnabledBacnetSites(database.db);
    systems.useAllBacnetSettings(sites);
    const now = Date.now();
    for (const site of sites) {
      const period = Math.floor(now / (site.settings.pollIntervalS * 1000));
      const system = systems.bacnetOf({
        id: site.siteId,
        commanderLicenseId: site.commanderLicenseId,
      });
      if (!system || running.has(site.siteId) || polledPeriod.get(site.siteId) === period) {
        continue;
      }
      polledPeriod.set(site.siteId, period);
      const poll = onceAcrossProcesses(database, `bacnet.poll.${site.siteId}`, period, () =>
        pollSite(database, system, site.siteId, log, now),
      )
        .then(
          () => undefined,
          (error: unknown) => log.warn({ err: error, siteId: site.siteId }, 'BACnet poll failed'),
        )
        .finally(() => running.delete(site.siteId));
      running.set(site.siteId, poll);
    }
  };
  const run = () => {
    ticking = tick().catch((error: unknown) =>
      log.warn({ err: error }, 'BACnet sites not read for polling'),
    );
  };
  run();
  const timer = setInterval(run, tickMs);
  return {
    async stop() {
      clearInterval(timer);
      await ticking;
      await Promise.all(running.values());
    },
  };
}
