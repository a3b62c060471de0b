/**
 * Changes of value (issue 21): a BACnet site's mapped points are subscribed with SubscribeCOV, so
 * a change reaches ingestion when it happens rather than at the next poll, and the poll leaves
 * those points out (bacnet-polling.ts). A subscription lives COV_LIFETIME_S and is renewed when
 * less than COV_RENEW_MARGIN_S is left (a device forgets a subscriber that stops renewing, so a
 * server that died leaves nothing behind for long). A device that refuses SubscribeCOV has its
 * points polled, until the site's settings change (a new system, a new SiteCov); a device that
 * does not answer is tried again at the next refresh, its points polled meanwhile.
 *
 * In a cluster one process holds a site's subscriptions (the notifications come to its UDP
 * node): a lease in system_settings, taken by the first process to refresh, kept while it
 * refreshes and given up when it stops. Only the holder knows which points are covered, so a poll
 * run by another process reads them too: at worst a point is read twice, never missed.
 */
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { CovSubscription } from '../../bas/bacnet/bacnet-connector';
import { BuildingSystemTimeout, type BasValue } from '../../bas/connector';
import { concurrencyLimit } from '../../bas/bacnet/discovery';
import { parsePointRef } from '../../bas/bacnet/points';
import type { BacnetSiteSystem } from '../../bas/bacnet/site-system';
import type { DatabaseHandle } from '../../db/connect';

/** How long a subscription lives: five minutes, renewed a minute before it ends. */
export const COV_LIFETIME_S = 300;
export const COV_RENEW_MARGIN_S = 60;
/** How often a site's subscriptions are brought in line with its mapped points. */
export const COV_REFRESH_MS = 30_000;
/** SubscribeCOV requests in flight at once per site, so a building's worth is not sent at once. */
const SUBSCRIBING_AT_ONCE = 8;

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

interface Held {
  subscription: CovSubscription;
  renewAt: number;
}

/** A site's COV subscriptions in this process. */
export class SiteCov {
  private readonly held = new Map<string, Held>();
  /** Devices that refused SubscribeCOV: their points are polled. */
  private readonly refusing = new Set<number>();

  constructor(
    private readonly system: BacnetSiteSystem,
    private readonly onValue: (ref: string, value: BasValue | null) => void,
    private readonly log: Log,
    private readonly now: () => number = Date.now,
  ) {}

  /** The points whose changes arrive by COV now: the poll leaves them out. */
  covered(): ReadonlySet<string> {
    return new Set(this.held.keys());
  }

  /**
   * Subscribes the mapped points not yet subscribed, renews those due, cancels those no longer
   * mapped. Never throws: a point that cannot be subscribed is polled.
   */
  async refresh(refs: readonly string[]): Promise<void> {
    const wanted = new Set(refs);
    const gone = [...this.held].filter(([ref]) => !wanted.has(ref));
    for (const [ref] of gone) {
      this.held.delete(ref);
    }
    const limit = concurrencyLimit(SUBSCRIBING_AT_ONCE);
    await Promise.all([
      ...gone.map(([, held]) => limit(() => held.subscription.cancel().catch(() => undefined))),
      ...[...wanted].map((ref) => limit(() => this.keep(ref))),
    ]);
  }

  /** Cancels every subscription (the site's system is going away, or another process holds them). */
  async close(): Promise<void> {
    const held = [...this.held.values()];
    this.held.clear();
    await Promise.all(held.map((h) => h.subscription.cancel().catch(() => undefined)));
  }

  private async keep(ref: string): Promise<void> {
    const device = parsePointRef(ref)?.deviceInstance;
    if (device === undefined || this.refusing.has(device)) {
      return;
    }
    const held = this.held.get(ref);
    const renewAt = this.now() + (COV_LIFETIME_S - COV_RENEW_MARGIN_S) * 1000;
    try {
      if (!held) {
        const subscription = await this.system.subscribe(ref, COV_LIFETIME_S, (value) =>
          this.onValue(ref, value),
        );
        this.held.set(ref, { subscription, renewAt });
      } else if (this.now() >= held.renewAt) {
        await held.subscription.renew();
        held.renewAt = renewAt;
      }
    } catch (error) {
      this.held.delete(ref);
      if (error instanceof BuildingSystemTimeout) {
        this.log.warn(
          { ref, err: error },
          'BACnet COV subscription not answered; polled meanwhile',
        );
      } else {
        this.refusing.add(device);
        this.log.info({ device, err: error }, 'BACnet device refuses COV; its points are polled');
      }
    }
  }
}

const covLeaseKey = (siteId: string) => `airboard.bacnet.cov.${siteId}`;

/**
 * Whether this process holds the site's subscriptions for the next while: it takes a lease that
 * is free or expired, or keeps its own. On the embedded database one process owns the data.
 */
export async function holdsCovLease(
  database: DatabaseHandle,
  siteId: string,
  processId: string,
  now: number,
): Promise<boolean> {
  if (database.kind === 'pglite') {
    return true;
  }
  const key = covLeaseKey(siteId);
  // The lease outlives two refreshes, so one slow refresh does not hand it over.
  const value = JSON.stringify({ holder: processId, until: now + 3 * COV_REFRESH_MS });
  const taken = await database.transaction((query) =>
    query(
      z.object({ key: z.string() }),
      `INSERT INTO system_settings (key, value) VALUES ($1, $2::jsonb)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()
         WHERE system_settings.value->>'holder' = $3
            OR (system_settings.value->>'until')::bigint < $4
       RETURNING key`,
      [key, value, processId, now],
    ),
  );
  return taken.length > 0;
}

/** Gives the site's lease up, if this process holds it: another may take it at once. */
export async function releaseCovLease(
  database: DatabaseHandle,
  siteId: string,
  processId: string,
): Promise<void> {
  if (database.kind === 'pglite') {
    return;
  }
  await database.transaction((query) =>
    query(`DELETE FROM system_settings WHERE key = $1 AND value->>'holder' = $2`, [
      covLeaseKey(siteId),
      processId,
    ]),
  );
}
