// Builders of monitoring API answers for web tests (sites, the project home), valid by contract.
import type { LocalsResponse, Measurement, ProjectHome, Site, Zone } from '@airboard/shared/api';

export function buildSite(overrides: Partial<Site> = {}): Site {
  return {
    objectId: 'site1',
    projectId: 'proj1',
    name: 'Lincoln Elementary',
    shortName: 'LES',
    address: '615 W Kemper Pl, Chicago, IL 60614',
    logo: null,
    location: { latitude: 41.92, longitude: -87.64 },
    timeZone: 'America/Chicago',
    aqEnabled: true,
    canBeScheduled: true,
    commanderLicenseId: null,
    activeAlertsCount: 2,
    scoreOA: { curScore: 81.6 },
    scores: { scoreOA: { ts: '2026-01-01T00:00:00.000Z', val: 81.6 } },
    uiCurvalUpdateInterval: null,
    firstDataDate: '2026-01-01T00:00:00.000Z',
    onboarded: true,
    branding: {},
    createdAt: '2025-12-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildProjectHome(overrides: Partial<ProjectHome> = {}): ProjectHome {
  return {
    project: {
      objectId: 'proj1',
      name: 'Demo Portfolio',
      whitelabel: false,
      poweredByText: null,
      mapView: true,
      hideKiosks: false,
      aqiWidget: false,
      commanderLicenseId: null,
    },
    sites: [buildSite()],
    settings: {
      mapTilesUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      mapAttribution: 'test tiles',
      portfolioManagerUrl: null,
      alertRelayUrl: null,
      buildingSystemUrl: null,
    },
    ...overrides,
  };
}

export function buildZone(overrides: Partial<Zone> = {}): Zone {
  return {
    objectId: 'zone1',
    name: 'Gymnasium',
    parent: null,
    source: null,
    siteId: 'site1',
    activeAlertsCount: 0,
    scores: { scoreOA: { ts: '2026-01-01T00:00:00.000Z', val: 48 } },
    sensorCount: 9,
    measurements: [],
    ...overrides,
  };
}

export function buildMeasurement(overrides: Partial<Measurement> = {}): Measurement {
  return {
    objectId: 'm1',
    uuid: '00000000-0000-4000-8000-000000000001',
    siteId: 'site1',
    name: 'CO2',
    type: 'co2',
    kind: 'Number',
    unit: 'ppm',
    curVal: 912.345,
    curValTs: new Date().toISOString(),
    curScore: 64,
    scoreType: 'scoreAQ',
    activeText: null,
    inactiveText: null,
    multiStateValues: null,
    writable: null,
    isAlerting: false,
    description: 'Carbon dioxide',
    threshold: { Excellent: 800, Good: 1000, Poor: 1500 },
    extendedDescription: null,
    section: 'Air Quality',
    createdAt: '2026-01-01T00:00:00.000Z',
    zone: { objectId: 'zone1', name: 'Gymnasium' },
    alerts: [],
    childMeasurements: [],
    childPoints: [],
    sensorCount: 1,
    ...overrides,
  };
}

export function buildLocals(role: 'user' | 'admin' = 'user'): LocalsResponse {
  return {
    user: {
      objectId: 'user1',
      username: 'user@example.com',
      email: 'user@example.com',
      firstName: 'Uma',
      lastName: 'User',
      role,
      theme: 'dark',
      profilePhoto: null,
      notifications: { email: false, sms: false },
      acceptTerms: true,
      // The welcome modal is done, so it does not cover the screen under test.
      onboardingComplete: {
        modals: { welcome: { step: 2, name: 'welcome', complete: true } },
        tooltips: {},
        alerts: {},
      },
      emailVerified: true,
    },
    project: {
      objectId: 'proj1',
      name: 'Demo Portfolio',
      themes: {},
      whitelabel: false,
      mapView: true,
      hideKiosks: false,
      aqiWidget: false,
      autoTheme: false,
      commanderLicenseId: null,
    },
    projects: [{ objectId: 'proj1', name: 'Demo Portfolio' }],
    kit: null,
    devices: [],
    brand: {
      key: 'airboard',
      name: 'Airboard',
      logoUrl: '',
      loginLogoUrl: '',
      lightLogoUrl: '',
      darkLogoUrl: '',
      contactUrl: '',
      poweredByText: 'Powered by Airboard',
      ssoEmailDomain: null,
      ssoAvailable: false,
      googleSignIn: false,
    },
  };
}

export type Answer = { status?: number; body: unknown };
export type Route = Answer | ((url: URL, init?: RequestInit) => Answer);
/** A request the fake API received, its JSON body parsed. */
export type Call = { method: string; path: string; body: unknown };

/** Keeps the requests a fake API route receives, for tests that check what the screen sent. */
export function callRecorder() {
  const calls: Call[] = [];
  const record = (url: URL, init?: RequestInit): Call => {
    const call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    return call;
  };
  return { calls, record };
}

/** A fetch that answers by path name; any other path is a JSON 404. */
export function fakeApi(routes: Record<string, Route>) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const href = input instanceof Request ? input.url : input.toString();
    const url = new URL(href, 'http://localhost');
    const route = routes[url.pathname];
    const answer = typeof route === 'function' ? route(url, init) : route;
    return new Response(JSON.stringify(answer?.body ?? { errorMessage: 'Not found' }), {
      status: answer ? (answer.status ?? 200) : 404,
      headers: { 'content-type': 'application/json' },
    });
  };
}
