/**
 * The building-automation connector (the spec's "Commander"): how Airboard reads a building
 * system's topology and writes a point. The built-in simulated system implements it for the demo
 * and tests; a real system gets its own implementation of the same interface.
 */
export type BasValue = number | boolean | string;

export interface BasPoint {
  /** The point's reference in the building system (points.bas_ref). */
  ref: string;
  name: string;
  kind: 'Number' | 'Bool' | 'String';
  value: BasValue | null;
}

export interface BuildingAutomationConnector {
  /** Every point the system exposes. */
  readTopology(): Promise<BasPoint[]>;
  /** The point's present value in the system, or null when unknown. */
  readPoint(ref: string): Promise<BasValue | null>;
  /** Sets the point; resolves once the system accepted the value. */
  writePoint(ref: string, value: BasValue): Promise<void>;
}
