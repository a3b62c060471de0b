/**
 * The built-in simulated building system: a generated building's devices and points (see
 * simulated-topology.ts) whose values move over time, and which accepts writes after a short
 * delay, as a real controller would. A written value holds until the next write, and a restarted
 * server gives the new system the values the old one held (`hold`, from the audit log:
 * modules/points/written-values.ts). It keeps the writes of the last day with their times, so a
 * simulated room can respond to a written setpoint with its inertia. It also accepts writes to
 * refs it does not list (it learns them), so a site's hand-made points can be written;
 * refs starting with "offline:" refuse writes and refs starting with "silent:" never confirm one,
 * and a system with an outage never answers or refuses its reads, so failures can be demonstrated.
 */
import type { BasDevice, BasValue, BuildingAutomationConnector } from './connector';
import {
  generateBuildingTopology,
  valueAt,
  type PointLabel,
  type SimulatedDevice,
  type SimulatedPoint,
} from './simulated-topology';

export interface SimulatedSystemOptions {
  /** The building; none by default (a system that only learns the points written to it). */
  devices?: SimulatedDevice[];
  /** How long a write takes to be accepted. */
  writeDelayMs?: number;
  /** 'silent': reads of the devices never answer; 'refusing': they fail at once. */
  outage?: 'silent' | 'refusing';
}

/** A value written to a point, and when (epoch ms). */
export interface WrittenValue {
  value: BasValue;
  at: number;
}

/** How long a point's earlier writes are kept besides its latest: longer than a room responds. */
export const WRITES_KEPT_MS = 24 * 60 * 60 * 1000;

export class SimulatedBuildingSystem implements BuildingAutomationConnector {
  /** Writes the system applied, in order (tests count them to prove a write is applied once). */
  readonly appliedWrites: { ref: string; value: BasValue }[] = [];
  private readonly devices: SimulatedDevice[];
  private readonly points: Map<string, SimulatedPoint>;
  /** Per ref, the writes of the day before its latest, oldest first. */
  private readonly written = new Map<string, WrittenValue[]>();
  private lastRead: BasDevice[] | null = null;

  constructor(private readonly options: SimulatedSystemOptions = {}) {
    this.devices = options.devices ?? [];
    this.points = new Map(this.devices.flatMap((d) => d.points.map((p) => [p.ref, p])));
  }

  async readDevices({ reread = false }: { reread?: boolean } = {}): Promise<BasDevice[]> {
    if (this.options.outage === 'silent') {
      return new Promise<never>(() => undefined);
    }
    if (this.options.outage === 'refusing') {
      throw new Error('The building system refused the connection');
    }
    if (reread || !this.lastRead) {
      const now = Date.now();
      this.lastRead = this.devices.map(({ points, ...device }) => ({
        ...device,
        // What a controller reports: not how the simulation moves it, nor its expected mapping.
        points: points.map((p) => ({
          ref: p.ref,
          name: p.name,
          kind: p.kind,
          unit: p.unit,
          writable: p.writable,
          range: p.range,
          states: p.states,
          value: this.present(p.ref, now),
        })),
      }));
    }
    return structuredClone(this.lastRead);
  }

  readPoint(ref: string): Promise<BasValue | null> {
    return Promise.resolve(this.present(ref, Date.now()));
  }

  async writePoint(ref: string, value: BasValue): Promise<void> {
    if (ref.startsWith('silent:')) {
      return new Promise<void>(() => undefined);
    }
    await new Promise((resolve) => setTimeout(resolve, this.options.writeDelayMs ?? 50));
    if (ref.startsWith('offline:')) {
      throw new Error(`The building system did not answer for ${ref}`);
    }
    this.record(ref, { value, at: Date.now() });
    this.appliedWrites.push({ ref, value });
  }

  /**
   * Takes writes made before this system existed (a restart), oldest first, as if they had been
   * applied then. A ref written since the system started keeps what it has: that write is newer.
   */
  hold(ref: string, writes: readonly WrittenValue[]): void {
    if (!this.written.has(ref)) {
      for (const write of writes) {
        this.record(ref, write);
      }
    }
  }

  /**
   * Takes the writes another server process applied to its copy of this system (several
   * processes on one database: each holds the writes its own job runner made). Each of `writes`,
   * oldest first, that is later than this system's latest write of the ref is added to them.
   */
  follow(ref: string, writes: readonly WrittenValue[]): void {
    for (const write of writes) {
      const ours = this.written.get(ref)?.at(-1);
      if (!ours || write.at > ours.at) {
        this.record(ref, write);
      }
    }
  }

  /** The writes to a ref in the day before its latest, oldest first (none: never written). */
  writesOf(ref: string): readonly WrittenValue[] {
    return this.written.get(ref) ?? [];
  }

  private record(ref: string, write: WrittenValue): void {
    const kept = (this.written.get(ref) ?? []).filter((w) => w.at >= write.at - WRITES_KEPT_MS);
    this.written.set(ref, [...kept, write]);
  }

  /** The value written last, else the simulated one; null for a ref the system does not know. */
  private present(ref: string, t: number): BasValue | null {
    const written = this.written.get(ref)?.at(-1);
    if (written !== undefined) {
      return written.value;
    }
    const point = this.points.get(ref);
    return point ? valueAt(point, t) : null;
  }
}

/**
 * The simulated system of a generated building, with the mapping a person would make of it
 * (each point's type and zone, by ref): what a suggestion engine's guesses are measured against.
 */
export function labelledBuildingSystem(
  seed: string,
  options: Omit<SimulatedSystemOptions, 'devices'> = {},
): { system: SimulatedBuildingSystem; expected: ReadonlyMap<string, PointLabel> } {
  const devices = generateBuildingTopology(seed);
  return {
    system: new SimulatedBuildingSystem({ ...options, devices }),
    expected: new Map(devices.flatMap((d) => d.points.map((p) => [p.ref, p.expected]))),
  };
}
