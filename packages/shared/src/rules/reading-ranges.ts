/**
 * The physically possible range of a reading, per point type of the catalogue (keyed as the
 * catalogue keys point types, e.g. `cO2Sensor`), in the type's unit. Ingestion refuses a reading
 * outside its range, item by item: a faulty or hostile device cannot store a value no sensor can
 * measure (1e308 ppm of CO2), which would poison every mean, rollup and report that includes it.
 * The ranges are wide on purpose — what a sensor could ever report, not what is healthy.
 */
export interface ReadingRange {
  min: number;
  max: number;
}

const r = (min: number, max: number): ReadingRange => ({ min, max });

/** Numeric point types of the catalogue (Bool and multi-state types are bounded by their kind). */
export const readingRanges: Readonly<Record<string, ReadingRange>> = {
  cO2Sensor: r(0, 40_000), // ppm; 4 % by volume is immediately dangerous to life
  vocSensor: r(0, 100_000), // ppb
  'pm2.5Sensor': r(0, 10_000), // µg/m³; dense smoke is a few thousand
  pm10Sensor: r(0, 10_000), // µg/m³
  ozoneSensor: r(0, 10_000), // ppb
  coSensor: r(0, 10_000), // ppm
  spaceTemperature: r(-40, 212), // °F
  humiditySensor: r(0, 100), // %
  airFlow: r(0, 1_000), // air changes per hour
  ionLevel: r(0, 10_000_000), // ions/cc
  differentialPressure: r(-100, 100), // inH2O
  equipmentValue: r(-1_000_000_000, 1_000_000_000), // any equipment number
  outsideAirTemperature: r(-130, 150), // °F; beyond the records on Earth
  outsideAirFlow: r(0, 1_000_000), // cfm
  returnAirFlow: r(0, 1_000_000), // cfm
  damperPositionStatus: r(0, 100), // %
  staticPressure: r(-100, 100), // inH2O
  boilerPressure: r(0, 5_000), // psi
};

/** A point without a type of the catalogue: any number a building system could report. */
export const ANY_READING_RANGE: ReadingRange = r(-1_000_000_000, 1_000_000_000);

/** The range a reading of this point type must fall in (bounds included). */
export function readingRangeOf(pointType: string | null | undefined): ReadingRange {
  return (pointType ? readingRanges[pointType] : undefined) ?? ANY_READING_RANGE;
}

/** Whether a reading of this point type is physically possible (a finite number in its range). */
export function isPossibleReading(pointType: string | null | undefined, value: number): boolean {
  const { min, max } = readingRangeOf(pointType);
  return Number.isFinite(value) && value >= min && value <= max;
}
