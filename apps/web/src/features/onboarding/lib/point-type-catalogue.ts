// The point-type catalogue (GET /api/pointtypes) as the wizard uses it: each type's display name
// for the selects and its measurement type for new measurements. Without the catalogue (it could
// not be read) types show by their key and measurements are plain points, so the wizard goes on.
import type { PointType } from '@airboard/shared/api';
import type { PointTypeName } from '@airboard/shared/rules';
import type { SelectOption } from '../../../components/select-field';
import type { MeasurementTypeOf } from './mapping-edits';

/** The measurement type of a point type no catalogue entry describes. */
const PLAIN_POINT = 'point';

export function measurementTypeLookup(
  catalogue: readonly PointType[] | undefined,
): MeasurementTypeOf {
  const byType = new Map((catalogue ?? []).map((t) => [t.type, t.measurementType]));
  return (pointType) => byType.get(pointType) ?? PLAIN_POINT;
}

export function pointTypeOptions(
  catalogue: readonly PointType[] | undefined,
  types: readonly PointTypeName[],
): SelectOption<PointTypeName>[] {
  const names = new Map((catalogue ?? []).map((t) => [t.type, t.name]));
  return types.map((type) => ({ value: type, label: names.get(type) ?? type }));
}
