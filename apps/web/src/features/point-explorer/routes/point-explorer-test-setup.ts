// Shared setup of the point explorer's screen tests: the project's sites and zones, a fake points
// API that filters and pages its points as the server would (by the query it is sent), and a fake
// saved-queries API that keeps what is saved, renamed and deleted, recording every request.
import type { ExplorerPoint, SavedQuery } from '@airboard/shared/api';
import { messages } from '@airboard/shared/messages';
import { vi } from 'vitest';
import { saveSessionToken } from '../../../lib/session-token';
import {
  buildLocals,
  buildProjectHome,
  buildSite,
  buildZone,
  callRecorder,
  fakeApi,
  type Route,
} from '../../../test/monitoring-data';
import { renderRoute } from '../../../test/render-route';

export const EXPLORER_PATH = '/projects/proj1/pointexplorer';
export const POINTS_PATH = '/api/querypoints/points';
export const QUERIES_PATH = '/api/querypoints/queries';

export function buildPoint(overrides: Partial<ExplorerPoint> = {}): ExplorerPoint {
  return {
    objectId: 'p1',
    name: 'Gym CO2',
    type: 'co2',
    unit: 'ppm',
    curVal: 912.345,
    kind: 'Number',
    activeText: null,
    inactiveText: null,
    multiStateValues: null,
    site: { objectId: 'site1', name: 'Lincoln Elementary' },
    zone: { objectId: 'zone1', name: 'Gymnasium' },
    alarmStatus: false,
    ...overrides,
  };
}

export function buildSavedQuery(overrides: Partial<SavedQuery> = {}): SavedQuery {
  return {
    objectId: 'q1',
    name: 'Gym alarms',
    alarmStatus: 'active',
    pointType: null,
    site: { objectId: 'site1', name: 'Lincoln Elementary' },
    zone: { objectId: 'zone1', name: 'Gymnasium' },
    nameFilter: null,
    ...overrides,
  };
}

export const samplePoints = [
  buildPoint({ alarmStatus: true }),
  buildPoint({
    objectId: 'p2',
    name: 'AHU fan',
    type: 'fanStatus',
    unit: '',
    curVal: 0,
    kind: 'Bool',
    activeText: 'Running',
    inactiveText: 'Stopped',
    zone: { objectId: 'zone2', name: 'Library' },
    // Not loaded: shown as not active (002 §8).
    alarmStatus: null,
  }),
  buildPoint({
    objectId: 'p3',
    name: 'Occupancy mode',
    type: null,
    unit: '',
    curVal: 1,
    kind: 'String',
    multiStateValues: ['Unoccupied', 'Occupied'],
    zone: null,
  }),
];

/** What the fake server answers a points search with: filtered, then one page. */
function searchPoints(points: ExplorerPoint[], url: URL) {
  const q = url.searchParams;
  const matching = points.filter(
    (p) =>
      p.site.objectId === q.get('siteId') &&
      (!q.get('zoneId') || p.zone?.objectId === q.get('zoneId')) &&
      (!q.get('pointType') || p.type === q.get('pointType')) &&
      (!q.get('alarmStatus') || (p.alarmStatus === true) === (q.get('alarmStatus') === 'active')) &&
      p.name.toLowerCase().includes((q.get('name') ?? '').toLowerCase()),
  );
  const offset = Number(q.get('offset') ?? 0);
  const limit = Number(q.get('limit') ?? 10_000);
  return { results: matching.slice(offset, offset + limit), total: matching.length };
}

type OpenOptions = {
  path?: string;
  points?: ExplorerPoint[];
  queries?: SavedQuery[];
  /** Answers that replace the fake API's, by path. */
  routes?: Record<string, Route>;
};

export function openExplorer({
  path = EXPLORER_PATH,
  points = samplePoints,
  queries = [],
  routes = {},
}: OpenOptions = {}) {
  saveSessionToken('token');
  const { calls, record } = callRecorder();
  /** The query of every points search, in order. */
  const searches: URLSearchParams[] = [];
  let saved = [...queries];
  const queryRoutes: Record<string, Route> = {
    [QUERIES_PATH]: (url, init) => {
      const call = record(url, init);
      if (call.method === 'GET') {
        return { body: { results: saved } };
      }
      const body = call.body as { name: string; nameFilter: string | null };
      if (saved.some((q) => q.name.toLowerCase() === body.name.toLowerCase())) {
        return { status: 409, body: { errorMessage: messages.queryNameTaken } };
      }
      const query = buildSavedQuery({
        objectId: `q${saved.length + 10}`,
        name: body.name,
        alarmStatus: null,
        zone: null,
        nameFilter: body.nameFilter,
      });
      saved = [...saved, query];
      return { body: { results: query } };
    },
  };
  for (const { objectId } of queries) {
    queryRoutes[`${QUERIES_PATH}/${objectId}`] = (url, init) => {
      const call = record(url, init);
      if (call.method === 'DELETE') {
        saved = saved.filter((q) => q.objectId !== objectId);
        return { body: { success: true } };
      }
      const { name } = call.body as { name: string };
      saved = saved.map((q) => (q.objectId === objectId ? { ...q, name } : q));
      return { body: { results: saved.find((q) => q.objectId === objectId) } };
    };
  }
  vi.stubGlobal(
    'fetch',
    fakeApi({
      '/locals': { body: buildLocals('admin') },
      '/api': {
        body: buildProjectHome({
          sites: [buildSite(), buildSite({ objectId: 'site2', name: 'Annex' })],
        }),
      },
      '/api/zones': {
        body: {
          results: [
            buildZone({ objectId: 'zone1', name: 'Gymnasium' }),
            buildZone({ objectId: 'zone2', name: 'Library' }),
          ],
        },
      },
      '/api/querypoints/point/types': {
        body: {
          results: [
            { type: 'co2', name: 'CO2' },
            { type: 'fanStatus', name: 'Fan status' },
          ],
        },
      },
      [POINTS_PATH]: (url) => {
        searches.push(url.searchParams);
        return { body: searchPoints(points, url) };
      },
      ...queryRoutes,
      ...routes,
    }),
  );
  return { ...renderRoute(path), calls, searches };
}
