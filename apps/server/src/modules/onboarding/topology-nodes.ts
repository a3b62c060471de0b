/**
 * What the read and the save of a mapping share: the point-type catalogue as they use it, and
 * which point types a measurement takes.
 */
import type { BasKind } from '../../bas/connector';

/** A point type of the catalogue (the point_types table), as the mapping needs it. */
export interface CatalogueEntry {
  type: string;
  /** The point type's name, which a measurement made of it is called by (e.g. CO2). */
  name: string;
  /** The measurement type (icon and colour family) a measurement of this point type has. */
  measurementType: string;
  unit: string;
  kind: BasKind;
  scoreType: string | null;
  description: string;
}

/**
 * The point types a measurement takes: those of the catalogue that become its measurement type,
 * and its own point type (demo measurements have types of their own, e.g. spacetemperature).
 */
export function acceptedPointTypes(
  catalogue: readonly CatalogueEntry[],
  measurement: { type: string; pointType: string | null },
): string[] {
  const accepted = catalogue
    .filter((entry) => entry.measurementType === measurement.type)
    .map((entry) => entry.type);
  return measurement.pointType && !accepted.includes(measurement.pointType)
    ? [...accepted, measurement.pointType]
    : accepted;
}
