// Every route of the web app's route table (apps/web/src/lib/paths.ts, used by router.tsx) as an
// address a browser can open on the e2e server's demo data, for the specs that walk all screens
// (accessibility, phone layout). The table is keyed by the app's own path names, so a route added
// to the app without an entry here fails the type check, and routerPathNames() lets a spec check
// that router.tsx mounts no screen this table does not know.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  getProjectHomeResponse,
  getZonesResponse,
  listDashboardsResponse,
  projectKitsResponse,
  siteKiosksResponse,
} from '@airboard/shared/api';
import { paths, type AppPathKey } from '../../apps/web/src/lib/paths';
import { apiSignIn } from './sign-in';

/** Whom a screen is for: anyone, or a signed-in member (the session guard sends others away). */
export type RouteAccess = 'public' | 'signedIn';

export type RouteVisit = {
  /** The route's name in the app (its key in paths.ts), or 'notFound' for the catch-all. */
  name: AppPathKey | 'notFound';
  href: string;
  access: RouteAccess;
  /** Kiosk screens are full-screen displays: no app bar, so no navigation to reach. */
  display?: true;
};

/** The demo records the routes' parameters name (ids from the API as the demo admin sees them). */
export type DemoIds = {
  projectId: string;
  siteId: string;
  zoneId: string;
  dashboardId: string;
  kioskUuid: string;
  kitLinkId: string;
  deviceLinkId: string;
};

/** The demo site every site route opens: it has zones, floors, dashboards, kiosks and alerts. */
export const DEMO_SITE = 'Lincoln Elementary';
/** Its zone the zone route opens: it has a writable setpoint. */
export const DEMO_ZONE = 'Main Office';
export const DEMO_ADMIN = 'admin@example.com';

export async function demoIds(baseUrl: string): Promise<DemoIds> {
  const { token } = await apiSignIn(baseUrl, DEMO_ADMIN);
  const get = async (url: string): Promise<unknown> => {
    const res = await fetch(`${baseUrl}${url}`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) {
      throw new Error(`GET ${url}: ${res.status}`);
    }
    return res.json();
  };
  const home = getProjectHomeResponse.parse(await get('/api?slim=true'));
  const projectId = home.project.objectId;
  const site = home.sites.find((s) => s.name === DEMO_SITE);
  if (!site) {
    throw new Error(`no demo site ${DEMO_SITE}`);
  }
  const siteId = site.objectId;
  const [zones, dashboards, kiosks, kits] = await Promise.all([
    get(`/api/zones?siteId=${siteId}`).then((r) => getZonesResponse.parse(r).results),
    get(`/api/projects/${projectId}/dashboards`).then(
      (r) => listDashboardsResponse.parse(r).results,
    ),
    get(`/api/kiosks/site/${siteId}`).then((r) => siteKiosksResponse.parse(r).results),
    get(`/api/projects/${projectId}/kits`).then((r) => projectKitsResponse.parse(r).results),
  ]);
  const kit = kits.find((k) => k.revokedAt === null && k.deviceLinks.length > 0);
  const kioskUuid = kiosks.find((k) => k.uuid !== null)?.uuid;
  const found = {
    zoneId: zones.find((z) => z.name === DEMO_ZONE)?.objectId,
    dashboardId: dashboards[0]?.objectId,
    kioskUuid,
    kitLinkId: kit?.linkId,
    deviceLinkId: kit?.deviceLinks[0]?.link.split('/do/')[1],
  };
  for (const [name, value] of Object.entries(found)) {
    if (!value) {
      throw new Error(`the demo data has no ${name} for the route walk`);
    }
  }
  return { projectId, siteId, ...(found as Omit<DemoIds, 'projectId' | 'siteId'>) };
}

/**
 * Each route of the app as an address on the demo data. Routes that need a link's secret (invite,
 * token, building-automation JWT) are opened without one: their "link not valid" state is what a
 * visitor with a stale link sees.
 */
export function routeTable(ids: DemoIds): Record<AppPathKey, RouteVisit> {
  const site = { projectId: ids.projectId, siteId: ids.siteId };
  const siteQuery = { siteId: ids.siteId };
  const table: { [Name in AppPathKey]: Omit<RouteVisit, 'name'> } = {
    login: { href: paths.login.getHref(), access: 'public' },
    signup: { href: paths.signup.getHref(), access: 'public' },
    acceptInvite: { href: paths.acceptInvite.getHref(), access: 'public' },
    loginGoogle: { href: paths.loginGoogle.getHref(), access: 'public' },
    loginCps: { href: paths.loginCps.getHref(), access: 'public' },
    commanderLogin: { href: paths.commanderLogin.getHref(), access: 'public' },
    tokenLogin: { href: paths.tokenLogin.getHref(), access: 'public' },
    statusCps: { href: paths.statusCps.getHref(), access: 'public' },
    // The same screen as /status/cps; the demo's only published slug is cps.
    statusBySlug: { href: paths.statusBySlug.getHref({ slug: 'cps' }), access: 'public' },
    kitOnboarding: { href: paths.kitOnboarding.getHref({ id: ids.kitLinkId }), access: 'public' },
    deviceOnboarding: {
      href: paths.deviceOnboarding.getHref({ id: ids.deviceLinkId }),
      access: 'public',
    },
    kioskById: {
      href: paths.kioskById.getHref({ id: ids.kioskUuid }),
      access: 'public',
      display: true,
    },
    publicKiosk: {
      href: paths.publicKiosk.getHref({ id: ids.kioskUuid }),
      access: 'public',
      display: true,
    },
    kioskBranded: {
      href: paths.kioskBranded.getHref({ kioskId: ids.kioskUuid }),
      access: 'public',
      display: true,
    },

    home: { href: paths.home.getHref(), access: 'signedIn' },
    settings: { href: paths.settings.getHref(), access: 'signedIn' },
    site: { href: paths.site.getHref(site), access: 'signedIn' },
    zone: { href: paths.zone.getHref({ ...site, zoneId: ids.zoneId }), access: 'signedIn' },
    siteReports: { href: paths.siteReports.getHref(site), access: 'signedIn' },
    siteAlerts: { href: paths.siteAlerts.getHref(site), access: 'signedIn' },
    siteSchedules: { href: paths.siteSchedules.getHref(site), access: 'signedIn' },
    siteHeatmap: { href: paths.siteHeatmap.getHref(site), access: 'signedIn' },
    siteFloors: { href: paths.siteFloors.getHref(site), access: 'signedIn' },
    pointExplorer: {
      href: paths.pointExplorer.getHref({ projectId: ids.projectId }),
      access: 'signedIn',
    },
    dashboards: {
      href: paths.dashboards.getHref({ projectId: ids.projectId }),
      access: 'signedIn',
    },
    dashboardDetail: {
      href: paths.dashboardDetail.getHref({
        projectId: ids.projectId,
        dashboardId: ids.dashboardId,
      }),
      access: 'signedIn',
    },
    onboarding: { href: paths.onboarding.getHref(siteQuery), access: 'signedIn' },
    onboarding2: { href: paths.onboarding2.getHref(siteQuery), access: 'signedIn' },
    onboarding3: { href: paths.onboarding3.getHref(siteQuery), access: 'signedIn' },
    kiosks: { href: paths.kiosks.getHref(siteQuery), access: 'signedIn' },
    kioskDemo: { href: paths.kioskDemo.getHref(), access: 'signedIn', display: true },
    kiosk: {
      href: paths.kiosk.getHref({ siteId: ids.siteId, zoneId: ids.zoneId }),
      access: 'signedIn',
      display: true,
    },
    devices: { href: paths.devices.getHref(siteQuery), access: 'signedIn' },
    mobileReports: { href: paths.mobileReports.getHref(siteQuery), access: 'signedIn' },
    // Opened after the other signed-in routes: it ends the session and lands on the sign-in page.
    logout: { href: paths.logout.getHref(), access: 'signedIn' },
  };
  return Object.fromEntries(
    Object.entries(table).map(([name, visit]) => [name, { name, ...visit }]),
  ) as Record<AppPathKey, RouteVisit>;
}

/** The routes in the order a walk opens them: public ones, then signed in, then sign-out. */
export function routeWalk(ids: DemoIds): {
  public: RouteVisit[];
  signedIn: RouteVisit[];
  signOut: RouteVisit;
} {
  const table = routeTable(ids);
  const all = [
    ...Object.values(table),
    { name: 'notFound', href: '/no-such-screen', access: 'public' } as const,
  ];
  return {
    public: all.filter((r) => r.access === 'public'),
    signedIn: all.filter((r) => r.access === 'signedIn' && r !== table.logout),
    signOut: table.logout,
  };
}

/** The path names router.tsx mounts (paths.<name>), read from its source. */
export function routerPathNames(): string[] {
  const source = fs.readFileSync(
    fileURLToPath(new URL('../../apps/web/src/app/router.tsx', import.meta.url)),
    'utf8',
  );
  return [...new Set([...source.matchAll(/\bpaths\.(\w+)\b/g)].map((m) => m[1]!))].sort();
}
