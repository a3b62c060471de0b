/**
 * Every demo point with its signal model: one series per zone and numeric signal, plus the
 * writable status points. Both the history loader and the live simulator build this list, and
 * match it to database points through the stable `basRef` of the simulated building system.
 */
import { hashString } from '../../lib/seeded-random';
import {
  DAY,
  dayOf,
  HOUR,
  localMs,
  MINUTE,
  openDayBefore,
  realMs,
  weekdayOf,
} from './demo-calendar';
import { CORE_SIGNALS, demoProjects } from './demo-layout';
import type { SignalKind, SiteSpec, WritableKind, ZoneSpec } from './demo-layout';
import type { Incident } from './demo-incidents';
import {
  demoScheduledChanges,
  demoScheduledValue,
  demoScheduleGroupOf,
  scheduledSetpointOf,
} from './demo-schedules';
import type { FilterSpec, RoomEvent, RoomSpec } from './demo-room-air';
import { occupancy, type SeriesSpec } from './signal-model';

export interface DemoSeries {
  basRef: string;
  projectKey: string;
  site: SiteSpec;
  zone: ZoneSpec;
  signal: SignalKind;
  spec: SeriesSpec;
}

export interface DemoWritable {
  basRef: string;
  site: SiteSpec;
  zone: ZoneSpec;
  kind: WritableKind;
}

export const basRefOf = (site: string, zone: string, signal: string) =>
  `demo:${site}/${zone}/${signal}`;

/** Local days and times of a site, around the anchor. */
function siteClock(site: SiteSpec, anchor: number) {
  const today = dayOf(localMs(site.timeZone, anchor));
  return {
    today,
    /** The instant of a local hour on a local day. */
    at: (day: number, hour: number) => realMs(site.timeZone, day * DAY + hour * HOUR),
    /** The regular open day nearest before `daysAgo` days ago. */
    openDay: (daysAgo: number) => openDayBefore(site.schedule, today, daysAgo),
  };
}

/** What happens once to the rooms of a site: snow day, field trip, family night, stuck damper. */
function siteStory(site: SiteSpec, anchor: number) {
  const { today, at, openDay } = siteClock(site, anchor);
  const events = new Map<string, RoomEvent[]>();
  const add = (zone: string, event: RoomEvent) =>
    events.set(zone, [...(events.get(zone) ?? []), event]);
  const closures: number[] = [];
  const filters = new Map<string, FilterSpec>();
  if (site.key === 'lincoln') {
    // Closed for snow (a staff development day out of winter); the air handlers ran anyway.
    closures.push(openDay(10));
    const trip = openDay(4);
    for (const zone of ['kwing', 'r101', 'r102']) {
      add(zone, { start: at(trip, 8.9), end: at(trip, 14.3), people: 0.04 }); // kindergarten field trip
    }
    const familyNight = openDay(15);
    for (const [zone, people] of [
      ['cafeteria', 0.9],
      ['gym', 0.75],
      ['music', 0.8],
    ] as const) {
      add(zone, { start: at(familyNight, 17.9), end: at(familyNight, 19.9), people, hvac: true });
    }
    // Room 201's outdoor-air damper stuck closed until the technician freed it before lunch.
    const damper = openDay(6);
    add('r201', { start: at(damper, 5), end: at(damper, 11.2), airflow: 0.4 });
    // The floor of Room 102 sealed on a Saturday morning.
    const sealing = today - 16 - ((weekdayOf(today - 16) + 1) % 7);
    add('r102', { start: at(sealing, 8), end: at(sealing, 12), voc: 900 });
    filters.set('library', { changedDay: today - 12, everyDays: 30, loadPerDay: 0.011 });
    // The science lab's filter was missed at the last round of changes: its alarm is on.
    filters.set('science', { changedDay: today - 80, everyDays: 365, loadPerDay: 0.0105 });
  }
  if (site.key === 'harbor') {
    const allHands = openDay(9);
    add('confA', { start: at(allHands, 14), end: at(allHands, 14.85), people: 2.6 }); // packed all-hands
    filters.set('fitness', { changedDay: today - 33, everyDays: 45, loadPerDay: 0.009 });
  }
  return { events, closures, filters };
}

/** Share of outdoor PM2.5 that gets into each site: an old school leaks, a tower filters well. */
const OUTDOOR_SHARE: Record<string, number> = {
  lincoln: 0.55,
  harbor: 0.2,
  riverside: 0.35,
  maple: 0.45,
};

/** Incidents of one series: one-off faults placed relative to the anchor (the history's end). */
function incidentsFor(
  site: SiteSpec,
  zone: string,
  signal: SignalKind,
  anchor: number,
): Incident[] {
  const { at, openDay } = siteClock(site, anchor);
  const ongoing = (sinceMs: number, add: number, shape?: 'smooth'): Incident => ({
    start: anchor - sinceMs,
    end: anchor + 2 * DAY,
    add,
    rampMs: shape ? 40 * MINUTE : 10 * MINUTE,
    ...(shape ? { shape } : {}),
  });
  const list: Incident[] = [];
  const key = `${site.key}/${zone}`;
  if (key === 'lincoln/gym' && signal === 'co') {
    const day = openDay(20);
    list.push({ start: at(day, 15.1), end: at(day, 15.5), add: 11, rampMs: 3 * MINUTE }); // idling bus by the door
  }
  if (key === 'lincoln/library' && signal === 'ionLevel') {
    // The ionizer failed once last month; yesterday it tripped and was reset; today it died.
    const day = openDay(30);
    list.push({ start: at(day, 6), end: at(day + 1, 8), add: -1400, rampMs: 15 * MINUTE });
    const yesterday = anchor - DAY;
    list.push({
      start: yesterday - 3 * HOUR,
      end: yesterday - HOUR,
      add: -1400,
      rampMs: 10 * MINUTE,
    });
    list.push(ongoing(5 * HOUR, -1400));
  }
  if (key === 'harbor/fitness' && (signal === 'pm25' || signal === 'pm10')) {
    list.push(ongoing(2 * HOUR, 62)); // construction dust next door
  }
  if (key === 'riverside/waiting' && signal === 'humidity') {
    list.push(ongoing(3 * HOUR, -20, 'smooth')); // humidifier out of water
  }
  if (key === 'lincoln/gym' && signal === 'temperature') {
    list.push({ ...ongoing(4 * HOUR, 20, 'smooth'), rampMs: 50 * MINUTE }); // heating valve stuck open
  }
  if (key === 'harbor/lobby' && signal === 'ozone') {
    list.push(ongoing(60 * MINUTE, 70)); // ozone generator left running after a service visit
  }
  return list;
}

/** The region's wildfire-smoke day, outdoors. */
function smokeEpisodes(anchor: number): Incident[] {
  const site = demoProjects[0]!.sites[0]!;
  const { today, at } = siteClock(site, anchor);
  return [{ start: at(today - 12, 9), end: at(today - 12, 17), add: 80, rampMs: HOUR }];
}

/** Classes eat in three lunch waves: the kindergarten first. */
const lunchWave = (zone: ZoneSpec) =>
  zone.key === 'kwing' || zone.parent === 'kwing' ? 0 : 1 + (hashString(zone.key) % 2);

const SILENT: Record<string, number> = {
  [basRefOf('harbor', 'confB', 'pm10')]: 3 * DAY,
  [basRefOf('lincoln', 'music', 'voc')]: 6 * HOUR,
  [basRefOf('riverside', 'pharmacy', 'humidity')]: 2 * DAY,
};

const NUMERIC_EXTRAS = new Set<string>([
  'ionLevel',
  'ventilation',
  'differentialPressure',
  'ozone',
  'co',
  'setpoint',
]);

export function buildDemoSeries(anchor: number): {
  series: DemoSeries[];
  writables: DemoWritable[];
} {
  const series: DemoSeries[] = [];
  const writables: DemoWritable[] = [];
  const outdoorEpisodes = smokeEpisodes(anchor);
  for (const project of demoProjects) {
    for (const site of project.sites) {
      const story = siteStory(site, anchor);
      for (const zone of site.zones) {
        const filter = story.filters.get(zone.key);
        const scheduledSetpoint = scheduledSetpointOf(site, zone);
        const room: RoomSpec = {
          key: `${site.key}/${zone.key}`,
          site: site.key,
          use: zone.use,
          lunchWave: lunchWave(zone),
          closures: story.closures,
          events: story.events.get(zone.key) ?? [],
          ...(filter ? { filter } : {}),
          outdoorShare: OUTDOOR_SHARE[site.key] ?? 0.35,
          outdoorEpisodes,
          ...(scheduledSetpoint ? { scheduledSetpoint } : {}),
        };
        const signals = [
          ...CORE_SIGNALS,
          ...(zone.extras.filter((e) => NUMERIC_EXTRAS.has(e)) as SignalKind[]),
        ];
        for (const signal of signals) {
          const basRef = basRefOf(site.key, zone.key, signal);
          const silentFor = SILENT[basRef];
          series.push({
            basRef,
            projectKey: project.key,
            site,
            zone,
            signal,
            spec: {
              signal,
              schedule: site.schedule,
              timeZone: site.timeZone,
              crowd: zone.crowd,
              seed: hashString(basRef) % 10_000,
              incidents: incidentsFor(site, zone.key, signal, anchor),
              ...(silentFor === undefined ? {} : { silentAfter: anchor - silentFor }),
              room,
            },
          });
        }
        for (const kind of zone.extras) {
          if (kind === 'ionizerStatus' || kind === 'occupiedMode') {
            writables.push({ basRef: basRefOf(site.key, zone.key, kind), site, zone, kind });
          }
        }
      }
    }
  }
  return { series, writables };
}

/**
 * A writable status's value (as a reading) at `from` and its changes up to `to`, when a schedule
 * commands it (what the schedule wrote, or would have, over the history); null for the others,
 * whose history holds only their value now.
 */
export function writableChanges(
  w: DemoWritable,
  from: number,
  to: number,
): { at: number; value: number }[] | null {
  const group = demoScheduleGroupOf(w.site, w.zone, w.kind);
  return group
    ? demoScheduledChanges(group, w.site.timeZone, from, to).map((c) => ({
        at: c.at,
        value: Number(c.value),
      }))
    : null;
}

/**
 * A writable status's value (as a reading) at t: what its schedule group commands when one does
 * (demo-schedules.ts); else the ionizer runs and occupied mode follows the site's opening hours.
 */
export function writableValueAt(w: DemoWritable, t: number): number {
  const group = demoScheduleGroupOf(w.site, w.zone, w.kind);
  if (group) {
    return Number(demoScheduledValue(group, w.site.timeZone, t));
  }
  if (w.kind === 'ionizerStatus') {
    return 1;
  }
  return occupancy(w.site.schedule, w.site.timeZone, t) > 0 ? 1 : 0;
}
