/**
 * A site's BACnet discovery (issue 21), started from the onboarding wizard and run in the
 * background by the process that was asked: a building of 40 controllers takes minutes, longer
 * than a request may wait. Its progress is written to the site's row of bacnet_discoveries as it
 * goes (every PROGRESS_WRITE_MS, which is also the heartbeat), so the wizard follows it from any
 * server process; at the end the devices found are stored there, and the site's building system
 * answers the wizard from them (BuildingSystems.useStoredDiscoveries) until the next discovery.
 * One runs per site at a time: a start while one runs answers that one, unless its heartbeat
 * stopped (its process died), when it starts again.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { BacnetDiscovery } from '@airboard/shared/api';
import type { BacnetSiteSystem } from '../../bas/bacnet/site-system';
import type { DiscoveryProgress } from '../../bas/bacnet/discovery';
import { toBasDevice } from '../../bas/bacnet/points';
import type { BasDevice } from '../../bas/connector';
import type { Database } from '../../db/connect';
import { bacnetDiscoveries } from '../../db/schema/index';

/** How often a running discovery writes its progress (and so shows it is alive). */
const PROGRESS_WRITE_MS = 500;
/** A discovery `running` without a write for this long was interrupted. */
export const DISCOVERY_STALE_MS = 30_000;

type Row = typeof bacnetDiscoveries.$inferSelect;

/** The stored devices: written by runDiscovery below, from the connector's devices. */
const devicesOf = (stored: unknown[] | null | undefined) =>
  stored as BasDevice[] | null | undefined;

/** The discovery as the wizard sees it; an interrupted one as failed. */
function discoveryOf(row: Row | undefined, now: Date): BacnetDiscovery {
  const interrupted =
    row?.status === 'running' && now.getTime() - row.updatedAt.getTime() > DISCOVERY_STALE_MS;
  const devices = devicesOf(row?.devices) ?? [];
  return {
    status: interrupted ? 'failed' : (row?.status ?? 'none'),
    devicesTotal: row?.devicesTotal ?? 0,
    devicesDone: row?.devicesDone ?? 0,
    pointsFound: row?.pointsFound ?? 0,
    failedDevices: row?.failedDevices ?? [],
    devicesKnown: devices.length,
    pointsKnown: devices.reduce((sum, device) => sum + device.points.length, 0),
    startedAt: row?.startedAt.toISOString() ?? null,
    finishedAt: row?.finishedAt?.toISOString() ?? null,
    errorMessage: interrupted
      ? 'The discovery was interrupted (its server stopped); start it again'
      : (row?.errorMessage ?? null),
  };
}

export async function readDiscovery(db: Database, siteId: string): Promise<BacnetDiscovery> {
  const [row] = await db
    .select()
    .from(bacnetDiscoveries)
    .where(eq(bacnetDiscoveries.siteId, siteId));
  return discoveryOf(row, new Date());
}

/** The devices of the site's last completed discovery; null when it has none. */
export async function storedDevices(db: Database, siteId: string): Promise<BasDevice[] | null> {
  const [row] = await db
    .select({ devices: bacnetDiscoveries.devices })
    .from(bacnetDiscoveries)
    .where(eq(bacnetDiscoveries.siteId, siteId));
  return devicesOf(row?.devices) ?? null;
}

/**
 * Starts a discovery of the site unless one is running, and answers how it stands. The run goes
 * on after the answer; its end (or failure) is written to the row, never thrown.
 */
export async function startDiscovery(
  db: Database,
  system: BacnetSiteSystem,
  start: { siteId: string; userId: string },
  log: FastifyBaseLogger,
): Promise<BacnetDiscovery> {
  const fresh = {
    status: 'running' as const,
    devicesTotal: 0,
    devicesDone: 0,
    pointsFound: 0,
    failedDevices: [],
    errorMessage: null,
    startedBy: start.userId,
    startedAt: sql`now()`,
    finishedAt: null,
    updatedAt: sql`now()`,
  };
  const claimed = await db
    .insert(bacnetDiscoveries)
    .values({ siteId: start.siteId, ...fresh })
    .onConflictDoUpdate({
      target: bacnetDiscoveries.siteId,
      set: fresh,
      setWhere: sql`${bacnetDiscoveries.status} <> 'running' OR ${bacnetDiscoveries.updatedAt} < now() - make_interval(secs => ${DISCOVERY_STALE_MS / 1000})`,
    })
    .returning({ siteId: bacnetDiscoveries.siteId });
  if (claimed.length > 0) {
    void runDiscovery(db, system, start.siteId, log);
  }
  return readDiscovery(db, start.siteId);
}

async function runDiscovery(
  db: Database,
  system: BacnetSiteSystem,
  siteId: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const running = sql`${bacnetDiscoveries.siteId} = ${siteId} AND ${bacnetDiscoveries.status} = 'running'`;
  let progress: DiscoveryProgress = { devicesDone: 0, devicesTotal: 0, pointsFound: 0 };
  // One write at a time, the newest progress each: a slow database never queues up writes.
  let writing: Promise<unknown> = Promise.resolve();
  const writeProgress = () => {
    writing = writing
      .then(() =>
        db
          .update(bacnetDiscoveries)
          .set({ ...progress, updatedAt: sql`now()` })
          .where(running),
      )
      .catch((error: unknown) => log.warn({ err: error, siteId }, 'BACnet discovery progress'));
  };
  const heartbeat = setInterval(writeProgress, PROGRESS_WRITE_MS);
  try {
    const result = await system.discover((next) => {
      progress = next;
    });
    clearInterval(heartbeat);
    await writing;
    const devices = result.devices.map(toBasDevice);
    await db
      .update(bacnetDiscoveries)
      .set({
        status: 'completed',
        devicesTotal: result.devices.length + result.failed.length,
        devicesDone: result.devices.length + result.failed.length,
        pointsFound: devices.reduce((sum, device) => sum + device.points.length, 0),
        failedDevices: result.failed.map(({ instance, reason }) => ({ instance, reason })),
        devices,
        finishedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(running);
    log.info(
      { siteId, devices: devices.length, failed: result.failed.length },
      'BACnet discovery completed',
    );
  } catch (error) {
    clearInterval(heartbeat);
    await writing;
    log.warn({ err: error, siteId }, 'BACnet discovery failed');
    await db
      .update(bacnetDiscoveries)
      .set({
        status: 'failed',
        ...progress,
        errorMessage: error instanceof Error ? error.message : String(error),
        finishedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(running)
      .catch((failure: unknown) => log.error({ err: failure, siteId }, 'BACnet discovery end'));
  }
}
