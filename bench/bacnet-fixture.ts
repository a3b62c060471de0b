/**
 * What the BACnet benchmarks share: simulated controllers in a process of their own
 * (bacnet-simulator.ts), so the CPU measured here is the server side's alone; a site's BACnet
 * settings pointing at them, as the connector takes them in the server; the baselines' round
 * trips (a raw UDP echo, and one ReadPropertyMultiple through the server's own stack); and a
 * count of the requests the connector sends.
 */
import { spawn } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { DEFAULT_BACNET_SETTINGS, type BacnetSettings } from '@airboard/shared/api';
import type { SimulatedDeviceSpec } from '../apps/server/src/bas/bacnet/device-simulator';
import { BacnetNode, type ObjectRef, type PropertyRef } from '../apps/server/src/bas/bacnet/stack';
import type { SimulatorCommand } from './bacnet-simulator';
import { percentiles } from './timing';

/** `count` air handlers and rooftop units of `objects` objects each, instances 1001 and up. */
export function deviceSpecs(count: number, objects: number): SimulatedDeviceSpec[] {
  return Array.from({ length: count }, (_, i) => {
    const model = i % 2 === 0 ? 'AHU' : 'RTU';
    return { instance: 1001 + i, name: `${model}-${i + 1}`, model, objectCount: objects };
  });
}

export interface SimulatorProcess {
  addresses: string[];
  echoPort: number;
  /** Every device's share of lost incoming packets. */
  setDropRate(value: number): Promise<void>;
  /** The simulator process's CPU time so far (user + system). */
  cpuMs(): Promise<number>;
  stop(): void;
}

/** Starts the devices in a child process and waits for their addresses. */
export async function startSimulatorProcess(
  specs: SimulatedDeviceSpec[],
): Promise<SimulatorProcess> {
  const script = fileURLToPath(new URL('./bacnet-simulator.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script, JSON.stringify(specs)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async () => {
    const line = await lines.next();
    if (line.done) {
      throw new Error('The simulator process ended');
    }
    return JSON.parse(line.value) as Record<string, unknown>;
  };
  const ask = async (command: SimulatorCommand) => {
    child.stdin.write(`${JSON.stringify(command)}\n`);
    return next();
  };
  const started = (await next()) as { addresses: string[]; echoPort: number };
  return {
    ...started,
    setDropRate: async (value) => void (await ask({ op: 'dropRate', value })),
    cpuMs: async () => Number((await ask({ op: 'cpu' })).cpuMs),
    stop: () => {
      child.stdin.end(`${JSON.stringify({ op: 'stop' } satisfies SimulatorCommand)}\n`);
    },
  };
}

/** A site's BACnet settings reaching the devices: the defaults (APDU timeout 3 s, 8 requests). */
export function siteSettings(
  addresses: string[],
  overrides: Partial<BacnetSettings> = {},
): BacnetSettings {
  return {
    ...DEFAULT_BACNET_SETTINGS,
    enabled: true,
    localAddress: '127.0.0.1',
    localPort: 0,
    targetAddresses: addresses,
    deviceInstanceMin: 1000,
    deviceInstanceMax: 1999,
    ...overrides,
  };
}

/** This process's CPU time so far (user + system), in ms. */
export function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Round trips of a 60-byte datagram to the echo socket in the simulator's process. */
export async function udpEchoRoundTrip(port: number, runs = 1000) {
  const socket = createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const payload = Buffer.alloc(60);
  const ms: number[] = [];
  for (let i = 0; i < runs + 50; i++) {
    const t = performance.now();
    await new Promise<void>((resolve) => {
      socket.once('message', () => resolve());
      socket.send(payload, port, '127.0.0.1');
    });
    if (i >= 50) {
      ms.push(performance.now() - t);
    }
  }
  socket.close();
  return percentiles(ms);
}

/** Round trips of one ReadPropertyMultiple, one at a time, through the server's stack. */
export async function readPropertyMultipleRoundTrip(
  address: string,
  objects: ObjectRef[],
  properties: PropertyRef[],
  runs = 200,
) {
  const node = await BacnetNode.open({});
  const request = objects.map((object) => ({ object, properties }));
  const ms: number[] = [];
  try {
    for (let i = 0; i < runs + 20; i++) {
      const t = performance.now();
      await node.readPropertyMultiple(address, request);
      if (i >= 20) {
        ms.push(performance.now() - t);
      }
    }
  } finally {
    node.close();
  }
  return percentiles(ms);
}

const requests = { count: 0, installed: false };

/**
 * The requests every BacnetNode of this process has sent (ReadProperty and ReadPropertyMultiple,
 * each once however often it is sent again after a timeout), counted from the first call on.
 */
export function countRequests(): { readonly count: number; reset(): void } {
  if (!requests.installed) {
    requests.installed = true;
    for (const name of ['readProperty', 'readPropertyMultiple'] as const) {
      const original: unknown = Reflect.get(BacnetNode.prototype, name);
      if (typeof original !== 'function') {
        throw new Error(`BacnetNode has no ${name}`);
      }
      Object.defineProperty(BacnetNode.prototype, name, {
        configurable: true,
        writable: true,
        value(this: BacnetNode, ...args: unknown[]) {
          requests.count++;
          return Reflect.apply(original, this, args) as unknown;
        },
      });
    }
  }
  return {
    get count() {
      return requests.count;
    },
    reset: () => void (requests.count = 0),
  };
}

/** The middle of a few runs' figures. */
export const median = (values: number[]) => percentiles(values).p50;

/** The table's number formats. */
export const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
export const count = (value: number) => Math.round(value).toLocaleString('en-US');
/** A round trip's p50 and p95 to the microsecond (loopback's are tens of microseconds). */
export const roundTrip = (p: { p50: number; p95: number }) =>
  `p50 ${p.p50.toFixed(3)} ms, p95 ${p.p95.toFixed(3)} ms`;
