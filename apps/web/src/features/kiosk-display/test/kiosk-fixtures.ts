// Builders of the public kiosk answers for the kiosk display's tests, valid by contract, and one
// of each card rating; plus a fake API that counts what was asked and can be switched off and on
// like a server going down and coming back.
import type {
  KioskMeasurement,
  KioskMeasurementsResponse,
  PublicKiosk,
} from '@airboard/shared/api';
import { vi } from 'vitest';
import { fakeApi } from '../../../test/monitoring-data';
import { renderRoute } from '../../../test/render-route';

export function buildKioskMeasurement(overrides: Partial<KioskMeasurement> = {}): KioskMeasurement {
  return {
    name: 'CO2',
    type: 'co2',
    kind: 'Number',
    unit: 'ppm',
    curVal: 912.345,
    curValTs: new Date(Date.now() - 60_000).toISOString(),
    curScore: 64,
    scoreType: 'scoreAQ',
    activeText: null,
    inactiveText: null,
    multiStateValues: null,
    alertType: null,
    rating: 'Good',
    ...overrides,
  };
}

/** One measurement of each rating a card can show. */
export const ratedMeasurements: KioskMeasurement[] = [
  buildKioskMeasurement({ name: 'CO2', curScore: 64, rating: 'Good' }),
  buildKioskMeasurement({
    name: 'Temperature',
    type: 'temperature',
    unit: '°F',
    curVal: 71.5,
    curScore: 92,
    scoreType: 'scoreOW',
    rating: 'Excellent',
  }),
  buildKioskMeasurement({
    name: 'Humidity',
    type: 'relativehumidity',
    unit: '%',
    curVal: 22,
    curScore: 31,
    scoreType: 'scoreOW',
    rating: 'Poor',
  }),
  buildKioskMeasurement({
    name: 'PM2.5',
    type: 'pm2.5',
    unit: 'µg/m³',
    curVal: 18.2,
    curScore: 80,
    alertType: 'warning',
    rating: 'Warning',
  }),
  buildKioskMeasurement({
    name: 'TVOC',
    type: 'voc',
    unit: 'ppb',
    curVal: 1430,
    curScore: 12,
    alertType: 'critical',
    rating: 'Critical',
  }),
];

export function buildPublicKiosk(overrides: Partial<PublicKiosk> = {}): PublicKiosk {
  return {
    kiosk: { name: 'Lobby', type: 'plain' },
    site: { name: 'Lincoln Elementary', timeZone: 'America/Chicago', branding: {} },
    zone: { name: 'Main Lobby' },
    ...overrides,
  };
}

export function buildKioskValues(
  overrides: Partial<KioskMeasurementsResponse> = {},
): KioskMeasurementsResponse {
  return {
    results: ratedMeasurements,
    scores: [],
    generatedAt: new Date().toISOString(),
    ...overrides,
  };
}

type Answer = { status?: number; body: unknown };
type Route = Answer | ((url: URL, init?: RequestInit) => Answer);

/**
 * A fake server for the kiosk: `routes` answer by path; while `down` is set every call fails as
 * if the server could not be reached. `calls` lists the paths asked, in order.
 */
export function kioskServer(routes: Record<string, Route>) {
  const answer = fakeApi(routes);
  const server = {
    down: false,
    calls: [] as string[],
    fetch: vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const href = input instanceof Request ? input.url : input.toString();
      server.calls.push(new URL(href, 'http://localhost').pathname);
      if (server.down) {
        throw new TypeError('Failed to fetch');
      }
      return answer(input, init);
    }),
    /** How many times a path was asked. */
    count: (path: string) => server.calls.filter((call) => call === path).length,
  };
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

/** Opens a kiosk address with the fake server answering. */
export function openKiosk(path: string, routes: Record<string, Route>) {
  const server = kioskServer(routes);
  return { server, ...renderRoute(path) };
}
