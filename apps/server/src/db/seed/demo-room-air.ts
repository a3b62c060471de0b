/**
 * A demo room's air and warmth through the day. Its day (people, air handler, cleaning, cooking:
 * demo-occupancy.ts) and the weather (demo-weather.ts) drive four states that respond with
 * first-order inertia: CO2, VOC and indoor PM2.5 relax towards what their sources and the
 * ventilation rate sustain, temperature towards its setpoint (or, with the air handler off, towards
 * where the weather lets it drift). The drivers are constant between a day's breakpoints, so the
 * response has a closed form: a day's table integrates from a steady start a day earlier (a day is
 * many time constants) and is cached per room, so a value costs a search and an exponential and
 * does not depend on the order values are asked for.
 */
import { seededRandom } from '../../lib/seeded-random';
import { DAY, dayOf, HOUR, localMs, MINUTE, openingHours, siteDay } from './demo-calendar';
import type { Incident } from './demo-incidents';
import type { Schedule, ZoneUse } from './demo-layout';
import { levelAt, planDay, type Block } from './demo-occupancy';
import { outdoorMean, outdoorTemperature, sunshine } from './demo-weather';

/** Something that happens to a room once (ms): a gathering, a stuck damper, floor sealing. */
export interface RoomEvent {
  start: number;
  end: number;
  /** People present instead of the day's plan (share of the design crowd). */
  people?: number;
  /** The air handler kept in occupied mode. */
  hvac?: boolean;
  /** Ventilation multiplied by this (a damper stuck closed: well below 1). */
  airflow?: number;
  /** An extra VOC source (ppb × air changes per hour). */
  voc?: number;
}

/** The air filter of a room's unit: changed every `everyDays` from `changedDay` (a local day). */
export interface FilterSpec {
  changedDay: number;
  everyDays: number;
  /** inH2O of pressure drop the filter gains per day of use. */
  loadPerDay: number;
}

export interface RoomSpec {
  /** `site/zone`: seeds the room's timing and its days. */
  key: string;
  /** Seeds the site's days (attendance, lunch time). */
  site: string;
  use: ZoneUse;
  lunchWave: number;
  /** Local days the site closed although it should have opened (a snow day). */
  closures: readonly number[];
  events: readonly RoomEvent[];
  filter?: FilterSpec;
  /** Share of outdoor PM2.5 that gets in (leaky windows high, good filters low). */
  outdoorShare: number;
  /** Outdoor PM2.5 episodes (wildfire smoke), in µg/m³ outdoors. */
  outdoorEpisodes: readonly Incident[];
  /**
   * The temperature setpoint a schedule group commands (demo-schedules.ts), when one does: its
   * value at a local clock time and the local hours its program changes at. The room is heated
   * to it.
   */
  scheduledSetpoint?: { at: (local: number) => number; hours: readonly number[] };
}

/** What a room's series say about it: its schedule, clock and design crowd. */
export interface RoomConditions {
  schedule: Schedule;
  timeZone: string;
  crowd: number;
}

/** Outdoor air changes per hour in occupied mode by room use; 0.5 (infiltration) otherwise. */
const AIR_CHANGES: Record<ZoneUse, number> = {
  classroom: 5,
  specials: 5,
  gym: 6,
  cafeteria: 6.5,
  staff: 4,
  openOffice: 4,
  meeting: 6,
  lobby: 4,
  fitness: 8,
  waiting: 5,
  exam: 6,
  reading: 4,
  children: 4.5,
  storage: 2,
};
const INFILTRATION = 0.5;

/** CO2 a full room adds at one air change per hour (ppm): people per volume, and how hard they breathe. */
const CO2_SOURCE: Record<ZoneUse, number> = {
  classroom: 3600,
  specials: 3600,
  gym: 4200,
  cafeteria: 4200,
  staff: 2600,
  openOffice: 2600,
  meeting: 4200,
  lobby: 2000,
  fitness: 5000,
  waiting: 3600,
  exam: 3000,
  reading: 2600,
  children: 3400,
  storage: 2000,
};
const BIG_ROOMS = new Set<ZoneUse>(['gym', 'cafeteria', 'lobby']);

/** A room's fixed character, drawn once from its key. */
interface Traits {
  heat: number;
  cool: number;
  setback: number;
  setup: number;
  solar: number;
  vocBase: number;
  ionOutput: number;
  pressure: number;
}

const traitsOf = new WeakMap<RoomSpec, Traits>();
export function traits(room: RoomSpec, schedule: Schedule): Traits {
  let found = traitsOf.get(room);
  if (!found) {
    const random = seededRandom(`${room.key}/traits`);
    found = {
      heat: 70 + random.int(0, 2),
      cool: 74 + random.int(0, 1),
      setback: schedule === 'school' ? 64 : 65,
      setup: 78,
      solar: 0.3 + random.next(),
      vocBase: 60 + 50 * random.next(),
      ionOutput: 1000 + 350 * random.next(),
      pressure: 0.025 + 0.02 * random.next(),
    };
    traitsOf.set(room, found);
  }
  return found;
}

/** Between two breakpoints of a day: drivers (constant), targets, and the states at its start. */
export interface Segment {
  start: number;
  hvac: boolean;
  ach: number;
  /** The active setpoint; `temp` is where the room settles with it (temperatureTarget). */
  setpoint: number;
  warmth: RoomWarmth;
  kAir: number;
  kPm: number;
  kTemp: number;
  co2: number;
  voc: number;
  pm: number;
  temp: number;
  co2From: number;
  vocFrom: number;
  pmFrom: number;
  tempFrom: number;
}

/**
 * What sets a room's temperature between two breakpoints: where the weather, people and sun would
 * take it (`free`), the band the system holds it in (`low` to `high`), which edge of the band the
 * active setpoint is (`heats`: the lower, heating to it; else the upper, cooling to it), and the
 * occupant and solar gains the system does not fully remove.
 */
interface RoomWarmth {
  free: number;
  low: number;
  high: number;
  heats: boolean;
  gains: number;
}

/** Where the room settles with `setpoint` active: the band's edge moved to it. */
function temperatureTarget({ free, low, high, heats, gains }: RoomWarmth, setpoint: number) {
  const [from, to] = heats
    ? [setpoint, Math.max(setpoint, high)]
    : [Math.min(setpoint, low), setpoint];
  return Math.min(to, Math.max(from, free)) + gains;
}

/** Pressure drop across a room's filter (inH2O) on a day, while its fan runs. */
export function filterDrop(filter: FilterSpec, day: number): number {
  const used =
    (((day - filter.changedDay) % filter.everyDays) + filter.everyDays) % filter.everyDays;
  return 0.22 + filter.loadPerDay * used;
}

/** A clogged filter starves the room of air. */
const filterAirflow = (drop: number) => 1 - 0.7 * Math.max(0, drop - 0.6);

/** The segments of a local day, with targets but not yet states. */
function segmentsOf(spec: RoomConditions, room: RoomSpec, day: number): Segment[] {
  const character = traits(room, spec.schedule);
  const dayStart = day * DAY;
  const meanOutdoor = outdoorMean(dayStart + 12 * HOUR);
  const plan = planDay(
    {
      key: room.key,
      use: room.use,
      schedule: spec.schedule,
      lunchWave: room.lunchWave,
      scheduled: openingHours(spec.schedule, day),
      outdoorMean: meanOutdoor,
    },
    siteDay(spec.schedule, room.site, day, room.closures),
  );
  const airflow: Block[] = [];
  for (const event of room.events) {
    const from = (localMs(spec.timeZone, event.start) - dayStart) / HOUR;
    const to = (localMs(spec.timeZone, event.end) - dayStart) / HOUR;
    if (to <= 0 || from >= 24) {
      continue;
    }
    if (event.people !== undefined) {
      plan.people.push({ from, to, level: event.people });
    }
    if (event.hvac) {
      plan.hvac.push({ from, to, level: 1 });
    }
    if (event.airflow !== undefined) {
      airflow.push({ from, to, level: event.airflow });
    }
    if (event.voc !== undefined) {
      plan.voc.push({ from, to, level: event.voc });
    }
  }
  const edges = new Set<number>();
  for (let hour = 0; hour < 24; hour++) {
    edges.add(hour);
  }
  for (const hour of room.scheduledSetpoint?.hours ?? []) {
    if (hour > 0 && hour < 24) {
      edges.add(hour);
    }
  }
  for (const list of [plan.people, plan.hvac, plan.voc, plan.pm, airflow]) {
    for (const b of list) {
      for (const edge of [b.from, b.to]) {
        if (edge > 0 && edge < 24) {
          edges.add(edge);
        }
      }
    }
  }
  const hours = [...edges].sort((a, b) => a - b);
  // Economizers bring in more outdoor air on mild days, dampers close to the minimum in the cold.
  const dayRandom = seededRandom(`${room.key}/${day}/air`);
  const weatherAir = meanOutdoor < 20 ? 0.92 : meanOutdoor > 45 && meanOutdoor < 68 ? 1.08 : 1;
  const dayAir = weatherAir * (0.88 + 0.24 * dayRandom.next());
  const filterAir = room.filter ? filterAirflow(filterDrop(room.filter, day)) : 1;
  const heating = meanOutdoor < 60;
  const big = BIG_ROOMS.has(room.use);
  const crowd = spec.crowd;
  return hours.map((from, i) => {
    const to = hours[i + 1] ?? 24;
    const mid = (from + to) / 2;
    const at = dayStart + mid * HOUR;
    const people = levelAt(plan.people, mid);
    const hvac = levelAt(plan.hvac, mid) > 0;
    const damper = levelAt(airflow, mid) || 1;
    const ach = hvac ? AIR_CHANGES[room.use] * dayAir * filterAir * damper : INFILTRATION;
    const sun = sunshine(at) * character.solar;
    const free = 0.5 * outdoorTemperature(at) + 33 + 3 * people * crowd + 3 * sun;
    // A scheduled room is heated to what its schedule commands, whether its fan runs or not.
    const scheduled = room.scheduledSetpoint?.at(at);
    const warmth: RoomWarmth = {
      free,
      low: scheduled ?? (hvac ? character.heat : character.setback),
      high: hvac ? character.cool : character.setup,
      heats: scheduled !== undefined || heating,
      gains: hvac ? 1.6 * people * crowd + 0.8 * sun : 0,
    };
    const setpoint = warmth.heats ? warmth.low : warmth.high;
    const tau = (hvac ? 45 : 150) * (big ? 1.35 : 1) * MINUTE;
    const vocSource = levelAt(plan.voc, mid) + people * crowd * 700;
    const pmSource = levelAt(plan.pm, mid) + people * crowd * (room.use === 'gym' ? 25 : 10);
    return {
      start: dayStart + from * HOUR,
      hvac,
      ach,
      setpoint,
      warmth,
      kAir: ach / HOUR,
      kPm: (ach + 0.8) / HOUR,
      kTemp: 1 / tau,
      co2: (people * crowd * CO2_SOURCE[room.use]) / ach,
      voc: vocSource / ach,
      pm: pmSource / (ach + 0.8),
      temp: temperatureTarget(warmth, setpoint),
      co2From: 0,
      vocFrom: 0,
      pmFrom: 0,
      tempFrom: 0,
    };
  });
}

const approach = (target: number, from: number, k: number, dt: number) =>
  target + (from - target) * Math.exp(-k * dt);

/** A day's segments with their states, integrated from a steady start at the day before. */
function integrateDay(spec: RoomConditions, room: RoomSpec, day: number): Segment[] {
  const before = segmentsOf(spec, room, day - 1);
  const state = {
    co2: before[0]!.co2,
    voc: before[0]!.voc,
    pm: before[0]!.pm,
    temp: before[0]!.temp,
  };
  const run = (segments: Segment[], end: number, keep: boolean) => {
    segments.forEach((s, i) => {
      if (keep) {
        s.co2From = state.co2;
        s.vocFrom = state.voc;
        s.pmFrom = state.pm;
        s.tempFrom = state.temp;
      }
      const dt = (segments[i + 1]?.start ?? end) - s.start;
      state.co2 = approach(s.co2, state.co2, s.kAir, dt);
      state.voc = approach(s.voc, state.voc, s.kAir, dt);
      state.pm = approach(s.pm, state.pm, s.kPm, dt);
      state.temp = approach(s.temp, state.temp, s.kTemp, dt);
    });
  };
  run(before, day * DAY, false);
  const today = segmentsOf(spec, room, day);
  run(today, (day + 1) * DAY, true);
  return today;
}

const tables = new WeakMap<RoomSpec, Map<number, Segment[]>>();
const ROOM_DAYS_KEPT = 64;

/** The segment of the room's day at local clock time `local`, and when it ends. */
function segmentSpan(
  spec: RoomConditions,
  room: RoomSpec,
  local: number,
): { segment: Segment; end: number } {
  let days = tables.get(room);
  if (!days) {
    days = new Map();
    tables.set(room, days);
  }
  const day = dayOf(local);
  let segments = days.get(day);
  if (!segments) {
    segments = integrateDay(spec, room, day);
    if (days.size >= ROOM_DAYS_KEPT) {
      days.delete(days.keys().next().value!);
    }
    days.set(day, segments);
  }
  let low = 0;
  let high = segments.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (segments[mid]!.start <= local) {
      low = mid;
    } else {
      high = mid - 1;
    }
  }
  return { segment: segments[low]!, end: segments[low + 1]?.start ?? (day + 1) * DAY };
}

/** The segment of the room's day at local clock time `local`. */
export const segmentAt = (spec: RoomConditions, room: RoomSpec, local: number): Segment =>
  segmentSpan(spec, room, local).segment;

export const co2At = (s: Segment, dt: number) => approach(s.co2, s.co2From, s.kAir, dt);
export const tempAt = (s: Segment, dt: number) => approach(s.temp, s.tempFrom, s.kTemp, dt);
export const vocAt = (s: Segment, dt: number) => approach(s.voc, s.vocFrom, s.kAir, dt);
export const pmAt = (s: Segment, dt: number) => approach(s.pm, s.pmFrom, s.kPm, dt);

/** How full the room feels: its CO2 rise against a full room's at the design air change rate. */
export function felt(spec: RoomConditions, room: RoomSpec, s: Segment, dt: number): number {
  const full = (spec.crowd * CO2_SOURCE[room.use]) / AIR_CHANGES[room.use];
  return Math.min(1.5, co2At(s, dt) / (full + 1));
}

/** A setpoint written to a room's controller at `at` (epoch ms), held until the next one. */
export interface SetpointWrite {
  at: number;
  value: number;
}

/**
 * The fastest (°F a minute) a written setpoint moves a room, on top of what the model does at the
 * time: what its heating or cooling can deliver. Five minutes of it stay under the demo's 1 °F.
 */
const PLANT_RATE = 0.18 / MINUTE;

/**
 * How much warmer (°F; negative: cooler) than the model the room is at t (epoch ms) once setpoints
 * were written to it: each, held until the next, moves the band's edge as the model's own
 * setpoint would (temperatureTarget), and the difference that makes follows with the room's
 * time constant — a first-order response over tens of minutes, starting at 0 at the first write
 * (a write equal to the model's setpoint changes nothing). The room together never moves faster
 * than PLANT_RATE or the model's own rate, whichever is more. Stepped minute by minute from the
 * first write, or from a day before t (many time constants) starting settled.
 */
export function writtenSetpointOffset(
  spec: RoomConditions,
  room: RoomSpec,
  writes: readonly SetpointWrite[],
  t: number,
): number {
  const held = writes
    .filter((w) => w.at <= t)
    .map((w) => ({ ...w, at: localMs(spec.timeZone, w.at) }));
  if (held.length === 0) {
    return 0;
  }
  const end = localMs(spec.timeZone, t);
  let cursor = Math.max(held[0]!.at, end - DAY);
  // The write in force at the cursor, and the next one.
  let setpoint = held[0]!.value;
  let next = 0;
  const catchUp = () => {
    for (; held[next] && held[next]!.at <= cursor; next++) {
      setpoint = held[next]!.value;
    }
  };
  catchUp();
  const gap = (segment: Segment) => temperatureTarget(segment.warmth, setpoint) - segment.temp;
  let offset = cursor > held[0]!.at ? gap(segmentAt(spec, room, cursor)) : 0;
  while (cursor < end) {
    const { segment, end: segmentEnd } = segmentSpan(spec, room, cursor);
    const stepEnd = Math.min(
      end,
      segmentEnd,
      held[next]?.at ?? Infinity,
      (Math.floor(cursor / MINUTE) + 1) * MINUTE,
    );
    const dt = stepEnd - cursor;
    // The model's own rate now: the room as a whole moves no faster than it or the plant allows.
    const modelRate = segment.kTemp * (segment.temp - tempAt(segment, cursor - segment.start));
    const limit = Math.max(PLANT_RATE, Math.abs(modelRate)) * dt;
    const free = approach(gap(segment), offset, segment.kTemp, dt) - offset;
    offset += Math.min(limit - modelRate * dt, Math.max(-limit - modelRate * dt, free));
    cursor = stepEnd;
    catchUp();
  }
  return offset;
}
