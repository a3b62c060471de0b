// What each zone rectangle of a floor shows for the chosen measurement: the zone's overall score,
// or the score and value of its measurement of the chosen type.
import type { Floor, Measurement, Zone } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { measurementReading, roundScore } from '@airboard/shared/rules';

export const OVERALL = 'scoreOA';

export type FloorZoneRectValue = {
  zoneId: string;
  name: string;
  x: number;
  y: number;
  w: number;
  h: number;
  /** What colours the rectangle; null without a score. */
  score: number | null;
  /** The text under the zone's name. */
  label: string;
};

export function floorZoneValues(
  floor: Floor,
  zones: Zone[],
  measurements: Measurement[],
  choice: string,
): FloorZoneRectValue[] {
  const zoneById = new Map(zones.map((z) => [z.objectId, z]));
  return Object.entries(floor.zoneData).map(([zoneId, rect]) => {
    const zone = zoneById.get(zoneId);
    const base = { zoneId, ...rect, name: zone?.name ?? rect.name };
    if (choice === OVERALL) {
      const score = zone?.scores.scoreOA?.val ?? null;
      return {
        ...base,
        score,
        label: score === null ? messages.noValue : String(roundScore(score)),
      };
    }
    const m = measurements.find((x) => x.zone?.objectId === zoneId && x.type === choice);
    if (!m) {
      return { ...base, score: null, label: messages.noValue };
    }
    const reading = measurementReading(m);
    return { ...base, score: m.curScore, label: `${reading.value} ${reading.unit}`.trim() };
  });
}
