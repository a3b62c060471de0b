/**
 * A BACnet/IP device simulator: controllers served over real UDP, each on its own port, with a
 * generated object tree (simulated-objects.ts). A device answers Who-Is in its range,
 * ReadProperty and ReadPropertyMultiple (without segmentation: an answer longer than its APDU
 * limit is aborted, as small controllers do), WriteProperty through a 16-level priority array
 * with relinquish (NULL), and SubscribeCOV with a lifetime, notifying its subscribers whenever a
 * present value changes. Its link can drop a share of the packets, delay its answers or go
 * offline. The devices may sit behind a simulated BBMD (bbmd-simulator.ts), as a site on another
 * subnet does. Used by the tests, and meant for the demo (AIRBOARD_DEMO_BACNET, a later phase).
 */
import { SimulatedBbmd } from './bbmd-simulator';
import { generateObjects, type SimulatedObject } from './simulated-objects';
import {
  BacnetNode,
  BacnetServiceError,
  EngineeringUnits,
  ErrorClass,
  ErrorCode,
  ObjectType,
  PropertyIdentifier as P,
  type ObjectRef,
  Segmentation,
  type PropertyRef,
  type ServedDevice,
  type WireValue,
} from './stack';
import type { LinkFaults } from './udp-link';

export interface SimulatedDeviceSpec {
  instance: number;
  /** The device object's name, also the prefix of its objects' names ('AHU-1'). */
  name: string;
  /** What it reports as its model (Airboard shows it as the controller's kind). */
  model?: string;
  /** Number of objects besides the device object. */
  objectCount: number;
  /** Longest answer it sends (default 1476, BACnet/IP's largest). */
  maxApdu?: number;
  /** Whether it supports ReadPropertyMultiple (default true). */
  readPropertyMultiple?: boolean;
  /** UDP port (default 0: a free one). */
  port?: number;
  /** Where its broadcasts go (default: 255.255.255.255; a simulated BBMD's address behind one). */
  broadcastAddress?: string;
}

const VENDOR_ID = 999;
const ANALOG = new Set<number>([
  ObjectType.ANALOG_INPUT,
  ObjectType.ANALOG_OUTPUT,
  ObjectType.ANALOG_VALUE,
]);
const BINARY = new Set<number>([
  ObjectType.BINARY_INPUT,
  ObjectType.BINARY_OUTPUT,
  ObjectType.BINARY_VALUE,
]);

const objectKey = (ref: ObjectRef) => `${ref.type}:${ref.instance}`;
const failure = (errorClass: ErrorClass, errorCode: ErrorCode) =>
  new BacnetServiceError(errorClass, errorCode);

const str = (value: string): WireValue => ({ kind: 'string', value });
const unsigned = (value: number): WireValue => ({ kind: 'unsigned', value });
const enumerated = (value: number): WireValue => ({ kind: 'enumerated', value });
const NULL: WireValue = { kind: 'null' };
const NORMAL_STATUS: WireValue = { kind: 'bits', value: [false, false, false, false] };

/** An array property's answer: the whole array, its length (index 0), or one element. */
function arrayAnswer(elements: WireValue[], index: number | undefined): WireValue[] {
  if (index === undefined) {
    return elements;
  }
  if (index === 0) {
    return [unsigned(elements.length)];
  }
  const element = elements[index - 1];
  if (!element) {
    throw failure(ErrorClass.PROPERTY, ErrorCode.INVALID_ARRAY_INDEX);
  }
  return [element];
}

interface Subscription {
  subscriber: string;
  processId: number;
  object: ObjectRef;
  /** Epoch ms; null: until cancelled (lifetime 0). */
  expiresAt: number | null;
}

/** One simulated controller and its link. */
export class SimulatedBacnetDevice implements ServedDevice {
  readonly deviceInstance: number;
  readonly vendorId = VENDOR_ID;
  readonly readPropertyMultiple: boolean;
  readonly objects: SimulatedObject[];
  /** What the link does to traffic now: change it to drop, delay or go offline. */
  readonly faults: LinkFaults = { dropRate: 0, delayMs: 0, offline: false };
  private readonly byKey: Map<string, SimulatedObject>;
  private readonly subscriptions = new Map<string, Subscription>();
  private node: BacnetNode | null = null;

  constructor(private readonly spec: SimulatedDeviceSpec) {
    this.deviceInstance = spec.instance;
    this.readPropertyMultiple = spec.readPropertyMultiple ?? true;
    this.objects = generateObjects(spec.name, spec.objectCount);
    this.byKey = new Map(this.objects.map((o) => [objectKey(o.ref), o]));
  }

  /** Where it listens ("127.0.0.1:port"), once started. */
  get address(): string {
    if (!this.node) {
      throw new Error('The simulated device is not started');
    }
    return this.node.address;
  }

  async start(): Promise<void> {
    this.node = await BacnetNode.open({
      port: this.spec.port ?? 0,
      maxApdu: this.spec.maxApdu ?? 1476,
      faults: this.faults,
      ...(this.spec.broadcastAddress ? { broadcastAddress: this.spec.broadcastAddress } : {}),
    });
    this.node.serve(this);
  }

  stop(): void {
    this.node?.close();
    this.node = null;
  }

  /** An object by its reference; throws for one the device does not have. */
  object(ref: ObjectRef): SimulatedObject {
    const object = this.byKey.get(objectKey(ref));
    if (!object) {
      throw failure(ErrorClass.OBJECT, ErrorCode.UNKNOWN_OBJECT);
    }
    return object;
  }

  /** A sensor's new reading (or any object's value changing by itself): subscribers hear it. */
  setPresentValue(ref: ObjectRef, value: number): void {
    this.change(this.object(ref), value);
  }

  readProperty(ref: ObjectRef, property: PropertyRef): WireValue[] {
    const answer =
      ref.type === ObjectType.DEVICE && ref.instance === this.deviceInstance
        ? (DEVICE_PROPERTIES[property.id]?.(
            { spec: this.spec, objects: this.objects },
            property.index,
          ) ?? null)
        : (OBJECT_PROPERTIES[property.id]?.(this.object(ref), property.index) ?? null);
    if (!answer) {
      throw failure(ErrorClass.PROPERTY, ErrorCode.UNKNOWN_PROPERTY);
    }
    if (property.index !== undefined && !ARRAYS.has(property.id)) {
      throw failure(ErrorClass.PROPERTY, ErrorCode.PROPERTY_IS_NOT_AN_ARRAY);
    }
    return answer;
  }

  writeProperty(
    ref: ObjectRef,
    property: PropertyRef,
    values: WireValue[],
    priority: number,
  ): void {
    const object = this.object(ref);
    if (property.id !== P.PRESENT_VALUE || !object.command) {
      throw failure(ErrorClass.PROPERTY, ErrorCode.WRITE_ACCESS_DENIED);
    }
    const [value] = values;
    const commanded = value?.kind === 'null' ? null : this.accepted(object, value);
    object.command.priorities[priority - 1] = commanded;
    const effective = object.command.priorities.find((p) => p !== null);
    this.change(object, effective ?? object.command.relinquishDefault);
  }

  subscribeCov(
    subscriber: string,
    request: {
      object: ObjectRef;
      processId: number;
      lifetimeSeconds: number;
      cancel: boolean;
    },
  ): void {
    const object = this.object(request.object);
    const key = `${subscriber}|${request.processId}|${objectKey(request.object)}`;
    if (request.cancel) {
      this.subscriptions.delete(key);
      return;
    }
    const subscription: Subscription = {
      subscriber,
      processId: request.processId,
      object: request.object,
      expiresAt: request.lifetimeSeconds > 0 ? Date.now() + request.lifetimeSeconds * 1000 : null,
    };
    this.subscriptions.set(key, subscription);
    // The standard's initial notification, once the subscription is acknowledged.
    setImmediate(() => this.notify(subscription, object));
  }

  /** The subscriptions still alive (expired ones are dropped on the way). */
  activeSubscriptions(): number {
    const now = Date.now();
    for (const [key, s] of this.subscriptions) {
      if (s.expiresAt !== null && s.expiresAt <= now) {
        this.subscriptions.delete(key);
      }
    }
    return this.subscriptions.size;
  }

  private change(object: SimulatedObject, value: number): void {
    if (object.presentValue === value) {
      return;
    }
    object.presentValue = value;
    this.activeSubscriptions();
    for (const subscription of this.subscriptions.values()) {
      if (objectKey(subscription.object) === objectKey(object.ref)) {
        this.notify(subscription, object);
      }
    }
  }

  private notify(subscription: Subscription, object: SimulatedObject): void {
    const remaining =
      subscription.expiresAt === null
        ? 0
        : Math.max(0, Math.round((subscription.expiresAt - Date.now()) / 1000));
    this.node?.notifyCov(subscription.subscriber, {
      deviceInstance: this.deviceInstance,
      object: object.ref,
      processId: subscription.processId,
      timeRemainingSeconds: remaining,
      values: [
        { property: { id: P.PRESENT_VALUE }, values: [presentValue(object)] },
        { property: { id: P.STATUS_FLAGS }, values: [NORMAL_STATUS] },
      ],
    });
  }

  /** The written value as the object's number, or the error the device answers. */
  private accepted(object: SimulatedObject, value: WireValue | undefined): number {
    const type = object.ref.type;
    if (
      ANALOG.has(type) &&
      (value?.kind === 'real' || value?.kind === 'unsigned' || value?.kind === 'signed')
    ) {
      const { range } = object;
      if (range && (value.value < range.min || value.value > range.max)) {
        throw failure(ErrorClass.PROPERTY, ErrorCode.VALUE_OUT_OF_RANGE);
      }
      return value.value;
    }
    if (BINARY.has(type) && value?.kind === 'enumerated') {
      if (value.value !== 0 && value.value !== 1) {
        throw failure(ErrorClass.PROPERTY, ErrorCode.VALUE_OUT_OF_RANGE);
      }
      return value.value;
    }
    if (!ANALOG.has(type) && !BINARY.has(type) && value?.kind === 'unsigned') {
      if (value.value < 1 || value.value > (object.texts?.length ?? 0)) {
        throw failure(ErrorClass.PROPERTY, ErrorCode.VALUE_OUT_OF_RANGE);
      }
      return value.value;
    }
    throw failure(ErrorClass.PROPERTY, ErrorCode.INVALID_DATA_TYPE);
  }
}

const ARRAYS = new Set<P>([P.OBJECT_LIST, P.STATE_TEXT, P.PRIORITY_ARRAY]);

/** An object's number as its type carries it: REAL, ENUMERATED (binary), UNSIGNED (state). */
function wireValue(object: SimulatedObject, value: number): WireValue {
  if (ANALOG.has(object.ref.type)) {
    return { kind: 'real', value };
  }
  return BINARY.has(object.ref.type) ? enumerated(value) : unsigned(value);
}

const presentValue = (object: SimulatedObject) => wireValue(object, object.presentValue);

/** What a device's own properties are made of. */
interface DeviceFacts {
  spec: SimulatedDeviceSpec;
  objects: SimulatedObject[];
}

/** A property's values (`index`: an array's element), or null when the object has none. */
type Property<T> = (of: T, index: number | undefined) => WireValue[] | null;

const deviceRef = ({ spec }: DeviceFacts): ObjectRef => ({
  type: ObjectType.DEVICE,
  instance: spec.instance,
});
const model = ({ spec }: DeviceFacts) => spec.model ?? 'Controller';
const isAnalog = (o: SimulatedObject) => ANALOG.has(o.ref.type);
const isBinary = (o: SimulatedObject) => BINARY.has(o.ref.type);
const isMultiState = (o: SimulatedObject) => !isAnalog(o) && !isBinary(o);
const real = (value: number): WireValue => ({ kind: 'real', value });

const DEVICE_PROPERTIES: Partial<Record<P, Property<DeviceFacts>>> = {
  [P.OBJECT_IDENTIFIER]: (d) => [{ kind: 'object', value: deviceRef(d) }],
  [P.OBJECT_NAME]: (d) => [str(d.spec.name)],
  [P.OBJECT_TYPE]: () => [enumerated(ObjectType.DEVICE)],
  [P.DESCRIPTION]: (d) => [str(`${model(d)} ${d.spec.name}`)],
  [P.MODEL_NAME]: (d) => [str(model(d))],
  [P.VENDOR_NAME]: () => [str('Airboard simulator')],
  [P.VENDOR_IDENTIFIER]: () => [unsigned(VENDOR_ID)],
  [P.MAX_APDU_LENGTH_ACCEPTED]: (d) => [unsigned(d.spec.maxApdu ?? 1476)],
  [P.SEGMENTATION_SUPPORTED]: () => [enumerated(Segmentation.NO_SEGMENTATION)],
  [P.OBJECT_LIST]: (d, index) =>
    arrayAnswer(
      [deviceRef(d), ...d.objects.map((o) => o.ref)].map((ref) => ({ kind: 'object', value: ref })),
      index,
    ),
};

const OBJECT_PROPERTIES: Partial<Record<P, Property<SimulatedObject>>> = {
  [P.OBJECT_IDENTIFIER]: (o) => [{ kind: 'object', value: o.ref }],
  [P.OBJECT_NAME]: (o) => [str(o.name)],
  [P.OBJECT_TYPE]: (o) => [enumerated(o.ref.type)],
  [P.DESCRIPTION]: (o) => [str(o.description)],
  [P.PRESENT_VALUE]: (o) => [presentValue(o)],
  [P.STATUS_FLAGS]: () => [NORMAL_STATUS],
  [P.OUT_OF_SERVICE]: () => [{ kind: 'boolean', value: false }],
  [P.UNITS]: (o) => (isAnalog(o) ? [enumerated(o.units ?? EngineeringUnits.NO_UNITS)] : null),
  [P.COV_INCREMENT]: (o) => (isAnalog(o) ? [real(0.1)] : null),
  [P.MIN_PRES_VALUE]: (o) => (isAnalog(o) && o.range ? [real(o.range.min)] : null),
  [P.MAX_PRES_VALUE]: (o) => (isAnalog(o) && o.range ? [real(o.range.max)] : null),
  [P.INACTIVE_TEXT]: (o) => (isBinary(o) && o.texts ? [str(o.texts[0] ?? '')] : null),
  [P.ACTIVE_TEXT]: (o) => (isBinary(o) && o.texts ? [str(o.texts[1] ?? '')] : null),
  [P.NUMBER_OF_STATES]: (o) => (isMultiState(o) ? [unsigned(o.texts?.length ?? 0)] : null),
  [P.STATE_TEXT]: (o, index) =>
    isMultiState(o) ? arrayAnswer((o.texts ?? []).map(str), index) : null,
  [P.PRIORITY_ARRAY]: (o, index) =>
    o.command
      ? arrayAnswer(
          o.command.priorities.map((p) => (p === null ? NULL : wireValue(o, p))),
          index,
        )
      : null,
  [P.RELINQUISH_DEFAULT]: (o) => (o.command ? [wireValue(o, o.command.relinquishDefault)] : null),
};

/** Several simulated devices, each on its own loopback port, optionally behind a BBMD. */
export class BacnetDeviceSimulator {
  private constructor(
    readonly devices: SimulatedBacnetDevice[],
    /** The BBMD of their network, when started behind one. */
    readonly bbmd: SimulatedBbmd | null = null,
  ) {}

  static async start(specs: SimulatedDeviceSpec[]): Promise<BacnetDeviceSimulator> {
    const devices = specs.map((spec) => new SimulatedBacnetDevice(spec));
    await Promise.all(devices.map((d) => d.start()));
    return new BacnetDeviceSimulator(devices);
  }

  /**
   * The devices on a network of their own behind a simulated BBMD: their broadcasts go to it,
   * and it distributes a registered foreign device's to them.
   */
  static async startBehindBbmd(specs: SimulatedDeviceSpec[]): Promise<BacnetDeviceSimulator> {
    const bbmd = await SimulatedBbmd.start();
    const devices = specs.map(
      (spec) => new SimulatedBacnetDevice({ ...spec, broadcastAddress: bbmd.address }),
    );
    await Promise.all(devices.map((d) => d.start()));
    bbmd.members = devices.map((d) => d.address);
    return new BacnetDeviceSimulator(devices, bbmd);
  }

  /** Every device's "ip:port", the targets a client's discovery asks. */
  get addresses(): string[] {
    return this.devices.map((d) => d.address);
  }

  device(instance: number): SimulatedBacnetDevice {
    const device = this.devices.find((d) => d.deviceInstance === instance);
    if (!device) {
      throw new Error(`No simulated device ${instance}`);
    }
    return device;
  }

  stop(): void {
    for (const device of this.devices) {
      device.stop();
    }
    this.bbmd?.stop();
  }
}
