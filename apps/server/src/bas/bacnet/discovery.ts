/**
 * BACnet discovery: Who-Is within a device-instance range to the configured addresses (devices
 * by "ip:port", or a broadcast address) and through a BBMD to its network, then for each device
 * that answers its name, model and object list, and for each object what Airboard maps: name,
 * description, units, present value, state texts and whether it is commandable. Objects are
 * read with ReadPropertyMultiple in requests small enough for one message (the library cannot be
 * trusted with several segmented answers at once, docs/decisions/022), halving a request the
 * device aborts, and property by property with ReadProperty on a device that refuses
 * ReadPropertyMultiple. Reading a device starts as soon as its I-Am arrives; a device that stops
 * answering is reported as failed and holds up no other. Requests in flight are bounded for the
 * whole discovery.
 */
import { pointKind, type DiscoveredDevice, type DiscoveredObject } from './points';
import {
  BacnetAbort,
  BacnetServiceError,
  ErrorClass,
  ObjectType,
  PropertyIdentifier as P,
  type BacnetNode,
  type IAm,
  type ObjectRef,
  type PropertyRef,
  type WireValue,
} from './stack';

export interface DiscoveryProgress {
  devicesDone: number;
  /** Devices that answered Who-Is so far. */
  devicesTotal: number;
  pointsFound: number;
}

export interface DiscoveryOptions {
  /** Where Who-Is goes: devices' "ip:port", or a broadcast address ("192.168.1.255:47808"). */
  targets: string[];
  /**
   * A BBMD Who-Is also goes through, as Distribute-Broadcast-To-Network, to the devices of its
   * network (the node must be registered with it as a foreign device first).
   */
  bbmd?: string;
  /** Device instances to find (all when absent). */
  range?: { low: number; high: number };
  /** How long I-Am answers are awaited (Who-Is is sent three times in it, against loss). */
  listenMs?: number;
  /** Requests in flight at once, over all devices. */
  maxConcurrentRequests?: number;
  onProgress?: (progress: DiscoveryProgress) => void;
}

export interface DiscoveryFailure {
  instance: number;
  address: string;
  reason: string;
}

export interface DiscoveryResult {
  devices: DiscoveredDevice[];
  /** Devices that answered Who-Is and then could not be read. */
  failed: DiscoveryFailure[];
}

/** A guess of an object's share of a ReadPropertyMultiple answer, to size the requests. */
const BYTES_PER_OBJECT = 200;

/** Runs at most `limit` of the calls at once, in the order they come. */
export function concurrencyLimit(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(call: () => Promise<T>): Promise<T> => {
    if (running >= limit) {
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    running++;
    try {
      return await call();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

/** The properties read of an object of the type. */
function propertiesOf(type: number): PropertyRef[] {
  const common = [P.OBJECT_NAME, P.DESCRIPTION, P.PRESENT_VALUE, P.PRIORITY_ARRAY];
  const byKind = {
    Number: [P.UNITS, P.MIN_PRES_VALUE, P.MAX_PRES_VALUE],
    Bool: [P.INACTIVE_TEXT, P.ACTIVE_TEXT],
    String: [P.STATE_TEXT],
  };
  const kind = pointKind(type);
  return [...common, ...(kind ? byKind[kind] : [])].map((id) => ({ id }));
}

/** A refused service: the device does not do ReadPropertyMultiple. */
const refusesService = (error: unknown) =>
  (error instanceof BacnetServiceError && error.errorClass === ErrorClass.SERVICES) ||
  (error instanceof BacnetAbort && !tooLong(error));
/** An answer too long for one message (the device cannot segment it). */
const tooLong = (error: unknown) =>
  error instanceof BacnetAbort && [1, 4, 11].includes(error.reason);

const text = (values: WireValue[] | undefined): string | null => {
  const first = values?.[0];
  return first?.kind === 'string' ? first.value : null;
};
const number = (values: WireValue[] | undefined): number | null => {
  const first = values?.[0];
  return first && 'value' in first && typeof first.value === 'number' ? first.value : null;
};

/** Builds an object from its properties' values (missing ones: undefined). */
function describe(ref: ObjectRef, read: Map<number, WireValue[]>): DiscoveredObject {
  const min = number(read.get(P.MIN_PRES_VALUE));
  const max = number(read.get(P.MAX_PRES_VALUE));
  const states = read.get(P.STATE_TEXT);
  const inactive = text(read.get(P.INACTIVE_TEXT));
  const active = text(read.get(P.ACTIVE_TEXT));
  return {
    ref,
    name: text(read.get(P.OBJECT_NAME)) ?? `${ObjectType[ref.type] ?? ref.type} ${ref.instance}`,
    description: text(read.get(P.DESCRIPTION)) ?? '',
    units: number(read.get(P.UNITS)),
    presentValue: read.get(P.PRESENT_VALUE)?.[0] ?? null,
    texts: states
      ? states.flatMap((s) => (s.kind === 'string' ? [s.value] : []))
      : inactive !== null && active !== null
        ? [inactive, active]
        : null,
    commandable: read.has(P.PRIORITY_ARRAY),
    range: min !== null && max !== null ? { min, max } : null,
  };
}

/**
 * Reads one device: its own properties, object list and objects; the connector's polling reads
 * present values through `readObjects` too.
 */
export class DeviceReader {
  private multiple = true;
  private objectsPerRequest: number;

  constructor(
    private readonly node: BacnetNode,
    private readonly device: Pick<IAm, 'deviceInstance' | 'address' | 'maxApdu'>,
    private readonly limit: ReturnType<typeof concurrencyLimit>,
    private readonly onObjects: (count: number) => void,
  ) {
    this.objectsPerRequest = Math.max(1, Math.floor(device.maxApdu / BYTES_PER_OBJECT));
  }

  async read(): Promise<DiscoveredDevice> {
    const self = { type: ObjectType.DEVICE, instance: this.device.deviceInstance };
    const [own] = await this.readObjects([self], [{ id: P.OBJECT_NAME }, { id: P.MODEL_NAME }]);
    const list = await this.objectList(self);
    const points = list.filter((ref) => pointKind(ref.type) !== null);
    const batches: ObjectRef[][] = [];
    for (let i = 0; i < points.length; i += this.objectsPerRequest) {
      batches.push(points.slice(i, i + this.objectsPerRequest));
    }
    const objects = await Promise.all(
      batches.map(async (batch) => {
        const read = await this.readObjects(batch, (ref) => propertiesOf(ref.type));
        this.onObjects(read.length);
        return read.map((values, i) => describe(batch[i] as ObjectRef, values));
      }),
    );
    return {
      instance: this.device.deviceInstance,
      address: this.device.address,
      name: text(own?.get(P.OBJECT_NAME)) ?? `Device ${this.device.deviceInstance}`,
      model: text(own?.get(P.MODEL_NAME)) ?? '',
      objects: objects.flat(),
    };
  }

  /** The device's object list: whole, or element by element when it is too long for one answer. */
  private async objectList(self: ObjectRef): Promise<ObjectRef[]> {
    const refs = (values: WireValue[]) =>
      values.flatMap((v) =>
        v.kind === 'object' && v.value.type !== ObjectType.DEVICE ? [v.value] : [],
      );
    try {
      return refs(
        await this.limit(() =>
          this.node.readProperty(this.device.address, self, { id: P.OBJECT_LIST }),
        ),
      );
    } catch (error) {
      if (!tooLong(error)) {
        throw error;
      }
    }
    const count = number(
      await this.limit(() =>
        this.node.readProperty(this.device.address, self, { id: P.OBJECT_LIST, index: 0 }),
      ),
    );
    const indexes = Array.from({ length: count ?? 0 }, (_, i) => ({
      id: P.OBJECT_LIST,
      index: i + 1,
    }));
    const chunk = Math.max(1, Math.floor(this.device.maxApdu / 16));
    const elements: WireValue[] = [];
    for (let i = 0; i < indexes.length; i += chunk) {
      const [values] = await this.readObjects([self], indexes.slice(i, i + chunk), true);
      // Several elements of one property: keyed by index, in order.
      elements.push(...[...(values?.values() ?? [])].flat());
    }
    return refs(elements);
  }

  /**
   * The properties of each object, keyed by property id (by index when `byIndex`); a property
   * the object does not have is left out.
   */
  async readObjects(
    objects: ObjectRef[],
    properties: PropertyRef[] | ((ref: ObjectRef) => PropertyRef[]),
    byIndex = false,
  ): Promise<Map<number, WireValue[]>[]> {
    const propertiesFor = typeof properties === 'function' ? properties : () => properties;
    const key = (p: PropertyRef) => (byIndex ? (p.index ?? 0) : p.id);
    if (this.multiple) {
      try {
        const answer = await this.limit(() =>
          this.node.readPropertyMultiple(
            this.device.address,
            objects.map((object) => ({ object, properties: propertiesFor(object) })),
          ),
        );
        return answer.map(({ results }) => {
          const read = new Map<number, WireValue[]>();
          for (const result of results) {
            if (result.values) {
              read.set(key(result.property), result.values);
            }
          }
          return read;
        });
      } catch (error) {
        if (tooLong(error)) {
          const halves = await this.inHalves(objects, propertiesFor, byIndex);
          if (halves) {
            return halves;
          }
        }
        if (!refusesService(error)) {
          throw error;
        }
        this.multiple = false;
      }
    }
    return Promise.all(
      objects.map(async (object) => {
        const read = new Map<number, WireValue[]>();
        await Promise.all(
          propertiesFor(object).map(async (property) => {
            try {
              read.set(
                key(property),
                await this.limit(() =>
                  this.node.readProperty(this.device.address, object, property),
                ),
              );
            } catch (error) {
              if (!(error instanceof BacnetServiceError)) {
                throw error;
              }
            }
          }),
        );
        return read;
      }),
    );
  }

  /**
   * A read too long for one answer, in two: half the objects each, or for a single object half
   * its properties each (merged again); null when it cannot be split further.
   */
  private async inHalves(
    objects: ObjectRef[],
    propertiesFor: (ref: ObjectRef) => PropertyRef[],
    byIndex: boolean,
  ): Promise<Map<number, WireValue[]>[] | null> {
    if (objects.length > 1) {
      const half = Math.ceil(objects.length / 2);
      this.objectsPerRequest = Math.min(this.objectsPerRequest, half);
      return [
        ...(await this.readObjects(objects.slice(0, half), propertiesFor, byIndex)),
        ...(await this.readObjects(objects.slice(half), propertiesFor, byIndex)),
      ];
    }
    const [object] = objects;
    const properties = object ? propertiesFor(object) : [];
    if (properties.length < 2) {
      return null;
    }
    const half = Math.ceil(properties.length / 2);
    const [first] = await this.readObjects(objects, properties.slice(0, half), byIndex);
    const [second] = await this.readObjects(objects, properties.slice(half), byIndex);
    return [new Map([...(first ?? []), ...(second ?? [])])];
  }
}

/**
 * Sends Who-Is to the targets (and through the BBMD) three times over `listenMs` (against lost
 * packets) and calls
 * `onDevice` at each device's first I-Am within the range.
 */
export async function listenForDevices(
  node: BacnetNode,
  options: Pick<DiscoveryOptions, 'targets' | 'range' | 'listenMs' | 'bbmd'>,
  onDevice: (device: IAm) => void,
): Promise<void> {
  const { low, high } = options.range ?? { low: 0, high: Number.MAX_SAFE_INTEGER };
  const seen = new Set<number>();
  const stopListening = node.onIAm((device) => {
    const instance = device.deviceInstance;
    if (!seen.has(instance) && instance >= low && instance <= high) {
      seen.add(instance);
      onDevice(device);
    }
  });
  try {
    for (let round = 0; round < 3; round++) {
      for (const target of options.targets) {
        node.whoIs(target, options.range);
      }
      if (options.bbmd) {
        node.whoIsThroughBbmd(options.bbmd, options.range);
      }
      await new Promise((resolve) => setTimeout(resolve, (options.listenMs ?? 3000) / 3));
    }
  } finally {
    stopListening();
  }
}

/** Finds the devices at the targets and reads their objects. */
export async function discoverDevices(
  node: BacnetNode,
  options: DiscoveryOptions,
): Promise<DiscoveryResult> {
  const limit = concurrencyLimit(options.maxConcurrentRequests ?? 8);
  const progress: DiscoveryProgress = { devicesDone: 0, devicesTotal: 0, pointsFound: 0 };
  const report = () => options.onProgress?.({ ...progress });
  const devices: DiscoveredDevice[] = [];
  const failed: DiscoveryFailure[] = [];
  const reading: Promise<void>[] = [];
  await listenForDevices(node, options, (device) => {
    progress.devicesTotal++;
    report();
    const reader = new DeviceReader(node, device, limit, (count) => {
      progress.pointsFound += count;
      report();
    });
    reading.push(
      reader
        .read()
        .then((read) => void devices.push(read))
        .catch((error: unknown) => {
          failed.push({
            instance: device.deviceInstance,
            address: device.address,
            reason: error instanceof Error ? error.message : String(error),
          });
        })
        .finally(() => {
          progress.devicesDone++;
          report();
        }),
    );
  });
  await Promise.all(reading);
  devices.sort((a, b) => a.instance - b.instance);
  return { devices, failed };
}
