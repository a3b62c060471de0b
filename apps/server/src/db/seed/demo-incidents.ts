/**
 * One-off faults of a demo series (a failed ionizer, construction dust, a stuck heating valve),
 * added to what the building's physics gives: placed by demo-series.ts relative to the anchor.
 */

/** A one-off change added to a series' value, ramping in and out. */
export interface Incident {
  start: number;
  end: number;
  /** Value added at full strength. */
  add: number;
  /** Linear ramp in and out; or, for `smooth`, the time constant of a gradual approach. */
  rampMs: number;
  /** `smooth`: as a room warms or dries, with no sudden step (temperature, humidity). */
  shape?: 'linear' | 'smooth';
}

/** A critically damped step's response: no jump at the start, only a gradual rise. */
function smoothRise(dt: number, tau: number): number {
  const x = Math.max(0, dt) / tau;
  return 1 - (1 + x) * Math.exp(-x);
}

/** The summed effect of incidents at t. */
export function incidentEffect(incidents: readonly Incident[], t: number): number {
  let total = 0;
  for (const inc of incidents) {
    if (t < inc.start) {
      continue;
    }
    if (inc.shape === 'smooth') {
      total +=
        inc.add * (smoothRise(t - inc.start, inc.rampMs) - smoothRise(t - inc.end, inc.rampMs));
      continue;
    }
    if (t > inc.end) {
      continue;
    }
    const rampIn = Math.min(1, (t - inc.start) / inc.rampMs);
    const rampOut = Math.min(1, (inc.end - t) / inc.rampMs);
    total += inc.add * Math.min(rampIn, rampOut);
  }
  return total;
}
