// Shared setup of the Schedules page's tests: an admin (or a member), a schedulable site with
// writable setpoints, an ionizer and a CO2 sensor that cannot be written, and a fake schedules API
// that keeps the groups and calendars it is given, answers writes as the server would and records
// every request.
import type { HolidayCalendar, LocalsResponse, ScheduleGroup, Site } from '@airboard/shared/api';
import { vi } from 'vitest';
import { saveSessionToken } from '../../../lib/session-token';
import {
  buildLocals,
  buildMeasurement,
  buildProjectHome,
  buildSite,
  buildZone,
  callRecorder,
  fakeApi,
  type Route,
} from '../../../test/monitoring-data';
import { renderRoute } from '../../../test/render-route';

export const SCHEDULES_PATH = '/projects/proj1/sites/site1/schedules';
export const GROUPS = '/api/sites/site1/scheduleGroups';
export const CALENDARS = '/api/projects/proj1/holidayCalendars';

/** A writable measurement whose writes go to point `pointId` (uuid ending in `n`). */
function writable(
  objectId: string,
  pointId: string,
  n: number,
  overrides: Parameters<typeof buildMeasurement>[0],
  range: { min?: number; max?: number } | null = null,
) {
  const uuid = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return buildMeasurement({
    objectId,
    uuid: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
    writable: { functions: ['writeNum'], endpoint: `/api/points/${uuid}/runFunction`, range },
    childPoints: [
      { objectId: pointId, uuid, name: 'point', curVal: null, functions: ['writeNum'] },
    ],
    ...overrides,
  });
}

const setpoint = { name: 'Setpoint', type: 'setpoint', unit: '°F' };
export const zones = [
  buildZone({
    objectId: 'zone1',
    name: 'Room 101',
    measurements: [
      writable('m-sp1', 'p1', 1, setpoint, { min: 55, max: 85 }),
      writable('m-ion', 'p3', 3, { name: 'Ionizer', type: 'ionizer', kind: 'Bool', unit: '' }),
      buildMeasurement({ objectId: 'm-co2', name: 'CO2' }),
    ],
  }),
  buildZone({
    objectId: 'zone2',
    name: 'Room 102',
    measurements: [
      writable(
        'm-sp2',
        'p2',
        2,
        { ...setpoint, zone: { objectId: 'zone2', name: 'Room 102' } },
        {
          min: 55,
          max: 85,
        },
      ),
    ],
  }),
];

const emptyWeek = () => Array.from({ length: 7 }, () => []);

export function buildGroup(overrides: Partial<ScheduleGroup> = {}): ScheduleGroup {
  return {
    objectId: 'g1',
    siteId: 'site1',
    name: 'Classroom setpoints',
    pointKind: 'number',
    pointIds: ['p1'],
    defaultValue: 62,
    weekly: [
      [],
      [{ start: '07:00', end: '16:30', value: 70 }],
      [{ start: '07:00', end: '16:30', value: 70 }],
      [],
      [],
      [],
      [],
    ],
    holidayProgram: [],
    calendars: [],
    exceptions: [],
    ...overrides,
  };
}

export const emptyGroup = (overrides: Partial<ScheduleGroup> = {}) =>
  buildGroup({ weekly: emptyWeek(), ...overrides });

export function buildCalendar(overrides: Partial<HolidayCalendar> = {}): HolidayCalendar {
  return {
    objectId: 'c1',
    projectId: 'proj1',
    name: 'District holidays',
    entries: [
      { kind: 'date', date: '2026-12-24' },
      { kind: 'weekNDay', month: 1, week: 3, weekday: 1 },
    ],
    ...overrides,
  };
}

type OpenOptions = {
  locals?: LocalsResponse;
  site?: Site;
  groups?: ScheduleGroup[];
  calendars?: HolidayCalendar[];
  /** Answers that replace the fake API's, by path. */
  routes?: Record<string, Route>;
};

export function openSchedules({
  locals = buildLocals('admin'),
  site = buildSite(),
  groups = [buildGroup()],
  calendars = [buildCalendar()],
  routes = {},
}: OpenOptions = {}) {
  saveSessionToken('token');
  // jsdom lays nothing out, so nothing scrolls into view: the preview chart keeps its placeholder
  // (jsdom has no canvas); the browser test sees it drawn.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  let list = [...groups];
  const { calls, record } = callRecorder();
  const api: Record<string, Route> = {
    [GROUPS]: (url, init) => {
      const call = record(url, init);
      if (call.method === 'POST') {
        const created = { ...(call.body as ScheduleGroup), objectId: 'g-new', siteId: 'site1' };
        list = [...list, created];
        return { body: { results: created } };
      }
      return { body: { results: list } };
    },
    [CALENDARS]: (url, init) => {
      const call = record(url, init);
      if (call.method === 'POST') {
        return {
          body: {
            results: { ...(call.body as HolidayCalendar), objectId: 'c-new', projectId: 'proj1' },
          },
        };
      }
      return { body: { results: calendars } };
    },
  };
  for (const group of groups) {
    api[`${GROUPS}/${group.objectId}`] = (url, init) => {
      const call = record(url, init);
      if (call.method === 'DELETE') {
        list = list.filter((g) => g.objectId !== group.objectId);
        return { body: { success: true } };
      }
      const saved = { ...(call.body as ScheduleGroup), objectId: group.objectId, siteId: 'site1' };
      list = list.map((g) => (g.objectId === group.objectId ? saved : g));
      return { body: { results: saved } };
    };
    api[`${GROUPS}/${group.objectId}/writes`] = (url, init) => {
      record(url, init);
      return { body: { results: [], total: 0 } };
    };
  }
  const recorded =
    (route: Route): Route =>
    (url, init) => {
      record(url, init);
      return typeof route === 'function' ? route(url, init) : route;
    };
  vi.stubGlobal(
    'fetch',
    fakeApi({
      '/locals': { body: locals },
      '/api': { body: buildProjectHome() },
      '/api/site': { body: { site } },
      '/api/zones': { body: { results: zones } },
      ...api,
      ...Object.fromEntries(Object.entries(routes).map(([path, route]) => [path, recorded(route)])),
    }),
  );
  return { ...renderRoute(SCHEDULES_PATH), calls };
}
