// Typed route helpers: each screen's route name, path pattern and a getHref that fills in params and
// query, so components never build URLs from strings.
import { generatePath } from 'react-router';
import type { PathParam } from 'react-router';

export type QueryValue = string | number | boolean | null | undefined;

export type HrefArgs<Path extends string, QueryKey extends string> = {
  [Key in PathParam<Path>]: string;
} & { [Key in QueryKey]?: QueryValue };

// A route without path params can be linked to with no argument at all: paths.settings.getHref().
type GetHref<Args> = [keyof Args] extends [never]
  ? () => string
  : Partial<Args> extends Args
    ? (args?: Args) => string
    : (args: Args) => string;

export type AppPath<Name extends string, Path extends string, QueryKey extends string> = {
  name: Name;
  path: Path;
  queryKeys: readonly QueryKey[];
  getHref: GetHref<HrefArgs<Path, QueryKey>>;
};

function appPath<
  const Name extends string,
  const Path extends string,
  const QueryKey extends string = never,
>(name: Name, path: Path, queryKeys: readonly QueryKey[] = []): AppPath<Name, Path, QueryKey> {
  const isQueryKey = (key: string): boolean => (queryKeys as readonly string[]).includes(key);
  const getHref = (args: Record<string, QueryValue> = {}): string => {
    const params: Record<string, string> = {};
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(args)) {
      if (value === null || value === undefined) {
        continue;
      }
      if (isQueryKey(key)) {
        query.append(key, String(value));
      } else {
        params[key] = String(value);
      }
    }
    // generatePath percent-encodes each param, so ids with '/' or spaces stay one segment.
    const pathname = generatePath<string>(path, params);
    const search = query.toString();
    return search === '' ? pathname : `${pathname}?${search}`;
  };
  return { name, path, queryKeys, getHref };
}

const site = '/projects/:projectId/sites/:siteId';
const kioskQuery = ['kioskId', 'siteId', 'zoneId'] as const;

export const paths = {
  home: appPath('home', '/'),
  login: appPath('login', '/login', ['from', 'username', 'resetPasswordToken', 'error']),
  logout: appPath('logout', '/logout'),
  settings: appPath('settings', '/settings'),
  signup: appPath('signup', '/signup', ['from']),
  acceptInvite: appPath('acceptInvite', '/acceptinvite'),
  loginGoogle: appPath('loginGoogle', '/login/google'),
  loginCps: appPath('loginCps', '/login/cps'),
  commanderLogin: appPath('commanderLogin', '/commanderLogin', ['jwt']),
  tokenLogin: appPath('tokenLogin', '/token-login', ['token', 'user']),
  statusCps: appPath('statusCps', '/status/cps'),
  statusBySlug: appPath('statusBySlug', '/status/:slug'),

  site: appPath('Site', site),
  zone: appPath('Zone', `${site}/zones/:zoneId`),
  siteReports: appPath('siteReports', `${site}/reports`),
  siteAlerts: appPath('siteAlerts', `${site}/alerts`),
  siteSchedules: appPath('siteSchedules', `${site}/schedules`),
  siteHeatmap: appPath('siteHeatmap', `${site}/heatmap`),
  siteFloors: appPath('siteFloors', `${site}/floors`),
  pointExplorer: appPath('pointExplorer', '/projects/:projectId/pointexplorer'),

  dashboards: appPath('Dashboard', '/projects/:projectId/dashboards', ['siteId']),
  dashboardDetail: appPath('DashboardDetail', '/projects/:projectId/dashboards/:dashboardId'),

  onboarding: appPath('Onboarding', '/onboarding', ['siteId']),
  onboarding2: appPath('Onboarding2', '/onboarding2', ['siteId']),
  onboarding3: appPath('Onboarding3', '/onboarding3', ['siteId']),

  kiosk: appPath('kiosk', '/kiosk', kioskQuery),
  /** The plain kiosk of a link that carries the kiosk's public id in the path (002 §2). */
  kioskById: appPath('kioskById', '/kiosk/:id'),
  kioskBranded: appPath('kioskBranded', '/kioskbranded', kioskQuery),
  publicKiosk: appPath('publicKiosk', '/kiosks/:id'),
  kiosks: appPath('kiosks', '/kiosks', ['siteId']),
  kioskDemo: appPath('kioskDemo', '/kioskdemo'),
  devices: appPath('devices', '/devices', ['siteId']),
  kitOnboarding: appPath('kitOnboarding', '/konboarding/:id'),
  deviceOnboarding: appPath('deviceOnboarding', '/do/:id'),
  mobileReports: appPath('mobileReports', '/reports', ['siteId']),
} as const;

export type AppPathKey = keyof typeof paths;
