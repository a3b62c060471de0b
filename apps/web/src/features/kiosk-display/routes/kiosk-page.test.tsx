// The plain kiosk at /kiosk: signed in, a zone's kiosk from the site monitor's calls (site, zones
// and /api/measurements with siteId and zoneId), scored measurements first, alerts rated Warning
// or Critical; with kioskId, the public kiosk without a session; a failed measurement load says
// 'Cannot Load Site' and keeps the kiosk on screen; a turned screen gets the portrait layout.
import { messages } from '@airboard/shared/messages';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSessionToken } from '../../../lib/session-token';
import { buildLocals, buildMeasurement, buildSite, buildZone } from '../../../test/monitoring-data';
import { buildKioskValues, buildPublicKiosk, openKiosk } from '../test/kiosk-fixtures';

const measurements = [
  buildMeasurement({ objectId: 'm0', name: 'Occupancy', type: 'point', unit: '', curScore: null }),
  buildMeasurement({ objectId: 'm1', name: 'CO2', curScore: 64 }),
  buildMeasurement({
    objectId: 'm2',
    name: 'TVOC',
    type: 'voc',
    unit: 'ppb',
    curVal: 1430,
    curScore: 90,
    isAlerting: true,
    alerts: [
      {
        objectId: 'a1',
        alertType: 'critical',
        message: 'TVOC high',
        startedAt: '2026-01-01T00:00:00.000Z',
      },
    ],
  }),
];

function signedInRoutes(measurementsAnswer: { status?: number; body: unknown }) {
  return {
    '/locals': { body: buildLocals() },
    '/api/site': { body: { site: buildSite() } },
    '/api/zones': { body: { results: [buildZone({ name: 'Gymnasium' })] } },
    '/api/measurements': (url: URL) => {
      requested.push(url.search);
      return measurementsAnswer;
    },
  };
}

let requested: string[] = [];

afterEach(() => {
  requested = [];
  vi.unstubAllGlobals();
});

describe('plain kiosk, signed in', () => {
  it('shows a zone’s measurements from /api/measurements, scored first, alerts rated', async () => {
    saveSessionToken('token');
    openKiosk(
      '/kiosk?siteId=site1&zoneId=zone1',
      signedInRoutes({ body: { results: measurements } }),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lincoln Elementary' }),
    ).toBeVisible();
    expect(screen.getByText('Gymnasium')).toBeVisible();
    const params = new URLSearchParams(requested[0]);
    expect(params.get('siteId')).toBe('site1');
    expect(params.get('zoneId')).toBe('zone1');

    const items = within(
      screen.getByRole('list', { name: 'Gymnasium: all readings' }),
    ).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'CO2912.35ppmGood',
      'TVOC1430ppbCritical',
      'Occupancy912.35',
    ]);
  });

  it('says Cannot Load Site when the measurements fail, and keeps the kiosk up', async () => {
    saveSessionToken('token');
    const { router } = openKiosk(
      '/kiosk?siteId=site1&zoneId=zone1',
      signedInRoutes({ status: 500, body: { errorMessage: 'boom' } }),
    );

    expect(await screen.findByText(messages.cannotLoadSite)).toBeVisible();
    expect(await screen.findByText(/Cannot reach the server/)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Lincoln Elementary' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/kiosk');
  });

  it('says which zone is missing', async () => {
    saveSessionToken('token');
    openKiosk('/kiosk?siteId=site1&zoneId=nowhere', signedInRoutes({ body: { results: [] } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Zone not found' })).toBeVisible();
  });
});

describe('plain kiosk by kioskId', () => {
  it('shows the public kiosk without a session', async () => {
    const { server, router } = openKiosk('/kiosk?kioskId=pub1', {
      '/api/kiosk/pub1': { body: buildPublicKiosk({ kiosk: { name: 'Lobby', type: 'branded' } }) },
      '/api/kiosk/pub1/measurements': {
        body: buildKioskValues({ scores: [{ type: 'scoreOA', name: 'Overall', score: 82 }] }),
      },
    });

    expect(await screen.findByRole('list', { name: 'Main Lobby: all readings' })).toBeVisible();
    // /kiosk is the plain display whatever the kiosk's type: no score slides.
    expect(screen.queryByText('Overall')).not.toBeInTheDocument();
    expect(server.count('/api/measurements')).toBe(0);
    expect(router.state.location.pathname).toBe('/kiosk');
  });
});

describe('orientation', () => {
  /** A screen whose orientation the test turns, as matchMedia reports it. */
  function turnableScreen() {
    let portrait = false;
    const listeners = new Set<() => void>();
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return query.includes('portrait') ? portrait : false;
      },
      media: query,
      onchange: null,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      addListener: (listener: () => void) => listeners.add(listener),
      removeListener: (listener: () => void) => listeners.delete(listener),
      dispatchEvent: () => true,
    }));
    return {
      turn(toPortrait: boolean) {
        portrait = toPortrait;
        listeners.forEach((listener) => listener());
      },
    };
  }

  it('lays the kiosk out again when the screen turns', async () => {
    const screenTurns = turnableScreen();
    openKiosk('/kiosk?kioskId=pub1', {
      '/api/kiosk/pub1': { body: buildPublicKiosk() },
      '/api/kiosk/pub1/measurements': { body: buildKioskValues() },
    });
    const list = await screen.findByRole('list', { name: /all readings/ });
    expect(list.closest('[data-orientation]')).toHaveAttribute('data-orientation', 'landscape');

    act(() => screenTurns.turn(true));

    const relaid = await screen.findByRole('list', { name: /all readings/ });
    expect(relaid).not.toBe(list);
    expect(relaid.closest('[data-orientation]')).toHaveAttribute('data-orientation', 'portrait');
  });
});
