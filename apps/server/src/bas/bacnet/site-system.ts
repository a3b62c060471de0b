/**
 * A site's building system when its BACnet settings are enabled: its BACnet/IP network, reached
 * as the settings say (node address and port, Who-Is targets, device range, timeouts, write
 * priority, the BBMD it registers with as a foreign device). The node is opened at first use,
 * so a site costs nothing until its system is needed and a port in use fails that use only (the
 * next one tries again). Points that are not BACnet objects (the site's points from before, e.g.
 * the demo's) stay with the system the site had (`others`). The read-only switch refuses every
 * write through it, as the write job's failure; the connector limits writes per device.
 */
import type { BacnetSettings } from '@airboard/shared/api';
import { JobFailure } from '../../jobs/job-runner';
import {
  NOTHING_TO_RELEASE,
  type BasDevice,
  type BasValue,
  type BuildingAutomationConnector,
} from '../connector';
import {
  BacnetConnector,
  type BacnetConnectorOptions,
  type CovSubscription,
  type PointsRead,
} from './bacnet-connector';
import type { DiscoveryOptions, DiscoveryResult } from './discovery';
import { parsePointRef } from './points';

/** The job's errorMessage when a read-only site is written to. */
export const READ_ONLY_REFUSAL =
  "This site's BACnet network is read only: writes are switched off in its BACnet settings";

/** The settings as the connector takes them. */
export function connectorOptions(settings: BacnetSettings): BacnetConnectorOptions {
  return {
    address: settings.localAddress,
    port: settings.localPort,
    targets: [
      ...settings.targetAddresses,
      ...(settings.broadcastAddress ? [settings.broadcastAddress] : []),
    ],
    range: { low: settings.deviceInstanceMin, high: settings.deviceInstanceMax },
    apduTimeoutMs: settings.apduTimeoutMs,
    // I-Am answers are awaited as long as a request's answer, and at least a second.
    listenMs: Math.max(settings.apduTimeoutMs, 1_000),
    maxConcurrentRequests: settings.maxConcurrentRequests,
    writePriority: settings.writePriority,
    // A site on another subnet: its node registers with the BBMD, and Who-Is goes through it.
    ...(settings.bbmdAddress ? { bbmd: settings.bbmdAddress } : {}),
  };
}

/** The devices of the site's last completed discovery, kept where every process finds them. */
export type StoredDiscovery = () => Promise<BasDevice[] | null>;

export class BacnetSiteSystem implements BuildingAutomationConnector {
  private opening: Promise<BacnetConnector> | null = null;
  private closed = false;

  constructor(
    readonly settings: BacnetSettings,
    private readonly others: BuildingAutomationConnector | null,
    private readonly stored: StoredDiscovery | null = null,
    private readonly open: (options: BacnetConnectorOptions) => Promise<BacnetConnector> = (
      options,
    ) => BacnetConnector.open(options),
  ) {}

  /**
   * The devices of the last discovery, whichever process ran it (the wizard maps from them): none
   * before the first, which the wizard starts and follows (discover). `reread` discovers now.
   * Without a store, the devices this process discovered last.
   */
  async readDevices(options?: { reread?: boolean }): Promise<BasDevice[]> {
    if (this.stored && !options?.reread) {
      return (await this.stored()) ?? [];
    }
    return (await this.connector()).readDevices(options);
  }

  /** Finds and reads the site's devices again, telling `onProgress` how far it is. */
  async discover(onProgress?: DiscoveryOptions['onProgress']): Promise<DiscoveryResult> {
    return (await this.connector()).discover(onProgress);
  }

  async readPoint(ref: string): Promise<BasValue | null> {
    return parsePointRef(ref)
      ? (await this.connector()).readPoint(ref)
      : this.other(ref).readPoint(ref);
  }

  async writePoint(ref: string, value: BasValue): Promise<void> {
    if (this.settings.readOnly) {
      throw new JobFailure(READ_ONLY_REFUSAL);
    }
    if (parsePointRef(ref)) {
      await (await this.connector()).writePoint(ref, value);
    } else {
      await this.other(ref).writePoint(ref, value);
    }
  }

  async releasePoint(ref: string): Promise<BasValue | null> {
    if (this.settings.readOnly) {
      throw new JobFailure(READ_ONLY_REFUSAL);
    }
    if (parsePointRef(ref)) {
      return (await this.connector()).releasePoint(ref);
    }
    const other = this.other(ref);
    if (!other.releasePoint) {
      throw new JobFailure(NOTHING_TO_RELEASE);
    }
    return other.releasePoint(ref);
  }

  /** Subscribes to a BACnet point's changes of value (bacnet-connector.ts). */
  async subscribe(
    ref: string,
    lifetimeSeconds: number,
    onValue: (value: BasValue | null) => void,
  ): Promise<CovSubscription> {
    return (await this.connector()).subscribe(ref, lifetimeSeconds, onValue);
  }

  /** The present values of the site's BACnet points (the poll). */
  async readPoints(refs: string[]): Promise<PointsRead> {
    return (await this.connector()).readPoints(refs);
  }

  /** Closes the node, once it is open; a use after this fails. */
  async close(): Promise<void> {
    this.closed = true;
    const opening = this.opening;
    this.opening = null;
    (await opening?.catch(() => null))?.close();
  }

  private connector(): Promise<BacnetConnector> {
    if (this.closed) {
      return Promise.reject(new Error("The site's BACnet settings changed; ask again"));
    }
    this.opening ??= this.open(connectorOptions(this.settings)).catch((error: unknown) => {
      this.opening = null;
      throw error;
    });
    return this.opening;
  }

  private other(ref: string): BuildingAutomationConnector {
    if (!this.others) {
      throw new Error(`${ref} is not a BACnet point`);
    }
    return this.others;
  }
}
