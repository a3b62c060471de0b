// The points a schedule group can command, as the page shows them: each writable measurement of
// the site with the point its writes go to (the group holds that point), its zone and name, unit,
// accepted range or states, and the kind of group it can join. The multi-measurement selector
// picks measurements; these turn the picks into the group's points and back.
import type { Measurement, SchedulePointKind, ScheduleValue, Zone } from '@airboard/shared/api';
import {
  schedulePointKindOf,
  scheduleValuePointProblem,
  type SchedulablePoint,
} from '@airboard/shared/rules';

export type SchedulePointInfo = SchedulablePoint & {
  pointId: string;
  measurementId: string;
  kind: SchedulePointKind;
};

/** The point a writable measurement's writes go to: the one its write endpoint names. */
function writePointId(m: Measurement): string | null {
  const endpoint = m.writable?.endpoint ?? '';
  const point =
    m.childPoints.find((p) => endpoint.includes(`/${p.uuid}/`)) ??
    m.childPoints.find((p) => p.functions.length > 0);
  return point?.objectId ?? null;
}

/** The site's schedulable points, by point id. */
export function schedulePoints(zones: readonly Zone[]): Map<string, SchedulePointInfo> {
  const points = new Map<string, SchedulePointInfo>();
  for (const zone of zones) {
    for (const m of zone.measurements ?? []) {
      const pointId = writePointId(m);
      const kind = schedulePointKindOf(m);
      if (!m.writable || !pointId || !kind) {
        continue;
      }
      points.set(pointId, {
        pointId,
        measurementId: m.objectId,
        kind,
        name: `${zone.name} / ${m.name}`,
        unit: m.unit,
        range: m.writable.range,
        multiStateValues: m.multiStateValues,
      });
    }
  }
  return points;
}

/** The names of the site's measurements by id, to name those that cannot be scheduled. */
export const measurementNames = (zones: readonly Zone[]): Map<string, string> =>
  new Map(
    zones.flatMap((z) =>
      (z.measurements ?? []).map((m) => [m.objectId, `${z.name} / ${m.name}`] as const),
    ),
  );

/** The states every point of a multi-state group has, in the first point's order. */
export function sharedStates(points: readonly SchedulePointInfo[]): string[] {
  const [first, ...rest] = points;
  return (first?.multiStateValues ?? []).filter((s) =>
    rest.every((p) => p.multiStateValues?.includes(s)),
  );
}

/**
 * The values a group of this kind starts from: the default value, and a block's value that differs
 * from it where it can (on against off, the second state against the first), so a first block
 * drawn already shows as a change.
 */
export function startValues(
  kind: SchedulePointKind,
  points: readonly SchedulePointInfo[],
): { defaultValue: ScheduleValue; blockValue: ScheduleValue } {
  switch (kind) {
    case 'bool':
      return { defaultValue: false, blockValue: true };
    case 'multiState': {
      const states = sharedStates(points);
      return { defaultValue: states[0] ?? '', blockValue: states[1] ?? states[0] ?? '' };
    }
    case 'number': {
      const min = points[0]?.range?.min ?? 0;
      return { defaultValue: min, blockValue: min };
    }
  }
}

/** Why one of the group's values cannot be written to one of its points, or null. */
export function pointValueProblem(
  values: readonly ScheduleValue[],
  points: readonly SchedulePointInfo[],
): string | null {
  for (const value of values) {
    for (const point of points) {
      const problem = scheduleValuePointProblem(value, point);
      if (problem) {
        return problem;
      }
    }
  }
  return null;
}
