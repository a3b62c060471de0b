/**
 * The live demo: every minute, one reading per demo point, sampled from the same signal model as
 * the loaded history (a writable point: the value last written to it, if any; a room whose
 * setpoint was written: its temperature moving towards it with the room's inertia), and one per
 * point mapped from a site's building system (onboarding), at the value the system reports now —
 * all sent through the ingestion service that devices use.
 * Every 10 seconds besides, the devices of simulated kits that an installer has put in place
 * report (issue 16): so the demo kit's placement check turns green and its new site shows live
 * values.
 * Every server process runs the timers; each minute and each kit report is simulated by one of
 * them (db/once-across-processes.ts), after bringing its simulated systems up to the writes the
 * other processes confirmed (SystemsFeed.followWrites), so every process would send the same.
 */
import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { BuildingSystems } from '../bas/building-systems';
import { answerWithin, asReading, type BuildingAutomationConnector } from '../bas/connector';
import { SimulatedBuildingSystem } from '../bas/simulated-system';
import type { DatabaseHandle } from '../db/connect';
import { onceAcrossProcesses } from '../db/once-across-processes';
import { devices, kits, measurements, points, products, sites } from '../db/schema/index';
import {
  signalTemplates,
  writableTemplates,
  type MeasurementTemplate,
} from '../db/seed/demo-catalogue';
import type { SignalKind } from '../db/seed/demo-layout';
import { writtenSetpointOffset } from '../db/seed/demo-room-air';
import {
  basRefOf,
  buildDemoSeries,
  writableValueAt,
  type DemoSeries,
} from '../db/seed/demo-series';
import { readDemoSettings } from '../db/seed/demo-settings';
import { sampleSignal, TIME } from '../db/seed/signal-model';
import { hashString } from '../lib/seeded-random';
import type { DeviceContacts } from './device-contacts';
import { ingestReadings, type IngestResult, type ReadingInput } from './ingest';

export interface Simulator {
  stop(): Promise<void>;
}

/** The sites' building systems, how long one may take to list its points, and where a failure is told. */
export interface SystemsFeed {
  systems: BuildingSystems;
  /**
   * Where the points of sites without a system of their own are written (the demo's): the demo
   * points read what it holds.
   */
  demoSystem?: BuildingAutomationConnector;
  readTimeoutMs: number;
  log: Pick<Logger, 'warn'>;
  /**
   * Several processes on one database: gives this process's simulated systems the writes the
   * others' jobs made (modules/points/written-values.ts), before it simulates a minute.
   */
  followWrites?: () => Promise<void>;
}

/** A demo point as stored: its series, and the site whose building system it is written to. */
interface StoredDemoPoint {
  basRef: string;
  seriesId: number;
  siteId: string;
  commanderLicenseId: string | null;
}

/** The building system a demo point is written to: its site's own, else `demoSystem`. */
const systemOf = (feed: SystemsFeed, point: StoredDemoPoint) =>
  feed.systems.forSite({ id: point.siteId, commanderLicenseId: point.commanderLicenseId }) ??
  feed.demoSystem;

/**
 * What a writable demo point reads when the building system it is written to holds a written
 * value — a schedule's or a person's write: that value, until the next write; null when nothing
 * was written to it.
 */
async function heldValue(
  feed: SystemsFeed | undefined,
  point: StoredDemoPoint,
  template: MeasurementTemplate,
): Promise<number | null> {
  if (!feed || template.functions.length === 0) {
    return null;
  }
  const system = systemOf(feed, point);
  if (!system) {
    return null;
  }
  const value = await answerWithin(system.readPoint(point.basRef), feed.readTimeoutMs);
  return asReading(value, template.multiStateValues ?? null);
}

/**
 * °F a demo room is above its model because of the setpoints written to its zone's `Temperature
 * Setpoint` (writtenSetpointOffset): the writes of the last day its simulated building system
 * keeps; 0 when none, or when the system is a real one (it has no simulated rooms).
 */
function setpointWarmth(
  feed: SystemsFeed | undefined,
  stored: ReadonlyMap<string, StoredDemoPoint>,
  { site, zone, spec }: DemoSeries,
  now: number,
): number {
  const point = stored.get(basRefOf(site.key, zone.key, 'setpoint'));
  const system = feed && point ? systemOf(feed, point) : undefined;
  if (!(system instanceof SimulatedBuildingSystem) || !spec.room) {
    return 0;
  }
  const writes = system
    .writesOf(point!.basRef)
    .flatMap((w) => (typeof w.value === 'number' ? [{ at: w.at, value: w.value }] : []));
  return writes.length === 0 ? 0 : writtenSetpointOffset(spec, spec.room, writes, now);
}

/**
 * Readings of the demo's own series and writable statuses at `now`; none outside a demo
 * database. A writable point reads the value written to it, else the model's — which follows the
 * demo's schedules, as their writes do.
 */
async function demoReadings(
  database: DatabaseHandle,
  now: number,
  feed: SystemsFeed | undefined,
): Promise<ReadingInput[]> {
  const settings = await readDemoSettings(database.db);
  if (!settings) {
    return [];
  }
  const anchor = Date.parse(settings.anchor);
  const { series, writables } = buildDemoSeries(anchor);
  const rows = await database.db
    .select({
      basRef: points.basRef,
      seriesId: points.seriesId,
      siteId: points.siteId,
      commanderLicenseId: sites.commanderLicenseId,
    })
    .from(points)
    .innerJoin(sites, eq(sites.id, points.siteId));
  const stored = new Map<string, StoredDemoPoint>(
    rows.flatMap((r) => (r.basRef === null ? [] : [[r.basRef, { ...r, basRef: r.basRef }]])),
  );
  // Once per room: every series of the zone reads the same warmth.
  const warmth = new Map<string, number>();
  const warmthOf = (s: DemoSeries) => {
    const key = `${s.site.key}/${s.zone.key}`;
    let found = warmth.get(key);
    if (found === undefined) {
      found = setpointWarmth(feed, stored, s, now);
      warmth.set(key, found);
    }
    return found;
  };
  const demoPoints = [
    ...series.map((s) => ({
      basRef: s.basRef,
      template: signalTemplates[s.signal],
      model: () => sampleSignal(s.spec, now, warmthOf(s)),
    })),
    ...writables.map((w) => ({
      basRef: w.basRef,
      template: writableTemplates[w.kind],
      model: () => writableValueAt(w, now),
    })),
  ];
  const readings: ReadingInput[] = [];
  for (const { basRef, template, model } of demoPoints) {
    const point = stored.get(basRef);
    if (!point) {
      continue;
    }
    let value: number | null;
    try {
      value = (await heldValue(feed, point, template)) ?? model();
    } catch (error) {
      feed?.log.warn({ err: error, basRef }, 'written value not read; the model value is sent');
      value = model();
    }
    if (value !== null) {
      readings.push({ seriesId: point.seriesId, ts: new Date(now), value });
    }
  }
  return readings;
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
    const site = { id: siteId, commanderLicenseId: ofSite[0]!.commanderLicenseId };
    // A site read over BACnet has its own poller (modules/bacnet/bacnet-polling.ts).
    const system = systems.readOverBacnet(siteId) ? null : systems.forSite(site);
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
    ...(await demoReadings(database, now, feed)),
    ...(feed ? await buildingSystemReadings(database, feed, now) : []),
  ];
  return ingestReadings(database, readings);
}

/**
 * How often a simulated kit's devices report: well inside the placement check's patience, and
 * still a small batch (a kit is a handful of sensors).
 */
export const KIT_DEVICE_REPORT_MS = 10_000;

/** The steady signal strength (dBm) a simulated device reports: -50 to -75, fixed by its serial. */
export const simulatedRssi = (serialNumber: string): number =>
  -50 - (hashString(serialNumber) % 26);

/** The demo signal each point type is sampled as (the point types of the demo's measurements). */
const signalOfPointType = new Map(
  Object.entries(signalTemplates).map(([signal, t]) => [t.pointType, signal as SignalKind]),
);

export interface KitDevicesReport extends IngestResult {
  /** Devices noted as heard. */
  heard: number;
}

/**
 * One report of the simulated kits' devices that are in place: each onboarded sensor sends a
 * reading of every channel point at `nowMs`, sampled from the demo's signal model by the point's
 * type (an office day in the site's time zone; a type the model does not simulate sends
 * nothing), and a hub is on and connected once its site is set. Each is noted as heard with its
 * steady RSSI. One query finds them, so without such devices a report costs only that.
 */
export async function simulateKitDevices(
  database: DatabaseHandle,
  contacts: DeviceContacts,
  nowMs: number,
): Promise<KitDevicesReport> {
  const rows = await database.db
    .select({
      deviceId: devices.id,
      serialNumber: devices.serialNumber,
      seriesId: points.seriesId,
      pointType: points.type,
      channel: points.channel,
      timeZone: sites.timeZone,
    })
    .from(devices)
    .innerJoin(kits, eq(kits.id, devices.kitId))
    .innerJoin(products, eq(products.id, devices.productId))
    .leftJoin(
      points,
      and(eq(points.deviceId, devices.id), isNotNull(points.channel), eq(points.kind, 'Number')),
    )
    .leftJoin(sites, eq(sites.id, points.siteId))
    .where(
      and(
        eq(kits.simulated, true),
        or(
          eq(devices.onboarded, true),
          and(eq(products.type, 'hub'), or(isNotNull(devices.siteId), isNotNull(kits.siteId))),
        ),
      ),
    );
  // On the report's grid, so a report repeated within it stores nothing twice.
  const ts = new Date(Math.floor(nowMs / KIT_DEVICE_REPORT_MS) * KIT_DEVICE_REPORT_MS);
  const readings = rows.flatMap(({ serialNumber, seriesId, pointType, channel, timeZone }) => {
    const signal = pointType === null ? undefined : signalOfPointType.get(pointType);
    if (seriesId === null || signal === undefined || timeZone === null) {
      return [];
    }
    const value = sampleSignal(
      {
        signal,
        schedule: 'office',
        timeZone,
        crowd: 0.6,
        seed: hashString(`${serialNumber}/${channel}`) % 10_000,
        incidents: [],
      },
      ts.getTime(),
    );
    return value === null ? [] : [{ seriesId, ts, value }];
  });
  const result =
    readings.length === 0 ? { stored: 0, duplicates: 0 } : await ingestReadings(database, readings);
  const heard = new Map(rows.map((r) => [r.deviceId, r.serialNumber]));
  for (const [deviceId, serialNumber] of heard) {
    contacts.record(deviceId, simulatedRssi(serialNumber), nowMs);
  }
  return { ...result, heard: heard.size };
}

export function startDemoSimulator(
  database: DatabaseHandle,
  logger: Logger,
  systems: Omit<SystemsFeed, 'log'>,
  contacts: DeviceContacts,
): Simulator {
  let running: Promise<void> = Promise.resolve();
  const tick = async () => {
    const now = Date.now();
    const result = await onceAcrossProcesses(
      database,
      'simulator.minute',
      Math.floor(now / TIME.MINUTE),
      async () => {
        await systems.followWrites?.();
        return simulateMinute(database, now, { ...systems, log: logger });
      },
    );
    logger.debug({ stored: result?.stored ?? 'by another process' }, 'simulator tick');
  };
  const run = () => {
    running = tick().catch((error: unknown) =>
      logger.warn({ err: error }, 'simulator tick failed'),
    );
  };
  run();
  const timer = setInterval(run, TIME.MINUTE);

  // A report still running (a slow database) is not joined by a second one.
  let kitReport: Promise<void> | null = null;
  const reportKits = () => {
    const now = Date.now();
    kitReport ??= onceAcrossProcesses(
      database,
      'simulator.kits',
      Math.floor(now / KIT_DEVICE_REPORT_MS),
      () => simulateKitDevices(database, contacts, now),
    )
      .then(
        (report) =>
          logger.debug(report ?? { by: 'another process' }, 'simulated kit devices reported'),
        (error: unknown) => logger.warn({ err: error }, 'simulated kit devices not reported'),
      )
      .finally(() => {
        kitReport = null;
      });
  };
  const kitTimer = setInterval(reportKits, KIT_DEVICE_REPORT_MS);
  return {
    async stop() {
      clearInterval(timer);
      clearInterval(kitTimer);
      await Promise.all([running, kitReport]);
    },
  };
}
