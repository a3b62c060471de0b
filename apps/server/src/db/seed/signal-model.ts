/**
 * The demo building's physics, as pure functions of time: occupancy by the site's schedule drives
 * CO2, VOC and heat; HVAC setbacks shape temperature and humidity; incidents (smoke, cooking,
 * cleaning, a CO leak, a failed ionizer, a stuck heater, a dry spell) make scores move and alerts
 * trip. History and the live simulator both sample these functions, so the two join seamlessly.
 */
import type { Schedule, SignalKind } from './demo-layout';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface SeriesSpec {
  signal: SignalKind;
  schedule: Schedule;
  timeZone: string;
  /** How crowded the zone gets (1 = a full classroom). */
  crowd: number;
  /** Per-series seed for phases and noise. */
  seed: number;
  /** Incidents affecting this series. */
  incidents: Incident[];
  /** The sensor stops reporting at this time (ms), if it goes silent. */
  silentAfter?: number;
}

export interface Incident {
  start: number;
  end: number;
  /** Value added at full strength, ramping in and out over `rampMs`. */
  add: number;
  rampMs: number;
  /** Daily time window (local hours) in which it applies, for recurring incidents. */
  dailyWindow?: [number, number];
  weekdaysOnly?: boolean;
}

/** Offsets of a time zone, cached per UTC day (DST changes at most once a day). */
const offsetCache = new Map<string, number>();
function offsetMs(timeZone: string, t: number): number {
  const key = `${timeZone}:${Math.floor(t / DAY)}`;
  let offset = offsetCache.get(key);
  if (offset === undefined) {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    }).formatToParts(new Date(Math.floor(t / DAY) * DAY + 12 * HOUR));
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
    offset = asUtc - (Math.floor(t / DAY) * DAY + 12 * HOUR);
    offsetCache.set(key, offset);
  }
  return offset;
}

/** Local hour (fractional) and weekday (0 = Sunday) of t in the zone. */
export function localTime(timeZone: string, t: number): { hour: number; weekday: number } {
  const local = t + offsetMs(timeZone, t);
  const hour = (((local % DAY) + DAY) % DAY) / HOUR;
  const weekday = (Math.floor(local / DAY) + 4) % 7; // 1970-01-01 was a Thursday
  return { hour, weekday };
}

const OPEN_HOURS: Record<Schedule, { days: number[]; open: number; close: number }> = {
  school: { days: [1, 2, 3, 4, 5], open: 7.75, close: 15.25 },
  office: { days: [1, 2, 3, 4, 5], open: 8, close: 18 },
  clinic: { days: [1, 2, 3, 4, 5, 6], open: 8, close: 17 },
  library: { days: [1, 2, 3, 4, 5, 6], open: 9, close: 20 },
};

/** 0..1 share of the space that is occupied, with half-hour ramps and a lunchtime dip. */
export function occupancy(schedule: Schedule, timeZone: string, t: number): number {
  const { hour, weekday } = localTime(timeZone, t);
  const { days, open, close } = OPEN_HOURS[schedule];
  if (!days.includes(weekday)) {
    return 0;
  }
  const ramp =
    Math.min(1, Math.max(0, (hour - open) / 0.5)) * Math.min(1, Math.max(0, (close - hour) / 0.5));
  const lunch = hour > 11.5 && hour < 12.5 ? 0.75 : 1;
  return ramp * lunch;
}

/** Deterministic noise in [-1, 1] for (seed, slot). */
function noise(seed: number, slot: number): number {
  let h = (seed * 374_761_393 + slot * 668_265_263) | 0;
  h = Math.imul(h ^ (h >>> 13), 1_274_126_177);
  h ^= h >>> 16;
  return ((h >>> 0) / 4_294_967_295) * 2 - 1;
}

/** A smooth wobble (period of hours) plus fine noise, both deterministic. */
function texture(seed: number, t: number, amplitude: number): number {
  const slow = Math.sin(t / (3.7 * HOUR) + seed) * 0.6 + Math.sin(t / (11 * HOUR) + seed * 2) * 0.4;
  return amplitude * (0.7 * slow + 0.3 * noise(seed, Math.floor(t / (5 * MINUTE))));
}

function incidentEffect(spec: SeriesSpec, t: number): number {
  let total = 0;
  for (const inc of spec.incidents) {
    if (t < inc.start || t > inc.end) {
      continue;
    }
    if (inc.dailyWindow) {
      const { hour, weekday } = localTime(spec.timeZone, t);
      if (inc.weekdaysOnly && (weekday === 0 || weekday === 6)) {
        continue;
      }
      const [from, to] = inc.dailyWindow;
      if (hour < from || hour > to) {
        continue;
      }
      const mid = (from + to) / 2;
      total += inc.add * Math.max(0, 1 - Math.abs(hour - mid) / ((to - from) / 2));
      continue;
    }
    const rampIn = Math.min(1, (t - inc.start) / inc.rampMs);
    const rampOut = Math.min(1, (inc.end - t) / inc.rampMs);
    total += inc.add * Math.min(rampIn, rampOut);
  }
  return total;
}

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

/** The series' value at t, or null when the sensor is silent. */
export function sampleSignal(spec: SeriesSpec, t: number): number | null {
  if (spec.silentAfter !== undefined && t > spec.silentAfter) {
    return null;
  }
  const occ = occupancy(spec.schedule, spec.timeZone, t);
  // CO2 and heat build up and decay over ~40 minutes.
  const lagged =
    0.2 * occ +
    0.5 * occupancy(spec.schedule, spec.timeZone, t - 20 * MINUTE) +
    0.3 * occupancy(spec.schedule, spec.timeZone, t - 40 * MINUTE);
  const hvacOn = occupancy(spec.schedule, spec.timeZone, t + 90 * MINUTE) > 0 || occ > 0;
  const extra = incidentEffect(spec, t);
  const c = spec.crowd;
  switch (spec.signal) {
    case 'co2':
      return round(Math.max(400, 425 + lagged * c * 820 + texture(spec.seed, t, 25) + extra), 0);
    case 'voc':
      return round(Math.max(20, 95 + lagged * c * 160 + texture(spec.seed, t, 20) + extra), 0);
    case 'pm25':
      return round(Math.max(0.5, 5.5 + texture(spec.seed, t, 2.5) + occ * 2 + extra), 1);
    case 'pm10':
      return round(Math.max(1, 11 + texture(spec.seed, t, 4) + occ * 9 * c + extra * 1.6), 1);
    case 'temperature': {
      const target = hvacOn ? 71 : 65.5;
      return round(target + lagged * c * 2.2 + texture(spec.seed, t, 0.9) + extra, 1);
    }
    case 'humidity':
      return round(
        Math.min(
          95,
          Math.max(5, 38 - (hvacOn ? 3 : 0) + lagged * c * 5 + texture(spec.seed, t, 3) + extra),
        ),
        1,
      );
    case 'ionLevel':
      return round(Math.max(0, 1350 + texture(spec.seed, t, 250) + extra), 0);
    case 'ventilation':
      return round(Math.max(0.3, (hvacOn ? 6.2 : 1.6) + texture(spec.seed, t, 0.5) + extra), 2);
    case 'differentialPressure':
      return round(Math.max(0.005, 0.035 + texture(spec.seed, t, 0.006) + extra), 3);
    case 'ozone': {
      const { hour } = localTime(spec.timeZone, t);
      const afternoon = Math.max(0, Math.sin(((hour - 9) / 10) * Math.PI));
      return round(Math.max(2, 14 + afternoon * 14 + texture(spec.seed, t, 4) + extra), 1);
    }
    case 'co':
      return round(Math.max(0, 0.6 + occ * 0.5 + texture(spec.seed, t, 0.25) + extra), 2);
    case 'setpoint':
      return hvacOn ? 71 : 65;
  }
}

export const TIME = { MINUTE, HOUR, DAY };
