/**
 * A zone link card's sensor count (spec 000 §9): the largest of several counts, where the
 * measurements list counts two less (its two score entries are not sensors). Never negative.
 */
export interface ZoneSensorCounts {
  /** Points reporting in the zone. */
  points: number;
  /** Devices installed in the zone. */
  devices: number;
  /** Entries of the zone's measurements list. */
  measurements: number;
}

export const MEASUREMENT_LIST_NON_SENSORS = 2;

export function zoneSensorCount(counts: ZoneSensorCounts): number {
  return Math.max(
    0,
    counts.points,
    counts.devices,
    counts.measurements - MEASUREMENT_LIST_NON_SENSORS,
  );
}
