/**
 * The BACnet poller (issue 21): every poll interval of a BACnet-enabled site, the present values
 * of the site's points mapped from BACnet objects (points.bas_ref '<device>:<type>:<instance>')
 * are read, batched per device (BacnetConnector.readPoints), checked as HTTP and MQTT readings are
 * (the point's kind and states, the possible range of its type) and stored through the ingestion
 * service, so rollups, latest values, alerts and the live stream follow as for any reading.
 * A device that does not answer costs its points this poll and a warning, nothing more. Points
 * whose device accepts SubscribeCOV are subscribed instead (bacnet-cov.ts): their changes are
 * stored as they come, and this process's polls leave them out.
 * Every server process runs the ticks; each site's poll of a period is done by one of them
 * (db/once-across-processes.ts). Each tick also gives the building systems every site's enabled
 * settings, so a change saved through another process reaches this one within a tick.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { BuildingSystems } from '../../bas/building-systems';
import { parsePointRef, pointKind } from '../../bas/bacnet/points';
import type { BacnetSiteSystem } from '../../bas/bacnet/site-system';
import type { BasValue } from '../../bas/connector';
import type { DatabaseHandle } from '../../db/connect';
import { newObjectId } from '../../db/ids';
import { onceAcrossProcesses } from '../../db/once-across-processes';
import { measurements, points } from '../../db/schema/index';
import { ingestReadings, type IngestResult, type ReadingInput } from '../../telemetry/ingest';
import { toStoredValue } from '../ingest/ingest.service';
import { COV_REFRESH_MS, holdsCovLease, releaseCovLease, SiteCov } from './bacnet-cov';
import { readEnabledBacnetSites } from './bacnet-settings.service';

/** How long a change of value waits for others to be stored with it. */
const COV_STORE_DELAY_MS = 200;

/** How often the poller looks for sites due: well inside the shortest poll interval (10 s). */
export const BACNET_POLL_TICK_MS = 5_000;

/** A poll only warns; the COV subscriptions also say which devices refuse them. */
type PollLog = Pick<FastifyBaseLogger, 'warn'>;
type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

export interface BacnetPollResult extends IngestResult {
  /** Devices that did not answer this poll. */
  failedDevices: number;
}

/** A site's points mapped from BACnet objects, with what their readings are checked against. */
async function mappedPoints(database: DatabaseHandle, siteId: string) {
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
  return rows.flatMap((row) => {
    const object = row.ref === null ? null : parsePointRef(row.ref)?.object;
    return row.ref !== null && object && pointKind(object.type) ? [{ ...row, ref: row.ref }] : [];
  });
}
type MappedPoint = Awaited<ReturnType<typeof mappedPoints>>[number];

/** The point's value as a reading at `now`, checked as HTTP readings are; null (logged) if refused. */
function readingOf(
  point: MappedPoint,
  value: BasValue,
  now: number,
  log: PollLog,
  siteId: string,
): ReadingInput | null {
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
    return null;
  }
  return { seriesId: point.seriesId, ts: new Date(now), value: stored };
}

/**
 * One poll of a site: its BACnet points' present values, stored as readings at `now`; points
 * whose changes arrive by COV (`covered`) are left out. Never throws for a device that does not
 * answer; it is logged.
 */
export async function pollSite(
  database: DatabaseHandle,
  system: BacnetSiteSystem,
  siteId: string,
  log: PollLog,
  now = Date.now(),
  covered: ReadonlySet<string> = new Set(),
): Promise<BacnetPollResult> {
  const mapped = (await mappedPoints(database, siteId)).filter((p) => !covered.has(p.ref));
  if (mapped.length === 0) {
    return { stored: 0, duplicates: 0, failedDevices: 0 };
  }
  const { values, failed } = await system.readPoints([...new Set(mapped.map((p) => p.ref))]);
  for (const { deviceInstance, reason } of failed) {
    log.warn({ siteId, deviceInstance, reason }, 'BACnet device not read');
  }
  const readings = mapped.flatMap((point) => {
    const value = values.get(point.ref) ?? null;
    const reading = value === null ? null : readingOf(point, value, now, log, siteId);
    return reading ? [reading] : [];
  });
  const result =
    readings.length === 0 ? { stored: 0, duplicates: 0 } : await ingestReadings(database, readings);
  return { ...result, failedDevices: failed.length };
}

/**
 * A site's COV subscriptions as the poller keeps them: brought in line with the mapped points
 * every COV_REFRESH_MS by the process holding the site's lease; each notification is stored as a
 * reading when it arrives.
 */
class SiteChanges {
  private readonly points = new Map<string, MappedPoint>();
  readonly cov: SiteCov;
  private refreshedAt = -Infinity;
  /** Changes waiting to be stored, and the store that will take them. */
  private readonly changes: ReadingInput[] = [];
  private storing: Promise<void> | null = null;
  refreshing: Promise<void> | null = null;

  constructor(
    readonly system: BacnetSiteSystem,
    private readonly database: DatabaseHandle,
    private readonly siteId: string,
    private readonly log: Log,
  ) {
    this.cov = new SiteCov(system, (ref, value) => this.store(ref, value), log);
  }

  /** Refreshes the subscriptions when due, in the background. */
  refreshIfDue(processId: string, now: number): void {
    if (this.refreshing || now - this.refreshedAt < COV_REFRESH_MS) {
      return;
    }
    this.refreshedAt = now;
    this.refreshing = this.refresh(processId, now)
      .catch((error: unknown) =>
        this.log.warn({ err: error, siteId: this.siteId }, 'BACnet COV not refreshed'),
      )
      .finally(() => {
        this.refreshing = null;
      });
  }

  private async refresh(processId: string, now: number): Promise<void> {
    if (!(await holdsCovLease(this.database, this.siteId, processId, now))) {
      await this.cov.close();
      return;
    }
    const mapped = await mappedPoints(this.database, this.siteId);
    this.points.clear();
    for (const point of mapped) {
      this.points.set(point.ref, point);
    }
    await this.cov.refresh([...this.points.keys()]);
  }

  /**
   * Keeps a change for the next store: changes arriving together (a building's worth after a
   * setpoint moves, the first notification of every subscription) are one ingestion, not one each.
   */
  private store(ref: string, value: BasValue | null): void {
    const point = this.points.get(ref);
    const reading =
      point && value !== null ? readingOf(point, value, Date.now(), this.log, this.siteId) : null;
    if (!reading) {
      return;
    }
    this.changes.push(reading);
    this.storing ??= new Promise((resolve) => setTimeout(resolve, COV_STORE_DELAY_MS)).then(
      async () => {
        const batch = this.changes.splice(0);
        this.storing = null;
        await ingestReadings(this.database, batch).catch((error: unknown) =>
          this.log.warn({ err: error, siteId: this.siteId }, 'BACnet changes not stored'),
        );
      },
    );
  }

  /** Cancels the subscriptions and gives the lease up, so another process takes over at once. */
  async close(processId: string): Promise<void> {
    await this.refreshing;
    await this.cov.close();
    await this.storing;
    await releaseCovLease(this.database, this.siteId, processId).catch((error: unknown) =>
      this.log.warn({ err: error, siteId: this.siteId }, 'BACnet COV lease not released'),
    );
  }
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
  cov = true,
}: {
  database: DatabaseHandle;
  systems: BuildingSystems;
  log: Log;
  tickMs?: number;
  /** Whether changes are subscribed (bacnet-cov.ts); false: every point is polled. */
  cov?: boolean;
}): BacnetPolling {
  const running = new Map<string, Promise<void>>();
  /** The last period each site was polled in (or found polled) by this process. */
  const polledPeriod = new Map<string, number>();
  /** Each enabled site's COV subscriptions in this process. */
  const changes = new Map<string, SiteChanges>();
  /** Who this process is, for the COV leases. */
  const processId = newObjectId();
  let ticking: Promise<void> = Promise.resolve();

  const tick = async () => {
    const sites = await readEnabledBacnetSites(database.db);
    systems.useAllBacnetSettings(sites);
    const now = Date.now();
    const enabled = new Set(sites.map((site) => site.siteId));
    for (const [siteId, site] of changes) {
      if (!enabled.has(siteId)) {
        changes.delete(siteId);
        void site.close(processId);
      }
    }
    for (const site of sites) {
      const period = Math.floor(now / (site.settings.pollIntervalS * 1000));
      const system = systems.bacnetOf({
        id: site.siteId,
        commanderLicenseId: site.commanderLicenseId,
      });
      if (!system) {
        continue;
      }
      let siteChanges = changes.get(site.siteId);
      if (siteChanges?.system !== system) {
        // New settings, a new system: the old one's subscriptions went with its node.
        void siteChanges?.close(processId);
        siteChanges = new SiteChanges(system, database, site.siteId, log);
        changes.set(site.siteId, siteChanges);
      }
      if (cov) {
        siteChanges.refreshIfDue(processId, now);
      }
      if (running.has(site.siteId) || polledPeriod.get(site.siteId) === period) {
        continue;
      }
      polledPeriod.set(site.siteId, period);
      const covered = siteChanges.cov.covered();
      const poll = onceAcrossProcesses(database, `bacnet.poll.${site.siteId}`, period, () =>
        pollSite(database, system, site.siteId, log, now, covered),
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
      await Promise.all([...changes.values()].map((site) => site.close(processId)));
    },
  };
}
