/**
 * The demo building's signals, as pure functions of (series, time): each room's air and warmth
 * (demo-room-air.ts) and the weather (demo-weather.ts) read as the room's sensors and equipment
 * would report them — CO2, VOC, PM, temperature, humidity (the outdoor dew point, dried by the
 * cooling coil, topped up by the humidifier, plus what people breathe out), ventilation, filters,
 * setpoints, ionizers, ozone, CO — with sensor noise and the series' incidents. History and the
 * live simulator both sample these functions, so the two join seamlessly.
 */
import { DAY, dayOf, HOUR, localMs, MINUTE, openingHours } from './demo-calendar';
import { incidentEffect, type Incident } from './demo-incidents';
import type { Schedule, SignalKind } from './demo-layout';
import {
  co2At,
  felt,
  filterDrop,
  pmAt,
  segmentAt,
  tempAt,
  traits,
  vocAt,
  type RoomSpec,
} from './demo-room-air';
import { outdoorCo2, outdoorDewPoint, outdoorOzone, outdoorPm25 } from './demo-weather';

export interface SeriesSpec {
  signal: SignalKind;
  schedule: Schedule;
  timeZone: string;
  /** How crowded the zone gets (1 = a full classroom). */
  crowd: number;
  /** Per-series seed for sensor noise. */
  seed: number;
  /** Incidents affecting this series. */
  incidents: Incident[];
  /** The sensor stops reporting at this time (ms), if it goes silent. */
  silentAfter?: number;
  /**
   * The room measured, shared by all its series; without one, an open-plan office of the
   * schedule (the simulated kits' sensors).
   */
  room?: RoomSpec;
}

/** The room of a series without one: an open-plan office of the schedule, one per series. */
const defaultRooms = new WeakMap<SeriesSpec, RoomSpec>();
function roomOf(spec: SeriesSpec): RoomSpec {
  if (spec.room) {
    return spec.room;
  }
  let room = defaultRooms.get(spec);
  if (!room) {
    room = {
      key: `series/${spec.seed}`,
      site: `series/${spec.seed}`,
      use: spec.schedule === 'school' ? 'classroom' : 'openOffice',
      lunchWave: 0,
      closures: [],
      events: [],
      outdoorShare: 0.35,
      outdoorEpisodes: [],
    };
    defaultRooms.set(spec, room);
  }
  return room;
}

/** Deterministic noise in [-1, 1] for (seed, slot). */
function noise(seed: number, slot: number): number {
  let h = (seed * 374_761_393 + slot * 668_265_263) | 0;
  h = Math.imul(h ^ (h >>> 13), 1_274_126_177);
  h ^= h >>> 16;
  return ((h >>> 0) / 4_294_967_295) * 2 - 1;
}

/** Sensor texture: a slow wobble (hours) and a little reading-to-reading noise. */
function texture(seed: number, t: number, slow: number, fine: number): number {
  const wobble =
    Math.sin(t / (3.7 * HOUR) + seed) * 0.6 + Math.sin(t / (11 * HOUR) + seed * 2) * 0.4;
  return slow * wobble + fine * noise(seed, Math.floor(t / (5 * MINUTE)));
}

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

/** A smooth maximum of a and b, rounding the corner over about `softness`. */
const softMax = (a: number, b: number, softness: number) =>
  Math.max(a, b) + softness * Math.log1p(Math.exp(-Math.abs(a - b) / softness));

/** Saturation vapour pressure (hPa) at a temperature in °F. */
function saturation(fahrenheit: number): number {
  const celsius = ((fahrenheit - 32) * 5) / 9;
  return 6.112 * Math.exp((17.62 * celsius) / (243.12 + celsius));
}

/**
 * The series' value at t, or null when the sensor is silent. `warmer`: °F the room is above the
 * model's temperature (a written setpoint's doing, writtenSetpointOffset), which its temperature,
 * humidity and VOC show.
 */
export function sampleSignal(spec: SeriesSpec, t: number, warmer = 0): number | null {
  if (spec.silentAfter !== undefined && t > spec.silentAfter) {
    return null;
  }
  const room = roomOf(spec);
  const local = localMs(spec.timeZone, t);
  const s = segmentAt(spec, room, local);
  const dt = local - s.start;
  const extra = incidentEffect(spec.incidents, t);
  const seed = spec.seed;
  switch (spec.signal) {
    case 'co2':
      return round(
        Math.max(400, outdoorCo2(local) + co2At(s, dt) + texture(seed, t, 6, 6) + extra),
        0,
      );
    case 'voc': {
      const base = traits(room, spec.schedule).vocBase + 2 * (tempAt(s, dt) + warmer - 70);
      const voc = vocAt(s, dt);
      return round(Math.max(20, base + voc + texture(seed, t, 8, 6) + extra), 0);
    }
    case 'pm25':
    case 'pm10': {
      const outdoor = outdoorPm25(local) + incidentEffect(room.outdoorEpisodes, t);
      const indoor = room.outdoorShare * outdoor + pmAt(s, dt);
      if (spec.signal === 'pm25') {
        return round(Math.max(0.5, indoor + texture(seed, t, 0.6, 0.4) + extra), 1);
      }
      const coarse = felt(spec, room, s, dt) * spec.crowd * (room.use === 'gym' ? 14 : 6);
      return round(
        Math.max(1, indoor * 1.3 + 3 + coarse + texture(seed, t, 1, 0.8) + extra * 1.6),
        1,
      );
    }
    case 'temperature':
      return round(tempAt(s, dt) + warmer + texture(seed, t, 0.25, 0.04) + extra, 1);
    case 'humidity': {
      // Indoor moisture: the outdoor dew point, dried by the cooling coil, topped up by the
      // humidifier in the heating season, plus what the people breathe out.
      let dew = outdoorDewPoint(local);
      if (s.hvac) {
        dew = -softMax(-dew, -57, 2); // a smooth minimum
      }
      dew = softMax(dew, 38, 2);
      const vapour = saturation(dew) + 0.0025 * co2At(s, dt);
      const rh =
        (100 * vapour) / saturation(tempAt(s, dt) + warmer) + texture(seed, t, 0.8, 0.3) + extra;
      return round(Math.min(95, Math.max(5, rh)), 1);
    }
    case 'ionLevel': {
      const output =
        traits(room, spec.schedule).ionOutput * (1 - 0.2 * Math.min(1, felt(spec, room, s, dt)));
      const ambient = 170 + texture(seed, t, 25, 10);
      return round(
        Math.max(0, ambient + Math.max(0, output + texture(seed + 1, t, 60, 25) + extra)),
        0,
      );
    }
    case 'ventilation':
      return round(Math.max(0.3, s.ach + texture(seed, t, 0.12, 0.05) + extra), 2);
    case 'differentialPressure': {
      const filter = room.filter;
      const running = filter
        ? filterDrop(filter, dayOf(local))
        : traits(room, spec.schedule).pressure;
      const value = s.hvac ? running : filter ? 0.02 : 0.004;
      return round(Math.max(0.001, value * (1 + texture(seed, t, 0.04, 0.02)) + extra), 3);
    }
    case 'ozone': {
      const share = room.use === 'lobby' ? 0.45 : 0.25;
      return round(
        Math.max(1, share * outdoorOzone(local) + texture(seed, t, 1.5, 0.8) + extra),
        1,
      );
    }
    case 'co': {
      const traffic = (outdoorCo2(local) - 412) / 22;
      return round(
        Math.max(
          0,
          0.3 +
            0.5 * traffic +
            0.3 * felt(spec, room, s, dt) +
            texture(seed, t, 0.08, 0.05) +
            extra,
        ),
        2,
      );
    }
    case 'setpoint':
      return s.setpoint;
  }
}

/** 1 while the schedule's building is open at t (holidays aside), else 0. */
export function occupancy(schedule: Schedule, timeZone: string, t: number): number {
  const local = localMs(timeZone, t);
  const hours = openingHours(schedule, dayOf(local));
  const hour = (local - dayOf(local) * DAY) / HOUR;
  return hours && hour >= hours[0] && hour < hours[1] ? 1 : 0;
}

export const TIME = { MINUTE, HOUR, DAY };
