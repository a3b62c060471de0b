// The route table: every screen of the spec with its route name (the route id), public or behind
// the session guard. Screens load lazily, so each one is its own chunk; the most visited ones start
// their first queries from their loader while that chunk loads (render-as-you-fetch, issue 18).
// Every screen but sign-in sits under a layout route that provides TanStack Query
// (app/query-scope-outlet.tsx): the sign-in page does not download the library (decision 021).
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router';
import { paths } from '../lib/paths';
import { loadQueryClient } from '../lib/query-client-override';
import { readSessionToken } from '../lib/session-token';
import { DisplayLayout } from './display-layout';
import { AppLayout, preloadNavigation } from './layout';
import { PageLoading } from './page-loading';
import { NotFoundPage, RouteErrorPage } from './route-error-page';
import type { ScreenHandle } from './screen-title';
import { allowKioskVisitor, requireSession } from './session-guards';
import { signOut } from './sign-out';

type ScreenPath = { name: string; path: string };
// Screens load with the function form of `lazy`: React Router clears the entries of an object-form
// lazy after loading them, which would break every other route sharing that object.
type LazyScreen = NonNullable<RouteObject['lazy']>;

// The spec's /status/cps and any project's /status/{slug} are one screen.
const statusPage: LazyScreen = async () => ({
  Component: (await import('../features/status-page/routes/status-page')).StatusPage,
});

// The site monitor and the zone page are one screen.
const sitePage: LazyScreen = async () => ({
  Component: (await import('../features/site-monitor/routes/site-page')).SitePage,
});

// The plain kiosk by a query (/kiosk) and by its public id in the path (/kiosk/{id}).
const kioskPage: LazyScreen = async () => ({
  Component: (await import('../features/kiosk-display/routes/kiosk-page')).KioskPage,
});

/** A prefetching loader's data: settles once the screen's first queries have answers (or failed). */
export type Prefetched = { prefetched: Promise<void> };

/** The prefetches of a page's loaders (its matched routes' loader data), to wait for them. */
export function prefetchesOf(loaderData: Record<string, unknown>): Promise<void>[] {
  return Object.values(loaderData).flatMap((data) =>
    data !== null && typeof data === 'object' && 'prefetched' in data
      ? [(data as Prefetched).prefetched]
      : [],
  );
}

/** Starts a screen's first queries in the client, from the route's params. */
type Prefetch = (queryClient: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>;

/** The routes that read server state: TanStack Query's provider around them. */
const queryScope: LazyScreen = async () => ({
  Component: (await import('./query-scope-outlet')).QueryScopeOutlet,
});

/**
 * A loader that starts the screen's queries while its code loads, instead of after it renders: on
 * a cold load the requests leave with the screen's chunks, not after them and a render. It does
 * not wait for them, so a navigation is not held up and the screen shows its own loading and error
 * states as before (a failed prefetch leaves the query to the screen). It uses the query options
 * the screens' hooks use, imported here on demand (with TanStack Query and the query client, small
 * chunks that arrive before the screen's), so they stay off the sign-in page; their contracts are
 * deferred (lib/deferred-contracts.ts: zod loads while the request is in flight).
 */
function prefetching(client: () => Promise<QueryClient>, prefetch: Prefetch): LoaderFunction {
  return (args): Prefetched | null => {
    // A child's loader runs beside its parent's: without a session the guard above redirects to
    // sign-in, and a prefetch would meet a 401, whose handling signs in from the page left behind.
    if (readSessionToken() === null) {
      return null;
    }
    const prefetched = client()
      .then((queryClient) => prefetch(queryClient, args))
      .then(
        () => undefined,
        () => undefined,
      );
    // Not awaited (returned inside an object, React Router leaves it a promise): only the first
    // screen painted by the server waits for it (first-screen/).
    return { prefetched };
  };
}

/** The session (user, projects, role): the navigation and most screens read it. */
const prefetchLocals: Prefetch = async (client) => {
  const { localsQueryOptions } = await import('../features/auth/api/locals');
  return client.prefetchQuery(localsQueryOptions);
};

const prefetchProjectHome: Prefetch = async (client) => {
  const { projectHomeQueryOptions } = await import('../features/home/api/get-project-home');
  return client.prefetchQuery(projectHomeQueryOptions);
};

const prefetchSite: Prefetch = async (client, { params }) => {
  const { prefetchSitePage } = await import('../features/site-monitor/api/site-page-queries');
  return prefetchSitePage(client, params.siteId ?? '');
};

const prefetchDashboards: Prefetch = async (client, { params }) => {
  const { projectDashboardsQueryOptions } =
    await import('../features/dashboards/api/get-dashboards');
  return client.prefetchQuery(projectDashboardsQueryOptions(params.projectId ?? ''));
};

const prefetchKioskScreen: Prefetch = async (client, { request, params }) => {
  const { prefetchKiosk } = await import('../features/kiosk-display/api/kiosk-queries');
  return prefetchKiosk(client, new URL(request.url).searchParams, params.id ?? null);
};

function screen(
  entry: ScreenPath,
  title: string,
  lazy: LazyScreen,
  loader?: LoaderFunction,
): RouteObject {
  const handle: ScreenHandle = { title };
  return {
    id: entry.name,
    path: entry.path,
    handle,
    lazy,
    ErrorBoundary: RouteErrorPage,
    ...(loader ? { loader } : {}),
  };
}

/**
 * The route table, its loaders prefetching into the query client the screens read: a test's own,
 * else the app's (loaded with the first screen that reads server state).
 */
export function appRoutes(queryClient: QueryClient | null = null): RouteObject[] {
  const prefetch = (start: Prefetch) => prefetching(() => loadQueryClient(queryClient), start);
  const startSignedIn = prefetch(async (client, args) =>
    Promise.all([prefetchLocals(client, args), preloadNavigation()]),
  );
  return [
    {
      id: 'root',
      HydrateFallback: PageLoading,
      ErrorBoundary: RouteErrorPage,
      children: [
        {
          id: 'displayLayout',
          Component: DisplayLayout,
          children: [
            {
              id: 'displayQueries',
              lazy: queryScope,
              children: [
                screen(paths.kioskById, 'Kiosk', kioskPage, prefetch(prefetchKioskScreen)),
                screen(paths.publicKiosk, 'Kiosk', async () => ({
                  Component: (await import('../features/kiosk-display/routes/public-kiosk-page'))
                    .PublicKioskPage,
                })),
                {
                  id: 'kioskAccess',
                  loader: allowKioskVisitor,
                  children: [
                    screen(paths.kiosk, 'Kiosk', kioskPage, prefetch(prefetchKioskScreen)),
                    screen(
                      paths.kioskBranded,
                      'Branded kiosk',
                      async () => ({
                        Component: (
                          await import('../features/kiosk-display/routes/branded-kiosk-page')
                        ).BrandedKioskPage,
                      }),
                      prefetch(prefetchKioskScreen),
                    ),
                  ],
                },
              ],
            },
          ],
        },
        {
          id: 'appLayout',
          Component: AppLayout,
          children: [
            screen(paths.login, 'Sign in', async () => ({
              Component: (await import('../features/auth/routes/login-page')).LoginPage,
            })),
            // Sign-in reads no server state through TanStack Query: every other screen does.
            {
              id: 'appQueries',
              lazy: queryScope,
              children: [
                screen(paths.signup, 'Sign up', async () => ({
                  Component: (await import('../features/auth/routes/signup-page')).SignupPage,
                })),
                screen(paths.acceptInvite, 'Accept invite', async () => ({
                  Component: (await import('../features/auth/routes/accept-invite-page'))
                    .AcceptInvitePage,
                })),
                screen(paths.loginGoogle, 'Google sign-in', async () => ({
                  Component: (await import('../features/auth/routes/login-google-page'))
                    .LoginGooglePage,
                })),
                screen(paths.loginCps, 'Single sign-on', async () => ({
                  Component: (await import('../features/auth/routes/login-cps-page')).LoginCpsPage,
                })),
                screen(paths.commanderLogin, 'Building-automation sign-in', async () => ({
                  Component: (await import('../features/auth/routes/commander-login-page'))
                    .CommanderLoginPage,
                })),
                screen(paths.tokenLogin, 'Token sign-in', async () => ({
                  Component: (await import('../features/auth/routes/token-login-page'))
                    .TokenLoginPage,
                })),
                screen(paths.statusCps, 'Site status', statusPage),
                screen(paths.statusBySlug, 'Site status', statusPage),
                screen(paths.kitOnboarding, 'Kit onboarding', async () => ({
                  Component: (await import('../features/kit-onboarding/routes/kit-onboarding-page'))
                    .KitOnboardingPage,
                })),
                screen(paths.deviceOnboarding, 'Device onboarding', async () => ({
                  Component: (
                    await import('../features/kit-onboarding/routes/device-onboarding-page')
                  ).DeviceOnboardingPage,
                })),
                {
                  id: paths.logout.name,
                  path: paths.logout.path,
                  loader: signOut,
                  Component: PageLoading,
                },
                {
                  id: 'signedIn',
                  loader: (args) => requireSession(args) ?? startSignedIn(args),
                  // Its welcome dialog and theme sync are not the sign-in page's to download.
                  lazy: async () => ({
                    Component: (await import('./signed-in-shell')).SignedInShell,
                  }),
                  children: [
                    screen(
                      paths.home,
                      'Project home',
                      async () => ({
                        Component: (await import('../features/home/routes/project-home-page'))
                          .ProjectHomePage,
                      }),
                      prefetch(prefetchProjectHome),
                    ),
                    screen(paths.settings, 'Settings', async () => ({
                      Component: (await import('../features/settings/routes/settings-page'))
                        .SettingsPage,
                    })),
                    screen(paths.site, 'Site monitor', sitePage, prefetch(prefetchSite)),
                    screen(paths.zone, 'Zone', sitePage, prefetch(prefetchSite)),
                    screen(paths.siteReports, 'Reports', async () => ({
                      Component: (await import('../features/reports/routes/reports-page'))
                        .ReportsPage,
                    })),
                    screen(paths.siteAlerts, 'Alerts', async () => ({
                      Component: (await import('../features/alerts/routes/site-alerts-page'))
                        .SiteAlertsPage,
                    })),
                    screen(paths.siteSchedules, 'Schedules', async () => ({
                      Component: (await import('../features/schedules/routes/schedules-page'))
                        .SchedulesPage,
                    })),
                    screen(paths.siteHeatmap, 'Heat map', async () => ({
                      Component: (await import('../features/heatmap/routes/heatmap-page'))
                        .HeatmapPage,
                    })),
                    screen(paths.siteFloors, 'Floor plans', async () => ({
                      Component: (await import('../features/floor-plan/routes/floor-plan-page'))
                        .FloorPlanPage,
                    })),
                    screen(paths.pointExplorer, 'Point explorer', async () => ({
                      Component: (
                        await import('../features/point-explorer/routes/point-explorer-page')
                      ).PointExplorerPage,
                    })),
                    screen(
                      paths.dashboards,
                      'Dashboards',
                      async () => ({
                        Component: (await import('../features/dashboards/routes/dashboards-page'))
                          .DashboardsPage,
                      }),
                      prefetch(prefetchDashboards),
                    ),
                    screen(paths.dashboardDetail, 'Dashboard', async () => ({
                      Component: (await import('../features/dashboards/routes/dashboard-page'))
                        .DashboardPage,
                    })),
                    screen(
                      paths.onboarding,
                      'Topology onboarding: map devices to zones',
                      async () => ({
                        Component: (await import('../features/onboarding/routes/onboarding-page'))
                          .OnboardingPage,
                      }),
                    ),
                    screen(
                      paths.onboarding2,
                      'Topology onboarding: select point types',
                      async () => ({
                        Component: (await import('../features/onboarding/routes/point-types-page'))
                          .PointTypesPage,
                      }),
                    ),
                    screen(
                      paths.onboarding3,
                      'Topology onboarding: create measurements',
                      async () => ({
                        Component: (await import('../features/onboarding/routes/measurements-page'))
                          .MeasurementsPage,
                      }),
                    ),
                    screen(paths.kiosks, 'Kiosks', async () => ({
                      Component: (await import('../features/kiosks/routes/kiosks-page')).KiosksPage,
                    })),
                    screen(paths.kioskDemo, 'Kiosk demo', async () => ({
                      Component: (await import('../features/kiosk-display/routes/kiosk-demo-page'))
                        .KioskDemoPage,
                    })),
                    screen(paths.devices, 'Devices', async () => ({
                      Component: (await import('../features/devices/routes/devices-page'))
                        .DevicesPage,
                    })),
                    screen(paths.mobileReports, 'Reports', async () => ({
                      Component: (await import('../features/reports/routes/reports-page'))
                        .ReportsPage,
                    })),
                  ],
                },
              ],
            },
            {
              id: 'notFound',
              path: '*',
              Component: NotFoundPage,
              handle: { title: 'Page not found' } satisfies ScreenHandle,
            },
          ],
        },
      ],
    },
  ];
}

/** The app's routes, on the app's query client. */
export const routes = appRoutes();

export function createAppRouter() {
  return createBrowserRouter(routes);
}
