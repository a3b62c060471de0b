// The route table: every screen of the spec with its route name (the route id), public or behind
// the session guard. Screens load lazily, so each one is its own chunk.
import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { paths } from '../lib/paths';
import { DisplayLayout } from './display-layout';
import { AppLayout } from './layout';
import { PageLoading } from './page-loading';
import { NotFoundPage, RouteErrorPage } from './route-error-page';
import type { ScreenHandle } from './screen-title';
import { allowKioskVisitor, requireSession } from './session-guards';
import { signOut } from './sign-out';

type ScreenPath = { name: string; path: string };
type LazyScreen = NonNullable<RouteObject['lazy']>;

// Until a screen's issue lands, its route shows the honest "Coming soon" page; the issue swaps in
// its own lazy import here. Use the function form of `lazy`: React Router clears the entries of an
// object-form lazy after loading them, which would break every other route sharing that object.
const comingSoon: LazyScreen = async () => ({
  Component: (await import('./coming-soon-page')).ComingSoonPage,
});

// The spec's /status/cps and any project's /status/{slug} are one screen.
const statusPage: LazyScreen = async () => ({
  Component: (await import('../features/status-page/routes/status-page')).StatusPage,
});

// The site monitor and the zone page are one screen.
const sitePage: LazyScreen = async () => ({
  Component: (await import('../features/site-monitor/routes/site-page')).SitePage,
});

function screen(entry: ScreenPath, title: string, lazy: LazyScreen = comingSoon): RouteObject {
  const handle: ScreenHandle = { title };
  return { id: entry.name, path: entry.path, handle, lazy, ErrorBoundary: RouteErrorPage };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        id: 'displayLayout',
        Component: DisplayLayout,
        children: [
          screen(paths.kioskById, 'Kiosk', async () => ({
            Component: (await import('../features/kiosk-display/routes/kiosk-page')).KioskPage,
          })),
          screen(paths.publicKiosk, 'Kiosk', async () => ({
            Component: (await import('../features/kiosk-display/routes/public-kiosk-page'))
              .PublicKioskPage,
          })),
          {
            id: 'kioskAccess',
            loader: allowKioskVisitor,
            children: [
              screen(paths.kiosk, 'Kiosk', async () => ({
                Component: (await import('../features/kiosk-display/routes/kiosk-page')).KioskPage,
              })),
              screen(paths.kioskBranded, 'Branded kiosk', async () => ({
                Component: (await import('../features/kiosk-display/routes/branded-kiosk-page'))
                  .BrandedKioskPage,
              })),
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
          screen(paths.signup, 'Sign up', async () => ({
            Component: (await import('../features/auth/routes/signup-page')).SignupPage,
          })),
          screen(paths.acceptInvite, 'Accept invite', async () => ({
            Component: (await import('../features/auth/routes/accept-invite-page'))
              .AcceptInvitePage,
          })),
          screen(paths.loginGoogle, 'Google sign-in', async () => ({
            Component: (await import('../features/auth/routes/login-google-page')).LoginGooglePage,
          })),
          screen(paths.loginCps, 'Single sign-on', async () => ({
            Component: (await import('../features/auth/routes/login-cps-page')).LoginCpsPage,
          })),
          screen(paths.commanderLogin, 'Building-automation sign-in', async () => ({
            Component: (await import('../features/auth/routes/commander-login-page'))
              .CommanderLoginPage,
          })),
          screen(paths.tokenLogin, 'Token sign-in', async () => ({
            Component: (await import('../features/auth/routes/token-login-page')).TokenLoginPage,
          })),
          screen(paths.statusCps, 'Site status', statusPage),
          screen(paths.statusBySlug, 'Site status', statusPage),
          screen(paths.kitOnboarding, 'Kit onboarding', async () => ({
            Component: (await import('../features/kit-onboarding/routes/kit-onboarding-page'))
              .KitOnboardingPage,
          })),
          screen(paths.deviceOnboarding, 'Device onboarding', async () => ({
            Component: (await import('../features/kit-onboarding/routes/device-onboarding-page'))
              .DeviceOnboardingPage,
          })),
          {
            id: paths.logout.name,
            path: paths.logout.path,
            loader: signOut,
            Component: PageLoading,
          },
          {
            id: 'signedIn',
            loader: requireSession,
            // Its welcome dialog and theme sync are not the sign-in page's to download.
            lazy: async () => ({ Component: (await import('./signed-in-shell')).SignedInShell }),
            children: [
              screen(paths.home, 'Project home', async () => ({
                Component: (await import('../features/home/routes/project-home-page'))
                  .ProjectHomePage,
              })),
              screen(paths.settings, 'Settings', async () => ({
                Component: (await import('../features/settings/routes/settings-page')).SettingsPage,
              })),
              screen(paths.site, 'Site monitor', sitePage),
              screen(paths.zone, 'Zone', sitePage),
              screen(paths.siteReports, 'Reports', async () => ({
                Component: (await import('../features/reports/routes/reports-page')).ReportsPage,
              })),
              screen(paths.siteAlerts, 'Alerts', async () => ({
                Component: (await import('../features/alerts/routes/site-alerts-page'))
                  .SiteAlertsPage,
              })),
              screen(paths.siteSchedules, 'Schedules'),
              screen(paths.siteHeatmap, 'Heat map', async () => ({
                Component: (await import('../features/heatmap/routes/heatmap-page')).HeatmapPage,
              })),
              screen(paths.siteFloors, 'Floor plans', async () => ({
                Component: (await import('../features/floor-plan/routes/floor-plan-page'))
                  .FloorPlanPage,
              })),
              screen(paths.pointExplorer, 'Point explorer', async () => ({
                Component: (await import('../features/point-explorer/routes/point-explorer-page'))
                  .PointExplorerPage,
              })),
              screen(paths.dashboards, 'Dashboards', async () => ({
                Component: (await import('../features/dashboards/routes/dashboards-page'))
                  .DashboardsPage,
              })),
              screen(paths.dashboardDetail, 'Dashboard', async () => ({
                Component: (await import('../features/dashboards/routes/dashboard-page'))
                  .DashboardPage,
              })),
              screen(paths.onboarding, 'Topology onboarding: map devices to zones', async () => ({
                Component: (await import('../features/onboarding/routes/onboarding-page'))
                  .OnboardingPage,
              })),
              screen(paths.onboarding2, 'Topology onboarding: select point types', async () => ({
                Component: (await import('../features/onboarding/routes/point-types-page'))
                  .PointTypesPage,
              })),
              screen(paths.onboarding3, 'Topology onboarding: create measurements', async () => ({
                Component: (await import('../features/onboarding/routes/measurements-page'))
                  .MeasurementsPage,
              })),
              screen(paths.kiosks, 'Kiosks', async () => ({
                Component: (await import('../features/kiosks/routes/kiosks-page')).KiosksPage,
              })),
              screen(paths.kioskDemo, 'Kiosk demo', async () => ({
                Component: (await import('../features/kiosk-display/routes/kiosk-demo-page'))
                  .KioskDemoPage,
              })),
              screen(paths.devices, 'Devices', async () => ({
                Component: (await import('../features/devices/routes/devices-page')).DevicesPage,
              })),
              screen(paths.mobileReports, 'Reports', async () => ({
                Component: (await import('../features/reports/routes/reports-page')).ReportsPage,
              })),
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

export function createAppRouter() {
  return createBrowserRouter(routes);
}
