/**
 * The demo's schedules (issue 19) as data: Lincoln Elementary's holiday calendar "District
 * holidays" (the school calendar's own holidays, demo-calendar.ts) and its two schedule groups —
 * the classrooms' temperature setpoints and the ionizers. The foundation stores them
 * (load/schedules.ts) and the signal model reads the same programs, so the history's trend shows
 * what the schedule writes from now on.
 */
import type {
  ScheduleBlock,
  ScheduleGroup,
  SchedulePointKind,
  ScheduleValue,
} from '@airboard/shared/api';
import {
  scheduleMinutes,
  scheduleTransitions,
  scheduleValueAt,
  type ScheduleCalendars,
} from '@airboard/shared/rules';
import { holidayCalendarEntries, holidaysOf, realMs } from './demo-calendar';
import type { SignalKind, SiteSpec, WritableKind, ZoneSpec } from './demo-layout';
import type { RoomSpec } from './demo-room-air';

export const DISTRICT_HOLIDAYS = 'District holidays';
/** The calendar's id in the programs the model evaluates (the stored groups use the row's id). */
const DISTRICT_CALENDAR_ID = 'district-holidays';

/** Its entries for the years around `year`: last school year's, and those to come. */
export const districtHolidayEntries = (year: number) =>
  holidayCalendarEntries(holidaysOf('school'), year - 1, year + 3);

/** Occupied and unoccupied heating setpoints (°F) of the classrooms. */
export const CLASSROOM_OCCUPIED_F = 71;
export const CLASSROOM_UNOCCUPIED_F = 64;

export interface DemoScheduleGroup {
  name: string;
  /** The site (key) and the zones whose point of `extra` the group commands. */
  site: string;
  zones: (zone: ZoneSpec) => boolean;
  extra: SignalKind | WritableKind;
  pointKind: SchedulePointKind;
  defaultValue: ScheduleValue;
  weekly: ScheduleBlock[][];
}

/** The same blocks Monday to Friday, none at the weekend. */
const weekdays = (block: ScheduleBlock): ScheduleBlock[][] =>
  [0, 1, 2, 3, 4, 5, 6].map((d) => (d >= 1 && d <= 5 ? [block] : []));

export const demoScheduleGroups: DemoScheduleGroup[] = [
  {
    name: 'Classroom setpoints',
    site: 'lincoln',
    zones: (zone) => zone.use === 'classroom',
    extra: 'setpoint',
    pointKind: 'number',
    defaultValue: CLASSROOM_UNOCCUPIED_F,
    weekly: weekdays({ start: '07:00', end: '15:30', value: CLASSROOM_OCCUPIED_F }),
  },
  {
    name: 'Ionizers',
    site: 'lincoln',
    zones: () => true,
    extra: 'ionizerStatus',
    pointKind: 'bool',
    defaultValue: false,
    weekly: weekdays({ start: '06:30', end: '16:00', value: true }),
  },
];

/** A group's program as stored, following the calendar `calendarId` with 'skip'. */
export function demoScheduleProgram(
  group: DemoScheduleGroup,
  calendarId: string,
): Pick<ScheduleGroup, 'defaultValue' | 'weekly' | 'holidayProgram' | 'calendars' | 'exceptions'> {
  return {
    defaultValue: group.defaultValue,
    weekly: group.weekly,
    holidayProgram: [],
    calendars: [{ calendarId, effect: 'skip' }],
    exceptions: [],
  };
}

/** The group commanding a zone's point of `extra`, if any. */
export const demoScheduleGroupOf = (
  site: SiteSpec,
  zone: ZoneSpec,
  extra: SignalKind | WritableKind,
): DemoScheduleGroup | undefined =>
  demoScheduleGroups.find(
    (g) => g.site === site.key && g.extra === extra && zone.extras.includes(extra) && g.zones(zone),
  );

const calendarsByYear = new Map<number, ScheduleCalendars>();

/** The calendar as the foundation stores it in the year of t (last year's to three years on). */
function demoCalendars(t: number): ScheduleCalendars {
  const year = new Date(t).getUTCFullYear();
  let calendars = calendarsByYear.get(year);
  if (!calendars) {
    calendars = [{ objectId: DISTRICT_CALENDAR_ID, entries: districtHolidayEntries(year) }];
    calendarsByYear.set(year, calendars);
  }
  return calendars;
}

/** The value the group commands at t on its site's clock, as the stored group would. */
export function demoScheduledValue(
  group: DemoScheduleGroup,
  timeZone: string,
  t: number,
): ScheduleValue {
  return scheduleValueAt(
    demoScheduleProgram(group, DISTRICT_CALENDAR_ID),
    demoCalendars(t),
    timeZone,
    new Date(t),
  );
}

/**
 * The group's value at `from` and each change after it up to `to` (epoch ms), as the stored
 * group makes them: what its writes were over a stretch of the past.
 */
export function demoScheduledChanges(
  group: DemoScheduleGroup,
  timeZone: string,
  from: number,
  to: number,
): { at: number; value: ScheduleValue }[] {
  const program = demoScheduleProgram(group, DISTRICT_CALENDAR_ID);
  const calendars = demoCalendars(from);
  const steps = scheduleTransitions(program, calendars, timeZone, new Date(from), new Date(to));
  return [
    { at: from, value: scheduleValueAt(program, calendars, timeZone, new Date(from)) },
    ...steps.map((step) => ({ at: step.at.getTime(), value: step.value })),
  ];
}

/**
 * The setpoint a zone's room is heated to when the classroom group commands it (the room-air
 * model's input), with the hours its weekly program changes at; undefined for other zones.
 */
export function scheduledSetpointOf(
  site: SiteSpec,
  zone: ZoneSpec,
): RoomSpec['scheduledSetpoint'] | undefined {
  const group = demoScheduleGroupOf(site, zone, 'setpoint');
  if (!group) {
    return undefined;
  }
  const hours = group.weekly
    .flat()
    .flatMap((b) => [b.start, b.end].map((x) => scheduleMinutes(x) / 60));
  return {
    at: (local) => Number(demoScheduledValue(group, site.timeZone, realMs(site.timeZone, local))),
    hours: [...new Set(hours)],
  };
}
