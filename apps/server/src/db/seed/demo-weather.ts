/**
 * Outdoor conditions around the demo buildings (all near Chicago): a seasonal climate, weather
 * systems passing over a few days, a daily cycle, sunshine, dew point, outdoor PM2.5, ozone and CO2.
 * Indoor air follows them: humidity by the dew point, PM2.5 by what gets in, temperature drift by
 * the outdoor temperature when the heating or cooling is off. Functions of local clock time (ms),
 * from a seeded source, so every run and the live simulator see the same weather.
 */
import { seededRandom } from '../../lib/seeded-random';
import { DAY, HOUR } from './demo-calendar';

const YEAR_DAYS = 365.2425;

/** Knots of each smooth noise, in [-1, 1], by noise and knot index. */
const knots = new Map<number, number>();
function knot(noise: number, index: number): number {
  const key = noise * 10_000_000 + index;
  let value = knots.get(key);
  if (value === undefined) {
    value = seededRandom(`weather/${noise}/${index}`).next() * 2 - 1;
    if (knots.size > 100_000) {
      knots.clear();
    }
    knots.set(key, value);
  }
  return value;
}

/** Smooth noise in [-1, 1] over x (knots at whole x, cosine-interpolated between them). */
function smooth(noise: number, x: number): number {
  const k = Math.floor(x);
  const f = (1 - Math.cos((x - k) * Math.PI)) / 2;
  return knot(noise, k) * (1 - f) + knot(noise, k + 1) * f;
}

const days = (local: number) => local / DAY;
const hourOf = (local: number) => (((local % DAY) + DAY) % DAY) / HOUR;

/** 0 in late January, 1 in late July. */
export const summerness = (local: number): number =>
  0.5 - 0.5 * Math.cos((2 * Math.PI * (days(local) - 20)) / YEAR_DAYS);

const cloud = (local: number) =>
  Math.min(1, Math.max(0, 0.45 + 0.65 * smooth(3, days(local) / 1.5)));

/** Daily mean outdoor temperature (°F): the season plus weather systems of a few days. */
export const outdoorMean = (local: number): number =>
  27 + 47 * summerness(local) + 11 * smooth(1, days(local) / 3) + 3 * smooth(2, days(local));

/** Outdoor temperature (°F): coldest before dawn, warmest mid-afternoon, flatter when cloudy. */
export const outdoorTemperature = (local: number): number =>
  outdoorMean(local) + (9 - 5 * cloud(local)) * Math.cos((2 * Math.PI * (hourOf(local) - 15)) / 24);

/** Outdoor dew point (°F): moist in summer, dry behind cold fronts. */
export function outdoorDewPoint(local: number): number {
  const dew = outdoorMean(local) - 5 - 8 * (0.5 + 0.5 * smooth(4, days(local) / 2));
  return Math.min(dew, outdoorTemperature(local) - 1);
}

/** Sunshine on the building, 0 (night, overcast) to 1 (a clear summer noon). */
export function sunshine(local: number): number {
  const length = 12.2 + 3 * Math.cos((2 * Math.PI * (days(local) - 171)) / YEAR_DAYS);
  const sinceSunrise = hourOf(local) - (12.6 - length / 2);
  if (sinceSunrise <= 0 || sinceSunrise >= length) {
    return 0;
  }
  const height = Math.sin((Math.PI * sinceSunrise) / length);
  return height * (0.6 + 0.4 * summerness(local)) * (1 - 0.75 * cloud(local));
}

/** Still air (0 to 1): pollution and CO2 build up on calm days. */
const stagnation = (local: number) => 0.5 + 0.5 * smooth(5, days(local) / 2.5);

/** Rush hours on the roads nearby (0 to 1). */
function traffic(local: number): number {
  const hour = hourOf(local);
  return Math.exp(-(((hour - 7.8) / 1.1) ** 2)) + Math.exp(-(((hour - 17.2) / 1.3) ** 2));
}

/** Outdoor PM2.5 (µg/m³), before any smoke episode. */
export const outdoorPm25 = (local: number): number =>
  4 + 9 * stagnation(local) ** 2 + 2.5 * traffic(local);

/** Outdoor ozone (ppb): made by sunshine, more in summer. */
export const outdoorOzone = (local: number): number =>
  10 + 6 * stagnation(local) + sunshine(local) * (18 + 22 * summerness(local));

/** Outdoor CO2 (ppm): higher on calm days and in traffic. */
export const outdoorCo2 = (local: number): number =>
  412 + 14 * stagnation(local) + 8 * traffic(local);
