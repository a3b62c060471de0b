/**
 * The BACnet/IP stack behind one small door. @bacnet-js/client (docs/decisions/022) encodes and
 * decodes the protocol; this module wraps it so the rest of Airboard's BACnet code speaks in
 * typed values of its own and never sees the library's loosely typed payloads. It also brings
 * its own UDP link (udp-link.ts) instead of the library's.
 */
import * as library from '@bacnet-js/client';
import {
  AbortReason,
  ApplicationTag,
  type ObjectType,
  type PropertyIdentifier,
  type WhoIsResult,
  ASN1_ARRAY_ALL,
  ErrorClass,
  ErrorCode,
  type BACNetAddress,
  type BACNetAppData,
  type BACNetReadAccess,
  type BACNetObjectID,
  Segmentation,
} from '@bacnet-js/client';
import { UdpLink, type LinkFaults } from './udp-link';

type LibraryClient = InstanceType<typeof library.default>;
type LibraryClientClass = typeof library.default;

/**
 * The library's client class. The package is CommonJS with an `exports.default`: Node's ESM
 * loader hands its whole exports object as the default, Vitest and bundlers hand `default`.
 */
const BacnetClientClass: LibraryClientClass = (() => {
  const candidate: unknown = library.default;
  if (typeof candidate === 'function') {
    return candidate as LibraryClientClass;
  }
  return (candidate as { default: LibraryClientClass }).default;
})();

/** A BACnet object: its type (ObjectType) and instance number. */
export interface ObjectRef {
  type: ObjectType;
  instance: number;
}

/** One application-tagged value as it travels on the wire. */
export type WireValue =
  | { kind: 'null' }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'unsigned'; value: number }
  | { kind: 'signed'; value: number }
  | { kind: 'real'; value: number }
  | { kind: 'enumerated'; value: number }
  | { kind: 'string'; value: string }
  | { kind: 'object'; value: ObjectRef }
  | { kind: 'bits'; value: boolean[] }
  /** A type Airboard does not read (dates, times, constructed values). */
  | { kind: 'other' };

/** A property and, for an array, the element (none: the whole property). */
export interface PropertyRef {
  id: PropertyIdentifier;
  index?: number;
}

/** A device answered with a BACnet Error (e.g. unknown property, write access denied). */
export class BacnetServiceError extends Error {
  constructor(
    readonly errorClass: ErrorClass,
    readonly errorCode: ErrorCode,
  ) {
    super(
      `BACnet error ${ErrorClass[errorClass] ?? errorClass}: ${ErrorCode[errorCode] ?? errorCode}`,
    );
  }
}

/** A device aborted or rejected the request (e.g. an answer too long without segmentation). */
export class BacnetAbort extends Error {
  constructor(readonly reason: AbortReason) {
    super(`BACnet abort: ${AbortReason[reason] ?? reason}`);
  }
}

/** No answer within the APDU timeout, retries included. */
export class BacnetTimeout extends Error {}

/** The library's errors (plain Errors with a message) as ours. */
function ourError(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  if (message === 'ERR_TIMEOUT') {
    return new BacnetTimeout('The BACnet device did not answer');
  }
  const failure = /Class:(\d+) - Code:(\d+)/.exec(message);
  if (failure) {
    return new BacnetServiceError(Number(failure[1]), Number(failure[2]));
  }
  const abort = /Reason:(\d+)/.exec(message);
  if (abort) {
    return new BacnetAbort(Number(abort[1]));
  }
  return error instanceof Error ? error : new Error(message);
}

// ── Values ──────────────────────────────────────────────────────────────────────────────────

interface LibraryValue {
  type: number;
  value: unknown;
}

function isObjectRef(value: unknown): value is ObjectRef {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ObjectRef).type === 'number' &&
    typeof (value as ObjectRef).instance === 'number'
  );
}

/** How each application tag Airboard reads becomes a value of ours. */
const DECODERS: Partial<Record<ApplicationTag, (value: unknown) => WireValue>> = {
  [ApplicationTag.NULL]: () => ({ kind: 'null' }),
  [ApplicationTag.BOOLEAN]: (value) => ({ kind: 'boolean', value: Boolean(value) }),
  [ApplicationTag.UNSIGNED_INTEGER]: (value) => ({ kind: 'unsigned', value: Number(value) }),
  [ApplicationTag.SIGNED_INTEGER]: (value) => ({ kind: 'signed', value: Number(value) }),
  // Single precision: 54.9 arrives as 54.900001525878906; its 7 significant digits are it.
  [ApplicationTag.REAL]: (value) => ({ kind: 'real', value: Number(Number(value).toPrecision(7)) }),
  [ApplicationTag.DOUBLE]: (value) => ({ kind: 'real', value: Number(value) }),
  [ApplicationTag.ENUMERATED]: (value) => ({ kind: 'enumerated', value: Number(value) }),
  [ApplicationTag.CHARACTER_STRING]: (value) => ({ kind: 'string', value: String(value) }),
  [ApplicationTag.OBJECTIDENTIFIER]: (value) =>
    isObjectRef(value)
      ? { kind: 'object', value: { type: value.type, instance: value.instance } }
      : { kind: 'other' },
  [ApplicationTag.BIT_STRING]: (value) => {
    const bits = value as { bitsUsed: number; value: number[] };
    return {
      kind: 'bits',
      value: Array.from(
        { length: bits.bitsUsed },
        (_, i) => ((bits.value[i >> 3] ?? 0) & (1 << (i & 7))) !== 0,
      ),
    };
  },
};

function fromLibrary({ type, value }: LibraryValue): WireValue {
  return DECODERS[type as ApplicationTag]?.(value) ?? { kind: 'other' };
}

function toLibrary(value: WireValue): BACNetAppData {
  switch (value.kind) {
    case 'null':
      return { type: ApplicationTag.NULL, value: null };
    case 'boolean':
      return { type: ApplicationTag.BOOLEAN, value: value.value };
    case 'unsigned':
      return { type: ApplicationTag.UNSIGNED_INTEGER, value: value.value };
    case 'signed':
      return { type: ApplicationTag.SIGNED_INTEGER, value: value.value };
    case 'real':
      return { type: ApplicationTag.REAL, value: value.value };
    case 'enumerated':
      return { type: ApplicationTag.ENUMERATED, value: value.value };
    case 'string':
      return { type: ApplicationTag.CHARACTER_STRING, value: value.value };
    case 'object':
      return { type: ApplicationTag.OBJECTIDENTIFIER, value: value.value };
    case 'bits': {
      const bytes = Array.from({ length: Math.ceil(value.value.length / 8) }, () => 0);
      value.value.forEach((bit, i) => {
        if (bit) {
          bytes[i >> 3] = (bytes[i >> 3] ?? 0) | (1 << (i & 7));
        }
      });
      return {
        type: ApplicationTag.BIT_STRING,
        value: { bitsUsed: value.value.length, value: bytes },
      } as BACNetAppData;
    }
    case 'other':
      throw new Error('A value of a type Airboard does not write');
  }
}

const wholeProperty = (index: number | undefined) => index ?? ASN1_ARRAY_ALL;
const propertyIndex = (index: number): number | undefined =>
  index === ASN1_ARRAY_ALL ? undefined : index;

// ── Requests and services ───────────────────────────────────────────────────────────────────

/** A device's I-Am. */
export interface IAm {
  deviceInstance: number;
  address: string;
  maxApdu: number;
  segmentation: 'both' | 'transmit' | 'receive' | 'none';
  vendorId: number;
}

const SEGMENTATION: Record<number, IAm['segmentation']> = {
  [Segmentation.SEGMENTED_BOTH]: 'both',
  [Segmentation.SEGMENTED_TRANSMIT]: 'transmit',
  [Segmentation.SEGMENTED_RECEIVE]: 'receive',
  [Segmentation.NO_SEGMENTATION]: 'none',
};

/** One property's result in a ReadPropertyMultiple answer: its values or the device's error. */
export interface PropertyResult {
  property: PropertyRef;
  values: WireValue[] | null;
  error: BacnetServiceError | null;
}

export interface ObjectResults {
  object: ObjectRef;
  results: PropertyResult[];
}

/** A change-of-value notification a device sent. */
export interface CovNotification {
  deviceInstance: number;
  object: ObjectRef;
  processId: number;
  timeRemainingSeconds: number;
  values: { property: PropertyRef; values: WireValue[] }[];
}

/** What a served device does with the requests it receives; a thrown BacnetServiceError answers. */
export interface ServedDevice {
  deviceInstance: number;
  vendorId: number;
  /** Without it the device refuses ReadPropertyMultiple as an unrecognised service. */
  readPropertyMultiple: boolean;
  readProperty(object: ObjectRef, property: PropertyRef): WireValue[];
  writeProperty(
    object: ObjectRef,
    property: PropertyRef,
    values: WireValue[],
    priority: number,
  ): void;
  subscribeCov(
    subscriber: string,
    request: {
      object: ObjectRef;
      processId: number;
      confirmed: boolean;
      lifetimeSeconds: number;
      cancel: boolean;
    },
  ): void;
}

export interface BacnetNodeOptions {
  /** UDP port; 0 picks a free one. */
  port?: number;
  /** The interface to bind (default: loopback). */
  address?: string;
  broadcastAddress?: string;
  apduTimeoutMs?: number;
  /** Times a request is sent again after a timeout. */
  retries?: number;
  /** Longest APDU this node sends (a served device's limit). */
  maxApdu?: number;
  faults?: LinkFaults;
}

const receiverOf = (address: string): BACNetAddress => ({ address });
/** "ip:port", BACnet/IP's own port when the address names none (the library wants one). */
const withPort = (address: string) => (address.includes(':') ? address : `${address}:47808`);

/** A BACnet/IP node: a client of other devices, and optionally a device itself. */
export class BacnetNode {
  private constructor(
    private readonly client: LibraryClient,
    private readonly link: UdpLink,
    /** This node's "ip:port". */
    readonly address: string,
    private readonly retries: number,
  ) {
    // A request that fails is answered through its promise; the event would be unhandled.
    client.on('error', () => undefined);
  }

  static async open(options: BacnetNodeOptions = {}): Promise<BacnetNode> {
    const link = new UdpLink({
      port: options.port ?? 0,
      address: options.address ?? '127.0.0.1',
      broadcastAddress: options.broadcastAddress ?? '255.255.255.255',
      maxApdu: options.maxApdu ?? 1476,
      faults: options.faults ?? { dropRate: 0, delayMs: 0, offline: false },
    });
    const address = await link.bind();
    const client = new BacnetClientClass({
      transport: link,
      apduTimeout: options.apduTimeoutMs ?? 3000,
    });
    return new BacnetNode(client, link, address, options.retries ?? 2);
  }

  /** Asks the devices in the range (all when none) at the address (none: broadcast). */
  whoIs(address: string | undefined, range?: { low: number; high: number }): void {
    const limits = range ? { lowLimit: range.low, highLimit: range.high } : {};
    if (address) {
      this.client.whoIs(receiverOf(address), limits);
    } else {
      this.client.whoIs(limits);
    }
  }

  /**
   * Asks the devices in the range through a BBMD (Distribute-Broadcast-To-Network): it
   * broadcasts the Who-Is on its network, and forwards the I-Am answers back. The node must be
   * registered with it as a foreign device (registerForeignDevice).
   */
  whoIsThroughBbmd(bbmd: string, range?: { low: number; high: number }): void {
    const limits = range ? { lowLimit: range.low, highLimit: range.high } : {};
    this.client.whoIsThroughBBMD(receiverOf(bbmd), limits);
  }

  /**
   * Registers this node with a BBMD as a foreign device for `ttlSeconds`
   * (Register-Foreign-Device): the BBMD then forwards its network's broadcasts to it, and
   * distributes its own. Fails when the BBMD refuses (a BacnetServiceError) or does not answer.
   */
  async registerForeignDevice(bbmd: string, ttlSeconds: number): Promise<void> {
    await this.request(() =>
      this.client.registerForeignDevice(receiverOf(withPort(bbmd)), ttlSeconds),
    );
  }

  /** I-Am answers; one a BBMD forwarded carries the device's own address, which is kept. */
  onIAm(listener: (device: IAm) => void): () => void {
    const handler = (content: {
      header?: { sender: BACNetAddress };
      payload: { deviceId: number; maxApdu: number; segmentation: number; vendorId: number };
    }) =>
      listener({
        deviceInstance: content.payload.deviceId,
        address: content.header?.sender.forwardedFrom ?? content.header?.sender.address ?? '',
        maxApdu: content.payload.maxApdu,
        segmentation: SEGMENTATION[content.payload.segmentation] ?? 'none',
        vendorId: content.payload.vendorId,
      });
    this.client.on('iAm', handler);
    return () => this.client.off('iAm', handler);
  }

  async readProperty(address: string, object: ObjectRef, property: PropertyRef) {
    const answer = await this.request(() =>
      this.client.readProperty(receiverOf(address), object, property.id, {
        arrayIndex: wholeProperty(property.index),
      }),
    );
    return answer.values.map(fromLibrary);
  }

  async readPropertyMultiple(
    address: string,
    requests: { object: ObjectRef; properties: PropertyRef[] }[],
  ): Promise<ObjectResults[]> {
    const answer = await this.request(() =>
      this.client.readPropertyMultiple(
        receiverOf(address),
        requests.map(({ object, properties }) => ({
          objectId: object,
          properties: properties.map((p) => ({ id: p.id, index: wholeProperty(p.index) })),
        })),
      ),
    );
    return answer.values.map(({ objectId, values }) => ({
      object: { type: objectId.type, instance: objectId.instance },
      results: values.map(({ id, index, value }): PropertyResult => {
        const property = { id, index: propertyIndex(index) };
        const first = value[0];
        if (first?.type === ApplicationTag.ERROR) {
          const { errorClass, errorCode } = first.value as {
            errorClass: number;
            errorCode: number;
          };
          return { property, values: null, error: new BacnetServiceError(errorClass, errorCode) };
        }
        return { property, values: value.map(fromLibrary), error: null };
      }),
    }));
  }

  /** Writes the values at the priority (1–16; none: the object's default). */
  async writeProperty(
    address: string,
    object: ObjectRef,
    property: PropertyRef,
    values: WireValue[],
    priority?: number,
  ): Promise<void> {
    await this.request(() =>
      this.client.writeProperty(receiverOf(address), object, property.id, values.map(toLibrary), {
        arrayIndex: wholeProperty(property.index),
        priority: priority ?? 0,
      }),
    );
  }

  async subscribeCov(
    address: string,
    object: ObjectRef,
    request: { processId: number; lifetimeSeconds: number; confirmed?: boolean; cancel?: boolean },
  ): Promise<void> {
    await this.request(() =>
      this.client.subscribeCov(
        receiverOf(address),
        object,
        request.processId,
        request.cancel ?? false,
        request.confirmed ?? false,
        request.lifetimeSeconds,
      ),
    );
  }

  /** Change-of-value notifications, confirmed (acknowledged here) or not. */
  onCovNotification(listener: (notification: CovNotification) => void): () => void {
    const translate = (payload: {
      initiatingDeviceId: unknown;
      monitoredObjectId: BACNetObjectID;
      subscriberProcessId: number;
      timeRemaining: number;
      values: { property: { id: number; index?: number }; value: LibraryValue[] }[];
    }): CovNotification => ({
      // Declared a number, decoded as the device's object identifier.
      deviceInstance: isObjectRef(payload.initiatingDeviceId)
        ? payload.initiatingDeviceId.instance
        : Number(payload.initiatingDeviceId),
      object: {
        type: payload.monitoredObjectId.type,
        instance: payload.monitoredObjectId.instance,
      },
      processId: payload.subscriberProcessId,
      timeRemainingSeconds: payload.timeRemaining,
      values: payload.values.map(({ property, value }) => ({
        property: { id: property.id, index: propertyIndex(property.index ?? ASN1_ARRAY_ALL) },
        values: value.map(fromLibrary),
      })),
    });
    const unconfirmed = (content: { payload: Parameters<typeof translate>[0] }) =>
      listener(translate(content.payload));
    const confirmed = (content: {
      header?: { sender: BACNetAddress };
      service?: number;
      invokeId?: number;
      payload: Parameters<typeof translate>[0];
    }) => {
      if (content.header && content.service !== undefined && content.invokeId !== undefined) {
        this.client.simpleAckResponse(content.header.sender, content.service, content.invokeId);
      }
      listener(translate(content.payload));
    };
    this.client.on('covNotifyUnconfirmed', unconfirmed);
    this.client.on('covNotify', confirmed);
    return () => {
      this.client.off('covNotifyUnconfirmed', unconfirmed);
      this.client.off('covNotify', confirmed);
    };
  }

  /** Answers Who-Is, ReadProperty(Multiple), WriteProperty and SubscribeCOV as the device. */
  serve(device: ServedDevice): void {
    const client = this.client;
    client.on(
      'whoIs',
      ({ header, payload }: { header?: { sender: BACNetAddress }; payload: WhoIsResult }) => {
        const low = payload.lowLimit ?? 0;
        const high = payload.highLimit ?? Number.MAX_SAFE_INTEGER;
        if (header && device.deviceInstance >= low && device.deviceInstance <= high) {
          // A Who-Is a BBMD forwarded is answered as devices do: I-Am broadcast on the local
          // network, which the BBMD forwards to the foreign device that asked.
          const answerTo = header.sender.forwardedFrom ? {} : header.sender;
          this.link.reporting(() =>
            client.iAmResponse(
              answerTo,
              device.deviceInstance,
              Segmentation.NO_SEGMENTATION,
              device.vendorId,
            ),
          );
        }
      },
    );
    /** Runs the service and answers with its error when it throws one. */
    const answering = (
      content: { header?: { sender: BACNetAddress }; service?: number; invokeId?: number },
      run: (sender: BACNetAddress, invokeId: number) => void,
    ) => {
      const { header, service, invokeId } = content;
      if (!header || service === undefined || invokeId === undefined) {
        return;
      }
      try {
        run(header.sender, invokeId);
      } catch (error) {
        const failure =
          error instanceof BacnetServiceError
            ? error
            : new BacnetServiceError(ErrorClass.DEVICE, ErrorCode.OTHER);
        client.errorResponse(
          header.sender,
          service,
          invokeId,
          failure.errorClass,
          failure.errorCode,
        );
      }
    };
    client.on('readProperty', (content) =>
      answering(content, (sender, invokeId) => {
        const { objectId, property } = content.payload;
        const values = device.readProperty(objectId, {
          id: property.id,
          index: propertyIndex(property.index),
        });
        client.readPropertyResponse(sender, invokeId, objectId, property, values.map(toLibrary));
      }),
    );
    if (device.readPropertyMultiple) {
      client.on('readPropertyMultiple', (content) =>
        answering(content, (sender, invokeId) => {
          const answer: BACNetReadAccess[] = content.payload.properties.map((spec) => ({
            objectId: spec.objectId,
            values: spec.properties.map((property) => {
              try {
                const values = device.readProperty(spec.objectId, {
                  id: property.id,
                  index: propertyIndex(property.index),
                });
                return { property, value: values.map(toLibrary) };
              } catch (error) {
                if (!(error instanceof BacnetServiceError)) {
                  throw error;
                }
                const { errorClass, errorCode } = error;
                return {
                  property,
                  value: [{ value: { type: 'BacnetError', errorClass, errorCode } }],
                };
              }
            }),
          }));
          client.readPropertyMultipleResponse(sender, invokeId, answer);
        }),
      );
    }
    client.on('writeProperty', (content) =>
      answering(content, (sender, invokeId) => {
        const { objectId, value } = content.payload;
        device.writeProperty(
          objectId,
          { id: value.property.id, index: propertyIndex(value.property.index) },
          value.value.map(fromLibrary),
          value.priority,
        );
        client.simpleAckResponse(sender, content.service ?? 0, invokeId);
      }),
    );
    client.on('subscribeCov', (content) =>
      answering(content, (sender, invokeId) => {
        const payload = content.payload as typeof content.payload & {
          cancellationRequest?: boolean;
        };
        device.subscribeCov(sender.address ?? '', {
          object: payload.monitoredObjectId,
          processId: payload.subscriberProcessId,
          confirmed: payload.issueConfirmedNotifications,
          lifetimeSeconds: payload.lifetime,
          cancel: payload.cancellationRequest ?? false,
        });
        client.simpleAckResponse(sender, content.service ?? 0, invokeId);
      }),
    );
  }

  /** Sends a subscriber a change-of-value notification (unconfirmed). */
  notifyCov(subscriber: string, notification: CovNotification): void {
    this.client.unconfirmedCOVNotification(
      receiverOf(subscriber),
      notification.processId,
      notification.deviceInstance,
      notification.object,
      notification.timeRemainingSeconds,
      notification.values.map(({ property, values }) => ({
        // An index only for an element: the library writes ARRAY_ALL when given it.
        property: property.index === undefined ? { id: property.id } : property,
        value: values.map(toLibrary),
      })),
    );
  }

  close(): void {
    this.client.close();
  }

  /** The request, sent again after a timeout up to `retries` times; errors in our words. */
  private async request<T>(send: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await send();
      } catch (error) {
        const ours = ourError(error);
        if (!(ours instanceof BacnetTimeout) || attempt >= this.retries) {
          throw ours;
        }
      }
    }
  }
}

// The protocol's numbering, for the modules that name objects, properties and units.
export {
  AbortReason,
  EngineeringUnits,
  ErrorClass,
  ErrorCode,
  ObjectType,
  PropertyIdentifier,
  Segmentation,
} from '@bacnet-js/client';
