/**
 * The built-in simulated building system: an in-memory set of points that accepts writes after a
 * short delay, as a real controller would. It learns a point the first time Airboard reads or
 * writes it; refs starting with "offline:" refuse writes and refs starting with "silent:" never
 * confirm one, so a failed and an unanswered write can be demonstrated.
 */
import type { BasPoint, BasValue, BuildingAutomationConnector } from './connector';

export class SimulatedBuildingSystem implements BuildingAutomationConnector {
  private readonly points = new Map<string, BasPoint>();
  /** Writes the system applied, in order (tests count them to prove a write is applied once). */
  readonly appliedWrites: { ref: string; value: BasValue }[] = [];

  constructor(private readonly writeDelayMs = 50) {}

  define(point: BasPoint): void {
    this.points.set(point.ref, { ...point });
  }

  readTopology(): Promise<BasPoint[]> {
    return Promise.resolve([...this.points.values()].map((p) => ({ ...p })));
  }

  readPoint(ref: string): Promise<BasValue | null> {
    return Promise.resolve(this.points.get(ref)?.value ?? null);
  }

  async writePoint(ref: string, value: BasValue): Promise<void> {
    if (ref.startsWith('silent:')) {
      return new Promise<void>(() => undefined);
    }
    await new Promise((resolve) => setTimeout(resolve, this.writeDelayMs));
    if (ref.startsWith('offline:')) {
      throw new Error(`The building system did not answer for ${ref}`);
    }
    const known = this.points.get(ref);
    const kind =
      typeof value === 'number' ? 'Number' : typeof value === 'boolean' ? 'Bool' : 'String';
    this.points.set(ref, { ref, name: known?.name ?? ref, kind: known?.kind ?? kind, value });
    this.appliedWrites.push({ ref, value });
  }
}
