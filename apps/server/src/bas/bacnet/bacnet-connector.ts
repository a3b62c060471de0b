/**
 * The building-automation connector over BACnet/IP: the wizard's devices and points come from
 * discovery (discovery.ts), a point is read as its object's present value, and a write is a
 * WriteProperty of the present value at a priority (8, manual operator, unless told otherwise),
 * read back afterwards; writing null relinquishes the priority, so the next one down, or the
 * relinquish default, takes over. The device's answers become the errors a write job reports:
 * it did not answer, it refused the write, the value is out of range. Writes are limited per
 * device (write-rate-limit.ts). A site on another subnet is reached through a BBMD: the node
 * registers with it as a foreign device, and Who-Is goes through it to the devices of its network.
 */
import { BACNET_FOREIGN_DEVICE_TTL_S } from '@airboard/shared/rules';
import { JobFailure } from '../../jobs/job-runner';
import {
  BuildingSystemTimeout,
  type BasDevice,
  type BasValue,
  type BuildingAutomationConnector,
} from '../connector';
import {
  concurrencyLimit,
  DeviceReader,
  discoverDevices,
  listenForDevices,
  type DiscoveryOptions,
  type DiscoveryResult,
} from './discovery';
import { parsePointRef, pointKind, pointRef, pointValue, toBasDevice, wireValue } from './points';
import {
  BacnetNode,
  BacnetServiceError,
  BacnetTimeout,
  ErrorCode,
  PropertyIdentifier as P,
  type BacnetNodeOptions,
  type ObjectRef,
  type WireValue,
} from './stack';
import { WriteRateLimit } from './write-rate-limit';

export interface BacnetConnectorOptions
  extends
    Omit<DiscoveryOptions, 'onProgress'>,
    Pick<BacnetNodeOptions, 'port' | 'address' | 'broadcastAddress' | 'apduTimeoutMs' | 'retries'> {
  /** The priority writes use (1–16, default 8: manual operator). */
  writePriority?: number;
  /** The limit on writes per device (default: the rules', on the real clock). */
  writeRateLimit?: WriteRateLimit;
  /** How long the BBMD keeps this node as a foreign device (default: the rules'). */
  foreignDeviceTtlSeconds?: number;
  onProgress?: DiscoveryOptions['onProgress'];
}

/** What a write left on the object: its present value and its priority array. */
export interface CommandReadback {
  value: BasValue | null;
  /** The 16 priorities' values (index 0 = priority 1), null where none is set. */
  priorities: (BasValue | null)[];
}

/** A point's COV subscription: renewed for another lifetime, or cancelled. */
export interface CovSubscription {
  renew(): Promise<void>;
  cancel(): Promise<void>;
}

/** What a poll read: each point's present value, and the devices that could not be read. */
export interface PointsRead {
  values: Map<string, BasValue | null>;
  failed: { deviceInstance: number; reason: string }[];
}

/**
 * A guess of one object's share of a ReadPropertyMultiple answer of its present value alone
 * (identifier, property, value and their tags), to size a poll's requests.
 */
const BYTES_PER_PRESENT_VALUE = 24;
/** What a device is taken to accept when only its discovery is known (BACnet/IP's largest). */
const LARGEST_APDU = 1476;

/** A point's device and object, parsed from its ref; throws for a ref that is not one. */
function target(ref: string): { deviceInstance: number; object: ObjectRef } {
  const parsed = parsePointRef(ref);
  if (!parsed || !pointKind(parsed.object.type)) {
    throw new Error(`${ref} is not a BACnet point`);
  }
  return parsed;
}

/** The device errors a person meets when writing, in their words. */
const REFUSALS: Partial<Record<ErrorCode, (ref: string) => string>> = {
  [ErrorCode.WRITE_ACCESS_DENIED]: (ref) =>
    `The BACnet device refused the write to ${ref} (write access denied)`,
  [ErrorCode.VALUE_OUT_OF_RANGE]: (ref) =>
    `The BACnet device refused the value for ${ref} (out of range)`,
  [ErrorCode.UNKNOWN_OBJECT]: (ref) => `The BACnet device has no object ${ref}`,
};

/** A device's answer as the error a person reads in a job's outcome. */
function inOurWords(error: unknown, ref: string): Error {
  if (error instanceof BacnetTimeout) {
    return new BuildingSystemTimeout(`The BACnet device of ${ref} did not answer (offline?)`);
  }
  const refusal = error instanceof BacnetServiceError ? REFUSALS[error.errorCode] : undefined;
  if (refusal) {
    return new Error(refusal(ref));
  }
  return error instanceof Error ? error : new Error(String(error));
}

export class BacnetConnector implements BuildingAutomationConnector {
  private discovery: DiscoveryResult | null = null;
  /** Devices' addresses by instance, from discovery or a Who-Is for the one device. */
  private readonly addresses = new Map<number, string>();
  /** Devices' largest answers, from their I-Am (discovery does not keep them). */
  private readonly maxApdus = new Map<number, number>();
  /** Objects' state texts by ref, from discovery or read when first needed. */
  private readonly texts = new Map<string, string[] | null>();
  /** The subscriber process of the next COV subscription. */
  private nextProcessId = 1;
  private readonly writeRateLimit: WriteRateLimit;
  /** The registration with the BBMD, once asked for; null: not yet, or the last one failed. */
  private registration: Promise<void> | null = null;
  private renewal: NodeJS.Timeout | null = null;
  private closed = false;

  private constructor(
    private readonly node: BacnetNode,
    private readonly options: BacnetConnectorOptions,
  ) {
    this.writeRateLimit = options.writeRateLimit ?? new WriteRateLimit();
  }

  static async open(options: BacnetConnectorOptions): Promise<BacnetConnector> {
    return new BacnetConnector(await BacnetNode.open(options), options);
  }

  /** The last discovery, with the devices that could not be read. */
  get lastDiscovery(): DiscoveryResult | null {
    return this.discovery;
  }

  async readDevices({ reread = false }: { reread?: boolean } = {}): Promise<BasDevice[]> {
    const discovery = reread || !this.discovery ? await this.discover() : this.discovery;
    return discovery.devices.map(toBasDevice);
  }

  /** Finds and reads the devices again, telling `onProgress` (else the options') how far it is. */
  async discover(onProgress = this.options.onProgress): Promise<DiscoveryResult> {
    await this.registered();
    const discovery = await discoverDevices(this.node, {
      ...this.options,
      ...(onProgress ? { onProgress } : {}),
    });
    for (const device of discovery.devices) {
      this.addresses.set(device.instance, device.address);
      for (const object of device.objects) {
        this.texts.set(pointRef(device.instance, object.ref), object.texts);
      }
    }
    this.discovery = discovery;
    return discovery;
  }

  async readPoint(ref: string): Promise<BasValue | null> {
    const { deviceInstance, object } = target(ref);
    try {
      const address = await this.addressOf(deviceInstance);
      const [value] = await this.node.readProperty(address, object, { id: P.PRESENT_VALUE });
      return pointValue(object.type, value ?? null, await this.textsOf(ref, address, object));
    } catch (error) {
      throw inOurWords(error, ref);
    }
  }

  /**
   * The present values of many points (a poll), device by device: ReadPropertyMultiple in
   * requests sized for one answer, halved when a device aborts one and ReadProperty on a device
   * that refuses it (discovery's reader), all devices sharing the bound on requests in flight. A
   * device that does not answer is reported in `failed` and holds up no other.
   */
  async readPoints(refs: string[]): Promise<PointsRead> {
    const byDevice = new Map<number, { ref: string; object: ObjectRef }[]>();
    for (const ref of refs) {
      const { deviceInstance, object } = target(ref);
      byDevice.set(deviceInstance, [...(byDevice.get(deviceInstance) ?? []), { ref, object }]);
    }
    const limit = concurrencyLimit(this.options.maxConcurrentRequests ?? 8);
    const read: PointsRead = { values: new Map(), failed: [] };
    await Promise.all(
      [...byDevice].map(async ([deviceInstance, points]) => {
        try {
          const address = await this.addressOf(deviceInstance);
          const maxApdu = this.maxApdus.get(deviceInstance) ?? LARGEST_APDU;
          const reader = new DeviceReader(
            this.node,
            { deviceInstance, address, maxApdu },
            limit,
            () => undefined,
          );
          const size = Math.max(1, Math.floor(maxApdu / BYTES_PER_PRESENT_VALUE));
          const batches = Array.from({ length: Math.ceil(points.length / size) }, (_, i) =>
            points.slice(i * size, (i + 1) * size),
          );
          await Promise.all(
            batches.map(async (batch) => {
              const answers = await reader.readObjects(
                batch.map((p) => p.object),
                [{ id: P.PRESENT_VALUE }],
              );
              for (const [i, { ref, object }] of batch.entries()) {
                const present = answers[i]?.get(P.PRESENT_VALUE)?.[0] ?? null;
                const texts = await limit(() => this.textsOf(ref, address, object));
                read.values.set(ref, pointValue(object.type, present, texts));
              }
            }),
          );
        } catch (error) {
          const reason =
            error instanceof BacnetTimeout
              ? 'did not answer (offline?)'
              : inOurWords(error, String(deviceInstance)).message;
          read.failed.push({ deviceInstance, reason });
        }
      }),
    );
    return read;
  }

  /**
   * Writes at the configured priority and reads it back. A higher priority holding another value
   * (a life-safety or a local override) keeps the device from taking it: the write then fails
   * saying so, as the value the operator asked for is not in force (it waits in the priority
   * array and takes over when the higher one is released).
   */
  async writePoint(ref: string, value: BasValue): Promise<void> {
    const priority = this.options.writePriority ?? 8;
    const readback = await this.command(ref, value, priority);
    const above = readback.priorities.findIndex((held, i) => i + 1 < priority && held !== null);
    if (above >= 0 && readback.value !== value) {
      throw new JobFailure(
        `The BACnet device keeps ${String(readback.value)} for ${ref}: priority ${above + 1} holds it above Airboard's ${priority}; the value written takes over when that priority is released`,
      );
    }
  }

  /** Relinquishes the configured priority; the value then in force. */
  async releasePoint(ref: string): Promise<BasValue | null> {
    return (await this.command(ref, null)).value;
  }

  /**
   * Writes the value (null: relinquishes) at the priority, then reads back the present value
   * and the priority array: a higher priority may hold another value. Every write, relinquish
   * included, takes its place in the device's limit first (write-rate-limit.ts).
   */
  async command(
    ref: string,
    value: BasValue | null,
    priority = this.options.writePriority ?? 8,
  ): Promise<CommandReadback> {
    const { deviceInstance, object } = target(ref);
    try {
      const address = await this.addressOf(deviceInstance);
      const texts = await this.textsOf(ref, address, object);
      const written: WireValue =
        value === null ? { kind: 'null' } : wireValue(object.type, value, texts);
      await this.writeRateLimit.take(deviceInstance);
      await this.node.writeProperty(address, object, { id: P.PRESENT_VALUE }, [written], priority);
      // Read back one property at a time: not every device does ReadPropertyMultiple.
      const [present] = await this.node.readProperty(address, object, { id: P.PRESENT_VALUE });
      const priorities = await this.node.readProperty(address, object, { id: P.PRIORITY_ARRAY });
      return {
        value: pointValue(object.type, present ?? null, texts),
        priorities: priorities.map((v) =>
          v.kind === 'null' ? null : pointValue(object.type, v, texts),
        ),
      };
    } catch (error) {
      throw inOurWords(error, ref);
    }
  }

  /**
   * Subscribes to the point's changes of value for `lifetimeSeconds`; `onValue` hears every
   * notification. The subscription is renewed (the same subscriber process, a new lifetime) or
   * cancelled by the caller (modules/bacnet/bacnet-cov.ts renews it before it ends).
   */
  async subscribe(
    ref: string,
    lifetimeSeconds: number,
    onValue: (value: BasValue | null) => void,
  ): Promise<CovSubscription> {
    const { deviceInstance, object } = target(ref);
    const address = await this.addressOf(deviceInstance);
    const texts = await this.textsOf(ref, address, object);
    const processId = this.nextProcessId++;
    const stop = this.node.onCovNotification((notification) => {
      const present = notification.values.find((v) => v.property.id === P.PRESENT_VALUE);
      if (
        notification.processId === processId &&
        notification.deviceInstance === deviceInstance &&
        present
      ) {
        onValue(pointValue(object.type, present.values[0] ?? null, texts));
      }
    });
    const subscribe = () => this.node.subscribeCov(address, object, { processId, lifetimeSeconds });
    try {
      await subscribe();
    } catch (error) {
      stop();
      throw inOurWords(error, ref);
    }
    return {
      renew: async () => {
        try {
          await subscribe();
        } catch (error) {
          throw inOurWords(error, ref);
        }
      },
      cancel: async () => {
        stop();
        await this.node.subscribeCov(address, object, {
          processId,
          lifetimeSeconds: 0,
          cancel: true,
        });
      },
    };
  }

  close(): void {
    this.closed = true;
    if (this.renewal) {
      clearTimeout(this.renewal);
    }
    this.node.close();
  }

  /**
   * Registers the node with the site's BBMD as a foreign device (none: nothing to do) before a
   * Who-Is goes through it, and again at half the time-to-live while the connector is open, so
   * the BBMD never drops it. A registration that failed is tried again at the next Who-Is.
   */
  private registered(): Promise<void> {
    const bbmd = this.options.bbmd;
    if (!bbmd) {
      return Promise.resolve();
    }
    const ttlSeconds = this.options.foreignDeviceTtlSeconds ?? BACNET_FOREIGN_DEVICE_TTL_S;
    this.registration ??= this.node.registerForeignDevice(bbmd, ttlSeconds).then(
      () => {
        if (this.closed) {
          return;
        }
        this.renewal = setTimeout(
          () => {
            this.registration = null;
            this.registered().catch(() => undefined);
          },
          (ttlSeconds * 1000) / 2,
        );
        this.renewal.unref();
      },
      (error: unknown) => {
        this.registration = null;
        throw new Error(
          error instanceof BacnetTimeout
            ? `The BBMD at ${bbmd} did not answer the foreign-device registration`
            : `The BBMD at ${bbmd} refused to register this server as a foreign device`,
        );
      },
    );
    return this.registration;
  }

  /** The device's address: known from discovery, else asked with a Who-Is for it alone. */
  private async addressOf(deviceInstance: number): Promise<string> {
    const known = this.addresses.get(deviceInstance);
    if (known) {
      return known;
    }
    // Without the BBMD (down, refusing), the targets may still know the device.
    await this.registered().catch(() => undefined);
    let address: string | undefined;
    await listenForDevices(
      this.node,
      {
        targets: this.options.targets,
        ...(this.options.bbmd ? { bbmd: this.options.bbmd } : {}),
        range: { low: deviceInstance, high: deviceInstance },
        listenMs: this.options.apduTimeoutMs ?? 3000,
      },
      (device) => {
        address = device.address;
        this.maxApdus.set(deviceInstance, device.maxApdu);
      },
    );
    if (!address) {
      throw new BacnetTimeout(`BACnet device ${deviceInstance} did not answer Who-Is`);
    }
    this.addresses.set(deviceInstance, address);
    return address;
  }

  /** A multi-state object's states or a binary one's texts (read once); null for analog. */
  private async textsOf(ref: string, address: string, object: ObjectRef): Promise<string[] | null> {
    const kind = pointKind(object.type);
    if (kind === 'Number') {
      return null;
    }
    if (!this.texts.has(ref)) {
      const states =
        kind === 'String'
          ? await this.node.readProperty(address, object, { id: P.STATE_TEXT })
          : null;
      this.texts.set(ref, states?.flatMap((s) => (s.kind === 'string' ? [s.value] : [])) ?? null);
    }
    return this.texts.get(ref) ?? null;
  }
}
