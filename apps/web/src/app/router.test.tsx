// The route table: every spec route is present under its route name, the session guard sends
// visitors to sign-in, and public routes stay public.
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { saveSessionToken } from '../lib/session-token';
import { buildLocals, buildProjectHome, fakeApi } from '../test/monitoring-data';
import { renderRoute } from '../test/render-route';
import { appRoutes, routes, type Prefetched } from './router';

function routeIds(table: RouteObject[]): string[] {
  return table.flatMap((route) => [route.id ?? '', ...routeIds(route.children ?? [])]);
}

function routePaths(table: RouteObject[]): string[] {
  return table.flatMap((route) => [route.path ?? '', ...routePaths(route.children ?? [])]);
}

const specRoutes: Record<string, string> = {
  home: '/',
  login: '/login',
  logout: '/logout',
  settings: '/settings',
  signup: '/signup',
  acceptInvite: '/acceptinvite',
  loginGoogle: '/login/google',
  loginCps: '/login/cps',
  commanderLogin: '/commanderLogin',
  tokenLogin: '/token-login',
  statusCps: '/status/cps',
  Site: '/projects/:projectId/sites/:siteId',
  Zone: '/projects/:projectId/sites/:siteId/zones/:zoneId',
  siteReports: '/projects/:projectId/sites/:siteId/reports',
  siteAlerts: '/projects/:projectId/sites/:siteId/alerts',
  siteSchedules: '/projects/:projectId/sites/:siteId/schedules',
  siteHeatmap: '/projects/:projectId/sites/:siteId/heatmap',
  siteFloors: '/projects/:projectId/sites/:siteId/floors',
  pointExplorer: '/projects/:projectId/pointexplorer',
  Dashboard: '/projects/:projectId/dashboards',
  DashboardDetail: '/projects/:projectId/dashboards/:dashboardId',
  Onboarding: '/onboarding',
  Onboarding2: '/onboarding2',
  Onboarding3: '/onboarding3',
  kiosk: '/kiosk',
  kioskById: '/kiosk/:id',
  kioskBranded: '/kioskbranded',
  publicKiosk: '/kiosks/:id',
  kiosks: '/kiosks',
  devices: '/devices',
  kioskDemo: '/kioskdemo',
  kitOnboarding: '/konboarding/:id',
  deviceOnboarding: '/do/:id',
  mobileReports: '/reports',
};

function findRoute(table: RouteObject[], id: string): RouteObject | undefined {
  for (const route of table) {
    if (route.id === id) {
      return route;
    }
    const found = findRoute(route.children ?? [], id);
    if (found) {
      return found;
    }
  }
  return undefined;
}

// No screen here reaches a network: what a test does not answer is 'Not found'.
beforeEach(() => {
  vi.stubGlobal('fetch', fakeApi({}));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('route table', () => {
  it('names every route of the spec, at its path', () => {
    const ids = routeIds(routes);
    for (const [name, path] of Object.entries(specRoutes)) {
      expect(ids, `route ${name}`).toContain(name);
      expect(findRoute(routes, name)?.path, `path of ${name}`).toBe(path);
    }
  });

  it('has no path twice', () => {
    const defined = routePaths(routes).filter((path) => path !== '');
    expect(new Set(defined).size).toBe(defined.length);
  });
});

describe('session guard', () => {
  it('sends a visitor without a session to /login?from=<path and search>', async () => {
    const { router } = renderRoute('/projects/p1/sites/s1?period=week');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(
      '?from=%2Fprojects%2Fp1%2Fsites%2Fs1%3Fperiod%3Dweek',
    );
  });

  it('guards the project home too', async () => {
    const { router } = renderRoute('/');

    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(router.state.location.search).toBe('?from=%2F');
  });

  it('lets a signed-in user through to the screen', async () => {
    saveSessionToken('token-123');
    const { router } = renderRoute('/settings');

    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('opens a kiosk display for a lobby screen that names its kiosk', async () => {
    // No kiosk k1 exists: the display itself answers, without a session.
    const { router } = renderRoute('/kioskbranded?kioskId=k1');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This kiosk link is not active' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/kioskbranded');
  });

  it('sends a kiosk display without kioskId or session to sign-in', async () => {
    const { router } = renderRoute('/kiosk?siteId=s1');

    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(router.state.location.search).toBe('?from=%2Fkiosk%3FsiteId%3Ds1');
  });
});

describe('render-as-you-fetch', () => {
  /** Runs a route's own loader as the router would, on a fresh query client. */
  function runLoader(id: string, url: string, params: Record<string, string>) {
    const queryClient = createQueryClient();
    const loader = findRoute(appRoutes(queryClient), id)?.loader;
    if (typeof loader !== 'function') {
      throw new Error(`route ${id} has no loader`);
    }
    const href = `http://localhost${url}`;
    const route = findRoute(routes, id)?.path ?? '';
    const result = loader({
      request: new Request(href),
      url: new URL(href),
      pattern: route,
      params,
      context: {},
    });
    return { queryClient, result };
  }

  it.each([
    ['Site', '/projects/p1/sites/s1', ['/api/site', '/api/zones', '/api/sites/s1/floors']],
    ['Zone', '/projects/p1/sites/s1/zones/z1', ['/api/site', '/api/zones', '/api/sites/s1/floors']],
    ['home', '/', ['/api']],
    ['Dashboard', '/projects/p1/dashboards', ['/api/projects/p1/dashboards']],
  ])('%s starts its queries from its loader, without waiting for them', async (id, url, asked) => {
    // Answers that never come: each query stays in flight, asked once.
    const fetch = vi.fn((_input: string) => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetch);
    const params = { projectId: 'p1', siteId: 's1', zoneId: 'z1' };
    saveSessionToken('token-123');

    const { queryClient, result } = runLoader(id, url, params);

    // Not awaited: the loader gives the queries' progress as a promise inside its data.
    expect((result as Prefetched).prefetched).toBeInstanceOf(Promise);
    // The loader's queries, in its own client: the fetches counted are this client's (a screen an
    // earlier test rendered may still be finishing its own, on the same stubbed fetch).
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(asked.length));
    const paths = fetch.mock.calls.map(([input]) => new URL(input, 'http://x').pathname);
    for (const path of asked) {
      expect(paths).toContain(path);
    }
  });

  it('prefetches nothing without a session: the guard sends the visitor to sign-in', async () => {
    const fetch = vi.fn((_input: string) => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetch);

    expect(runLoader('home', '/', {}).result).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('starts the session query for signed-in screens only with a session', async () => {
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));

    expect(runLoader('signedIn', '/settings', {}).result).toBeInstanceOf(Response);
    saveSessionToken('token-123');
    const { queryClient, result } = runLoader('signedIn', '/settings', {});

    expect((result as Prefetched).prefetched).toBeInstanceOf(Promise);
    await vi.waitFor(() => expect(queryClient.isFetching({ queryKey: ['locals'] })).toBe(1));
  });

  it("settles its data's promise once the screen's queries have their answers", async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({ '/locals': { body: buildLocals() }, '/api': { body: buildProjectHome() } }),
    );
    saveSessionToken('token-123');

    const { queryClient, result } = runLoader('home', '/', {});
    await (result as Prefetched).prefetched;

    expect(queryClient.getQueryData(['project-home'])).toEqual(buildProjectHome());
  });
});

describe('public routes', () => {
  it.each([
    ['/login', 'Sign in'],
    ['/signup', 'Sign up'],
    ['/status/cps', 'Site status'],
    ['/kiosks/k1', 'This kiosk link is not active'],
    ['/kiosk/k1', 'This kiosk link is not active'],
    ['/konboarding/kit1', 'This onboarding link is not valid or has expired'],
    ['/do/dev1', 'This onboarding link is not valid or has expired'],
    ['/status/north-campus', 'Site status'],
  ])('%s renders without a session', async (path, title) => {
    // Status pages that exist (a status page that fails goes to /).
    const statusPage = {
      body: { projectName: 'Demo', generatedAt: new Date().toISOString(), sites: [] },
    };
    vi.stubGlobal(
      'fetch',
      fakeApi({ '/api/status/cps': statusPage, '/api/status/north-campus': statusPage }),
    );
    const { router } = renderRoute(path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('the sign-in page sits in the app frame with a main landmark', async () => {
    renderRoute('/login');

    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(screen.getByRole('banner')).toHaveTextContent('Airboard');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
  });

  it('shows the not-found page for an unknown address', async () => {
    renderRoute('/no/such/page');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });
});
