/**
 * Every demo point with its signal model: one series per zone and numeric signal, plus the
 * writable status points. Both the history loader and the live simulator build this list, and
 * match it to database points through the stable `basRef` of the simulated building system.
 */
import { hashString } from '../../lib/seeded-random';
import { CORE_SIGNALS, demoProjects } from './demo-layout';
import type { SignalKind, SiteSpec, WritableKind, ZoneSpec } from './demo-layout';
import type { Incident, SeriesSpec } from './signal-model';
import { TIME } from './signal-model';

const { MINUTE, HOUR, DAY } = TIME;

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

/** Incidents of one series, placed relative to the anchor (the end of the loaded history). */
function incidentsFor(site: string, zone: string, signal: SignalKind, anchor: number): Incident[] {
  const at = (daysAgo: number, hour: number) => anchor - daysAgo * DAY + hour * HOUR;
  const ongoing = (sinceMs: number, add: number): Incident => ({
    start: anchor - sinceMs,
    end: anchor + 2 * DAY,
    add,
    rampMs: 10 * MINUTE,
  });
  const everyDay = (window: [number, number], add: number): Incident => ({
    start: anchor - 61 * DAY,
    end: anchor + 61 * DAY,
    add,
    rampMs: 1,
    dailyWindow: window,
    weekdaysOnly: true,
  });
  const list: Incident[] = [];
  const key = `${site}/${zone}`;
  if (signal === 'voc') {
    list.push(everyDay([18.5, 20], 260)); // evening cleaning crews
  }
  if (key === 'lincoln/cafeteria' && signal === 'pm25') {
    list.push(everyDay([10.9, 12.7], 36)); // lunch service
  }
  if (site === 'lincoln' && (signal === 'pm25' || signal === 'pm10')) {
    list.push({ start: at(12, 9), end: at(12, 17), add: 52, rampMs: 40 * MINUTE }); // wildfire smoke day
  }
  if (key === 'lincoln/gym' && signal === 'co') {
    list.push({ start: at(20, 10), end: at(20, 10) + 25 * MINUTE, add: 11, rampMs: 3 * MINUTE }); // idling bus by the door
  }
  if (key === 'harbor/confA' && signal === 'co2') {
    list.push({ start: at(9, 14), end: at(9, 14) + 50 * MINUTE, add: 1650, rampMs: 10 * MINUTE }); // packed all-hands
  }
  if (key === 'lincoln/library' && signal === 'ionLevel') {
    list.push({ start: at(30, 6), end: at(30, 6) + 26 * HOUR, add: -1200, rampMs: 15 * MINUTE });
    list.push(ongoing(5 * HOUR, -1150)); // ionizer failed this morning
  }
  if (key === 'harbor/fitness' && (signal === 'pm25' || signal === 'pm10')) {
    list.push(ongoing(2 * HOUR, 62)); // construction dust next door
  }
  if (key === 'riverside/waiting' && signal === 'humidity') {
    list.push(ongoing(3 * HOUR, -20)); // humidifier out of water
  }
  if (key === 'lincoln/gym' && signal === 'temperature') {
    list.push(ongoing(90 * MINUTE, 16)); // heating valve stuck open
  }
  if (key === 'harbor/lobby' && signal === 'ozone') {
    list.push(ongoing(60 * MINUTE, 60)); // ozone generator left running after a service visit
  }
  return list;
}

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
  for (const project of demoProjects) {
    for (const site of project.sites) {
      for (const zone of site.zones) {
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
              incidents: incidentsFor(site.key, zone.key, signal, anchor),
              ...(silentFor === undefined ? {} : { silentAfter: anchor - silentFor }),
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
