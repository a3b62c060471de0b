// Shared setup of the kiosk list's screen tests: an admin (or a plain member), the site with two
// zones and their measurements, and a fake kiosks API that keeps the kiosks it is given, answers
// the writes as the server would and records every request it gets.
import type { Kiosk, LocalsResponse } from '@airboard/shared/api';
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

export const KIOSKS_PATH = '/kiosks?siteId=site1';
const LINK = 'https://airboard.example.com/kiosks/';

export function buildKiosk(overrides: Partial<Kiosk> = {}): Kiosk {
  const uuid = overrides.uuid === undefined ? '3f2a9c1e8b7d4a6f9e0c1b2a3d4e5f60' : overrides.uuid;
  return {
    objectId: 'kiosk1',
    name: 'Lobby',
    type: 'plain',
    site: { objectId: 'site1', name: 'Lincoln Elementary' },
    zone: null,
    measurements: [{ objectId: 'm1', name: 'CO2' }],
    uuid,
    url: uuid === null ? null : `${LINK}${uuid}`,
    qrCode: uuid === null ? null : { url: `${LINK}${uuid}` },
    lastSeenAt: new Date(Date.now() - 2 * 60_000).toISOString(),
    online: true,
    notifyOffline: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A revoked kiosk: no public id, link or QR code. */
export const revokedKiosk = (overrides: Partial<Kiosk> = {}): Kiosk =>
  buildKiosk({ uuid: null, url: null, qrCode: null, online: false, ...overrides });

/** Gymnasium with six measurements, Library with one: enough to go past a kiosk's limit. */
export const zones = [
  buildZone({
    measurements: [
      buildMeasurement({ objectId: 'm1', name: 'CO2' }),
      buildMeasurement({ objectId: 'm2', name: 'Humidity', type: 'relativehumidity', unit: '%' }),
      buildMeasurement({ objectId: 'm3', name: 'Temperature', type: 'temperature', unit: '°F' }),
      buildMeasurement({ objectId: 'm4', name: 'PM2.5', type: 'pm25', unit: 'µg/m³' }),
      buildMeasurement({ objectId: 'm5', name: 'TVOC', type: 'tvoc', unit: 'ppb' }),
      buildMeasurement({ objectId: 'm6', name: 'Noise', type: 'noise', unit: 'dB' }),
    ],
  }),
  buildZone({
    objectId: 'zone2',
    name: 'Library',
    measurements: [
      buildMeasurement({
        objectId: 'm7',
        name: 'Light',
        type: 'light',
        unit: 'lx',
        zone: { objectId: 'zone2', name: 'Library' },
      }),
    ],
  }),
];

export type { Call } from '../../../test/monitoring-data';

const isKiosk = (value: unknown): value is Kiosk =>
  typeof value === 'object' && value !== null && 'objectId' in value && 'uuid' in value;

type OpenOptions = {
  locals?: LocalsResponse;
  kiosks?: Kiosk[];
  /** Answers that replace the fake kiosks API's, by path. */
  routes?: Record<string, Route>;
};

export function openKiosks({
  locals = buildLocals('admin'),
  kiosks = [buildKiosk()],
  routes = {},
}: OpenOptions = {}) {
  saveSessionToken('token');
  let list = [...kiosks];
  const { calls, record } = callRecorder();
  const kioskRoutes: Record<string, Route> = {
    '/api/kiosks/site/site1': (url, init) => {
      const call = record(url, init);
      if (call.method === 'POST') {
        const input = call.body as { name: string; type: Kiosk['type'] };
        const created = buildKiosk({ objectId: 'kiosk-new', ...input, measurements: [] });
        list = [...list, created];
        return { body: { results: created } };
      }
      return { body: { results: list } };
    },
    '/api/kiosk/share': (url, init) => {
      const call = record(url, init);
      return { body: { success: true, sent: (call.body as { emails: string[] }).emails.length } };
    },
  };
  for (const kiosk of kiosks) {
    const path = `/api/kiosks/${kiosk.objectId}`;
    kioskRoutes[path] = (url, init) => {
      const call = record(url, init);
      if (call.method === 'DELETE') {
        list = list.filter((k) => k.objectId !== kiosk.objectId);
        return { body: { success: true } };
      }
      const input = call.body as Partial<Kiosk>;
      const saved = { ...kiosk, name: input.name ?? kiosk.name, type: input.type ?? kiosk.type };
      list = list.map((k) => (k.objectId === kiosk.objectId ? saved : k));
      return { body: { results: saved } };
    };
    kioskRoutes[`${path}/revoke`] = (url, init) => {
      record(url, init);
      const revoked = { ...kiosk, uuid: null, url: null, qrCode: null };
      list = list.map((k) => (k.objectId === kiosk.objectId ? revoked : k));
      return { body: { results: revoked } };
    };
  }
  // A test's own answers are recorded too, and a write's changes the list the next read gets, as
  // the server's would.
  const keepWrites = (route: Route): Route => {
    return (url, init) => {
      record(url, init);
      const answer = typeof route === 'function' ? route(url, init) : route;
      const results = (answer.body as { results?: unknown } | null)?.results;
      if ((init?.method ?? 'GET') !== 'GET' && (answer.status ?? 200) === 200 && isKiosk(results)) {
        list = list.map((k) => (k.objectId === results.objectId ? results : k));
      }
      return answer;
    };
  };
  vi.stubGlobal(
    'fetch',
    fakeApi({
      '/locals': { body: locals },
      '/api': { body: buildProjectHome() },
      '/api/site': { body: { site: buildSite() } },
      '/api/zones': { body: { results: zones } },
      ...kioskRoutes,
      ...Object.fromEntries(
        Object.entries(routes).map(([path, route]) => [path, keepWrites(route)]),
      ),
    }),
  );
  return { ...renderRoute(KIOSKS_PATH), calls };
}
