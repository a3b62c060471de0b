/**
 * The building-automation connector (the spec's "Commander"): how Airboard reads a building
 * system's devices and points (the onboarding wizard's 'Commander Topology') and reads and writes
 * a point. The built-in simulated system implements it for the demo and tests; a real system gets
 * its own implementation of the same interface. Every call goes to another machine, so callers
 * bound it with answerWithin: a system that does not answer must not hold a request open.
 */
export type BasValue = number | boolean | string;
export type BasKind = 'Number' | 'Bool' | 'String';

export interface BasPoint {
  /** The point's stable reference in the building system (points.bas_ref). */
  ref: string;
  /** The controller's name of the point, device prefix included (e.g. 'AHU-1 SA-T'). */
  name: string;
  kind: BasKind;
  /** The unit the system reports in ('' when none, e.g. a status). */
  unit: string;
  /** Whether the system accepts writes to it (setpoints, commands, modes). */
  writable: boolean;
  /** Whether Airboard's write can be released again (BACnet: a commandable object's priority). */
  releasable?: boolean;
  /** The values a writable number accepts, when the system limits them. */
  range: { min: number; max: number } | null;
  /** The states of a String point (e.g. Occupied, Unoccupied), when it has a fixed set. */
  states: string[] | null;
  value: BasValue | null;
}

/** A controller of the system (an air handler, a VAV box, a room sensor…) and its points. */
export interface BasDevice {
  deviceId: string;
  deviceName: string;
  /** The kind of controller, e.g. 'AHU', 'VAV', 'IAQ sensor'. */
  platformType: string;
  points: BasPoint[];
}

export interface BuildingAutomationConnector {
  /**
   * Every device with its points. A connector may answer from what it read before; `reread` asks
   * the system again (the wizard's Refresh).
   */
  readDevices(options?: { reread?: boolean }): Promise<BasDevice[]>;
  /** The point's present value in the system, or null when unknown. */
  readPoint(ref: string): Promise<BasValue | null>;
  /** Sets the point; resolves once the system accepted the value. */
  writePoint(ref: string, value: BasValue): Promise<void>;
  /**
   * Releases Airboard's override of the point (BACnet: relinquishes its priority), where the
   * system has overrides; resolves with the value then in force.
   */
  releasePoint?(ref: string): Promise<BasValue | null>;
}

/**
 * A value as a reading of the numeric time series: a number as it is, a status as 1 or 0, a
 * state by its place among the point's states; null when it has none.
 */
export function asReading(value: BasValue | null, states: readonly string[] | null): number | null {
  if (typeof value === 'number') {
    return value;
  }
  if (typeof value === 'boolean') {
    return value ? 1 : 0;
  }
  const index = value === null ? -1 : (states?.indexOf(value) ?? -1);
  return index >= 0 ? index : null;
}

/** A release asked of a point whose building system has no overrides (the job's errorMessage). */
export const NOTHING_TO_RELEASE = "This point's building system has no override to release";

/** The system did not answer in time. */
export class BuildingSystemTimeout extends Error {}

/**
 * The call's answer, or a rejection with `timedOut()` (a BuildingSystemTimeout by default) once
 * `timeoutMs` has passed without one. The call itself cannot be cancelled; its late answer is
 * dropped.
 */
export async function answerWithin<T>(
  call: Promise<T>,
  timeoutMs: number,
  timedOut: () => Error = () =>
    new BuildingSystemTimeout(
      `The building system did not answer within ${Math.ceil(timeoutMs / 1000)} s`,
    ),
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timedOut()), timeoutMs);
  });
  try {
    return await Promise.race([call, late]);
  } finally {
    clearTimeout(timer);
  }
}
